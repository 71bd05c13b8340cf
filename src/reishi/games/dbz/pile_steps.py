"""Interpreter steps of the Life Deck family: shuffling a Life Deck, revealing its bottom card
(DBZ RB: Game Zones — Life Deck; DBZ CRD: General — Shuffle after search)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import CRD_EFFECTS, Ctx, log, seat_name, target_seat
from reishi.games.dbz.state import DbzState, Zone


def _ex_shuffle_life(state: DbzState, e: fx.ShuffleLifeDeck, ctx: Ctx) -> None:
    # The shuffle runs as the searches' shuffle does (resolution: "shuffle_life" frame).
    state.frames.append(("shuffle_life", target_seat(e.who, ctx)))


def _ex_reveal_bottom(state: DbzState, e: fx.RevealBottom, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    life = state.cards_in(seat, Zone.LIFE)
    if not life:
        state.last_moved = ()
        state.last_done = False
        return
    bottom = life[0]  # a pile's first card is its bottom (state.cards_in)
    state.last_moved = (bottom,)  # "the revealed card" of the next sentence
    name = state.defs[bottom].title
    log(state, ev.Revealed, f"{seat_name(seat)} revealed the bottom card: {name}", CRD_EFFECTS)


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.ShuffleLifeDeck: _ex_shuffle_life,
    fx.RevealBottom: _ex_reveal_bottom,
}
