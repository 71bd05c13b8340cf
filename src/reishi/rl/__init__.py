"""``import reishi.rl`` registers the Gymnasium ids ``reishi/<Game>-v0`` (the ``rl`` extra).

``reishi.rl.pettingzoo.env(game)`` and ``reishi.rl.openspiel`` hold the other two APIs.
"""

from __future__ import annotations

from reishi.interfaces.rl.encoder import encoder_games, get_encoder
from reishi.interfaces.rl.gym_env import ReishiEnv
from reishi.interfaces.rl.registration import env_id, register_envs

__all__ = ["ENV_IDS", "ReishiEnv", "encoder_games", "env_id", "get_encoder", "register_envs"]

ENV_IDS = register_envs()
