"""Timings and conditions of Evolution cards: "Whenever one of your attacks causes you to change
levels this combat" (Orange Drain: an attack's own effect advanced or lowered its player's MP,
through anger or directly; stages.attack_changed_level raises the event); "your MP is 2 or more
levels higher than your opponent's MP" (Saiyan Fierce Kick: the MPs' levels compared); "Use
when an Ally enters play under your control during combat and it is the only Ally you control"
(Blue Transportation Drill: the event, then the count of Allies as it holds then)."""

from __future__ import annotations

import re

from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import Trigger, condition, event
from reishi.games.dbz.state import DbzState, Zone


@event(r"one of your attacks causes you to change (?:a )?levels?( this combat)?")
def _attack_changed_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return t[0] == "attack_level" and t[1] == w and (not m.group(1) or state.in_combat)


@condition(r"your mp is (\d+) or more levels? higher than your opponent's mp")
def _levels_higher(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.level(seat) - state.level(1 - seat) >= int(m.group(1))


@event(r"an ally enters play under your control( during combat)?")
def _ally_enters_yours(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if t[0] != "enters" or t[1] != w or (m.group(1) and not state.in_combat):
        return False
    return bool(state.defs[t[2]].type is CardType.ALLY)


@condition(r"it is the only ally you control")
def _only_ally(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "it": the Ally the timing saw enter play under your control, so it is one of them.
    return len(state.cards_in(seat, Zone.ALLIES)) == 1
