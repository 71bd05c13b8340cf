"""Timings and conditions of Evolution cards: "Whenever one of your attacks causes you to change
levels this combat" (Orange Drain: an attack's own effect advanced or lowered its player's MP,
through anger or directly; stages.attack_changed_level raises the event); "your MP is 2 or more
levels higher than your opponent's MP" (Saiyan Fierce Kick: the MPs' levels compared)."""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, condition, event
from reishi.games.dbz.state import DbzState


@event(r"one of your attacks causes you to change (?:a )?levels?( this combat)?")
def _attack_changed_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return t[0] == "attack_level" and t[1] == w and (not m.group(1) or state.in_combat)


@condition(r"your mp is (\d+) or more levels? higher than your opponent's mp")
def _levels_higher(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.level(seat) - state.level(1 - seat) >= int(m.group(1))
