"""Every Bleach scenario file passes; malformed scenario text fails with ScenarioError only."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reishi.games.bleach.position import PositionSpec
from reishi.testing.scenario import (
    Scenario,
    ScenarioError,
    parse_scenario,
    run_file,
    run_scenario,
)

REPO = Path(__file__).resolve().parents[3]
SCENARIOS = sorted((REPO / "scenarios" / "bleach").glob("*.toml"))
SAMPLE = (REPO / "scenarios" / "bleach" / "rb-queue-reality-check-chain.toml").read_text(
    encoding="utf-8"
)

MINIMAL = """
title = "minimal"
[position.p1]
guardian = "Ichigo Kurosaki"
party = ["Chad - Young Student"]
[position.p2]
guardian = "Ichigo Kurosaki"
"""


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_scenario_file_passes(path: Path) -> None:
    result = run_file(path)
    assert result.passed, result.failure


def test_scenarios_exist_for_every_worked_example() -> None:
    names = {p.stem for p in SCENARIOS}
    assert len(names) >= 30
    assert {"ard-queue-four-cars", "rb-queue-reality-check-chain"} <= names


def test_scenario_wrong_expectation_fails_with_the_difference() -> None:
    text = MINIMAL + "\n[[expect]]\n[expect.p2]\npower = 19\n"
    result = run_scenario(parse_scenario(text), "<t>")
    assert not result.passed
    assert "p2 power: expected 19, got 20" in result.failure


def test_scenario_expect_illegal_that_is_accepted_fails() -> None:
    text = MINIMAL.replace(
        'title = "minimal"',
        'title = "x"\nactions = [{ do = "p1: attack Chad - Young Student STR", '
        'expect_illegal = "nope" }]',
    )
    result = run_scenario(parse_scenario(text), "<t>")
    assert not result.passed
    assert "was accepted" in result.failure
    assert result.action_index == 1


def test_scenario_refused_action_names_its_index_and_reason() -> None:
    text = MINIMAL.replace('title = "minimal"', 'title = "x"\nactions = ["p1: play Reality Check"]')
    result = run_scenario(parse_scenario(text), "<t>")
    assert not result.passed
    assert result.failure.startswith("action 1")


def test_scenario_error_names_file_line_and_field() -> None:
    text = MINIMAL.replace('guardian = "Ichigo Kurosaki"\nparty', "guardian = 3\nparty")
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text, "bad.toml")
    assert info.value.path == "bad.toml"
    assert info.value.field == "position.p1.guardian"
    assert info.value.line == 4


def test_scenario_unknown_card_is_reported_at_its_line() -> None:
    text = MINIMAL.replace("Chad - Young Student", "Chad - Old Student")
    result = run_scenario(parse_scenario(text, "bad.toml"), "bad.toml", text)
    assert not result.passed
    assert "bad.toml:5 [position.p1.party[0]]" in result.failure


def test_scenario_parses_the_position_model() -> None:
    scenario = parse_scenario(SAMPLE)
    assert isinstance(scenario, Scenario)
    assert isinstance(scenario.position, PositionSpec)
    assert scenario.sources[0] == "RB: The Queue"


def _parse_or_scenario_error(text: str) -> None:
    try:
        parse_scenario(text, "fuzz.toml")
    except ScenarioError:
        return


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_scenario_parser_rejects_random_text_with_scenario_error(text: str) -> None:
    _parse_or_scenario_error(text)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, len(SAMPLE) - 1), st.integers(0, 40), st.text(max_size=8))
def test_scenario_parser_rejects_damaged_files_with_scenario_error(
    start: int, length: int, insert: str
) -> None:
    damaged = SAMPLE[:start] + insert + SAMPLE[start + length :]
    try:
        scenario = parse_scenario(damaged, "fuzz.toml")
    except ScenarioError:
        return
    run_scenario(scenario, "fuzz.toml", damaged)  # a result, never an exception


_VALUES = st.one_of(
    st.integers(-5, 5),
    st.booleans(),
    st.sampled_from(["p1", "p3", "main", "Chad - Young Student", "", "Ichigo Kurosaki"]),
    st.lists(st.sampled_from(["Chad - Young Student", "Mind Energy", "x"]), max_size=3),
)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["turn", "active", "step", "first_player", "seed", "title", "sources"]),
    _VALUES,
)
def test_scenario_parser_rejects_wrong_values_with_scenario_error(key: str, value: object) -> None:
    rendered = _toml_value(value)
    if key in ("turn", "active", "step", "first_player"):
        text = MINIMAL.replace("[position.p1]", f"[position]\n{key} = {rendered}\n[position.p1]")
    else:
        text = MINIMAL.replace('title = "minimal"', f'title = "t"\n{key} = {rendered}')
        if key == "title":
            text = MINIMAL.replace('title = "minimal"', f"title = {rendered}")
    try:
        scenario = parse_scenario(text, "fuzz.toml")
    except ScenarioError:
        return
    run_scenario(scenario, "fuzz.toml", text)


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'
