"""Panini's Dragon Ball Z TCG: every rule of the rulebook and the Comprehensive Rulings."""

from reishi.engine.rules import register_game
from reishi.games.dbz.rules import DbzRules

register_game("dbz", DbzRules)

__all__ = ["DbzRules"]
