"""Every scenario file of every game passes, names its game and cites the rules it checks."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

import pytest

from reishi.engine.errors import ReishiError
from reishi.engine.rules import game_names, get_rules
from reishi.testing.scenario import load_scenario, run_scenario

REPO = Path(__file__).resolve().parents[2]
SCENARIOS = REPO / "scenarios"
FILES = sorted(SCENARIOS.rglob("*.toml"))


@cache
def _absent_data(game: str) -> str | None:
    """Why ``game`` cannot start in this checkout (its card data is missing), or None."""
    try:
        get_rules(game).starter_decks()
    except ReishiError as exc:
        return str(exc)
    return None


@pytest.mark.parametrize("path", FILES, ids=[p.relative_to(SCENARIOS).as_posix() for p in FILES])
def test_scenario_file_passes(path: Path) -> None:
    """The file parses, its actions are accepted or refused as written and every check holds."""
    scenario = load_scenario(path)
    absent = _absent_data(scenario.file.game)
    if absent is not None:
        pytest.skip(f"the card data of {scenario.file.game} is not present: {absent}")
    result = run_scenario(scenario)
    assert result.passed, f"{result.title}: {result.failure}\n" + "\n".join(result.log[-30:])


def test_every_scenario_cites_the_rules_it_checks() -> None:
    """Each file names its game and at least one source (a rule section or a ruling)."""
    uncited = []
    for path in FILES:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        assert data.get("game") in game_names(), path
        if not data.get("sources"):
            uncited.append(path.name)
    assert not uncited, f"scenarios without sources: {uncited}"


def test_every_game_with_positions_has_scenarios() -> None:
    """Each game that supports scenario files is pinned by some."""
    games = {tomllib.loads(p.read_text(encoding="utf-8"))["game"] for p in FILES}
    supporting = {
        g for g in game_names() if callable(getattr(get_rules(g), "scenario_hooks", None))
    }
    assert len(supporting) >= 3
    assert supporting <= games
