"""A card in play chosen and then moved: "choose a Drill and destroy it" (Krillin -
Supportive), read as the move of one such card ("destroy a Drill"): that wording too lets the
player of the effect choose the card, as "Choose a Drill not named … and destroy it" is read.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES

_KIND = r"(?:styled |non-styled )?(?:setup|drill|ally|dragon ball)"


@phrase(
    rf"choose an? ((?:{_KIND},? (?:or )?)*{_KIND})( in play)? and (destroy|banish) it",
    first=True,
)
def _choose_and_remove(m: re.Match[str], sub: Sub) -> fx.Effect:
    return sub(f"{m.group(3)} a {m.group(1)}{m.group(2) or ''}")
