"""Phrase family: a Life Deck's order and its bottom card.

"Shuffle your Life Deck" and "Reveal the bottom card of your Life Deck" (the card stays there
as "the revealed card" the next sentence asks about); their steps are in pile_steps.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import Builder, Sub, who

PHRASES: list[tuple[str, Builder, bool]] = []
_WHOSE = r"(your|your opponent's|his)"


def _shuffle(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Shuffle your Life Deck"."""
    return fx.ShuffleLifeDeck(who(m.group(1)))


PHRASES.append((rf"shuffle {_WHOSE} life deck", _shuffle, False))


def _reveal_bottom(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Reveal the bottom card of your Life Deck"."""
    return fx.RevealBottom(who(m.group(1)))


PHRASES.append((rf"reveal the bottom card of {_WHOSE} life deck", _reveal_bottom, True))


def _remaining_in_order(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Place the remaining cards at the bottom of your Life Deck in any order"."""
    return fx.PlaceRemainingInOrder(f"{m.group(1).lower()} of life deck")


PHRASES.append(
    (
        r"(?:place|put) the remaining cards (?:at|on) the (bottom|top) of your life deck in any "
        r"order",
        _remaining_in_order,
        True,
    )
)
