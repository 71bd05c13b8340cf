"""The Gymnasium environments: registered ids, Gymnasium's own checker, masks and rewards."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from reishi.interfaces.rl.encoder import IllegalIndexError, encoder_games  # noqa: E402
from reishi.interfaces.rl.gym_env import ReishiEnv  # noqa: E402
from reishi.rl import ENV_IDS, env_id  # noqa: E402

GAMES = encoder_games()


def play_out(env: ReishiEnv, seed: int) -> tuple[float, dict[str, object], int]:
    """One game with uniformly random legal actions; the last reward, info and step count."""
    rng = np.random.default_rng(seed)
    _, info = env.reset(seed=seed)
    steps = 0
    while True:
        action = rng.choice(np.flatnonzero(info["action_mask"]))
        _, reward, terminated, truncated, info = env.step(action)
        steps += 1
        if terminated or truncated:
            return float(reward), info, steps


def test_every_game_has_a_versioned_id() -> None:
    assert sorted(env_id(g) for g in GAMES) == ENV_IDS
    assert all(i.startswith("reishi/") and i.endswith("-v0") for i in ENV_IDS)


def test_make_works_in_a_fresh_interpreter() -> None:
    code = (
        "import gymnasium, reishi.rl\n"
        "for i in reishi.rl.ENV_IDS:\n"
        "    env = gymnasium.make(i, opponent='heuristic', seed=7)\n"
        "    obs, info = env.reset()\n"
        "    assert obs.shape == env.observation_space.shape, i\n"
        "    assert info['action_mask'].sum() >= 1, i\n"
        "print(len(reishi.rl.ENV_IDS))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=os.environ, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(len(GAMES))


@pytest.mark.parametrize("name", GAMES)
def test_gymnasium_env_checker_passes(name: str) -> None:
    # The checker steps with unmasked random indices, so a masked-out one must end the game
    # as a loss here instead of raising (it is never played either way).
    env = gymnasium.make(env_id(name), opponent="heuristic", seed=5, illegal_action="lose")
    check_env(env.unwrapped, skip_render_check=True)


@pytest.mark.parametrize("name", GAMES)
def test_a_masked_out_action_is_refused_not_replaced(name: str) -> None:
    env = ReishiEnv(name, seed=2)
    _, info = env.reset()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.game.view(env.seat) if env.game is not None else None
    with pytest.raises(IllegalIndexError, match="masked out"):
        env.step(illegal)
    assert env.game is not None and env.game.view(env.seat) == before


def test_a_masked_out_action_loses_when_asked() -> None:
    env = ReishiEnv(GAMES[0], seed=2, illegal_action="lose")
    _, info = env.reset()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated) == (-1.0, True)
    assert "masked out" in str(info["illegal_action"])
    assert not info["action_mask"].any()
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(illegal)


@pytest.mark.parametrize("name", GAMES)
def test_reward_is_the_result_at_the_end_only(name: str) -> None:
    env = ReishiEnv(name, opponent="random", seed=11)
    results = set()
    for seed in range(4):
        rng = np.random.default_rng(seed)
        _, info = env.reset(seed=seed)
        while True:
            action = rng.choice(np.flatnonzero(info["action_mask"]))
            _, reward, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                break
            assert reward == 0.0
        game = env.game
        assert game is not None and game.is_over
        expected = 0.0 if game.winner is None else (1.0 if game.winner == env.seat else -1.0)
        assert reward == expected
        results.add(reward)
    assert results <= {-1.0, 0.0, 1.0}


def test_shaping_is_added_and_raw_view_given_on_request() -> None:
    calls: list[int] = []

    def shaping(before: object, after: object, seat: int) -> float:
        calls.append(seat)
        assert before is not None and after is not None
        return 0.25

    env = ReishiEnv(GAMES[0], seed=4, shaping=shaping, raw_view=True)
    _, info = env.reset()
    assert info["view"].seat == env.seat
    action = int(np.flatnonzero(info["action_mask"])[0])
    _, reward, terminated, _, _ = env.step(action)
    assert calls == [env.seat]
    assert reward == pytest.approx(0.25 + (0.0 if not terminated else float(reward) - 0.25))


def test_seeded_resets_repeat_the_same_game() -> None:
    env = ReishiEnv(GAMES[0], opponent="random")
    first = play_out(env, 9)
    again = play_out(env, 9)
    assert first[0] == again[0] and first[2] == again[2]


def test_async_vector_env_steps_two_workers() -> None:
    from gymnasium.vector import AsyncVectorEnv

    from reishi.interfaces.rl.vector import make_vector_env

    envs = make_vector_env(GAMES[0], workers=2, seed=3)
    try:
        assert isinstance(envs, AsyncVectorEnv)
        _, info = envs.reset(seed=3)
        for _ in range(200):
            masks = info["action_mask"]
            # A finished game's mask is empty; the next step only resets it (the action unused).
            actions = np.array([np.flatnonzero(m)[0] if m.any() else 0 for m in masks])
            _, _, _, _, info = envs.step(actions)
    finally:
        envs.close()
