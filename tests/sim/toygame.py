"""A tiny two-seat card race that implements the GameRules protocol, for simulation tests.

Each seat holds three cards from its own shuffled deck of values. On its turn a seat plays a
card (its value is added to the seat's power, then it draws) or passes (it draws one card).
Reaching the target wins by "power"; having to draw from an empty deck loses by "deck-out";
the turn limit ends the game as a "tie".
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec

from reishi.agents.registry import register_agent
from reishi.engine.actions import Action, Choose, PassPriority
from reishi.engine.errors import DataError, IllegalActionError
from reishi.engine.events import Event
from reishi.engine.rng import Rng
from reishi.engine.rules import register_game

TARGET = 20
HAND = 3
TURN_LIMIT = 60
STARTER = tuple([1, 2, 3, 4, 5] * 4)


class ToyView(msgspec.Struct, frozen=True):
    """What a seat knows: its own hand and both powers."""

    seat: int
    hand: tuple[int, ...]
    power: tuple[int, int]


class ToyState:
    """Plain data: decks, hands, powers, whose turn, and the end."""

    __slots__ = (
        "current_player",
        "decks",
        "end_reason",
        "first_player",
        "hands",
        "is_over",
        "log_head",
        "power",
        "rng",
        "turn",
        "winner",
    )

    def __init__(self) -> None:
        self.current_player: int | None = 0
        self.winner: int | None = None
        self.is_over = False
        self.log_head: Any = None
        self.end_reason = ""
        self.turn = 1
        self.first_player = 0
        self.decks: list[list[int]] = [[], []]
        self.hands: list[list[int]] = [[], []]
        self.power = [0, 0]
        self.rng = Rng(0)

    def clone(self) -> ToyState:
        """An independent copy."""
        c = ToyState.__new__(ToyState)
        c.current_player = self.current_player
        c.winner = self.winner
        c.is_over = self.is_over
        c.log_head = self.log_head
        c.end_reason = self.end_reason
        c.turn = self.turn
        c.first_player = self.first_player
        c.decks = [list(d) for d in self.decks]
        c.hands = [list(h) for h in self.hands]
        c.power = list(self.power)
        c.rng = self.rng.clone()
        return c


class ToyRules:
    """The rules of the toy race."""

    name = "toy"
    version = "1"
    seats = 2

    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> ToyState:
        """Shuffle, deal three cards each, toss for the first player."""
        s = ToyState()
        s.rng = Rng(seed)
        for seat in (0, 1):
            deck = list(decks[seat])
            s.rng.shuffle(deck)
            s.hands[seat] = deck[:HAND]
            s.decks[seat] = deck[HAND:]
        s.first_player = s.rng.below(2)
        s.current_player = s.first_player
        return s

    def legal_actions(self, state: Any) -> list[Action]:
        """Play any card in hand, or pass."""
        seat = state.current_player
        return [Choose(i) for i in range(len(state.hands[seat]))] + [PassPriority()]

    def apply(self, state: Any, action: Action) -> None:
        """Play or pass, draw, then check the end and hand the turn over."""
        if state.is_over:
            raise IllegalActionError(action, "the game is over")
        seat = state.current_player
        hand = state.hands[seat]
        if isinstance(action, Choose):
            if not 0 <= action.index < len(hand):
                raise IllegalActionError(action, "no such card")
            state.power[seat] += hand.pop(action.index)
            if state.power[seat] >= TARGET:
                return self._end(state, seat, "power")
        elif not isinstance(action, PassPriority):
            raise IllegalActionError(action, "not a toy action")
        if not state.decks[seat]:
            return self._end(state, 1 - seat, "deck-out")
        hand.append(state.decks[seat].pop())
        if seat != state.first_player:
            state.turn += 1
            if state.turn > TURN_LIMIT:
                return self._end(state, None, "tie")
        state.current_player = 1 - seat
        return None

    def _end(self, state: Any, winner: int | None, reason: str) -> None:
        state.winner = winner
        state.end_reason = reason
        state.is_over = True
        state.current_player = None

    def view(self, state: Any, seat: int) -> ToyView:
        """Own hand and both powers."""
        return ToyView(seat, tuple(state.hands[seat]), (state.power[0], state.power[1]))

    def describe(self, state: Any, action: Action) -> str:
        """``play N`` or ``pass``."""
        if isinstance(action, Choose):
            return f"play {state.hands[state.current_player][action.index]}"
        return "pass"

    def describe_event(self, event: Event) -> str:
        """The event's repr (the toy logs nothing)."""
        return repr(event)

    def starter_decks(self) -> tuple[Any, ...]:
        """Two identical decks of values 1-5."""
        return (STARTER, STARTER)

    def load_deck(self, path: Path) -> Any:
        """A deck file: comma-separated card values."""
        text = Path(path).read_text(encoding="utf-8")
        try:
            values = tuple(int(v) for v in text.replace("\n", ",").split(",") if v.strip())
        except ValueError:
            raise DataError(str(path), "deck values must be integers") from None
        if len(values) < HAND:
            raise DataError(str(path), f"a deck needs at least {HAND} cards")
        return values


class GreedyAgent:
    """Plays its highest card: clearly stronger than random."""

    name = "toy-greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """The Choose of the highest card in hand."""
        plays = [a for a in legal if isinstance(a, Choose)]
        return max(plays, key=lambda a: view.hand[a.index])


def register() -> None:
    """Register the toy game and its greedy agent (idempotent)."""
    register_game("toy", ToyRules)
    register_agent("toy-greedy", GreedyAgent)


# Worker processes import this module by name (see reishi.sim.runner.PlaySpec.modules); under
# the "spawn" start method that import is what registers the game there.
register()
