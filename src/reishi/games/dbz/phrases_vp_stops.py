"""Phrase family of dual-use cards stopping an attack from the hand: "(If C, you may banish this
card from your hand to stop a physical or energy attack)", "… to stop a non-Styled attack
instead of as an action", "… to stop an attack from a personality's POWER instead of as an
attack" (DBZ RB: Glossary — Parenthesis Text; DBZ RB: How Attack and Defense Cards Work).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_condition
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError
from reishi.games.dbz.steps_vp_stops import FROM_PERSONALITY_POWER

PHRASES = PhraseTable()

phrase = PHRASES

_KIND = (
    r"(physical|energy|physical or energy|physical attack or energy|non-styled|styled"
    r"|non-styled physical|non-styled energy|styled physical|styled energy) attack"
    # Heroic Jab prints "to stop and attack from a personality's POWER": the "an" misspelt.
    r"|(?:an|and) attack (from a personality's power)"
)
_STOP = (
    rf"you may (play|banish) this card (?:from your hand )?to stop (?:an? )?(?:{_KIND})"
    r"(?: instead of as an? (?:attack|action))?"
)


def _kind(m: re.Match[str], at: int) -> str:
    if m.group(at + 1):
        return FROM_PERSONALITY_POWER
    return m.group(at).lower().replace(" attack or ", " or ")


@phrase(rf"if (.+?),? {_STOP}", first=True)
def _stop_if(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Cannon: "(IF you control 3 or more Drills, you may banish this card from your hand to
    # stop a physical or energy attack.)": a defence from the hand while the condition holds.
    condition = m.group(1).lower().strip()
    if not is_known_condition(condition):
        raise UnknownWordsError(condition)
    return fx.Optional(fx.StopInstead(_kind(m, 3), m.group(2).lower(), condition))


@phrase(
    r"(play|banish) this card (?:from your hand )?to stop (?:an? )?(?:(non-styled|styled"
    r"|non-styled physical|non-styled energy|styled physical|styled energy) attack"
    r"|(?:an|and) attack (from a personality's power))"
    r"(?: instead of as an? (?:attack|action))?",
    first=True,
)
def _stop_kind(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Heroic Jab: "(You may play this card to stop an attack from a personality's POWER instead
    # of as an attack.)"; "a non-Styled attack" fits by the attack's style (attack_start). The
    # compiler's own dual-use phrase reads the physical and energy ones.
    return fx.StopInstead(_kind(m, 2), m.group(1).lower())
