"""Phrase families: a Main Personality lending a lower level's Powers ("You may also use your
Level 2 Powers", "… your Level 1 CONSTANT powers"), a constant sentence that joins one with
another by "and", and a card from the hand placed on the top or bottom of the Life Deck.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES

_ALSO_USE = r"(?:you may )?also use your level ([1-4]) (constant )?powers?"


@phrase(rf"{_ALSO_USE}\.?", first=True)
def _also_use_level(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Frieza - Revived / Galatic Conquerer: the MP set's card of that level stays out of play;
    # its POWER (or only its Constant Powers, when the card says so) is used as the MP's own.
    return fx.AlsoUseLevel(int(m.group(1)), constants_only=bool(m.group(2)))


@phrase(rf"(.+?) and ({_ALSO_USE})\.?", first=True)
def _and_also_use_level(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Your attacks deal +3 stages of damage and you may also use your Level 1 CONSTANT
    # powers": two constants of one sentence.
    return fx.Sequence((sub(m.group(1)), sub(m.group(2))))


_TOP_OR_BOTTOM = (
    r"place (a|an|one|two|\d+) cards? from your hand (?:at|on) (?:the )?top or bottom of your "
    r"life deck"
)


@phrase(rf"{_TOP_OR_BOTTOM}", first=True)
def _hand_to_either_end(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Trunks - Defiant: the player chooses the card, then the end of the Life Deck it goes to.
    count = {"a": 1, "an": 1, "one": 1, "two": 2}.get(m.group(1).lower())
    return fx.HandToLifeDeck(count or int(m.group(1)), "top or bottom")


@phrase(rf"({_TOP_OR_BOTTOM}) to (.+)", first=True)
def _hand_to_either_end_to(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Place a card from your hand on the top or bottom of your Life Deck to choose an attack
    # card from your discard pile …": the placing is the stipulation (DBZ CRD: stipulations),
    # read whole so the discard-pile phrase does not swallow it.
    return fx.Stipulation(sub(m.group(1)), sub(m.group(3)))
