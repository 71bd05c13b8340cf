"""Hand cards a constant lets its player use as an action: "As an action during combat, you may
banish an Ally with "Cell Jr." in the title from your hand to destroy the top 3 cards of your
opponent's Life Deck" (Cell Jr. - Confident).

Each matching card of the hand is offered as the card's own "you may discard this card from
your hand to …" is (combat_steps: a HandAction whose ``how`` moves the card, then its effects;
DBZ CRD: General — Effects with stipulations: the card moved is the cost).
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import constants_of
from reishi.games.dbz.conditions import card_matches
from reishi.games.dbz.state import DbzState

# The kinds of constant effect it looks for (basics.constants_of).
_HAND_ACTIONS = (fx.HandCardAction,)


def granted_hand_action(state: DbzState, card: int) -> fx.HandAction | None:
    """The action a constant of the card's owner grants this hand card, if any."""
    seat = state.owner[card]
    for _, effect in constants_of(state, seat, _HAND_ACTIONS):
        if type(effect) is fx.HandCardAction and card_matches(state, card, effect.what):
            return fx.HandAction(effect.effects, "", effect.how)
    return None
