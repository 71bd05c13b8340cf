"""Allies acting regardless of their MP's power stage for the rest of combat: "(HIT: If your MP
is not a Saiyan, then) for the remainder of combat your Allies can make actions regardless of
your MP's power stage" (Allied Blitz): the rule that Allies act only while the MP is at most one
stage above zero (DBZ RB: Allies During Combat) is lifted for that player until combat ends.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES

_ACT = r"your allies (?:can|may) make actions regardless of your mp's power stage"


@phrase(
    rf"(?:then )?(?:for the remainder of combat,? {_ACT}|{_ACT} (?:for the remainder of combat"
    r"|this combat))",
    first=True,
)
def _allies_act_this_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.AlliesActThisCombat()
