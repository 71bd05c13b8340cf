"""Soul Deck scenarios cite the ruleset, and every written decision has a scenario."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).parents[3]
FILES = sorted((REPO / "scenarios" / "soul_deck").glob("*.toml"))


def _sources(path: Path) -> list[str]:
    sources: list[str] = tomllib.loads(path.read_text(encoding="utf-8"))["sources"]
    return sources


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_cites_the_ruleset(path: Path) -> None:
    """Each scenario cites a section of the ruleset or a written decision."""
    sources = _sources(path)
    assert sources and all(s.startswith("SD: ") for s in sources)
    if path.stem.startswith("decision-"):
        assert any(s.startswith("SD: Decision — ") for s in sources)


def test_every_decision_has_a_scenario() -> None:
    """Each decision the rules page lists is pinned by at least one scenario."""
    doc = (REPO / "docs" / "games" / "soul_deck.md").read_text()
    decisions = {
        line.split("Decision — ", 1)[1].split("**")[0].strip()
        for line in doc.splitlines()
        if line.startswith(("### ", "- **Decision — "))
        if "Decision — " in line
    }
    cited = {
        s.removeprefix("SD: Decision — ")
        for p in FILES
        for s in _sources(p)
        if s.startswith("SD: Decision — ")
    }
    assert decisions, "the rules page lists no decisions"
    assert decisions <= cited, f"decisions without a scenario: {sorted(decisions - cited)}"
