"""Condition families of Vengeance, Perfection, Promos and The Movie Collection: the words of a
card's own rules ("If your MP's power level is 0, you may play this card from your hand as an
action").
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, condition, condition_holds, event
from reishi.games.dbz.state import DbzState


@condition(r"your mp's power level is 0|the power level of your mp is 0")
def _c_own_zero(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # DBZ RB: Glossary — Power Level: the rating of the MP's current stage.
    return state.power_level(state.mp(seat)) == 0


@condition(r"this attack did not deal critical damage")
def _c_this_attack_no_crit(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Turles' Energy Ring's HIT: read from "this attack dealt critical damage" (DBZ RB: Critical
    # Damage), for this seat's own attack being resolved.
    attack = state.attack
    if attack is None or attack.seat != seat:
        return False
    return not condition_holds(state, seat, "this attack dealt critical damage")


@event(
    r"you control (more than \d+|\d+ or more|an?) ((?:styled |non-styled )?"
    r"(?:drills?|setups?|allies|ally))"
)
def _e_control_count(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # "Banish this card when you control more than 4 Drills" (Orange Dressing Room): what a
    # player controls grows only as a card enters play under his control, so the count is
    # checked then (DBZ CRD: Timing — Special timings: the effect happens when the event does).
    if t[0] != "enters" or t[1] != w:
        return False
    return condition_holds(state, w, f"you control {m.group(1)} {m.group(2)}")
