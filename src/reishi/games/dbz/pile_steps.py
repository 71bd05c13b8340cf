"""Interpreter steps of the Life Deck family: shuffling a Life Deck, revealing its bottom card
(DBZ RB: Game Zones — Life Deck; DBZ CRD: General — Shuffle after search)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    CRD_EFFECTS,
    Ctx,
    choose,
    log,
    move,
    seat_name,
    target_seat,
    title,
)
from reishi.games.dbz.state import DbzState, Floating, Zone


def _ex_shuffle_life(state: DbzState, e: fx.ShuffleLifeDeck, ctx: Ctx) -> None:
    # The shuffle runs as the searches' shuffle does (resolution: "shuffle_life" frame).
    state.frames.append(("shuffle_life", target_seat(e.who, ctx)))


def _ex_reveal_bottom(state: DbzState, e: fx.RevealBottom, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    life = state.cards_in(seat, Zone.LIFE)
    if not life:
        state.last_moved = ()
        state.chosen, state.picked = -1, ()
        state.last_done = False
        return
    bottom = life[0]  # a pile's first card is its bottom (state.cards_in)
    state.last_moved = (bottom,)  # "the revealed card" of the next sentence
    # "If that card is Styled, place it into your hand" (Red Analysis): "that card" too.
    state.chosen, state.picked = bottom, (bottom,)
    name = state.defs[bottom].title
    log(state, ev.Revealed, f"{seat_name(seat)} revealed the bottom card: {name}", CRD_EFFECTS)


def _ex_remaining_in_order(state: DbzState, e: fx.PlaceRemainingInOrder, ctx: Ctx) -> None:
    # The revealed cards still in the Life Deck that the sentence before did not take.
    left = [c for c in state.last_moved if c not in state.picked]
    left = [c for c in left if state.zone_of(c) is Zone.LIFE]
    if not left:
        state.last_done = False
        return
    _place_next(state, e, ctx, tuple(left))


def _place_next(
    state: DbzState, e: fx.PlaceRemainingInOrder, ctx: Ctx, left: tuple[int, ...]
) -> None:
    if len(left) <= 1:
        if left:
            _place(state, e, left[0])
        return
    where = "bottom" if e.to.startswith("bottom") else "top"
    choose(
        state,
        "place_in_order",
        ctx.seat,
        f"Which card goes to the {where} of the Life Deck next?",
        list(left),
        [title(state, c) for c in left],
        (e, ctx, left),
    )


def _picked_in_order(state: DbzState, card: int, payload: Any) -> None:
    e, ctx, left = payload
    _place(state, e, card)
    _place_next(state, e, ctx, tuple(c for c in left if c != card))


def _place(state: DbzState, e: fx.PlaceRemainingInOrder, card: int) -> None:
    # Each card placed goes under (or over) the ones placed before it.
    move(state, card, state.owner[card], Zone.LIFE, bottom=e.to.startswith("bottom"))
    where = "bottom" if e.to.startswith("bottom") else "top"
    log(state, ev.CardMoved, f"a revealed card → {where} of the Life Deck", CRD_EFFECTS)


def _ex_top_bonus(state: DbzState, e: fx.TopOfLifeDeckBonus, ctx: Ctx) -> None:
    # Floats for its duration (turn_steps ends "end next turn" effects at that turn's end).
    state.floating.append(Floating(ctx.seat, ctx.source, e, e.duration, state.turn))


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.TopOfLifeDeckBonus: _ex_top_bonus,
    fx.ShuffleLifeDeck: _ex_shuffle_life,
    fx.RevealBottom: _ex_reveal_bottom,
    fx.PlaceRemainingInOrder: _ex_remaining_in_order,
}

# The handlers of a picked value of this module, merged by flow.py.
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "place_in_order": _picked_in_order,
}
