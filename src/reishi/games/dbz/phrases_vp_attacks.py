"""Phrase family: what binds to the next attack that succeeds ("Your next successful attack
this combat cannot have its damage prevented").

DBZ RB: Effects — HIT effects "require an attack to be successful, and take place after dealing
damage": the property binds to each attack until one succeeds (attack_start binds it; attacks
spends it where that attack's HIT step begins).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES

_KIND = r"((?:(?:non-styled|styled|physical|energy) )*)"


@phrase(
    rf"(?:damage from )?your next successful {_KIND}attack this combat cannot (?:have its "
    r"damage prevented|be prevented)",
    first=True,
)
def _next_successful_unpreventable(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Infuriated Attack: "… your next successful attack this combat cannot have its damage
    # prevented".
    return fx.AttacksHave("cannot be prevented", m.group(1).strip().lower(), fx.NEXT_SUCCESSFUL)
