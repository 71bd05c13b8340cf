"""PettingZoo AEC environments of Reishi games: ``env(game)`` (the ``rl`` extra)."""

from __future__ import annotations

from reishi.interfaces.rl.pettingzoo_env import ReishiAECEnv, env, raw_env

__all__ = ["ReishiAECEnv", "env", "raw_env"]
