"""What a game gives scenario files: its position, its own checks and the names of its zones.

A scenario file (docs/scenarios.md) has one shape for every game; only the ``[position]``
table, the per-player checks ``p1``/``p2`` and a few game-wide checks are the game's own.
A game supports scenario files by giving its rules object a ``scenario_hooks()`` method
(the optional extension :class:`SupportsScenarios`) that returns a :class:`ScenarioHooks`.
The runner in ``reishi.testing`` reaches every game through these hooks alone.

Seats are written ``p1`` and ``p2`` (seat 0 and 1); zones by the game's own zone names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.engine.rules import FeatureMissingError, GameRules
from reishi.engine.state import CoreState


@dataclass(frozen=True, slots=True)
class Difference:
    """The first thing found to differ from what a scenario expects."""

    what: str  # e.g. "power" or "Chad - Young Student stats"
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return f"{self.what}: expected {self.expected!r}, got {self.actual!r}"


@dataclass(frozen=True, slots=True)
class SeenZone:
    """What one seat sees of a zone: how many cards, and their titles unless hidden."""

    count: int
    titles: tuple[str, ...] | None  # None: the seat sees the count only


class ScenarioHooks(Protocol):
    """One game's part of the scenario format (see docs/scenarios.md, one section per game).

    The three ``*_type`` attributes are msgspec Structs declared with
    ``forbid_unknown_fields=True``: the runner decodes the file's tables into them and
    reports an unknown or mistyped field with its line.
    """

    position_type: type[Any]  # the [position] table
    player_expect_type: type[Any]  # [expect.p1] and [expect.p2]
    expect_type: type[Any]  # the game's own keys of an [[expect]] table (may have none)
    zones: tuple[str, ...]  # zone names a scenario may write as "p1.<zone>"
    card_states: tuple[str, ...]  # the game's words for what a card in play can be

    def new_game(
        self,
        position: Any,
        cards: Sequence[Mapping[str, Any]],
        seed: int,
        options: dict[str, Any],
        path: str,
    ) -> Game:
        """The game at ``position`` (a ``position_type``) with the scenario's own ``cards``.

        Advanced to its first decision. Raises DataError whose ``field`` is the dotted path
        of the offending entry (``position.p1.hand[2]``, ``card[0].text``); a card whose
        text would not execute is refused, never played without its effects.
        """
        ...

    def written_action(self, game: Game, text: str, seat: int) -> Action | None:
        """The action ``text`` writes for ``seat`` whether or not it is legal now.

        Used to ask the rules why an action is refused; None when the text names nothing.
        """
        ...

    def fingerprint(self, game: Game) -> object:
        """A comparable picture of everything a refused action must leave unchanged."""
        ...

    def check_game(self, game: Game, expect: Any) -> Difference | None:
        """The first difference from the game's own keys of an [[expect]] (``expect_type``)."""
        ...

    def check_player(self, game: Game, seat: int, expect: Any) -> Difference | None:
        """The first difference from one player's checks (``player_expect_type``)."""
        ...

    def card_title(self, game: Game, card: int) -> str | None:
        """The title of card instance ``card``, or None when there is no such card."""
        ...

    def zone_cards(self, game: Game, seat: int, zone: str) -> list[int]:
        """The cards in one of ``seat``'s zones, listed as scenario files list that zone."""
        ...

    def in_play(self, game: Game, seat: int) -> list[int]:
        """Every card ``seat`` has in play."""
        ...

    def has_state(self, game: Game, card: int, state: str) -> bool:
        """Whether a card in play is in ``state`` (one of ``card_states``)."""
        ...

    def seen_zone(self, view: Any, seat: int, zone: str) -> SeenZone:
        """What the holder of ``view`` sees of ``seat``'s ``zone``."""
        ...

    def deck_problems(self, text: str) -> list[str]:
        """Every deck-construction rule a deck written as ``text`` breaks (none: legal).

        A text that cannot be read at all is one problem, its reason.
        """
        ...


class SupportsScenarios(Protocol):
    """Optional rules extension: the game can be set up and checked by scenario files."""

    def scenario_hooks(self) -> ScenarioHooks:
        """The game's hooks for scenario files."""
        ...


def scenario_hooks(rules: GameRules) -> ScenarioHooks:
    """The scenario hooks of a game; FeatureMissingError when it has none."""
    if not callable(getattr(rules, "scenario_hooks", None)):
        raise FeatureMissingError(f"{rules.name} has no scenario positions")
    return cast(SupportsScenarios, rules).scenario_hooks()


def decision_kind(game: Game) -> str:
    """The pending decision's kind in the game's words ("none" while nothing is asked).

    Every game keeps its pending decision in ``CoreState.decision`` with a ``kind``, so the
    scenario runner reads it here rather than through a hook each game writes alike.
    """
    state = game.state
    if not isinstance(state, CoreState):
        raise FeatureMissingError(f"{game.rules.name}: its state keeps no pending decision")
    decision = state.decision
    return "none" if decision is None else str(decision.kind)
