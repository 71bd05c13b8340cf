"""``reishi bench --rl``: environment steps per second, single and vectorised, beside the engine."""

from __future__ import annotations

import time
from collections.abc import Sequence

import msgspec
import numpy as np
from rich.table import Table

from reishi.interfaces.rl.gym_env import ReishiEnv
from reishi.interfaces.rl.vector import make_vector_env


class EnvSpeed(msgspec.Struct, frozen=True, kw_only=True):
    """How fast one game's Gymnasium environment steps under random legal play."""

    game: str
    steps_per_second: float  # learner steps of one environment in this process
    decisions_per_second: float  # engine decisions inside those steps (both seats)
    workers: int
    vector_steps_per_second: float  # learner steps of AsyncVectorEnv, all workers together


def env_speed(game: str, seconds: float = 3.0, seed: int = 0, workers: int = 2) -> EnvSpeed:
    """Step ``game``'s environment (random opponent, random legal actions) for ``seconds``."""
    rng = np.random.default_rng(seed)
    env = ReishiEnv(game, opponent="random", seed=seed)
    _, info = env.reset()
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        action = rng.choice(np.flatnonzero(info["action_mask"]))
        _, _, terminated, truncated, info = env.step(action)
        steps += 1
        if terminated or truncated:
            _, info = env.reset()
    single = time.perf_counter() - started
    vector_rate = 0.0
    if workers > 1:
        envs = make_vector_env(game, workers=workers, seed=seed)
        try:
            _, info = envs.reset(seed=seed)
            vector_steps = 0
            begin = time.perf_counter()
            while time.perf_counter() - begin < seconds:
                # A finished game's mask is empty; its next step only resets it.
                actions = [
                    rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in info["action_mask"]
                ]
                _, _, _, _, info = envs.step(np.array(actions))
                vector_steps += workers
            vector_rate = vector_steps / (time.perf_counter() - begin)
        finally:
            envs.close()
    return EnvSpeed(
        game=game,
        steps_per_second=steps / single,
        decisions_per_second=env.decisions / single,
        workers=workers,
        vector_steps_per_second=vector_rate,
    )


def rl_table(speeds: Sequence[EnvSpeed], engine_choices: dict[str, float]) -> Table:
    """The environments' speed beside the raw engine's choices/s of the same games."""
    table = Table(
        title="Gymnasium environments (random opponent, random legal actions)",
        title_justify="left",
        caption="a step is one learner decision plus the opponent's replies; engine choices/s "
        "counts both seats' decisions inside the env, to compare with the raw engine",
        caption_justify="left",
    )
    columns = ("game", "engine choices/s", "env steps/s", "env choices/s", "ratio", "vector")
    for column in columns:
        table.add_column(column, justify="right")
    for s in speeds:
        raw = engine_choices.get(s.game, 0.0)
        table.add_row(
            s.game,
            f"{raw:,.0f}",
            f"{s.steps_per_second:,.0f}",
            f"{s.decisions_per_second:,.0f}",
            f"{raw / s.decisions_per_second:.2f}×" if s.decisions_per_second else "-",
            f"{s.vector_steps_per_second:,.0f} steps/s on {s.workers}"
            if s.vector_steps_per_second
            else "-",
        )
    return table
