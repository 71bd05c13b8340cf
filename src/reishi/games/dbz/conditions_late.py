"""Condition families of Vengeance, Perfection, Promos and The Movie Collection: the words of a
card's own rules ("If your MP's power level is 0, you may play this card from your hand as an
action").
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import condition, condition_holds
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
