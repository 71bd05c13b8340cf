"""Phrase family of a card that stops an attack and stays in play for another use: "Stops a
physical attack. If your MP's level is higher than your opponent's MP's level, this card stays in
play to be used a second time this combat." (Saiyan Parry; steps_early_stays runs it).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"this card stays in play to be used a second time this combat")
def _card_stays(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "This attack stays in play …" is the attack's (fx.StaysInPlay); "this card" is the card
    # itself, an attack or a card that stops one.
    return fx.CardStaysInPlay()


_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}


@phrase(
    r"this attack stays in play to be used a ((?:(?:second|third|fourth|fifth),? )+(?:and "
    r"(?:second|third|fourth|fifth))) time this combat"
)
def _stays_for_uses(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Backhand: "a second and third time": used three times in all.
    words = re.findall(r"second|third|fourth|fifth", m.group(1).lower())
    return fx.StaysForUses(max(_ORDINALS[w] for w in words))
