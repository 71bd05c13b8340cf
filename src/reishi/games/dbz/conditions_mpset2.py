"""Timings of the Main Personality sets' later families, registered with ``conditions.event``."""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, event
from reishi.games.dbz.state import DbzState


@event(r"you use an? named card")
def _e_use_named(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Hercule - In Action: a Named card (a character's name in its title, DBZ RB: Making a
    # Deck) its player plays, uses again, or whose Power he uses.
    if t[0] not in ("played", "used") or t[1] != w or t[2] < 0:
        return False
    return state.kit.info(state.defs[t[2]]).named is not None
