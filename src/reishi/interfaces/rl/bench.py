"""``reishi bench --rl``: environment steps per second, single and vectorised, beside the engine.

The single environment and the raw engine are timed in alternating slices of processor
time in this process (for the env, the time inside ``step`` and ``reset``), so both see
the same machine: on a shared machine wall-clock rates drift with other work between one
measurement and the next, and a ratio of two such rates says little. The vectorised rate
is wall-clock (its workers are other processes).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import msgspec
import numpy as np
from rich.table import Table

from reishi.agents.base import decide
from reishi.agents.random_agent import RandomAgent
from reishi.engine.game import Game, new_game
from reishi.interfaces.rl.gym_env import ReishiEnv
from reishi.interfaces.rl.vector import make_vector_env

SLICE = 0.25  # seconds of processor time per turn of the alternation


class EnvSpeed(msgspec.Struct, frozen=True, kw_only=True):
    """How fast one game's Gymnasium environment steps under random legal play."""

    game: str
    steps_per_second: float  # learner steps of one environment in this process
    decisions_per_second: float  # engine decisions inside those steps (both seats)
    engine_choices_per_second: float  # the raw engine's random playouts, same time slices
    workers: int
    vector_steps_per_second: float  # learner steps of AsyncVectorEnv, all workers together

    @property
    def ratio(self) -> float:
        """How many times faster the raw engine makes a choice than the env does (≥ 1)."""
        return self.engine_choices_per_second / self.decisions_per_second


class _EnvStepper:
    """Steps one env with random legal indices, counting steps and the time inside the env.

    Only ``step`` and ``reset`` are timed: picking the random index from the mask is the
    harness's work (a learner's is its network's), not the environment's.
    """

    def __init__(self, game: str, seed: int) -> None:
        self.env = ReishiEnv(game, opponent="random", seed=seed)
        self.rng = np.random.default_rng(seed)
        _, self.info = self.env.reset()
        self.steps = 0
        self.seconds = 0.0

    def run(self, seconds: float) -> None:
        env, rng, clock = self.env, self.rng, time.process_time
        info = self.info
        spent = 0.0
        while spent < seconds:
            # The int8 mask read as booleans: numpy finds their nonzeros many times faster.
            legal = np.flatnonzero(info["action_mask"].view(np.bool_))
            action = legal[rng.integers(len(legal))]
            started = clock()
            _, _, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                _, info = env.reset()
            spent += clock() - started
            self.steps += 1
        self.info = info
        self.seconds += spent


class _EnginePlayer:
    """Random-vs-random games on the raw engine, as ``reishi bench`` plays them."""

    def __init__(self, game: str, seed: int) -> None:
        self.name = game
        self.seed = seed
        self.agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        self.game: Game = new_game(game, None, seed)
        self.choices = 0
        self.seconds = 0.0

    def run(self, seconds: float) -> None:
        agents = self.agents
        game = self.game
        started = time.process_time()
        stop = started + seconds
        while time.process_time() < stop:
            if game.is_over:
                self.seed += 1
                game = self.game = new_game(self.name, None, self.seed)
            seat = game.current_player
            assert seat is not None
            game.apply(decide(agents[seat], game, seat))
            self.choices += 1
        self.seconds += time.process_time() - started


def env_speed(game: str, seconds: float = 3.0, seed: int = 0, workers: int = 2) -> EnvSpeed:
    """Time ``game``'s env (random opponent, random legal indices) and its raw engine."""
    stepper = _EnvStepper(game, seed)
    engine = _EnginePlayer(game, seed)
    for _ in range(max(1, round(seconds / SLICE))):
        engine.run(SLICE)
        stepper.run(SLICE)
    return EnvSpeed(
        game=game,
        steps_per_second=stepper.steps / stepper.seconds,
        decisions_per_second=stepper.env.decisions / stepper.seconds,
        engine_choices_per_second=engine.choices / engine.seconds,
        workers=workers,
        vector_steps_per_second=_vector_rate(game, seconds, seed, workers) if workers > 1 else 0.0,
    )


def _vector_rate(game: str, seconds: float, seed: int, workers: int) -> float:
    """Learner steps per wall-clock second of ``workers`` envs in AsyncVectorEnv."""
    rng = np.random.default_rng(seed)
    envs = make_vector_env(game, workers=workers, seed=seed)
    try:
        _, info = envs.reset(seed=seed)
        steps = 0
        begin = time.perf_counter()
        while time.perf_counter() - begin < seconds:
            # A finished game's mask is empty; its next step only resets it.
            actions = []
            for mask in info["action_mask"]:
                legal = np.flatnonzero(mask.view(np.bool_))
                actions.append(legal[rng.integers(len(legal))] if len(legal) else 0)
            _, _, _, _, info = envs.step(np.array(actions))
            steps += workers
        return steps / (time.perf_counter() - begin)
    finally:
        envs.close()


def rl_table(speeds: Sequence[EnvSpeed]) -> Table:
    """The environments' speed beside the raw engine's choices/s of the same games."""
    table = Table(
        title="Gymnasium environments (random opponent, random legal actions)",
        title_justify="left",
        caption="a step is one learner decision plus the opponent's replies; env choices/s "
        "counts both seats' decisions inside the env. Engine and env (inside step and "
        "reset) are timed in alternating slices of processor time; the vector rate is "
        "wall-clock",
        caption_justify="left",
    )
    columns = ("game", "engine choices/s", "env steps/s", "env choices/s", "ratio", "vector")
    for column in columns:
        table.add_column(column, justify="right")
    for s in speeds:
        table.add_row(
            s.game,
            f"{s.engine_choices_per_second:,.0f}",
            f"{s.steps_per_second:,.0f}",
            f"{s.decisions_per_second:,.0f}",
            f"{s.ratio:.2f}×",
            f"{s.vector_steps_per_second:,.0f} steps/s on {s.workers}"
            if s.vector_steps_per_second
            else "-",
        )
    return table
