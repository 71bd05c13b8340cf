"""Phrase family: a sentence gated by a Trait label ("SAIYAN: …", "EARTHLING: If you have 2 or
less Traits, …") and "Endurance cannot be used on this attack".

A Trait label names a Trait printed on Main Personalities (cards.Card.traits); the sentence
after it happens only if your MP has that Trait, the same test as "If your MP has the SAIYAN
trait, …" (conditions: "your mp has … trait"). "If you have 2 or less Traits" counts the Traits
of your MP, as "If your MP has 2 or less Traits" does.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES

# The Traits printed in the card data (Main Personalities' "Traits" property).
TRAITS = ("earthling", "saiyan", "majin", "namekian", "alien", "android", "god", "fusion")
_TRAIT = "|".join(TRAITS)


@phrase(rf"({_TRAIT}): (.+)", first=True)
def _trait_label(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "SAIYAN: A": A only if your MP has that Trait (checked when A would happen)."""
    return fx.If(f"your mp has {m.group(1).lower()} trait", (sub(m.group(2)),))


@phrase(r"if you have (\d+|one|two|three) or (less|fewer|more) traits?, (.+)", first=True)
def _trait_count(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "If you have 2 or less Traits, A": the Traits of your MP are counted."""
    condition = f"your mp has {m.group(1).lower()} or {m.group(2).lower()} traits"
    return fx.If(condition, (sub(m.group(3)),))


@phrase(r"endurance cannot be used on this attack")
def _no_endurance(m: re.Match[str], sub: Sub) -> fx.Effect:
    """DBZ CRD: Damage — Endurance prevents Life Cards of damage; this attack's cannot be."""
    return fx.AttackProperty(ENDURANCE_BARRED)


ENDURANCE_BARRED = "endurance cannot be used"
