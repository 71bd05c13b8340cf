"""Phrase family of attacks gaining an effect for the rest of combat: "If you control 2 or more
Dragon Balls, all other attacks you perform this combat gain 'HIT: Rejuvenate 1.'" (Namekian
Energy Toss; steps_early_gain runs it).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES

_KINDS = r"((?:(?:styled|non-styled|physical|energy|named) )*)"


@phrase(
    rf"(all other attacks you perform|your other {_KINDS}attacks|(?:all of )?your {_KINDS}attacks"
    r"(?: you perform)?) this combat gain,?(?: -)? [\"“'‘]?hit:? (.+?)[\"”'’]?",
    first=True,
)
def _attacks_gain_this_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The quoted HIT is compiled as a sentence of its own; "other": not this card's attack.
    kinds = (m.group(2) or m.group(3) or "").lower()
    others = "other" in m.group(1).lower()
    return fx.AttacksGainThisCombat(f"your {kinds}attacks", (fx.Hit((sub(m.group(4)),)),), others)
