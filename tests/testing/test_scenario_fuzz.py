"""Garbage never gives a traceback: the parser raises ScenarioError, the runner returns a result."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reishi.testing.scenario import ScenarioError, parse_scenario, run_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
SAMPLES = [
    (SCENARIOS / name).read_text(encoding="utf-8")
    for name in (
        "bleach/rb-queue-reality-check-chain.toml",
        "soul_deck/decision-blut.toml",
        "dbz/rb-powers-once-per-turn.toml",
    )
]
KEYS = [
    "title", "game", "sources", "seed", "options", "actions", "card", "position", "expect",
    "deck_check", "p1", "p2", "after", "view", "card_states", "order_changed", "events",
    "event_counts", "guardian", "hand", "deck", "mp", "life", "turn", "active", "step",
    "count", "seat", "zone", "tag", "do", "expect_illegal", "text",
]  # fmt: skip
WORDS = st.sampled_from(
    ["bleach", "dbz", "soul-deck", "p1", "p2", "p3", "main", "Chad - Young Student", "", "x"]
)
SCALARS = st.one_of(st.integers(-3, 9), st.booleans(), WORDS, st.floats(allow_nan=False))
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(KEYS), inner, max_size=3)
    ),
    max_leaves=12,
)


def _toml(value: Any) -> str:
    """A TOML value (inline tables for nested tables)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f'"{k}" = {_toml(v)}' for k, v in value.items()) + "}"
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _parse_or_refuse(text: str) -> None:
    """Parse, and run what parses: only ScenarioError or a result may come out."""
    try:
        scenario = parse_scenario(text, "fuzz.toml")
    except ScenarioError as exc:
        assert "\n" not in str(exc)
        return
    run_scenario(scenario)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_random_text_is_refused_with_a_scenario_error(text: str) -> None:
    _parse_or_refuse(text)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=8))
def test_random_toml_documents_are_refused_with_a_scenario_error(document: dict[str, Any]) -> None:
    _parse_or_refuse("\n".join(f"{key} = {_toml(value)}" for key, value in document.items()))


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(range(len(SAMPLES))),
    st.integers(0, 4000),
    st.integers(0, 40),
    st.text(max_size=8),
)
def test_damaged_scenario_files_never_give_a_traceback(
    which: int, start: int, length: int, insert: str
) -> None:
    sample = SAMPLES[which]
    start %= len(sample)
    _parse_or_refuse(sample[:start] + insert + sample[start + length :])


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["turn", "active", "step", "first_player", "seed", "title"]), VALUES)
def test_wrong_values_in_a_good_file_are_refused(key: str, value: Any) -> None:
    sample = SAMPLES[0]
    where = "[position]\n" if key in ("turn", "active", "step", "first_player") else ""
    if where:
        text = sample.replace(where, f"{where}{key} = {_toml(value)}\n", 1)
    else:
        text = f"{key} = {_toml(value)}\n" + "\n".join(
            line for line in sample.splitlines() if not line.startswith(f"{key} =")
        )
    _parse_or_refuse(text)
