"""Phrase families of an attack's own HIT: "HIT: If this attack did not deal critical damage, it
stays in play to be used a second time this combat" (Turles' Energy Ring).

DBZ CRD: Timing — Attack sequence: the HIT is resolved while the attack is still being
performed, so "it" is this attack and the condition reads its damage. Entries are (pattern,
builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_x
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    r"if (this attack [^,]+), it stays in play to be used a second time this combat", first=True
)
def _stays_if(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "it" is the attack the condition names: the same record as "this attack stays in play …".
    return fx.If(m.group(1).lower(), (fx.StaysInPlay(),))


@phrase(
    r"if (the revealed card (?:was|is) [^,]+), (you may )?place it into play under your control",
    first=True,
)
def _place_revealed(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Grounding Bash: "it" is the card the sentence before revealed, which the condition
    # reads too (conditions_combat: ``last_moved``).
    place: fx.Effect = fx.PlaceRevealed()
    return fx.If(m.group(1).lower(), (fx.Optional(place) if m.group(2) else place,))


@phrase(
    r"(attacks performed by your mp) deals? (\+\d+) (stages?|life cards?)(?: of damage)? "
    r"for each (.+)",
    first=True,
)
def _mp_damage_for_each(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 14 - Stoic: "attacks performed by your MP deal +1 stage of damage for each Ally you
    # control with 'Android' in the title": X = 1 times that count, read as each attack's damage
    # is (attacks.modifiers), for the MP's attacks only (as "… for each Drill in play" is).
    thing = re.sub(r"^(?:an? |one )", "", m.group(4).lower())
    x = f"{int(m.group(2)[1:])} times the number of {thing}"
    record = sub(f"{m.group(1)} deal +X {m.group(3)} of damage")
    if not isinstance(record, fx.ForX) or not is_known_x(x):
        raise UnknownWordsError(m.group(0))
    return fx.ForX(record.field, record.effect, x)
