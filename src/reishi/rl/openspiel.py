"""OpenSpiel Python games of Reishi: ``pyspiel.load_game("python_reishi_<game>")`` after import."""

from __future__ import annotations

from reishi.interfaces.rl.openspiel_game import (
    ReishiSpielGame,
    ReishiSpielState,
    register_games,
    short_name,
)

__all__ = ["GAME_NAMES", "ReishiSpielGame", "ReishiSpielState", "register_games", "short_name"]

GAME_NAMES = register_games()
