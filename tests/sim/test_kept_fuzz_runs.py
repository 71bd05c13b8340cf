"""The fuzz runs the project keeps in ``measurements/fuzz/`` read, and resume, as folders."""

from __future__ import annotations

from importlib.metadata import entry_points
from pathlib import Path

import pytest

from reishi.engine import plugins
from reishi.sim.fuzzing import read_fuzz_run
from reishi.sim.runner import LOCK_FILE

KEPT = Path(__file__).resolve().parents[2] / "measurements" / "fuzz"
GAMES = sorted(entry.name for entry in entry_points(group=str(plugins.Group.GAMES)))


@pytest.mark.parametrize("game", GAMES)
def test_each_games_million_game_run_is_kept_and_reads(game: str) -> None:
    folder = KEPT / game
    info, chunks = read_fuzz_run(folder)  # every line valid, none counted twice
    assert info.game == game and info.games == 1_000_000 and info.seed == 1
    assert sum(c.games for c in chunks) <= info.games
    assert not (folder / LOCK_FILE).exists()  # a copy, not a live folder
    assert all(c.code for c in chunks)  # every figure names the code that played it
