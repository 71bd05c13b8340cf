"""An Endurance granted to every card of a kind: "[CONSTANT]: … Allies gain "Endurance 1.""
(Baba - Surprise Visitor): as "Cards in all Life Decks without Endurance gain 'Endurance 1'"
is read (fx.EnduranceGrant), for Ally cards of both players. Endurance is used when a card is
taken from the Life Deck as damage (DBZ RB: When Taking Damage), where attacks.granted_endurance
reads the grant; a card's printed Endurance stays its own.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"allies gain [\"'“‘]endurance (\d)\.?[\"'”’]", first=True)
def _allies_gain_endurance(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.EnduranceGrant(int(m.group(1)), fx.Who.EACH, "ally")


@phrase(r"your (styled )?cards with endurance have their endurance increased by (\d+)")
def _endurance_increased(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Piccolo - Revitalized: "… increased by X. X = the number of Dragon Balls you control" (the
    # X is wrapped as ForX by the compiler and read as the card is taken as damage).
    return fx.EnduranceIncrease(int(m.group(2)), (m.group(1) or "").strip().lower())
