"""DBZ scenarios cite sections of the rulebook or the rulings document, exactly."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from reishi.games.dbz.sections import SECTIONS

FILES = sorted((Path(__file__).resolve().parents[3] / "scenarios" / "dbz").glob("*.toml"))
CITES = frozenset(s.cite for s in SECTIONS)


def test_scenarios_exist() -> None:
    """The folder holds the rule scenarios."""
    assert len(FILES) >= 15


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_cites_the_dbz_documents(path: Path) -> None:
    """Each source is a section of the DBZ rulebook or rulings (``reishi rules dbz``)."""
    sources = tomllib.loads(path.read_text(encoding="utf-8"))["sources"]
    assert sources and all(s in CITES for s in sources), sources
