"""PettingZoo environments of Reishi games: ``env(game)``, ``parallel_env(game)`` (``rl`` extra)."""

from __future__ import annotations

from reishi.interfaces.rl.pettingzoo_env import ReishiAECEnv, env, parallel_env, raw_env

__all__ = ["ReishiAECEnv", "env", "parallel_env", "raw_env"]
