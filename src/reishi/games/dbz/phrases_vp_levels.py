"""Phrase family: conditions on what a Main Personality's level cards print ("If the highest
power level on your MP's Level 4 is 500,000 or less, …"), read by ``conditions_vp``.

The power level's own comma ("500,000") is not the end of the condition, so the generic
"If C, A" phrase cannot split it; this one does.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES

_HIGHEST = (
    r"the highest power level on your mp's level [1-4] is "
    r"(?:[\d,]+ or (?:less|more)|(?:more|less) than [\d,]+)"
)


@phrase(rf"if ({_HIGHEST}), (.+)", first=True)
def _if_highest(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Pesky Barrage: "If the highest power level on your MP's Level 4 is 500,000 or less, this
    # attack stays in play to be used a second time this combat".
    return fx.If(m.group(1).lower(), (sub(m.group(2)),))


@phrase(rf"this card cannot be attached unless ({_HIGHEST})")
def _attached_unless(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Clench, Namekian Thrust: card rules, read as the card would attach (moves.attach).
    return fx.AttachRefused(m.group(1).lower(), when=False)


@phrase(rf"if ({_HIGHEST}) and this card would attach to your mp, banish it instead", first=True)
def _attach_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Trailing Blast: a replacement of its own "Attach to your MP" (moves.attach).
    return fx.AttachRefused(m.group(1).lower(), when=True, banish=True)
