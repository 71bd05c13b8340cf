"""Phrase families of Vengeance and Perfection attacks the grammar lacked: "Your damage
modifiers on this attack are doubled" (Black Confident Shot).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"your damage modifiers on this attack are doubled", first=True)
def _modifiers_doubled_here(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Confident Shot: each "+"/"-" damage effect of the attacker counts twice on this
    # attack only (DBZ CRD: Damage — Modifiers: any "+" or "-" effect is a modifier), the
    # attack's own property like "cannot be redirected" (attacks._modifier_factor).
    return fx.AttackProperty("has its player's damage modifiers doubled")
