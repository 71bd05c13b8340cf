"""One entry point for scenario files of every game: the folder a file is in names its game.

Each game reads its own scenario format (its positions differ: guardians and energy rows,
personalities and stages, life points and slots), so ``reishi scenario run`` picks the
runner from the nearest folder named after a game (``scenarios/dbz/...``); files
anywhere else are Bleach TCG scenarios.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from reishi.engine.errors import ReishiError

GAME_FOLDERS = {
    "bleach": "bleach",
    "dbz": "dbz",
    "soul_deck": "soul-deck",
    "soul-deck": "soul-deck",
}


@dataclass(slots=True)
class Outcome:
    """What running one scenario file gave, whatever its game."""

    path: str
    title: str
    passed: bool
    failure: str = ""
    log: list[str] = field(default_factory=list)


def game_of(path: Path) -> str:
    """The game a scenario file belongs to, from the nearest folder named after one."""
    for folder in reversed(path.resolve().parent.parts):
        if folder in GAME_FOLDERS:
            return GAME_FOLDERS[folder]
    return "bleach"


def run_any(path: Path) -> Outcome:
    """Run one scenario file with its game's runner."""
    runner = RUNNERS[game_of(path)]
    try:
        return runner(path)
    except ReishiError as exc:  # a malformed file, or data the game needs is missing
        return Outcome(str(path), path.name, False, str(exc))


def _bleach(path: Path) -> Outcome:
    from reishi.testing.scenario import run_file

    r = run_file(path)
    return Outcome(r.path, r.title, r.passed, r.failure, list(r.log))


def _soul_deck(path: Path) -> Outcome:
    from reishi.games.soul_deck.scenario import run_file

    r = run_file(path)
    return Outcome(r.path, r.title, r.passed, r.failure, list(r.log))


def _dbz(path: Path) -> Outcome:
    from reishi.engine.rules import get_rules
    from reishi.games.dbz.rules import DbzRules
    from reishi.games.dbz.scenario import run_scenario

    rules = get_rules("dbz")
    assert isinstance(rules, DbzRules)
    result = run_scenario(path, rules)  # raises on the first difference
    return Outcome(result.path, result.title, True)


RUNNERS: dict[str, Callable[[Path], Outcome]] = {
    "bleach": _bleach,
    "soul-deck": _soul_deck,
    "dbz": _dbz,
}
