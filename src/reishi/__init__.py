"""Reishi: a rules-enforcing engine for trading card games."""

from reishi.engine.game import Game, new_game
from reishi.engine.rules import game_names, get_rules, register_game

__all__ = ["Game", "game_names", "get_rules", "new_game", "register_game"]
__version__ = "0.1.0"
