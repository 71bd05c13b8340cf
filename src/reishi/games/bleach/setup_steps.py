"""Setting up a Bleach TCG game (RB: Setting Up): who goes first, the hands, the mulligan."""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.actions import ChooseFirstPlayer, KeepHand
from reishi.games.bleach.frames import Answer, Frame, Handler, decide, pop, push
from reishi.games.bleach.state import BleachState, Decision, Zone, zone_code

HAND_SIZE = 5


def h_choose_first(state: BleachState, frame: Frame) -> None:
    """ARD: Deciding Who Goes First — flip, then the winner (or last game's loser) chooses."""
    chooser = state.options.get("first_chooser")
    if chooser is None:
        chooser = state.rng.below(2)
    state.flip_winner = int(chooser)
    guardians = tuple(ops.title(state, ops.guardian_of(state, s)) for s in (0, 1))
    state.record(
        ev.GameStarted(guardians=guardians, flip_winner=int(chooser), rule="RB: Setting Up")
    )
    decide(state, "first", int(chooser), "Choose who takes the first turn")


def a_first(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """The chooser named the first player."""
    assert isinstance(action, ChooseFirstPlayer)
    state.first_player = action.seat
    state.active = action.seat
    state.record(
        ev.FirstPlayerChosen(chooser=d.seat, first=action.seat, rule="ARD: Deciding Who Goes First")
    )
    pop(state)


def h_deal(state: BleachState, frame: Frame) -> None:
    """RB: Setting Up — shuffle, then both players draw five cards."""
    pop(state)
    for seat in (state.first_player, 1 - state.first_player):
        ops.shuffle_deck(state, seat, "RB: Setting Up")
    for seat in (state.first_player, 1 - state.first_player):
        _draw_hand(state, seat)
    push(state, ("mulligan", 1 - state.first_player), ("mulligan", state.first_player))


def _draw_hand(state: BleachState, seat: int) -> None:
    deck = state.cards_in(seat, Zone.DECK)
    hand_zone = zone_code(seat, Zone.HAND)
    drawn = []
    for _ in range(min(HAND_SIZE, len(deck))):
        card = deck[-1]
        state.place(card, hand_zone)
        drawn.append(card)
    state.record(
        ev.HandDrawn(
            seat=seat, count=len(drawn), cards=tuple(drawn), rule="RB: Setting Up", visible_to=seat
        )
    )


def h_mulligan(state: BleachState, frame: Frame) -> None:
    """RB: Setting Up — one mulligan per game: hand to the bottom, draw five more."""
    seat = frame[1]
    if state.mulligan_used[seat]:
        pop(state)
        return
    decide(state, "mulligan", seat, "Keep this hand, or put it on the bottom and draw five?")


def a_mulligan(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Keep, or mulligan once."""
    pop(state)
    if isinstance(action, KeepHand):
        state.record(ev.HandKept(seat=d.seat, rule="RB: Setting Up"))
        return
    state.mulligan_used[d.seat] = True
    deck_zone = zone_code(d.seat, Zone.DECK)
    for card in list(state.cards_in(d.seat, Zone.HAND)):
        state.place(card, deck_zone, bottom=True)
    state.record(ev.Mulliganed(seat=d.seat, rule="RB: Setting Up"))
    _draw_hand(state, d.seat)


HANDLERS: dict[str, Handler] = {
    "choose_first": h_choose_first,
    "deal": h_deal,
    "mulligan": h_mulligan,
}

ANSWERS: dict[str, Answer] = {
    "first": a_first,
    "mulligan": a_mulligan,
}
