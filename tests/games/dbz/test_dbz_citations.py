"""DBZ scenarios cite the rulebook or the rulings document."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

FILES = sorted((Path(__file__).resolve().parents[3] / "scenarios" / "dbz").glob("*.toml"))


def test_scenarios_exist() -> None:
    """The folder holds the rule scenarios."""
    assert len(FILES) >= 15


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_cites_the_dbz_documents(path: Path) -> None:
    """Each source names a section of the DBZ rulebook (DBZ RB) or rulings (DBZ CRD)."""
    sources = tomllib.loads(path.read_text(encoding="utf-8"))["sources"]
    assert sources and all(s.startswith(("DBZ RB: ", "DBZ CRD: ")) for s in sources), sources
