"""Phrase families of a card's rules about itself: its own event worded as a condition ("If
this card enters play during combat, …", the same card rule as the timing "When this card
enters play during combat, …", read while the card is in play: DBZ CRD: Timing — Special
timings), and its Endurance as its owner's card effects read it.

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


@phrase(r"this card's endurance is considered to be (\d+) for your card effects", first=True)
def _endurance_for_effects(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Ki Burst: "ENDURANCE 3. (This card's Endurance is considered to be 5 for your card
    # effects.)": a card rule its owner's effects read (conditions.effect_endurance); damage
    # still uses the printed Endurance (DBZ RB: When Taking Damage).
    return fx.EnduranceForEffects(int(m.group(1)))


@phrase(
    r"if this card is (discarded from your hand(?: during combat)?), place it into play instead",
    first=True,
)
def _into_play_instead(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Risk: a replacement of the discard (moves.discard_by_effect), not a timing after
    # it as Black Declaration's "If this card is discarded …, place it into play" is.
    return fx.FromHand(m.group(1).lower(), (fx.PlaceThis("play"),), instead=True)


@phrase(r"place (?:it|this card) into play at 3 power stages above 0", first=True)
def _into_play_at_three(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Cooler - Angered: an Ally placed into play enters at 3 power stages above 0 (DBZ RB:
    # Glossary — Ally), the stages this card rule names; another number is not this phrase.
    return fx.PlaceThis("play")
