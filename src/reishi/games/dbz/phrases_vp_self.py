"""Phrase family: a card's own event worded with its own verb ("If this card enters play during
combat, …"), the same card rule as "If this card is …" (``phrases_self``).

DBZ CRD: Timing — Special timings: a card's effect about itself happens when the card does what
it says; the record is ``FromHand``, run when the card's own event is raised
(conditions.self_event_matches).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"(?:if|when|whenever) this card (enters play during combat),? (.+)", first=True)
def _self_enters(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Bravado: "If this card enters play during combat, damage from your attacks cannot
    # be prevented this combat".
    return fx.FromHand(m.group(1).lower(), (sub(m.group(2)),))
