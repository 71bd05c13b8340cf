"""Phrase families of choices the player makes inside one sentence: "A unless you B".

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import Builder, Sub, UnknownWordsError

PHRASES: list[tuple[str, Builder, bool]] = []


def phrase(pattern: str, first: bool = False) -> Callable[[Builder], Builder]:
    """Add a phrase of this module (registered by the compiler)."""

    def register(builder: Builder) -> Builder:
        PHRASES.append((pattern, builder, first))
        return builder

    return register


@phrase(r"((?:(?! and |, ).)+?) unless you (discard (?:a|an|1|one) .+ from your hand)")
def _unless(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Discard 2 cards from your hand unless you discard a Styled Drill from your hand": the
    # player may pay the other way when he can (DBZ CRD: General — Effects with stipulations).
    instead = sub(m.group(2))
    if not isinstance(instead, fx.DiscardFromHand) or instead.count != 1:
        raise UnknownWordsError(m.group(2))
    return fx.Unless(sub(m.group(1)), instead, (m.group(1), m.group(2)))
