"""Phrase families: a cost to play a card, and an effect at the beginning of the next action.

"(You must banish the top 3 cards of your Life Deck to play this card.)" is a card rule: the
cards are banished as the card is played from the hand (``fx.PlayCost``; DBZ CRD: General —
Effects with stipulations: the cost comes first). "At the beginning of the next action this
combat, end combat" waits for the next combat action and happens before it is taken
(``fx.AtNextAction``; DBZ RB: The Combat Step — players alternate actions).

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(r"you must (.+?) to play this card", first=True)
def _play_cost(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "You must banish the top 2 cards of your Life Deck to play this card"."""
    return fx.PlayCost((sub(m.group(1)),))


_NEXT_ACTION = r"at the beginning of the next action(?: this (?:combat|turn))?"


@phrase(rf"{_NEXT_ACTION},? (.+)|(.+?),? {_NEXT_ACTION}", first=True)
def _at_next_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "At the beginning of the next action this combat, end combat" (either word order)."""
    return fx.AtNextAction((sub(m.group(1) or m.group(2)),))
