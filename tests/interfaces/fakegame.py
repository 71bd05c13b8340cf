"""A tiny two-seat game behind the GameRules protocol, for testing front ends without a TCG.

Countdown: a pile starts at the two decks' values plus a seeded 0-2; seats alternately take
one or two tokens and whoever takes the last one wins. Each seat is also dealt a secret
number that only it may see, so hidden information and ``log_for`` redaction are exercised.
Importing the module registers it as the game ``"countdown"``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from reishi import register_game
from reishi.engine.actions import Action
from reishi.engine.errors import DataError, IllegalActionError
from reishi.engine.events import Event, LogNode, log_append
from reishi.engine.rng import Rng

NAME = "countdown"


class Take(Action, frozen=True, tag="take"):
    """Take ``count`` tokens from the pile."""

    count: int


class PileMade(Event, frozen=True, tag="pile_made"):
    """The pile was made."""

    tokens: int


class SecretDealt(Event, frozen=True, tag="secret_dealt"):
    """A seat was dealt a secret number (only that seat sees the value)."""

    seat: int
    value: int

    def redacted(self) -> Event:
        """Others learn that a secret was dealt, not its value."""
        return SecretDealt(seat=self.seat, value=-1, visible_to=self.visible_to)


class TokensTaken(Event, frozen=True, tag="tokens_taken"):
    """A seat took tokens."""

    seat: int
    count: int
    left: int


class GameWon(Event, frozen=True, tag="game_won"):
    """A seat took the last token."""

    seat: int


@dataclass(slots=True)
class CountdownState:
    """The whole state of a Countdown game."""

    tokens: int
    secrets: tuple[int, int]
    current_player: int | None
    winner: int | None
    is_over: bool
    log_head: LogNode | None
    end_reason: str = ""
    turn: int = 1
    first_player: int = 0

    def clone(self) -> CountdownState:
        """An independent copy (the log is persistent, so it is shared)."""
        return CountdownState(
            self.tokens,
            self.secrets,
            self.current_player,
            self.winner,
            self.is_over,
            self.log_head,
            self.end_reason,
            self.turn,
            self.first_player,
        )


@dataclass(slots=True)
class CountdownView:
    """What one seat sees."""

    seat: int
    tokens: int
    my_secret: int
    current_player: int | None


# The options new_game accepts for this game beyond the engine's (name -> what it does).
GAME_OPTIONS: Mapping[str, str] = MappingProxyType({"bonus": "tokens added to the pile"})


class CountdownRules:
    """The rules of Countdown."""

    name = NAME
    version = "countdown-1"
    seats = 2
    options = GAME_OPTIONS

    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> CountdownState:
        """A fresh pile; ``options['bonus']`` adds tokens."""
        rng = Rng(seed)
        tokens = int(decks[0]) + int(decks[1]) + rng.below(3) + int(options.get("bonus", 0))
        secrets = (rng.below(100), rng.below(100))
        state = CountdownState(tokens, secrets, 0, None, False, None)
        self._log(state, PileMade(tokens=tokens))
        for seat in (0, 1):
            self._log(state, SecretDealt(seat=seat, value=secrets[seat], visible_to=seat))
        return state

    def legal_actions(self, state: Any) -> list[Action]:
        """Take one, or two while two are left."""
        return [Take(count=n) for n in (1, 2) if n <= state.tokens]

    def apply(self, state: Any, action: Action) -> None:
        """Take tokens; the seat taking the last one wins."""
        if state.is_over:
            raise IllegalActionError(action, "the game is over")
        if action not in self.legal_actions(state):
            raise IllegalActionError(action, "not legal now")
        assert isinstance(action, Take)
        seat = state.current_player
        state.tokens -= action.count
        self._log(state, TokensTaken(seat=seat, count=action.count, left=state.tokens))
        if state.tokens == 0:
            state.is_over = True
            state.winner = seat
            state.current_player = None
            self._log(state, GameWon(seat=seat))
        else:
            state.current_player = 1 - seat

    def view(self, state: Any, seat: int) -> CountdownView:
        """The pile, whose turn, and the seat's own secret."""
        return CountdownView(seat, state.tokens, state.secrets[seat], state.current_player)

    def describe(self, state: Any, action: Action) -> str:
        """``take N``."""
        assert isinstance(action, Take)
        return f"take {action.count}"

    def describe_event(self, event: Event) -> str:
        """One log line."""
        if isinstance(event, PileMade):
            return f"The pile was made with {event.tokens} tokens."
        if isinstance(event, SecretDealt):
            shown = "?" if event.value < 0 else str(event.value)
            return f"P{event.seat + 1} was dealt secret {shown}."
        if isinstance(event, TokensTaken):
            return f"P{event.seat + 1} took {event.count} ({event.left} left)."
        if isinstance(event, GameWon):
            return f"P{event.seat + 1} took the last token and won."
        return repr(event)

    def starter_decks(self) -> tuple[Any, ...]:
        """Two decks worth 3 tokens each."""
        return (3, 3)

    def load_deck(self, path: Path) -> Any:
        """A deck file holds one non-negative integer."""
        text = path.read_text(encoding="utf-8").strip()
        if not text.isdigit():
            raise DataError(str(path), f"a deck is one non-negative integer, not {text!r}")
        return int(text)

    @staticmethod
    def _log(state: CountdownState, event: Event) -> None:
        state.log_head = log_append(event, state.log_head)


register_game(NAME, CountdownRules)
