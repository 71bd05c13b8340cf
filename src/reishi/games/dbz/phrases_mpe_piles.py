"""Phrase family: some of the cards just chosen in a discard pile, and the rest of them.

Namekian Sudden Blast: "Choose 4 cards in your discard pile. Banish 2 of those cards and
shuffle the remaining into your Life Deck." The player picks 2 of the chosen cards to banish;
the chosen cards still in the pile then go into the Life Deck (effects.THOSE_IN_DISCARD:
the cards last chosen, wherever each still is in the pile).

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import ALL, NUM, PhraseTable, Sub, number

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    rf"banish ({NUM}) of those cards and shuffle the remaining(?: cards)? into your life deck",
    first=True,
)
def _banish_some_shuffle_rest(m: re.Match[str], sub: Sub) -> fx.Effect:
    """N of the chosen cards are banished, the others shuffled into the Life Deck."""
    return fx.Sequence(
        (
            fx.MoveCards(fx.THOSE_IN_DISCARD, "banish", "", number(m.group(1)), "exactly"),
            fx.MoveCards(fx.THOSE_IN_DISCARD, "life deck", "", ALL, "all"),
        )
    )
