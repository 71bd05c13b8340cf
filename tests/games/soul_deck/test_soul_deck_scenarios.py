"""Every Soul Deck scenario file passes (rules, refusals and decisions alike)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.games.soul_deck.scenario import load_scenario, run_file

SCENARIOS = Path(__file__).parents[3] / "scenarios" / "soul_deck"
FILES = sorted(SCENARIOS.glob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_passes(path: Path) -> None:
    """The scenario's actions are accepted or refused as written and every check holds."""
    result = run_file(path)
    assert result.passed, result.failure + "\n" + "\n".join(result.log[-40:])


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_cites_the_ruleset(path: Path) -> None:
    """Each scenario cites a section of the ruleset or a written decision."""
    scenario = load_scenario(path)
    assert scenario.sources and all(s.startswith("SD: ") for s in scenario.sources)
    if path.stem.startswith("decision-"):
        assert any(s.startswith("SD: Decision — ") for s in scenario.sources)


def test_every_decision_has_a_scenario() -> None:
    """Each decision the rules page lists is pinned by at least one scenario."""
    doc = (Path(__file__).parents[3] / "docs" / "games" / "soul_deck.md").read_text()
    decisions = {
        line.split("Decision — ", 1)[1].split("**")[0].strip()
        for line in doc.splitlines()
        if line.startswith(("### ", "- **Decision — "))
        if "Decision — " in line
    }
    cited = {
        s.removeprefix("SD: Decision — ")
        for p in FILES
        for s in load_scenario(p).sources
        if s.startswith("SD: Decision — ")
    }
    assert decisions, "the rules page lists no decisions"
    assert decisions <= cited, f"decisions without a scenario: {sorted(decisions - cited)}"
