"""Phrase families of Evolution cards about the card a sentence before revealed: "Reveal the
bottom card of your Life Deck. If that card is Styled or a Dragon Ball, you may place it into your
hand" (Namekian Restored Mastery, Red Analysis): "that card" and "it" are the revealed card
(pile_steps: RevealBottom makes it the chosen card), never the card whose text it is; "banish
your opponent's discard pile" (Saiyan Fierce Kick: all of its cards, as "Banish your discard
pile" reads).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_condition
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"if (that card (?:is|was) [^,]+), (you may )?place it into your hand", first=True)
def _that_card_to_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Styled or a Dragon Ball": the description's alternatives without their articles.
    condition = re.sub(r" or an? ", " or ", m.group(1).lower())
    if not is_known_condition(condition):
        raise UnknownWordsError(m.group(0))
    move: fx.Effect = fx.MoveChosen("hand")
    return fx.If(condition, (fx.Optional(move) if m.group(2) else move,))


@phrase(r"banish (?:your opponent's|his) discard pile")
def _banish_their_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    return sub("banish all cards from your opponent's discard pile")
