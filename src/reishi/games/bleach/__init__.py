"""Score's Bleach TCG (2007): every rule of the rulebook and the Advanced Rulings Document."""

from reishi.engine.rules import register_game
from reishi.games.bleach.rules import BleachRules

register_game("bleach", BleachRules)

__all__ = ["BleachRules"]
