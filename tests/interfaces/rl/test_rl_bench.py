"""``reishi bench --rl``: the env's speed beside the raw engine's, in the same time slices."""

from __future__ import annotations

import pytest

pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")

from rich.console import Console

from reishi.interfaces.rl.bench import env_speed, rl_table


def test_env_speed_times_the_env_the_engine_and_the_vector_env() -> None:
    speed = env_speed("soul-deck", seconds=0.5, workers=2)
    assert speed.steps_per_second > 0 and speed.engine_choices_per_second > 0
    # A step holds the learner's decision and the opponent's replies, so at least one each.
    assert speed.decisions_per_second >= speed.steps_per_second
    assert speed.ratio == speed.engine_choices_per_second / speed.decisions_per_second
    assert speed.workers == 2 and speed.vector_steps_per_second > 0
    console = Console(width=200, record=True)
    console.print(rl_table([speed]))
    text = console.export_text()
    assert "soul-deck" in text and f"{speed.ratio:.2f}×" in text and "steps/s on 2" in text
