"""The worked examples of the rule documents are scenario files."""

from __future__ import annotations

from pathlib import Path

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "bleach"


def test_scenarios_exist_for_every_worked_example() -> None:
    names = {p.stem for p in SCENARIOS.glob("*.toml")}
    assert len(names) >= 30
    assert {"ard-queue-four-cars", "rb-queue-reality-check-chain"} <= names
