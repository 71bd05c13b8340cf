"""Interpreter step: a constant "[Once per combat,] you may discard (Rejuvenate, banish) a card
from your hand to stop an attack" (Cell Jr. - On the Move, Cell Jr. - Oppressive).

When the defender is asked how to defend, each matching card of his hand is offered as a
defense; choosing it moves that card and stops the attack, as a defense does (DBZ CRD: Damage —
Defending attacks: one defense per attack).
"""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import Defend
from reishi.games.dbz.basics import (
    Ctx,
    constants,
    log,
    log_combat,
    move,
    push_sentences,
    restricted,
    seat_name,
    title,
)
from reishi.games.dbz.conditions import card_matches
from reishi.games.dbz.moves import discard_from_hand
from reishi.games.dbz.state import DbzState, Zone

_RULE = "DBZ CRD: Damage — Defending attacks"


def _offers(state: DbzState, seat: int) -> list[tuple[int, fx.StopFromHand]]:
    """The seat's constants of this kind that may be used against the attack in progress."""
    attack = state.attack
    if attack is None:
        return []
    found: list[tuple[int, fx.StopFromHand]] = []
    for source, effect in constants(state, seat):
        if not isinstance(effect, fx.StopFromHand) or attack.kind not in effect.kind:
            continue
        if effect.once_per_combat and (seat, f"hand stop {source}") in state.combat_log:
            continue
        if effect.how == "rejuvenate" and restricted(state, seat, "rejuvenate"):
            continue
        found.append((source, effect))
    return found


def hand_stop_options(state: DbzState, seat: int, offered: set[int]) -> list[tuple[Action, str]]:
    """Each hand card a constant lets the defender move to stop the attack (not ``offered``)."""
    options: list[tuple[Action, str]] = []
    for source, effect in _offers(state, seat):
        for card in state.cards_in(seat, Zone.HAND):
            if card in offered or not card_matches(state, card, effect.what):
                continue
            offered.add(card)
            label = f"{effect.how} {title(state, card)} to stop the attack ({title(state, source)})"
            options.append((Defend(card=card), label))
    return options


def use_hand_stop(state: DbzState, seat: int, card: int) -> bool:
    """Move ``card`` as the first constant that offers it says and stop the attack; False when
    no constant offers it (the card is then a shield played from the hand)."""
    for source, effect in _offers(state, seat):
        if not card_matches(state, card, effect.what):
            continue
        if effect.once_per_combat:
            log_combat(state, seat, f"hand stop {source}")
        verb = {"discard": "discarded", "rejuvenate": "rejuvenated", "banish": "banished"}
        if effect.how == "discard":
            discard_from_hand(state, card, seat)
        elif effect.how == "rejuvenate":
            # Rejuvenating places the card at the bottom of the Life Deck (moves.rejuvenate).
            move(state, card, seat, Zone.LIFE, bottom=True)
            state.triggers.append(("rejuvenate", seat, card))
        else:
            move(state, card, seat, Zone.BANISHED)
        text = f"{seat_name(seat)} {verb[effect.how]} {title(state, card)} to stop the attack"
        log(state, ev.CardMoved, text, _RULE, seat=seat)
        push_sentences(state, (fx.Stops(effect.kind),), Ctx(seat, source))
        return True
    return False
