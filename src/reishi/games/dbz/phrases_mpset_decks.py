"""Phrase families of the Main Personality sets: a personality's rules of deck building.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES

_KIND = r"(ally|drill|setup|event|physical combat card|energy combat card|card)"


@phrase(
    rf"your life deck may include up to (\d+) copies of each {_KIND} with \"([^\"]+)\" in "
    r"(?:the|its) title\.?",
    first=True,
)
def _deck_copies(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Cell Jr. - Taunting: the one-copy limit of an Ally (DBZ RB: Making a Deck) raised for
    # the Allies whose title has those words (decks.check_deck).
    return fx.DeckCopies(m.group(2).lower(), m.group(3), int(m.group(1)))


@phrase(
    r"your life deck cannot include cards that perform (energy|physical) attacks\.?", first=True
)
def _deck_excludes(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Hercule - Champion: a Life Deck holding a card that performs such an attack is illegal
    # (decks.check_deck reads each card's compiled program for the attack).
    return fx.DeckExcludes(m.group(1).lower())


@phrase(
    r"(.+?\b(?:allies|drills|setups|ally|drill|setup)) (you control|in play|your opponent "
    r"controls) (with [\"“][^\"”]+[\"”] in (?:the|its|their) titles?)(\W.*|$)"
)
def _titled_after_control(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Cell Jr. - Unrelenting: "Shuffle all Allies you control with "Cell Jr." in the title into
    # their owner's Life Deck": the title words belong to the cards, read before "you control"
    # as the grammar has them ("Allies with "Cell Jr." in the title you control").
    return sub(f"{m.group(1)} {m.group(3)} {m.group(2)}{m.group(4)}")
