"""Phrases whose "it" is the card an earlier sentence found or discarded, never the card whose
text it is: "… search your Life Deck for a card with Android in the title and place it into your
hand. If that card was a Setup, Drill, or Ally, you may place it into play" (Android 18's Toss,
Android 16 - Enraged: the card found, the chosen card); "You may discard a card from your hand.
If you discarded a Styled Setup, you may place it into play" (Blue Taming Technique: the card
discarded); "… or you may choose a Dragon Ball in your hand and place it into play" (Nail -
Unflinching: the Dragon Ball chosen). Compiled as "place this card into play", they moved the
wrong card or none.

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


@phrase(
    r"if (?:you discarded|the discarded card was) an? ([a-z -]+?), you may place it into play",
    first=True,
)
def _discarded_into_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Taming Technique, Orange Immense Blast's HIT: "it" is the card the discard before put
    # into the discard pile, read from that card alone, not from cards chosen before it.
    place = fx.Optional(fx.PlaceDiscarded())
    return fx.IfYouDo((fx.If(f"the discarded card was a {m.group(1).lower()}", (place,)),))


@phrase(
    r"(you may )?return a dragon ball in play to its owner's hand or you may choose a dragon "
    r"ball in your hand and place it into play",
    first=True,
)
def _dragon_ball_either_way(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Nail - Unflinching: "it" is the Dragon Ball chosen in the hand; placed, not played (DBZ
    # CRD: General — Playing vs placing), so its immediate effects are not used.
    back = sub("return a Dragon Ball in play to its owner's hand")
    chosen = sub("choose a Dragon Ball in your hand")
    place = fx.Sequence((chosen, fx.MoveChosen("play")))
    labels = (
        "return a Dragon Ball in play to its owner's hand",
        "place a Dragon Ball from your hand",
    )
    either = fx.Choice((back, place), labels)
    return fx.Optional(either) if m.group(1) else either  # "You may": the sentence's own
