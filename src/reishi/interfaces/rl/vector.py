"""Several environments stepped at once: Gymnasium's AsyncVectorEnv, one process per worker."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gymnasium
from gymnasium.vector import AsyncVectorEnv

from reishi.interfaces.rl.gym_env import ReishiEnv


def env_factory(game: str, seed: int, **options: Any) -> Callable[[], gymnasium.Env[Any, Any]]:
    """A picklable builder of one environment (each worker builds its own)."""

    def build() -> gymnasium.Env[Any, Any]:
        return ReishiEnv(game, seed=seed, **options)

    return build


def make_vector_env(game: str, workers: int = 2, seed: int = 0, **options: Any) -> AsyncVectorEnv:
    """``workers`` environments of ``game`` in their own processes, seeded ``seed``, ``seed+1``…"""
    return AsyncVectorEnv([env_factory(game, seed + i, **options) for i in range(workers)])
