"""Timings of Dragon Balls attached to the Main Personality, registered with
``conditions.event``."""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, event
from reishi.games.dbz.state import DbzState

WOULD_CAPTURE = "would_capture"  # (kind, owner, Dragon Ball): raised before the capture moves it


@event(r"a dragon ball you own would be captured")
def _e_would_capture(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Dende - Alarmed: offered after the capturing player picks the Dragon Ball and before it
    # changes sides (steps_dende_balls.capture_window), so "Cancel that effect" can stop it.
    return t[0] == WOULD_CAPTURE and state.owner[t[2]] == w
