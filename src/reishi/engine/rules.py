"""The protocol a game module implements to plug into the engine, and the registry."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.errors import ReishiError, UnknownGameError
from reishi.engine.events import Event
from reishi.engine.rng import Rng


class GameState(Protocol):
    """What the engine needs of every game's state: whose decision, the end, and a cheap clone."""

    current_player: int | None
    winner: int | None
    is_over: bool
    end_reason: str  # how the game ended ('' while playing)
    turn: int  # the turn number, from 1 once play begins
    first_player: int  # the seat that took the first turn
    log_head: Any

    def clone(self) -> GameState:
        """An independent copy that shares immutable parts."""
        ...


class GameRules(Protocol):
    """A game's rules: setup, legal actions, applying them, views, notation, decks.

    Extensions are optional: for search agents ``SupportsDeterminize`` (re-sample what a seat
    cannot know) and ``SupportsEvaluate`` (a heuristic value of an unfinished game); for the
    conformance kit ``SupportsInvariants`` and ``SupportsHiddenZones``; for ``reishi fuzz``
    ``SupportsRandomDecks`` (engine/extensions.py).
    """

    name: str
    version: str
    seats: int
    options: Mapping[str, str]  # the game's own options (name -> what it does), for new_game

    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> GameState:
        """A fresh game, advanced to its first decision."""
        ...

    def legal_actions(self, state: GameState) -> list[Action]:
        """Every legal choice for ``state.current_player`` now."""
        ...

    def apply(self, state: GameState, action: Action) -> None:
        """Validate ``action`` (raising IllegalActionError, state untouched) then advance."""
        ...

    def view(self, state: GameState, seat: int | None) -> Any:
        """What ``seat`` may know: common knowledge plus its own hidden zones (None: a spectator,
        common knowledge only)."""
        ...

    def describe(self, state: GameState, action: Action) -> str:
        """The action in the text notation the terminal accepts."""
        ...

    def describe_event(self, event: Event) -> str:
        """One log line for an event."""
        ...

    def starter_decks(self) -> tuple[Any, ...]:
        """The decks shipped with the game, one per seat."""
        ...

    def load_deck(self, path: Path) -> Any:
        """Read and validate a deck file for this game."""
        ...


class SupportsDeterminize(Protocol):
    """Optional rules extension: a state as one seat might believe it to be."""

    def determinize(self, state: Any, seat: int, rng: Rng) -> Any:
        """A copy of ``state`` with everything ``seat`` cannot know re-sampled from ``rng``.

        The copy must give ``seat`` exactly the same view, keep every count and zone
        consistent, and carry no trace of the hidden truth (its log and random generator
        included), so handing it to an agent reveals nothing.
        """
        ...


class SupportsEvaluate(Protocol):
    """Optional rules extension: how good an unfinished game looks for one seat."""

    def evaluate(self, state: Any, seat: int) -> float:
        """An estimate in [0, 1] of ``seat``'s chance to win (1 won, 0 lost, 0.5 drawn)."""
        ...


class SupportsAgentOptions(Protocol):
    """Optional rules extension: the options a game recommends for generic agents.

    Keyed by agent name, each a mapping of option to value as a spec writes them; options a
    spec gives itself win. A game recommends what suits it (its evaluation, its heuristic).
    """

    agent_options: Mapping[str, Mapping[str, str]]


class SupportsInvariants(Protocol):
    """Optional rules extension: what must hold after every action (the conformance kit).

    States built on ``engine/state.py``'s ``CoreState`` get the generic checks for free (no
    card created or lost, each card in the one zone it records); this hook adds the game's own.
    """

    def invariant_violations(self, state: Any) -> list[str]:
        """Every rules invariant ``state`` breaks, one readable line each (empty when sound)."""
        ...


class SupportsHiddenZones(Protocol):
    """Optional rules extension: which zones of a ``CoreState`` a seat cannot look into."""

    def hidden_zones(self, state: Any, seat: int) -> list[tuple[int, ...]]:
        """Groups of zone codes whose cards ``seat`` cannot tell apart.

        Re-dealing the cards of one group among its zones (each zone keeping its size, so a
        group of one zone is re-ordered) must leave ``seat``'s view unchanged: one's own deck
        is a group of one, the other seat's hand and deck a group of two.
        """
        ...


class FeatureMissingError(ReishiError):
    """The game does not implement an optional rules extension."""


def register_game(name: str, factory: Callable[[], GameRules]) -> None:
    """Make a game available under ``name`` at run time (installed games use entry points)."""
    plugins.register(plugins.Group.GAMES, name, factory)


def get_rules(name: str) -> GameRules:
    """The rules object of a registered game."""
    factory = plugins.find(plugins.Group.GAMES, name)
    if factory is None:
        known = ", ".join(game_names()) or "none"
        raise UnknownGameError(f"unknown game {name!r} (known: {known})")
    rules: GameRules = factory()
    return rules


def game_names() -> list[str]:
    """Names of every registered game."""
    return plugins.names(plugins.Group.GAMES)


def seat_option(options: Mapping[str, Any], name: str, seats: int) -> int | None:
    """The seat an option names (None when not given); refuses anything but a seat number."""
    value = options.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < seats:
        raise ReishiError(f"option {name} must be a seat from 0 to {seats - 1}, not {value!r}")
    return value
