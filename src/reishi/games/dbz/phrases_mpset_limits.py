"""Phrase families of the Main Personality sets: limits on how often a card's Power is used.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    r"you may use this (?:defense power|power|drill|card) more than once per turn,? "
    r"but only once per attack\.?",
    first=True,
)
def _once_per_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 20 - Master Planner, Android 20's Scouting Drill: the once-per-turn limit of a
    # Power (DBZ RB: Glossary — Power) becomes once per attack (basics.power_used).
    return fx.OncePerAttack()
