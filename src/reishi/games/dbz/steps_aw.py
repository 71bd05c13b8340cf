"""Interpreter steps of Awakening and Heroes and Villains families: a floating permission for
the rest of combat ("For the remainder of combat your Allies can make actions regardless of
your MP's power stage": DBZ RB: Allies During Combat, lifted by the card).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.state import DbzState, Floating


def _ex_allies_act(state: DbzState, e: fx.AlliesActThisCombat, ctx: Ctx) -> None:
    # Read by basics.ally_may_act for the player's Allies until combat ends.
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.AlliesActThisCombat: _ex_allies_act,
}
