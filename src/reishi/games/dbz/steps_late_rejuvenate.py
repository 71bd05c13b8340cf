"""A card's own Rejuvenation replacement: "(If this card is Rejuvenated during combat, you may
banish it instead to use a critical damage effect.)", "(If this card is Rejuvenated, you may
place it into play instead.)" (fx.FromHand with ``instead``).

DBZ RB: Glossary — Parenthesis Text: the card's rules hold wherever it is. The card is put at
the bottom of the Life Deck as the effect says (DBZ CRD: General — Rejuvenation: one card at a
time), and before anything else happens its owner is asked (moves.rejuvenated): taken, the card
leaves the Life Deck (banished, or into play) and was not Rejuvenated; declined, the
Rejuvenation stands and is a timing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import Ctx, Frame, choose, log, move, push_sentences
from reishi.games.dbz.basics import title as card_title
from reishi.games.dbz.moves import enter_play, placeable, rejuvenation_replacement
from reishi.games.dbz.state import DbzState, Zone

CARD_RULES = "DBZ RB: Glossary — Parenthesis Text"
_INTO_PLAY = (fx.PlaceThis("play"),)


def _run_replacement(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat, card = frame[1], frame[2]
    rule = rejuvenation_replacement(state, card)
    owner = state.owner[card]
    into_play = rule is not None and rule.effects == _INTO_PLAY
    if (
        rule is None
        or state.zone_of(card) is not Zone.LIFE
        or (into_play and not placeable(state, owner, card))
    ):
        state.triggers.append(("rejuvenate", seat, card))  # nothing to replace it with now
        return
    offer = "place it into play instead" if into_play else "banish it instead"
    choose(
        state,
        "replace_rejuvenate",
        owner,
        f"{card_title(state, card)} is Rejuvenated: {offer}?",
        [1, 0],
        [offer, "leave it Rejuvenated"],
        (seat, card, into_play, rule.effects),
    )


def _picked_replacement(state: DbzState, value: int, payload: Any) -> None:
    seat, card, into_play, effects = payload
    if not value:
        state.triggers.append(("rejuvenate", seat, card))
        return
    owner = state.owner[card]
    if into_play:
        log(state, ev.CardMoved, f"{card_title(state, card)} goes into play instead", CARD_RULES)
        enter_play(state, owner, card, played=False)
        return
    move(state, card, owner, Zone.BANISHED)
    log(state, ev.CardMoved, f"{card_title(state, card)} was banished instead", CARD_RULES)
    push_sentences(state, effects, Ctx(owner, card))


# The frame runner and the choice of this module, merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {"rejuvenation_replacement": _run_replacement}
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "replace_rejuvenate": _picked_replacement
}
