"""Whole hands and pile tops of each player: "(When this card enters play during the Planning
Step,) each player places their hand on top of their Life Deck", "banish the top 3 of each
player's discard pile" (Black Construction Drill), read as the one-player wordings the grammar
has ("place your hand on the top of your Life Deck", "banish the top 3 cards of …") done for
each player, the user first (DBZ CRD: U100 — the user first), as MoveCards does with Who.EACH.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()

phrase = PHRASES

_THEIR = r"(?:their|his or her|his)"


@phrase(
    rf"each player (?:places|puts) {_THEIR} hand (?:on|at) (?:the )?(top|bottom) of {_THEIR} "
    r"life deck",
    first=True,
)
def _each_hand_away(m: re.Match[str], sub: Sub) -> fx.Effect:
    own = sub(f"place your hand on the {m.group(1).lower()} of your life deck")
    if not isinstance(own, fx.MoveCards):
        raise UnknownWordsError(m.group(0))
    return msgspec.structs.replace(own, whose=fx.Who.EACH)


@phrase(
    r"(banish|destroy) the (top|bottom) (\d+) of ((?:each player's|your|your opponent's) "
    r"discard pile)",
    first=True,
)
def _pile_end_without_cards(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Construction Drill prints "the top 3 of each player's discard pile": its cards.
    verb, end, count, pile = m.groups()
    return sub(f"{verb} the {end} {count} cards of {pile}")
