"""Phrase families about attacks as a whole: life card damage that is banished.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import Builder, Sub

PHRASES: list[tuple[str, Builder, bool]] = []


def phrase(pattern: str, first: bool = False) -> Callable[[Builder], Builder]:
    """Add a phrase of this module (registered by the compiler)."""

    def register(builder: Builder) -> Builder:
        PHRASES.append((pattern, builder, first))
        return builder

    return register


@phrase(
    r"(for the remainder of combat, )?life card damage from (your )?attacks is banished"
    r"( this combat| for the remainder of combat)?"
)
def _life_damage_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    # DBZ CRD: Damage — Discarding damage: the Life Cards are banished instead of discarded
    # (Endurance may still be used against the attack).
    whose = Who.YOU if m.group(2) else Who.ANY
    duration = "this combat" if (m.group(1) or m.group(3)) else "while in play"
    return fx.LifeDamageBanished(whose, duration)
