"""Timings of the pool's later families, registered with ``conditions.event``.

"Use after performing a successful Styled physical attack" (Orange Scorn) is the timing "you
perform a successful Styled physical attack" written with the player left out: the same
"success" trigger of the attacking player's attack (attacks._run_atk_hit), of that kind.
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, card_matches, event
from reishi.games.dbz.state import DbzState


@event(r"performing an? (successful )?((?:styled |non-styled |physical |energy |named )*)attack")
def _e_performing(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    kind = "success" if m.group(1) else "attack"
    if str(t[0]) != kind or t[1] != w or t[2] < 0:
        return False
    words = (m.group(2) or "").strip()
    return not words or card_matches(state, t[2], words + " card")
