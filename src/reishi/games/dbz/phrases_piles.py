"""Phrase family: a Life Deck's order and its bottom card.

"Shuffle your Life Deck" and "Reveal the bottom card of your Life Deck" (the card stays there
as "the revealed card" the next sentence asks about); their steps are in pile_steps.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, who

PHRASES = PhraseTable()
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


def _looked_to_bottom(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "You may look at the top card of your Life Deck. If you do, you may place it at the
    bottom of your Life Deck": "it" is the card just looked at (its only use in the pool)."""
    return fx.MoveLooked("bottom")


PHRASES.append((r"place it at the bottom of your life deck", _looked_to_bottom, False))


_BONUS_FOR = {
    "until the end of your next turn": "end next turn",
    "this combat": "combat",
    "for the remainder of combat": "combat",
}


def _top_bonus(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Until the end of your next turn, your effects that destroy cards from the top of your
    opponent's Life Deck are increased by 1"."""
    duration = _BONUS_FOR[(m.group(1) or m.group(4) or "this combat").lower()]
    how = "destroy" if m.group(2).lower() == "destroy" else "banish"
    return fx.TopOfLifeDeckBonus(int(m.group(3)), how, duration)


PHRASES.append(
    (
        r"(?:(until the end of your next turn|this combat|for the remainder of combat),? )?"
        r"your effects that (destroy|banish) cards from the top of your opponent's life deck "
        r"are increased by (\d+)(?: (until the end of your next turn|this combat))?",
        _top_bonus,
        True,
    )
)
