"""Conditions of Vengeance and Perfection cards the grammar lacked: "If your opponent passes in
his last action this combat, …" (Saiyan Crunch), the pass condition in the present tense.

Each condition is registered on import (the compiler imports this module).
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import condition
from reishi.games.dbz.conditions_mpe import PASSED_LAST
from reishi.games.dbz.state import DbzState


@condition(r"your opponent pass(?:es|ed) (?:in|on|as) (?:his|her|their) last action this combat")
def _c_opponent_passes(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Saiyan Crunch: the opponent's latest action this combat was a pass (DBZ RB: The Combat
    Step — a pass is an action; combat_steps keeps the mark until he acts otherwise, and clears
    it when combat is declared, so "this combat" holds with it)."""
    return (1 - seat, PASSED_LAST) in state.combat_log
