"""Bleach Soul Deck: life points, summoning tiers, several attackers and per-turn damage."""
