"""Train a Bleach TCG player with masked PPO on the CPU, then play it as ``policy:PATH``.

    pip install torch==2.13.0            # the CPU build; before the extra, see docs/rl.md
    pip install -e '.[train]'
    python examples/train_bleach.py --minutes 25 --out runs/bleach.zip
    reishi tournament --game bleach --agents policy:runs/bleach.zip,heuristic --games 400

The learner plays a random seat against a random player first, then mostly against the
heuristic player. Nothing is downloaded; the policy file and ``PATH.json`` (its game and
encoding) are all that is written.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.monitor import Monitor
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv, VecEnv

from reishi.interfaces.rl.gym_env import ReishiEnv
from reishi.interfaces.rl.policy_agent import write_policy_meta

GAME = "bleach"
GAMMA = 0.995


class Schedule(BaseCallback):  # type: ignore[misc]
    """Stops at the time limit; switches opponents once ``warmup`` of it has passed."""

    def __init__(self, seconds: float, warmup: float, later: list[str]) -> None:
        super().__init__()
        self.seconds = seconds
        self.warmup = warmup
        self.later = later
        self.start = time.monotonic()
        self.switched = False

    def _on_step(self) -> bool:
        elapsed = time.monotonic() - self.start
        if not self.switched and elapsed >= self.warmup * self.seconds:
            self.training_env.env_method("set_opponents", self.later)
            self.switched = True
            print(f"[{elapsed / 60:.1f} min] opponents now {self.later}", flush=True)
        return elapsed < self.seconds


def power_lead(before: Any, after: Any, seat: int) -> float:
    """Potential-based shaping on the power lead (RB: power is what a player must keep).

    ``γ·Φ(after) − Φ(before)`` leaves the best policy unchanged (Ng et al., 1999) while
    rewarding progress between the rare wins and losses.
    """

    def lead(view: Any) -> float:
        return float(view.players[seat].power - view.players[1 - seat].power) / 20

    return GAMMA * lead(after) - lead(before)


def make_env(seed: int, opponents: list[str], shape: bool) -> Any:
    """A factory of one learner environment (a top-level function, so workers can build it)."""

    def build() -> Monitor:
        shaping = power_lead if shape else None
        return Monitor(ReishiEnv(GAME, opponent=opponents, seed=seed, shaping=shaping))

    return build


def main() -> None:
    """Parse the options, train until the time or step limit, save the policy."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("runs/bleach.zip"))
    parser.add_argument("--minutes", type=float, default=25.0, help="wall-clock limit")
    parser.add_argument("--steps", type=int, default=10_000_000, help="learner step limit")
    parser.add_argument("--envs", type=int, default=2, help="environments stepped together")
    parser.add_argument("--subprocess", action="store_true", help="one process per env")
    parser.add_argument("--warmup", type=float, default=0.2, help="share of time vs random")
    parser.add_argument("--later", default="random,heuristic,heuristic,heuristic")
    parser.add_argument("--n-steps", type=int, default=1024, help="rollout length per env")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1, help="torch threads")
    parser.add_argument("--quiet", action="store_true", help="no progress tables")
    parser.add_argument("--shape", action="store_true", help="shape rewards by the power lead")
    args = parser.parse_args()

    torch.set_num_threads(args.threads)
    factories = [make_env(args.seed * 1000 + i, ["random"], args.shape) for i in range(args.envs)]
    env: VecEnv = SubprocVecEnv(factories) if args.subprocess else DummyVecEnv(factories)
    model = MaskablePPO(
        "MlpPolicy",
        env,
        n_steps=args.n_steps,
        batch_size=min(256, args.n_steps * args.envs),
        n_epochs=4,
        learning_rate=3e-4,
        gamma=GAMMA,
        gae_lambda=0.95,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [256, 256]},
        seed=args.seed,
        device="cpu",
        verbose=0 if args.quiet else 1,
    )
    started = time.monotonic()
    schedule = Schedule(args.minutes * 60, args.warmup, args.later.split(","))
    model.learn(total_timesteps=args.steps, callback=schedule, progress_bar=False)
    minutes = (time.monotonic() - started) / 60
    args.out.parent.mkdir(parents=True, exist_ok=True)
    model.save(str(args.out))
    write_policy_meta(
        args.out,
        ReishiEnv(GAME).encoder,
        steps=int(model.num_timesteps),
        minutes=round(minutes, 1),
    )
    print(f"saved {args.out} after {model.num_timesteps} steps in {minutes:.1f} min", flush=True)


if __name__ == "__main__":
    main()
