"""Instant Powers with a contextual timing ("Use after you stop an attack", "Use at the start of
your Planning Step"): offered to their controller right after the sentence or step that makes
the timing true (DBZ RB: Icons — timing icon; DBZ CRD: Timing — Special timings).

An Instant Power may be used once per turn (DBZ CRD: Individual Card Rulings — U144 Quickness
Drill: "an Instant Power (thus it may only be used once per turn)"). Entering combat and
answering an Event keep their own windows (turn_steps, combat_steps).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from reishi.engine import caches
from reishi.engine.actions import Action
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import PassPriority, UsePower
from reishi.games.dbz.basics import (
    CONSTANT_CODES,
    Ctx,
    Frame,
    ally_may_act,
    any_in,
    ask,
    in_play_cards,
    info,
    log,
    push_sentences,
    restricted,
    seat_name,
    title,
    title_used_this_turn,
    unusable,
    usable,
)
from reishi.games.dbz.cardinfo import CardInfo
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import event_matches, is_known_event
from reishi.games.dbz.moves import mark_used, move_to_playing
from reishi.games.dbz.state import DbzState, Zone

CRD_INSTANT = "DBZ CRD: Individual Card Rulings — U144 Quickness Drill"
# Timings with a window of their own: entering combat (turn_steps), an Event played (combat_steps).
OWN_WINDOWS = frozenset(
    {
        "use when entering combat",
        "use when entering combat as the defender",
        "use when an event is played",
    }
)


@functools.cache  # a function of the card's words alone, asked after every event raised
def instant_event(trigger: str) -> str | None:
    """The contextual timing an Instant Power's "Use after/when/at …" waits for, or None."""
    lowered = trigger.lower().strip().rstrip(".")
    if lowered in OWN_WINDOWS:
        return None
    m = re.match(r"^use (?:only )?(?:after|when|at|whenever) (.+)$", lowered)
    if m is None:
        return None
    return m.group(1)


def known_trigger(trigger: str) -> bool:
    """Whether an Instant Power's timing is watched for (kit: executable)."""
    if trigger.lower() in OWN_WINDOWS:
        return True
    event = instant_event(trigger)
    return event is not None and is_known_event(event)


def watching(state: DbzState, seat: int) -> list[tuple[int, fx.InstantPower]]:
    """The seat's Instant Powers with a contextual timing that may be used now."""
    if state.instant_watchers is None:
        # Cards are never created after setup: the cards with an Instant Power that waits for
        # an event are known once, and most games hold few.
        state.instant_watchers = tuple(c for c, facts in enumerate(state.facts) if _waits(facts))
    if any_in(state, seat, state.instant_watchers, _WATCHED_CODES):
        return _watching_now(state, seat)
    if caches.CHECK and _watching_now(state, seat):
        raise caches.stale("dbz instant watchers", [], _watching_now(state, seat))
    return []


# In play or in the hand (an Event's Instant Power).
_WATCHED_CODES = frozenset({*CONSTANT_CODES, int(Zone.HAND)})


def _waits(facts: CardInfo) -> bool:
    return any(instant_event(i.trigger) is not None for i in facts.instants)


def _watching_now(state: DbzState, seat: int) -> list[tuple[int, fx.InstantPower]]:
    found: list[tuple[int, fx.InstantPower]] = []
    # Asked after every sentence that raised an event: most cards hold no Instant Power,
    # so that is tested first, straight from the shared facts.
    facts_of = state.facts
    used_turn, turn = state.used_turn, state.turn
    defs = state.defs
    hand = [
        c
        for c in state.cards_in(seat, Zone.HAND)
        if facts_of[c].instants and defs[c].type is CardType.EVENT
    ]
    for card in [*in_play_cards(state, seat), *hand]:
        facts = facts_of[card]
        if not facts.instants or used_turn[card] == turn:
            continue
        if state.zone_of(card) is Zone.ALLIES and not (
            ally_may_act(state, seat, card) or facts.also_continuous
        ):
            continue
        if state.zone_of(card) is Zone.HAND and restricted(state, seat, "play events"):
            continue
        if not usable(state, seat, card) or unusable(state, seat, card):
            continue
        found.extend((card, i) for i in facts.instants if instant_event(i.trigger) is not None)
    return found


def offers(state: DbzState, raised: list[tuple[object, ...]], first: int) -> None:
    """Push an offer for each seat whose Instant Powers a raised trigger answers."""
    for seat in (1 - first, first):
        cards: list[int] = []
        for card, instant in watching(state, seat):
            event = instant_event(instant.trigger)
            assert event is not None
            if card not in cards and any(
                event_matches(state, event, seat, card, trig) for trig in raised
            ):
                cards.append(card)
        if cards:
            state.frames.append(("instant_offer", seat, tuple(cards)))


def _run_offer(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat, cards = frame[1], frame[2]
    still = [c for c in cards if state.used_turn[c] != state.turn and state.zone[c] >= 0]
    still = [c for c in still if state.zone_of(c) is not Zone.HAND or state.owner[c] == seat]
    # "You may only use one X per turn": another copy may have been used from this offer.
    still = [c for c in still if not title_used_this_turn(state, seat, c)]
    if not still:
        return
    options: list[tuple[Action, str]] = [(PassPriority(), "pass (use no Instant Power)")]
    options += [(UsePower(card=c), f"use {title(state, c)}") for c in still]
    ask(state, frame, seat, "Use an Instant Power now?", options)


def _ans_offer(state: DbzState, frame: Frame, action: Action) -> None:
    if not isinstance(action, UsePower):
        return
    seat, card = frame[1], action.card
    rest = tuple(c for c in frame[2] if c != card)
    if rest:
        state.frames.append(("instant_offer", seat, rest))
    instant = next(i for i in info(state, card).instants if instant_event(i.trigger))
    state.used_turn[card] = state.turn
    if state.zone_of(card) is Zone.HAND:
        move_to_playing(state, seat, card)
    mark_used(state, seat, card)
    state.triggers.append(("used", seat, card))  # "Whenever you use a Named card"
    log(state, ev.CardUsed, f"{seat_name(seat)} used {title(state, card)}", CRD_INSTANT, seat=seat)
    state.frames.append(("after_use", card))
    push_sentences(state, instant.effects, Ctx(seat, card))


# The frame runners of this module (each pops its own frame), merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {"instant_offer": _run_offer}


# The decision answer handlers of this module, merged by flow.py.
ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {"instant_offer": _ans_offer}
