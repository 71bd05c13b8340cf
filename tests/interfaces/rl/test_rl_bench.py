"""``reishi bench --rl``: the env's speed beside the raw engine's, in the same time slices."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")

from typer.testing import CliRunner

from reishi.interfaces.cli.app import app
from reishi.interfaces.rl.bench import env_speed


def test_env_speed_times_the_env_and_the_engine_alike() -> None:
    speed = env_speed("soul-deck", seconds=0.5, workers=1)
    assert speed.steps_per_second > 0 and speed.engine_choices_per_second > 0
    # A step holds the learner's decision and the opponent's replies, so at least one each.
    assert speed.decisions_per_second >= speed.steps_per_second
    assert speed.ratio == speed.engine_choices_per_second / speed.decisions_per_second
    assert speed.vector_steps_per_second == 0.0  # one worker: no vector env


def test_bench_rl_reports_single_and_vector_steps() -> None:
    args = ["bench", "--game", "dbz", "--games", "2", "--rl", "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    engine, env = json.loads(result.output)
    assert engine["game"] == env["game"] == "dbz"
    assert env["steps_per_second"] > 0 and env["engine_choices_per_second"] > 0
    assert env["workers"] == 2 and env["vector_steps_per_second"] > 0
