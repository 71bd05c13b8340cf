"""Phrase families of Evolution attacks: "An Ally you control may perform this attack regardless
of your MP's power stage" (Namekian Door Destruction: a card rule, combat_steps offers the attack
to every Ally you control; DBZ RB: Glossary — Ally); "Your next successful energy attack this
combat cannot have its damage modified nor prevented" (Orange Ki Blast: both properties bind to
each such attack until one succeeds, as phrases_vp_attacks' "cannot have its damage prevented").

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(
    r"an ally (?:you|your) control may perform this attack regardless of your mp's power stage",
    first=True,
)
def _ally_may_perform(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The data prints "An Ally your control": the player's own Allies.
    return fx.AllyMayPerform()


@phrase(
    r"your next successful ((?:(?:non-styled|styled|physical|energy) )*)attack this combat "
    r"cannot have its damage modified (?:nor|or) prevented",
    first=True,
)
def _next_successful_unmodified(m: re.Match[str], sub: Sub) -> fx.Effect:
    kind = m.group(1).strip().lower()
    return fx.Sequence(
        (
            fx.AttacksHave("cannot be modified", kind, fx.NEXT_SUCCESSFUL),
            fx.AttacksHave("cannot be prevented", kind, fx.NEXT_SUCCESSFUL),
        )
    )
