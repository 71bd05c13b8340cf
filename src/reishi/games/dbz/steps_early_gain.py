"""Attacks gaining an effect for the rest of combat (fx.AttacksGainThisCombat): "all other
attacks you perform this combat gain 'HIT: Rejuvenate 1.'" (Namekian Energy Toss).

DBZ RB: Glossary — Effects: a floating effect lasts for the time it names; attack_start.gained
reads it like a constant "Your attacks gain …" of its player while combat lasts, for the
attacks begun after it (the attack making it is under way already).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.state import DbzState, Floating


def _ex_gain_this_combat(state: DbzState, e: fx.AttacksGainThisCombat, ctx: Ctx) -> None:
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def floating_gains(state: DbzState, seat: int, card: int) -> list[tuple[int, fx.Effect]]:
    """The seat's floating "attacks gain …" effects that apply to an attack of ``card``, as
    the constant each one reads like."""
    return [
        (f.source, fx.AttacksGain(f.effect.which, f.effect.effects))
        for f in state.floating
        if f.seat == seat
        and isinstance(f.effect, fx.AttacksGainThisCombat)
        and not (f.effect.others and f.source == card)
    ]


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.AttacksGainThisCombat: _ex_gain_this_combat
}
