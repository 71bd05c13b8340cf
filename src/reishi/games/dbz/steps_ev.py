"""Interpreter steps of Evolution's families: card rules read where they apply, which resolve as
nothing (an attack an Ally may perform: combat_steps reads it when offering the attack); "the
next time … you may reveal it instead", floating for the combat, and the choice to reveal a card
instead of discarding it (steps_ev_reveal)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import CRD_EFFECTS, Ctx, log, seat_name, title
from reishi.games.dbz.moves import discard_by_effect
from reishi.games.dbz.resolution import ex_nothing
from reishi.games.dbz.state import DbzState, Floating


def _ex_reveal_instead(state: DbzState, e: fx.RevealInsteadOfDiscard, ctx: Ctx) -> None:
    # "The next time … this combat, you may reveal it instead": until used or combat ends.
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _picked_reveal_instead(state: DbzState, value: int, payload: Any) -> None:
    card, by = payload
    if not value:
        discard_by_effect(state, card, by)  # asked once: the discard goes on as before
        return
    seat = state.owner[card]
    log(state, ev.Revealed, f"{seat_name(seat)} revealed {title(state, card)} instead", CRD_EFFECTS)
    state.triggers.append(("revealed", seat, card))


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.AllyMayPerform: ex_nothing,
    fx.OnlyOneInPlay: ex_nothing,
    fx.NotSearchable: ex_nothing,
    fx.RevealInsteadOfDiscard: _ex_reveal_instead,
}
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "reveal_instead": _picked_reveal_instead,
}
