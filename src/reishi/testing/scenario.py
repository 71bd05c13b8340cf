"""Scenario files of every game: a position, actions in text notation, what must hold after.

The format is described in docs/scenarios.md. ``run_file`` reads a file, builds its
position through its game's scenario hooks, plays the actions and reports the first
difference between what the file expects and what the engine did. The runner names no
game: the file's ``game`` picks the rules through the plugins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from reishi.engine.actions import Action
from reishi.engine.errors import DataError, IllegalActionError, ReishiError
from reishi.engine.game import Game
from reishi.testing.scenario_checks import (
    Starts,
    bare,
    first_difference,
    is_written,
    seat_name,
    starting_orders,
    zones_to_remember,
)
from reishi.testing.scenario_format import (
    SEATS,
    ActionEntry,
    DeckCheck,
    Scenario,
    ScenarioError,
    load_scenario,
    locate,
    parse_scenario,
    read_text,
    scenario_files,
    split_seat,
)

__all__ = [
    "Scenario",
    "ScenarioError",
    "ScenarioResult",
    "load_scenario",
    "log_lines",
    "parse_scenario",
    "run_file",
    "run_scenario",
    "scenario_files",
    "start_game",
]


@dataclass
class ScenarioResult:
    """The outcome of one scenario: passed, or the first difference and where it was seen."""

    path: str
    title: str
    passed: bool
    failure: str = ""
    action_index: int | None = None  # actions applied when the difference was seen
    log: list[str] = field(default_factory=list)


class _MismatchError(Exception):
    """The engine did not do what the scenario says; ``index`` actions had been applied."""

    def __init__(self, message: str, index: int | None) -> None:
        super().__init__(message)
        self.index = index


def run_file(path: Path) -> ScenarioResult:
    """Load and run one scenario file; a malformed file fails with its one-line error."""
    try:
        scenario = parse_scenario(read_text(path), str(path))
    except ScenarioError as exc:
        return ScenarioResult(str(path), path.name, False, str(exc))
    return run_scenario(scenario)


def start_game(scenario: Scenario) -> Game:
    """The game at the scenario's position; ScenarioError if the position is impossible."""
    file = scenario.file
    try:
        return scenario.hooks.new_game(
            scenario.position, file.card, file.seed, dict(file.options), scenario.path
        )
    except ScenarioError:
        raise
    except DataError as exc:
        line = locate(scenario.text, exc.field) if exc.field else exc.line
        raise ScenarioError(scenario.path, exc.message, line=line, field=exc.field) from None
    except ReishiError as exc:  # e.g. the game's card data is missing
        raise ScenarioError(scenario.path, str(exc)) from None


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Build the position, apply every action and check every expectation."""
    result = ScenarioResult(scenario.path, scenario.title, passed=True)
    try:
        for number, deck in enumerate(scenario.file.deck_check, 1):
            _check_deck(scenario, deck, number)
        game = start_game(scenario)
    except (ScenarioError, _MismatchError) as exc:
        return ScenarioResult(scenario.path, scenario.title, False, str(exc))
    starts = starting_orders(game, scenario.hooks, zones_to_remember(scenario.checks))
    actions = scenario.file.actions
    try:
        _check_all(game, scenario, 0, starts)
        for index, entry in enumerate(actions, 1):
            _act(game, scenario, entry, index)
            _check_all(game, scenario, index, starts)
        _check_all(game, scenario, None, starts)
    except _MismatchError as exc:
        result.passed = False
        result.failure = str(exc)
        result.action_index = exc.index
    result.log = log_lines(game)
    return result


def log_lines(game: Game) -> list[str]:
    """Every event of the game so far as a readable line."""
    return [game.rules.describe_event(e) for e in game.log]


def _check_all(game: Game, scenario: Scenario, index: int | None, starts: Starts) -> None:
    """Check the [[expect]] tables due after ``index`` actions (None: those with no after)."""
    applied = len(scenario.file.actions) if index is None else index
    at = f"after action {applied}" if applied else "at the start"
    for check in scenario.checks:
        if check.shared.after == index:
            found = first_difference(game, scenario.hooks, check, starts)
            if found is not None:
                raise _MismatchError(f"{at}: {found}", applied)


def _check_deck(scenario: Scenario, deck: DeckCheck, number: int) -> None:
    try:
        found = scenario.hooks.deck_problems(deck.text)
    except ReishiError as exc:
        found = [str(exc)]
    matched = len(found) == len(deck.violations) and all(
        want.lower() in have.lower() for want, have in zip(deck.violations, found, strict=True)
    )
    if not matched:
        raise _MismatchError(
            f"deck check {number}: expected violations {deck.violations!r}, got {found!r}", 0
        )


def _act(game: Game, scenario: Scenario, entry: ActionEntry, index: int) -> None:
    do = entry if isinstance(entry, str) else entry.do
    refused = None if isinstance(entry, str) else entry.expect_illegal
    seat_written, text = split_seat(do)
    where = f"action {index} ({do!r})"
    seat = game.current_player
    if game.is_over or seat is None:
        raise _MismatchError(f"{where}: the game is already over", index - 1)
    if seat_written is not None and seat != SEATS[seat_written]:
        raise _MismatchError(
            f"{where}: expected {seat_written} to decide, but {seat_name(seat)} decides",
            index - 1,
        )
    if refused is not None:
        _refuse(game, scenario, text, seat, refused, where, index)
        return
    action = find_legal(game, text) or scenario.hooks.written_action(game, text, seat)
    if action is None:
        legal = "; ".join(game.describe(a) for a in game.legal_actions()[:15])
        raise _MismatchError(f"{where}: not a legal action now (legal: {legal})", index - 1)
    try:
        game.apply(action)
    except IllegalActionError as exc:
        raise _MismatchError(f"{where}: refused: {exc.reason}", index - 1) from None


def _refuse(
    game: Game, scenario: Scenario, text: str, seat: int, reason: str, where: str, index: int
) -> None:
    """Apply an action that must be refused for ``reason``, leaving the game unchanged."""
    # Written as meant, legal or not, so the rules themselves say why it is refused.
    action = scenario.hooks.written_action(game, text, seat) or find_legal(game, text)
    if action is None:
        raise _MismatchError(f"{where}: names no action (no such card?)", index - 1)
    before = scenario.hooks.fingerprint(game)
    try:
        game.apply(action)
    except IllegalActionError as exc:
        if reason.lower() not in exc.reason.lower():
            raise _MismatchError(
                f"{where}: refused as expected, but the reason {exc.reason!r} "
                f"does not contain {reason!r}",
                index - 1,
            ) from None
        if scenario.hooks.fingerprint(game) != before:
            raise _MismatchError(f"{where}: refused, but the state changed", index) from None
        return
    raise _MismatchError(f"{where}: expected a refusal ({reason!r}), but it was accepted", index)


def find_legal(game: Game, text: str) -> Action | None:
    """The legal action written ``text``: its exact text, a start of it, or its words in order.

    Card ids may be left out; among several matches the shortest text is the closest
    ("Ichigo Kurosaki" rather than "Ichigo Kurosaki - Zangetsu").
    """
    try:
        return game.parse(text)
    except IllegalActionError:
        pass
    want = bare(text)
    legal = [(game.describe(a), a) for a in game.legal_actions()]
    for candidates in (
        [(d, a) for d, a in legal if bare(d) == want],
        [(d, a) for d, a in legal if bare(d).startswith(want)],
        [(d, a) for d, a in legal if is_written(text, d)],
    ):
        if candidates:
            return min(candidates, key=lambda pair: len(pair[0]))[1]
    return None
