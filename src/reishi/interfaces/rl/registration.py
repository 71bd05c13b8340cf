"""Versioned Gymnasium ids for every game with an encoder: ``reishi/<Game>-v0``."""

from __future__ import annotations

import gymnasium

from reishi.interfaces.rl.encoder import encoder_games, get_encoder

NAMESPACE = "reishi"
VERSION = 0  # bumped when an environment's spaces or rewards change


def env_id(game: str) -> str:
    """The Gymnasium id of ``game``'s environment."""
    return f"{NAMESPACE}/{get_encoder(game).env_name}-v{VERSION}"


def register_envs() -> list[str]:
    """Register (once) an environment per game with an encoder; the ids, sorted."""
    ids = []
    for game in encoder_games():
        name = env_id(game)
        if name not in gymnasium.registry:
            gymnasium.register(
                id=name,
                entry_point="reishi.interfaces.rl.gym_env:ReishiEnv",
                kwargs={"game": game},
            )
        ids.append(name)
    return sorted(ids)
