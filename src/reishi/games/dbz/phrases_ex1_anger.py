"""Phrase family of the anger needed to advance a level with a floor: "you need 1 less anger to
advance a personality level (to a minimum of 4)" (Saiyan Rampaging Mastery). The parenthesis is
read with its sentence (compiler.compiled_text); stages.anger_to_level honours the floor.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, who

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    r"(you|your opponent) needs? (\d) (less|more) anger to advance (?:a )?personality level,? "
    r"to a minimum of (\d)\.?",
    first=True,
)
def _anger_needed_floor(m: re.Match[str], sub: Sub) -> fx.Effect:
    # DBZ RB: Anger — five anger advance a level; the change never brings it below the floor.
    amount = int(m.group(2))
    delta = -amount if m.group(3).lower() == "less" else amount
    return fx.AngerToLevel(who(m.group(1)), delta, minimum=int(m.group(4)))


@phrase(r"((?:all of )?your (?:[a-z\- ]+ )?attacks) gain - hit:? (.+?)\.?", first=True)
def _attacks_gain_dash_hit(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Your Styled attacks gain - HIT: You may raise your anger 1 level": the printed dash
    # stands for the quotation marks of "gain 'HIT: …'" (attack_start.gained).
    return fx.AttacksGain(m.group(1).lower(), (fx.Hit((sub(m.group(2)),)),))
