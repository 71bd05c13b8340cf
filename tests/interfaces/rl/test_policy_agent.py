"""The learned player: the training example runs, saves, and plays as ``policy:PATH``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from reishi.agents.registry import make_agent, parse_agent_spec
from reishi.interfaces.rl.policy_agent import PolicyFileError, new_policy_agent

EXAMPLE = Path(__file__).parents[3] / "examples" / "train_bleach.py"


def test_policy_spec_carries_the_path() -> None:
    assert parse_agent_spec("policy:runs/m.zip") == ("policy", {"arg": "runs/m.zip"})


def test_policy_without_a_path_or_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="path of a trained policy"):
        make_agent("policy", 0)
    with pytest.raises(PolicyFileError, match="no such policy file"):
        new_policy_agent(0, arg=str(tmp_path / "missing.zip"))
    (tmp_path / "m.zip").write_bytes(b"")
    with pytest.raises(PolicyFileError, match=r"m\.zip\.json: missing"):
        new_policy_agent(0, arg=str(tmp_path / "m.zip"))


def test_a_policy_of_another_encoding_is_refused(tmp_path: Path) -> None:
    (tmp_path / "m.zip").write_bytes(b"")
    (tmp_path / "m.zip.json").write_text(json.dumps({"game": "bleach", "encoding": "old"}))
    with pytest.raises(PolicyFileError, match=r"trained on encoding 'old'.*retrain"):
        new_policy_agent(0, arg=str(tmp_path / "m.zip"))


def test_a_policy_of_other_sizes_is_refused(tmp_path: Path) -> None:
    sb3_contrib = pytest.importorskip("sb3_contrib", reason="the train extra is not installed")
    gymnasium = pytest.importorskip("gymnasium")
    from reishi.interfaces.rl.encoder import get_encoder
    from reishi.interfaces.rl.policy_agent import write_policy_meta

    class Small(gymnasium.Env):  # type: ignore[misc]
        observation_space = gymnasium.spaces.Box(-1, 1, (7,))
        action_space = gymnasium.spaces.Discrete(5)

    model = tmp_path / "small.zip"
    sb3_contrib.MaskablePPO("MlpPolicy", Small(), device="cpu").save(str(model))
    write_policy_meta(model, get_encoder("bleach"))  # right name, wrong sizes
    with pytest.raises(PolicyFileError, match=r"reads \(7,\) numbers.*5 actions.*retrain"):
        new_policy_agent(0, arg=str(model))


def test_training_smoke_run_saves_a_policy_that_plays(tmp_path: Path) -> None:
    pytest.importorskip("sb3_contrib", reason="the train extra (sb3-contrib) is not installed")
    model = tmp_path / "bleach.zip"
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    trained = subprocess.run(
        [
            *(sys.executable, str(EXAMPLE), "--out", str(model), "--steps", "256"),
            *("--envs", "1", "--n-steps", "64", "--minutes", "3", "--quiet"),
        ],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert trained.returncode == 0, trained.stderr[-2000:]
    meta = json.loads((tmp_path / "bleach.zip.json").read_text())
    assert meta["game"] == "bleach" and meta["steps"] >= 256
    out = tmp_path / "tournament"
    played = subprocess.run(
        [
            *(str(Path(sys.executable).parent / "reishi"), "tournament", "--game", "bleach"),
            *("--agents", f"policy:{model},random", "--games", "2", "--workers", "1"),
            *("--out", str(out)),
        ],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert played.returncode == 0, played.stderr[-2000:]
    assert "policy" in played.stdout


def test_a_policy_refuses_another_games_view() -> None:
    from reishi.engine.game import new_game
    from reishi.interfaces.rl.encoder import get_encoder
    from reishi.interfaces.rl.policy_agent import PolicyAgent

    agent = object.__new__(PolicyAgent)
    agent.encoder = get_encoder("bleach")
    game = new_game("soul-deck", seed=1)
    seat = game.current_player
    assert seat is not None
    with pytest.raises(PolicyFileError, match="plays bleach only"):
        agent.choose(game.view(seat), game.legal_actions())
