"""The PettingZoo AEC environments pass PettingZoo's own API and seed tests."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo) is not installed")

from pettingzoo.test import api_test, parallel_api_test, seed_test

from reishi.interfaces.rl.encoder import IllegalIndexError, encoder_games
from reishi.rl.pettingzoo import env, parallel_env, raw_env

GAMES = encoder_games()


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_api_test_passes(name: str) -> None:
    api_test(env(name), num_cycles=300)


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_seed_test_passes(name: str) -> None:
    seed_test(lambda: env(name), num_cycles=200)


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_parallel_api_test_passes(name: str) -> None:
    # The turn-based parallel form; PettingZoo's parallel seed test and max_cycles_test
    # step it with unmasked random actions, which a game with masks refuses by design.
    parallel_api_test(parallel_env(name), num_cycles=300)


@pytest.mark.parametrize("name", GAMES)
def test_max_cycles_truncates_both_seats(name: str) -> None:
    # PettingZoo's max_cycles_test steps every agent with unmasked random actions and counts
    # a cycle as one action per agent; here a seat may act many times in a row and most
    # indices are illegal, so the promise (both seats truncated after max_cycles decisions)
    # is checked directly.
    aec = env(name, max_cycles=7)
    aec.reset(seed=1)
    moves = 0
    for _agent in aec.agent_iter():
        obs, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            aec.step(None)
            continue
        aec.step(int(np.flatnonzero(obs["action_mask"])[0]))
        moves += 1
    assert moves == 7
    assert aec.agents == []


def test_a_game_ends_with_opposite_rewards() -> None:
    aec = env(GAMES[0])
    aec.reset(seed=5)
    rng = np.random.default_rng(5)
    totals = {"player_0": 0.0, "player_1": 0.0}
    for agent in aec.agent_iter():
        obs, reward, terminated, truncated, _ = aec.last()
        totals[agent] += reward
        if terminated or truncated:
            aec.step(None)
        else:
            aec.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert sorted(totals.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_a_masked_out_action_is_refused() -> None:
    aec = raw_env(GAMES[0])
    aec.reset(seed=2)
    mask = aec.observe(aec.agent_selection)["action_mask"]
    with pytest.raises(IllegalIndexError, match="masked out"):
        aec.step(int(np.flatnonzero(mask == 0)[0]))
