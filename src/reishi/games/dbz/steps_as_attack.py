"""Interpreter step: an attack's base damage replaced ("If the personality performing this attack
has a higher power level than the defending personality, this attack's base damage is 7 stages
instead"): the attack in progress reads the new DAMAGE line, and its modifiers still add to it
(DBZ RB: Damage Summary — base damage, then modifiers).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import Ctx, log
from reishi.games.dbz.state import DbzState


def _ex_base_damage(state: DbzState, e: fx.BaseDamageInstead, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or attack.seat != ctx.seat:
        state.last_done = False  # only the attack this card performs
        return
    attack.base_damage = e.damage
    log(
        state,
        ev.RuleApplied,
        "the attack's base damage is replaced",
        "DBZ RB: Damage Summary",
        seat=ctx.seat,
    )


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.BaseDamageInstead: _ex_base_damage,
}
