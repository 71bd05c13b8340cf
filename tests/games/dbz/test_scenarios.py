"""Every DBZ scenario file plays as it says (each names its rulebook or rulings section)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.scenario import run_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[3] / "scenarios" / "dbz").glob("*.toml"))


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


def test_scenarios_exist() -> None:
    """The folder holds the rule scenarios."""
    assert len(SCENARIOS) >= 15


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path, rules: DbzRules) -> None:
    """The scenario's actions are accepted or refused as written and its checks hold."""
    result = run_scenario(path, rules)
    assert result.section.startswith("DBZ ")
