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
from reishi.games.dbz.grammar_steps import rearrange as rearrange_pile
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


def _ex_looked_to_bottom(state: DbzState, e: fx.LookedToBottom, ctx: Ctx) -> None:
    looked = tuple(c for c in state.last_moved if state.zone_of(c) is Zone.LIFE)
    if not looked:
        state.last_done = False
        return
    _ask_bottom(state, ctx.seat, looked, e.rearrange_top)


def _ask_bottom(state: DbzState, chooser: int, looked: tuple[int, ...], rearrange: bool) -> None:
    """Which looked-at card goes to the bottom next (each under the ones sent before), or
    none: the rest stay on top (DBZ RB: Game Zones — the Life Deck is face down: the labels
    name cards only the chooser sees, flow.apply_action keeps them private)."""
    options = [*looked, -1]
    labels = [f"{title(state, c)} to the bottom" for c in looked] + ["no more: keep the rest"]
    prompt = "Put which looked-at card at the bottom of its Life Deck?"
    choose(state, "looked_bottom", chooser, prompt, options, labels, (chooser, looked, rearrange))


def _picked_bottom(state: DbzState, card: int, payload: Any) -> None:
    chooser, looked, rearrange = payload
    rest = tuple(c for c in looked if c != card)
    if card >= 0:
        move(state, card, state.owner[card], Zone.LIFE, bottom=True)
        # Seen by both players: a card goes from the top to the bottom; which one, only its
        # chooser knows (the choice itself is logged privately).
        text = f"{seat_name(chooser)} put a looked-at card at the bottom of the Life Deck"
        log(state, ev.CardMoved, text, CRD_EFFECTS)
        if rest:
            _ask_bottom(state, chooser, rest, rearrange)
            return
    if rearrange and len(rest) > 1:
        # "… on the top …": the cards kept on top go back in the order the player chooses.
        rearrange_pile(state, state.owner[rest[0]], len(rest), chooser, Zone.LIFE)


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.TopOfLifeDeckBonus: _ex_top_bonus,
    fx.ShuffleLifeDeck: _ex_shuffle_life,
    fx.RevealBottom: _ex_reveal_bottom,
    fx.PlaceRemainingInOrder: _ex_remaining_in_order,
    fx.LookedToBottom: _ex_looked_to_bottom,
}

# The handlers of a picked value of this module, merged by flow.py.
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "place_in_order": _picked_in_order,
    "looked_bottom": _picked_bottom,
}
