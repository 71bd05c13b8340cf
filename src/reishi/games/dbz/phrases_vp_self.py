"""Phrase family: a card's own event worded as a condition ("If this card enters play during
combat, …"), the same card rule as the timing "When this card enters play during combat, …".

DBZ CRD: Timing — Special timings: a card's effect about itself happens when the card does what
it says; the record is the timing's ``Whenever``, read while the card is in play.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"if this card (enters play(?: during combat)?),? (.+)", first=True)
def _self_enters(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Bravado: "If this card enters play during combat, damage from your attacks cannot
    # be prevented this combat": the timing "When this card enters play …" (conditions: the
    # card's own "enters" event, read while it is in play).
    return sub(f"whenever this card {m.group(1)}, {m.group(2)}")
