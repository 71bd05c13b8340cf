"""Phrase family: a condition checked at a later time, "If C at the end of combat, A".

"If you do not control a Dragon Ball at the end of combat, search …" is the same as "At the end
of combat, if you do not control a Dragon Ball, search …": a delayed effect that checks C when
combat ends (DBZ CRD: Timing — Special timings: a condition is checked when the effect would
happen). On a card in play ("[CONSTANT]: …") it is a timing of every combat (kit.CardInfo).

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_condition
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(r"if (.+?) at the end of (?:the )?combat, (.+)", first=True)
def _if_at_end_of_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "If C at the end of combat, A": at the end of combat, A if C holds then."""
    condition = m.group(1).lower()
    if not is_known_condition(condition) or is_known_condition(f"{condition} at the end of combat"):
        # A condition about the end of combat itself ("that Ally is still in play at the end
        # of combat") is read whole by the general "If C, A".
        raise UnknownWordsError(m.group(0))
    return fx.PlaceDelayed((fx.If(condition, (sub(m.group(2)),)),))


@phrase(r"if this attack is stopped by (.+?), (.+)", first=True)
def _if_stopped_by(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "If this attack is stopped by a Physical Combat or Energy Combat card, A": when it is
    stopped (the "if stopped" timing), A if that is what stopped it."""
    condition = f"this attack was stopped by {m.group(1).lower()}"
    if not is_known_condition(condition):
        raise UnknownWordsError(m.group(0))
    return fx.Whenever("this attack is stopped", (fx.If(condition, (sub(m.group(2)),)),), once=True)


@phrase(r"(?:when|whenever) this (?:drill|setup|ally) is leaving play,? (.+)", first=True)
def _own_leaving(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "When this Drill is leaving play, A": the card's own leaving play (phrases_timings)."""
    rest = re.sub(r"^(you may banish|banish) it\b", r"\1 this card", m.group(1), flags=re.I)
    return sub(f"whenever this card is leaving play, {rest}")
