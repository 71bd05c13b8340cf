"""The annotated example of docs/scenarios.md is a scenario that passes."""

from __future__ import annotations

import re
from pathlib import Path

from reishi.testing.scenario import parse_scenario, run_scenario

DOC = Path(__file__).resolve().parents[2] / "docs" / "scenarios.md"


def test_the_annotated_example_passes() -> None:
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    example = next(b for b in blocks if b.startswith("title = "))
    result = run_scenario(parse_scenario(example, "docs/scenarios.md"))
    assert result.passed, result.failure
