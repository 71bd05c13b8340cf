"""Seeded random play of any registered game, and how the conformance kit compares games.

The kit (``reishi.testing.conformance``) plays every check on these playouts: a random
chooser seeded apart from the game, so the game's own chance is untouched.
"""

from __future__ import annotations

import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from reishi.engine.actions import Action
from reishi.engine.events import log_length
from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.engine.rules import GameRules, get_rules
from reishi.engine.state import CoreState


class GameFailedError(AssertionError):
    """One game of one check failed: the rest of that game is not examined."""


@dataclass(frozen=True, slots=True)
class Subject:
    """The game under test and how to play it."""

    name: str
    rules: GameRules
    decks: tuple[Any, ...]
    options: dict[str, Any]
    max_decisions: int
    probe_every: int

    def new_game(self, seed: int) -> Game:
        """A fresh game of the subject with this seed."""
        return Game(self.rules, self.rules.new_state(self.decks, seed, dict(self.options)))


class Playout:
    """A seeded random game of the subject, recording the actions it took."""

    def __init__(self, subject: Subject, seed: int) -> None:
        self.subject = subject
        self.game = subject.new_game(seed)
        # The chooser is seeded apart from the game, so the game's own chance is untouched.
        self.rng = Rng(seed * 2 + 1)
        self.actions: list[Action] = []

    def random_action(self) -> Action:
        """A legal action, chosen by the playout's own generator."""
        return self.rng.choice(self.game.legal_actions())

    def apply(self, action: Action) -> None:
        """Apply ``action`` and record it."""
        self.game.apply(action)
        self.actions.append(action)

    def decisions(self) -> Iterator[int]:
        """Yield the number of each decision; a random action follows unless the caller acted."""
        for number in range(self.subject.max_decisions):
            if self.game.is_over:
                return
            taken = len(self.actions)
            yield number
            if not self.game.is_over and len(self.actions) == taken:
                self.apply(self.random_action())
        if not self.game.is_over:
            raise GameFailedError(f"no end after {self.subject.max_decisions} decisions")

    def probes(self) -> Iterator[int]:
        """The decisions the costly checks examine (the first, then every ``probe_every``-th)."""
        return (n for n in self.decisions() if n % self.subject.probe_every == 0)


def random_positions(
    name: str, seed: int, decks: Sequence[Any] | None = None, max_decisions: int = 5_000
) -> Iterator[Game]:
    """The game at every decision of the kit's seeded random game, then once more at its end.

    For a game's own tests of what the kit cannot know (a rule read from the log, say).
    """
    rules = get_rules(name)
    chosen = tuple(decks) if decks is not None else tuple(rules.starter_decks())
    playout = Playout(Subject(name, rules, chosen, {}, max_decisions, 1), seed)
    for _ in playout.decisions():
        yield playout.game
    yield playout.game


def compare(first: Game, second: Game, what: str) -> None:
    """Raise unless two games reached the same log, result and views."""
    a, b = first.log, second.log
    if a != b:
        index = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), None)
        where = f"event {index}" if index is not None else f"{len(a)} vs {len(b)} events"
        raise GameFailedError(f"{what} gave another log ({where})")
    if (first.winner, first.end_reason, first.is_over) != (
        second.winner,
        second.end_reason,
        second.is_over,
    ):
        raise GameFailedError(f"{what} gave another result")
    if views(first) != views(second):
        raise GameFailedError(f"{what} gave other views")


def _list_fields(state: CoreState) -> list[tuple[str, list[Any]]]:
    """Every list the state holds (the core's and the game's own), copied one level deep."""
    out = []
    for cls in type(state).__mro__:
        for name in getattr(cls, "__slots__", ()):
            value = getattr(state, name, None)
            if isinstance(value, list):
                out.append((name, [v[:] if isinstance(v, list) else v for v in value]))
    return out


def snapshot(game: Game) -> tuple[Any, ...]:
    """What must not change when nothing is done: result, log, legal actions, views, zones."""
    state = game.state
    core: tuple[Any, ...] = ()
    if isinstance(state, CoreState):
        core = (state.rng.state, state.decision, *_list_fields(state))
    return (
        game.current_player,
        game.is_over,
        game.winner,
        game.end_reason,
        game.turn,
        state.log_head,
        log_length(state.log_head),
        game.legal_actions(),
        views(game),
        core,
    )


def views(game: Game) -> list[bytes]:
    """Every seat's view as JSON."""
    return [msgspec.json.encode(game.view(seat)) for seat in range(game.rules.seats)]


def crash(exc: Exception) -> str:
    """An unexpected exception, with the place it was raised."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" at {frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return f"{type(exc).__name__}: {exc}{where}"
