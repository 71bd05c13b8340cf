"""simulate's folder: locked against a second run, every record checked, refusals leave none."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from reishi.agents.registry import register_agent
from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.errors import ReishiError
from reishi.sim.runner import (
    RESULTS_FILE,
    ResultsFolderError,
    locked_folder,
    max_workers,
    read_run,
    simulate,
)

AGENTS = ["random", "random"]


class CrashingAgent:
    """An agent whose every choice raises, as a broken agent would."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """Fail."""
        raise RuntimeError("this agent is broken")


@pytest.fixture(autouse=True)
def crashing_agent() -> Iterator[None]:
    register_agent("crashing", CrashingAgent)
    yield
    plugins.unregister(plugins.Group.AGENTS, "crashing")


def test_a_second_run_into_a_locked_folder_is_refused(toy_game: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    simulate(toy_game, None, AGENTS, 6, seed=1, workers=1, out_dir=out)
    lines = (out / RESULTS_FILE).read_bytes().splitlines(keepends=True)
    (out / RESULTS_FILE).write_bytes(b"".join(lines[:2]))  # a run stopped after two games
    with locked_folder(out, fresh=False), pytest.raises(ResultsFolderError, match="another run"):
        simulate(toy_game, None, AGENTS, 6, seed=1, workers=1, out_dir=out, resume=True)
    assert (out / RESULTS_FILE).read_bytes() == b"".join(lines[:2])  # nothing written twice
    again = simulate(toy_game, None, AGENTS, 6, seed=1, workers=1, out_dir=out, resume=True)
    assert sorted(r.index for r in again.records) == list(range(6))


def _rewrite(out: Path, change: Any) -> None:
    lines = (out / RESULTS_FILE).read_text().splitlines()
    (out / RESULTS_FILE).write_text("\n".join(change(lines)) + "\n")


def test_a_repeated_record_is_refused(toy_game: str, tmp_path: Path) -> None:
    simulate(toy_game, None, AGENTS, 4, seed=1, workers=1, out_dir=tmp_path)
    _rewrite(tmp_path, lambda lines: [*lines, lines[1]])
    with pytest.raises(ResultsFolderError, match=r"results\.jsonl:5: repeats the record of line 2"):
        read_run(tmp_path)
    with pytest.raises(ResultsFolderError, match=r"results\.jsonl:5"):
        simulate(toy_game, None, AGENTS, 4, seed=1, workers=1, out_dir=tmp_path, resume=True)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [("winner", 7, "winner 7 is not a seat"), ("first_player", -1, "first player -1")],
)
def test_an_invalid_record_is_refused(
    toy_game: str, tmp_path: Path, field: str, value: int, message: str
) -> None:
    simulate(toy_game, None, AGENTS, 4, seed=1, workers=1, out_dir=tmp_path)

    def spoil(lines: list[str]) -> list[str]:
        record = json.loads(lines[2])
        record[field] = value
        return [*lines[:2], json.dumps(record), *lines[3:]]

    _rewrite(tmp_path, spoil)
    with pytest.raises(ResultsFolderError, match=rf"results\.jsonl:3: .*{message}"):
        read_run(tmp_path)


@pytest.mark.parametrize("workers", [0, -3, "many", max_workers() + 1, 1000])
def test_a_refused_worker_count_leaves_no_folder(
    toy_game: str, tmp_path: Path, workers: int | str
) -> None:
    out = tmp_path / "run"
    with pytest.raises(ReishiError, match="workers must be"):
        simulate(toy_game, None, AGENTS, 4, workers=workers, out_dir=out)
    assert not out.exists()
    simulate(toy_game, None, AGENTS, 4, workers=1, out_dir=out)  # the corrected run


def test_workers_are_capped_by_the_machine() -> None:
    assert max_workers() <= 4 * (os.cpu_count() or 1)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_crashing_agent_leaves_no_folder_to_block_the_rerun(
    toy_game: str, tmp_path: Path, workers: int
) -> None:
    out = tmp_path / "run"
    with pytest.raises(Exception, match="this agent is broken"):
        simulate(toy_game, None, ["crashing", "random"], 4, workers=workers, out_dir=out)
    assert not out.exists()
    simulate(toy_game, None, AGENTS, 4, workers=workers, out_dir=out)
