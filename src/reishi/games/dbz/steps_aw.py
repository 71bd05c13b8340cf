"""Interpreter steps of Awakening and Heroes and Villains families: a floating permission for
the rest of combat ("For the remainder of combat your Allies can make actions regardless of
your MP's power stage": DBZ RB: Allies During Combat, lifted by the card), and a damage modifier
replaced by its card's next sentence ("If you discarded a Dragon Ball, they deal +3 stages
instead"), and a discard replaced by a reveal ("The next time one of your effects requires you
to discard a card from your hand this combat, you may reveal it instead").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.state import DbzState, Floating


def _ex_allies_act(state: DbzState, e: fx.AlliesActThisCombat, ctx: Ctx) -> None:
    # Read by basics.ally_may_act for the player's Allies until combat ends.
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_modifier_instead(state: DbzState, e: fx.ModifierInstead, ctx: Ctx) -> None:
    # The modifier the sentence before floated from this card ("they"): its amounts replaced,
    # its kind and duration kept. None made (the cost unpaid): nothing to replace.
    for index in range(len(state.floating) - 1, -1, -1):
        f = state.floating[index]
        if (
            f.source == ctx.source
            and f.seat == ctx.seat
            and isinstance(f.effect, fx.AttackModifier)
        ):
            effect = msgspec.structs.replace(f.effect, stages=e.stages, life_cards=e.life_cards)
            state.floating[index] = msgspec.structs.replace(f, effect=effect)
            return
    state.last_done = False


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.AlliesActThisCombat: _ex_allies_act,
    fx.ModifierInstead: _ex_modifier_instead,
}
