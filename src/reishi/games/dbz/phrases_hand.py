"""Phrase families of the hand and the discard pile: playing with a hand revealed (one's own,
the opponent's or each player's) and placing the top card of a discard pile on a Life Deck.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import NUM, Builder, Sub, description, number

PHRASES: list[tuple[str, Builder, bool]] = []


def phrase(pattern: str, first: bool = False) -> Callable[[Builder], Builder]:
    """Add a phrase of this module (registered by the compiler)."""

    def register(builder: Builder) -> Builder:
        PHRASES.append((pattern, builder, first))
        return builder

    return register


@phrase(
    r"(play with your hand|players play with their hands?) revealed"
    r"( this turn| this combat| until the end of combat)?"
)
def _hand_revealed(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Play with your hand revealed this turn" (Orange Spotlight), "Players play with their
    # hand revealed" (Baba - Surprise Visitor): whose hand is as the words say (basics).
    whose = Who.EACH if m.group(1).lower().startswith("players") else Who.YOU
    span = (m.group(2) or "").strip().lower()
    until = "turn" if span == "this turn" else "combat" if span else ""
    return fx.HandRevealed(whose, until)


@phrase(
    rf"(?:place|put) the (top|bottom) (?:({NUM}) )?((?:[a-z ]+ )?cards?) (?:of|from) your discard "
    r"pile (?:at|on) the (bottom|top) of your life deck"
)
def _discard_to_life_deck(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Place the top card of your discard pile at the bottom of your Life Deck" (not
    # "Rejuvenate": the card moves so, and no Rejuvenate timing answers it); "the top Physical
    # Combat card": the topmost that fits.
    count = number(m.group(2)) if m.group(2) else 1
    what = description(m.group(3))
    return fx.MoveCards(
        "discard pile", f"{m.group(4).lower()} of life deck", what, count, m.group(1).lower()
    )
