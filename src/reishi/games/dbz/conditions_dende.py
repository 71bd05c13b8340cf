"""Timings of Dragon Balls and other cards attached to the Main Personality, registered with
``conditions.event``."""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, event
from reishi.games.dbz.state import DbzState

WOULD_CAPTURE = "would_capture"  # (kind, owner, Dragon Ball): raised before the capture moves it
WOULD_END_COMBAT = "would_end_combat"  # (kind, seat of the effect, -1): before combat ends


@event(r"a dragon ball you own would be captured")
def _e_would_capture(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Dende - Alarmed: offered after the capturing player picks the Dragon Ball and before it
    # changes sides (steps_dende_balls.capture_window), so "Cancel that effect" can stop it.
    return t[0] == WOULD_CAPTURE and state.owner[t[2]] == w


@event(r"a card effect would end combat")
def _e_would_end_combat(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Saiyan Interruption: offered before an effect's "End combat" ends it, by either player
    # (steps_dende_would.end_combat).
    return bool(t[0] == WOULD_END_COMBAT)
