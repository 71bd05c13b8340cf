"""Interpreter steps of the pool's later families: a card drawn from the bottom of the Life
Deck and revealed (DBZ RB: Game Zones — a revealed card is shown to both players), and chosen
cards that lose all effects this combat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.engine.events import CardDrawn
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import CRD_EFFECTS, Ctx, log, move, seat_name, title
from reishi.games.dbz.state import DbzState, Floating, Zone


def _ex_draw_bottom_revealed(state: DbzState, e: fx.DrawBottomRevealed, ctx: Ctx) -> None:
    life = state.cards_in(ctx.seat, Zone.LIFE)
    if not life:
        state.last_done = False
        return
    card = life[0]
    move(state, card, ctx.seat, Zone.HAND)
    name = state.defs[card].title
    state.record(
        CardDrawn(seat=ctx.seat, card=card, title=name, rule=CRD_EFFECTS, visible_to=ctx.seat)
    )
    log(state, ev.Revealed, f"{seat_name(ctx.seat)} revealed {title(state, card)}", CRD_EFFECTS)
    state.triggers.append(("revealed", ctx.seat, card))
    state.chosen = card  # "If that card is a Dragon Ball, …"


def _ex_chosen_lose_effects(state: DbzState, e: fx.ChosenLoseEffects, ctx: Ctx) -> None:
    cards = tuple(c for c in state.picked if state.zone[c] >= 0)
    if not cards:
        state.last_done = False
        return
    lost = fx.ChosenLoseEffects(cards)
    state.floating.append(Floating(ctx.seat, ctx.source, lost, "combat", state.turn))
    names = ", ".join(title(state, c) for c in cards)
    log(state, ev.RuleApplied, f"{names} lose all effects this combat", CRD_EFFECTS)


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.DrawBottomRevealed: _ex_draw_bottom_revealed,
    fx.ChosenLoseEffects: _ex_chosen_lose_effects,
}
