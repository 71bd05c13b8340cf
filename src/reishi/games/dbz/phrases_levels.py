"""Phrase family: Drills kept in play when a personality changes levels.

DBZ RB: Card Types — Drills: a player's Drills are discarded when his MP changes levels. Card
rules keep them: "This Drill is not discarded when you advance a level" (the Drill itself)
and, on a personality level, "Your Drills are not discarded when advancing from this level"
(every Drill, when that level is the one left; stages.change_level reads both).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()


def _this_drill_kept(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "This Drill is not discarded when you advance a level"."""
    return fx.NotDiscardedOnLevel()


PHRASES.append(
    (
        r"this (?:drill|card) is not discarded when (?:you advance|advancing) (?:a )?levels?",
        _this_drill_kept,
        True,
    )
)


def _drills_kept_from_level(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Your Drills are not discarded when advancing from this level" (a personality's)."""
    return fx.DrillsKeptFromThisLevel()


PHRASES.append(
    (
        r"your drills are not discarded when (?:you advance|advancing) from this level",
        _drills_kept_from_level,
        True,
    )
)
