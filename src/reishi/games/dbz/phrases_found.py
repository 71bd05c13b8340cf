"""Phrases whose "it" is the card an earlier sentence found or discarded, never the card whose
text it is: "… search your Life Deck for a card with Android in the title and place it into your
hand. If that card was a Setup, Drill, or Ally, you may place it into play" (Android 18's Toss,
Android 16 - Enraged: the card found, the chosen card); "You may discard a card from your hand.
If you discarded a Styled Setup, you may place it into play" (Blue Taming Technique: the card
discarded). Compiled as "place this card into play", they moved the wrong card or none.

Both are offered only when the sentence before was done (IfYouDo), so a declined search or
discard never places a card an earlier effect chose or discarded. Entries are (pattern,
builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


_PLACED_KINDS = r"(?:setup|drill|ally|dragon ball)"


@phrase(
    rf"if that card (?:was|is) an? ({_PLACED_KINDS}(?:,? (?:or |and )?{_PLACED_KINDS})*),? "
    r"you may place it into play",
    first=True,
)
def _found_into_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "it" is the card found (the search makes it the chosen card).
    kinds = re.sub(r",? (?:or|and) |, ", " or ", m.group(1).lower())
    place = fx.Optional(fx.MoveChosen("play"))
    return fx.IfYouDo((fx.If(f"that card was {_article(kinds)} {kinds}", (place,)),))


def _article(kinds: str) -> str:
    return "an" if kinds.startswith("ally") else "a"


@phrase(r"if you discarded an? ([a-z -]+?), you may place it into play", first=True)
def _discarded_into_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Taming Technique: "it" is the card the discard before put into the discard pile.
    # Read from that card alone ("the discarded card"), not from cards chosen before it.
    place = fx.Optional(fx.PlaceDiscarded())
    return fx.IfYouDo((fx.If(f"the discarded card was a {m.group(1).lower()}", (place,)),))
