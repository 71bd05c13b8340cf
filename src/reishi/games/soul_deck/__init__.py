"""Bleach Soul Deck: life points, summoning tiers, several attackers and per-turn damage."""

from reishi.engine.rules import register_game
from reishi.games.soul_deck.rules import SoulDeckRules

register_game("soul-deck", SoulDeckRules)

__all__ = ["SoulDeckRules"]
