"""Card rules of a card in the hand answering a timing: "(After your opponent gains stages during
combat, you may banish this card from your hand to destroy the top 5 cards of your opponent's
Life Deck.)" (fx.HandResponse).

DBZ CRD: Timing — Special timings: an "after" effect takes place right after the sentence that
makes it true, so the card's owner is offered it then, with the Instant Powers of the moment
(instants.offers); banishing the card from the hand is the cost of its effect (DBZ CRD: Effects
with stipulations), not playing it, so it is no Event played. DBZ RB: Glossary — Parenthesis
Text: the words in parenthesis are the card's rules wherever it is.
"""

from __future__ import annotations

from collections.abc import Callable

from reishi.engine.actions import Action
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import PassPriority, UsePower
from reishi.games.dbz.basics import Ctx, Frame, ask, info, log, move, push_sentences, seat_name
from reishi.games.dbz.basics import title as card_title
from reishi.games.dbz.conditions import event_matches
from reishi.games.dbz.state import DbzState, Zone

CRD_SPECIAL = "DBZ CRD: Timing — Special timings"


def _responses(state: DbzState, card: int) -> tuple[fx.HandResponse, ...]:
    return info(state, card).hand_responses


def offers(state: DbzState, raised: list[tuple[object, ...]], first: int) -> None:
    """Push an offer for each seat holding a card whose hand rule a raised event answers."""
    facts_of = state.facts  # most hand cards have no such rule: read straight from the facts
    for seat in (1 - first, first):
        cards = tuple(
            card
            for card in state.cards_in(seat, Zone.HAND)
            if facts_of[card].hand_responses
            and any(
                event_matches(state, rule.event, seat, card, trig)
                for rule in facts_of[card].hand_responses
                for trig in raised
            )
        )
        if cards:
            state.frames.append(("hand_response", seat, cards))


def _run_offer(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    still = [c for c in frame[2] if state.zone_of(c) is Zone.HAND and state.owner[c] == seat]
    if not still:
        return
    options: list[tuple[Action, str]] = [(PassPriority(), "pass (keep the cards in hand)")]
    for card in still:
        rule = _responses(state, card)[0]
        options.append((UsePower(card=card), f"{rule.how} {card_title(state, card)} from hand"))
    ask(state, frame, seat, "Use a card's rule from your hand now?", options)


def _ans_offer(state: DbzState, frame: Frame, action: Action) -> None:
    if not isinstance(action, UsePower):
        return
    seat, card = frame[1], action.card
    rest = tuple(c for c in frame[2] if c != card)
    if rest:
        state.frames.append(("hand_response", seat, rest))
    rule = _responses(state, card)[0]
    zone = Zone.BANISHED if rule.how == "banish" else Zone.DISCARD
    move(state, card, seat, zone)
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} {rule.how}ed {card_title(state, card)} from hand",
        CRD_SPECIAL,
        seat=seat,
    )
    push_sentences(state, rule.effects, Ctx(seat, card))


# The frame runners and decision answers of this module, merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {"hand_response": _run_offer}
ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {"hand_response": _ans_offer}
