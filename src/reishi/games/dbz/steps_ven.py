"""Effect steps of Vengeance and Perfection families: "Prevent all damage from the next
non-Styled attack your opponent performs this combat" (fx.PreventNextAttack) floats until that
attack begins; attack_start binds it to the attack, attacks reads it at damage. "This attack
costs -1 stage for each …" (fx.CostPer) is a card rule attack_start reads. "Lower your anger by
any amount" (fx.LowerAngerAny) asks how many levels. "Your next successful attack this combat
gains 'HIT: …'" (fx.NextSuccessfulGains) floats as the prevention does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, choose, target_seat
from reishi.games.dbz.state import DbzState, Floating


def _ex_prevent_next(state: DbzState, e: fx.Effect, ctx: Ctx) -> None:
    # DBZ RB: Glossary — Effects: "this combat" floats until the end of combat.
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_lower_any(state: DbzState, e: fx.LowerAngerAny, ctx: Ctx) -> None:
    # "You may lower your anger by any amount": 1 up to all of it (none: the "may" declined).
    seat = target_seat(e.who, ctx)
    anger = state.anger[seat]
    if anger <= 0:
        state.last_done = False
        return
    amounts = list(range(1, anger + 1))
    labels = [f"lower {n} level(s)" for n in amounts]
    choose(
        state, "lower_anger_any", ctx.seat, "Lower the anger how many levels?", amounts, labels, ctx
    )


def _picked_lower_any(state: DbzState, levels: int, ctx: Any) -> None:
    state.frames.append(("fx", fx.LowerAnger(levels, fx.Who.YOU), ctx))


def _ex_card_rule(state: DbzState, e: fx.Effect, ctx: Ctx) -> None:
    """A card rule read where it applies (fx.CostPer: attack_start.attack_cost): resolving its
    sentence does nothing more."""


# The effect steps of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.PreventNextAttack: _ex_prevent_next,
    fx.CostPer: _ex_card_rule,
    fx.LowerAngerAny: _ex_lower_any,
    fx.NextSuccessfulGains: _ex_prevent_next,
}
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {"lower_anger_any": _picked_lower_any}
