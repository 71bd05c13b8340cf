"""Setting up a Soul Deck game (SD: GAME SETUP): first player, hands, mulligans."""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.actions import BottomCard, KeepHand
from reishi.games.soul_deck.decisions import MULLIGANS
from reishi.games.soul_deck.frames import Answer, Frame, Handler, decide
from reishi.games.soul_deck.ops import SETUP, title
from reishi.games.soul_deck.state import Decision, SoulDeckState, Zone, zone_code

HAND_SIZE = 5  # SD: GAME SETUP — "Each player draws 5 cards."


def h_setup(state: SoulDeckState, frame: Frame) -> None:
    """SD: GAME SETUP — shuffle, pick the first player at random, draw five each."""
    state.frames.pop()
    first = state.options.get("first_player")
    state.first_player = int(first) if first is not None else state.rng.below(2)
    state.active = state.first_player
    for seat in (0, 1):
        state.rng.shuffle(state.cards_in(seat, Zone.DECK))
    state.record(ev.GameStarted(first=state.first_player, rule=SETUP))
    for seat in (state.first_player, 1 - state.first_player):
        _draw_hand(state, seat)
    state.frames.extend(
        [("turn",), ("mulligan", 1 - state.first_player), ("mulligan", state.first_player)]
    )


def _draw_hand(state: SoulDeckState, seat: int) -> None:
    deck = state.cards_in(seat, Zone.DECK)
    for _ in range(min(HAND_SIZE, len(deck))):
        state.place(deck[-1], zone_code(seat, Zone.HAND))
    state.record(ev.HandDrawn(seat=seat, count=len(state.cards_in(seat, Zone.HAND)), rule=SETUP))


def h_mulligan(state: SoulDeckState, frame: Frame) -> None:
    """SD: GAME SETUP — Mulligan: keep, or shuffle back and draw five (once)."""
    seat = frame[1]
    if state.mulligans[seat] >= MULLIGANS:
        state.frames.pop()
        return
    decide(state, "mulligan", seat, "Keep this hand, or mulligan?")


def a_mulligan(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Keep; or shuffle the hand back, draw five and then bottom one of them."""
    state.frames.pop()
    if isinstance(action, KeepHand):
        state.record(ev.HandKept(seat=d.seat, rule=SETUP))
        return
    state.mulligans[d.seat] += 1
    deck_zone = zone_code(d.seat, Zone.DECK)
    for card in list(state.cards_in(d.seat, Zone.HAND)):
        state.place(card, deck_zone)
    state.rng.shuffle(state.cards_in(d.seat, Zone.DECK))
    state.record(ev.Mulliganed(seat=d.seat, rule=SETUP))
    _draw_hand(state, d.seat)
    state.frames.extend([("mulligan", d.seat), ("bottom", d.seat)])


def h_bottom(state: SoulDeckState, frame: Frame) -> None:
    """After a mulligan one card of the new hand goes to the bottom of the deck."""
    decide(state, "bottom", frame[1], "Put one card of your new hand on the bottom of your deck")


def a_bottom(state: SoulDeckState, d: Decision, action: Action) -> None:
    """The chosen card goes to the bottom."""
    assert isinstance(action, BottomCard)
    state.frames.pop()
    state.place(action.card, zone_code(d.seat, Zone.DECK), bottom=True)
    state.record(
        ev.CardBottomed(
            seat=d.seat,
            card=action.card,
            title=title(state, action.card),
            rule=SETUP,
            visible_to=d.seat,
        )
    )


HANDLERS: dict[str, Handler] = {
    "setup": h_setup,
    "mulligan": h_mulligan,
    "bottom": h_bottom,
}

ANSWERS: dict[str, Answer] = {
    "mulligan": a_mulligan,
    "bottom": a_bottom,
}
