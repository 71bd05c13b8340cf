"""Condition families of The Movie Collection, Promos and Set 1: an attack lowering its own
player's anger ("Whenever one of your attacks lowers your anger": Red Maneuvering Drill). The
amount an effect lowered ("X = 2 times the amount lowered", "X = the amount of anger lowered")
is conditions_ven's X, counted per action by steps_ven_anger.
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, event
from reishi.games.dbz.state import DbzState


@event(r"one of your attacks lowers your anger")
def _e_attack_lowers_anger(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # The lowering's source is the attack under way of the watcher (stages.change_anger
    # raises ("anger_down", seat, source)).
    attack = state.attack
    return (
        t[0] == "anger_down"
        and t[1] == w
        and attack is not None
        and attack.seat == w
        and t[2] == attack.card
    )
