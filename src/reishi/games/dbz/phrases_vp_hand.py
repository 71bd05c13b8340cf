"""Phrase family of a card's rules answering a timing from the hand: "(After your opponent gains
stages during combat, you may banish this card from your hand to destroy the top 5 cards of your
opponent's Life Deck.)" (steps_vp_hand offers it after the sentence raising the event).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_event
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(
    r"after (.+?), you may (banish) (?:this|the) card from your hand to (.+)",
    first=True,
)
def _hand_response(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Assistance prints "banish the card from your hand": the card itself, as "this".
    event = m.group(1).lower()
    if not is_known_event(event):
        raise UnknownWordsError(event)
    return fx.HandResponse(event, (sub(m.group(3)),), m.group(2).lower())


@phrase(
    r"you may (banish) this card from your hand at (the end of combat) to (.+)",
    first=True,
)
def _hand_at_end_of_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Withdrawal: "(You may banish this card from your hand at the end of combat to …)":
    # offered when combat ends, with the other "at the end of combat" effects.
    return fx.HandResponse(m.group(2).lower(), (sub(m.group(3)),), m.group(1).lower())
