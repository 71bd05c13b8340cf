"""Where a used card goes, decided as it resolves ("If you do, banish this card after use":
fx.AfterUseThis; moves.finish_card reads it), and cards played from the hand by an effect
("You may play a Drill from your hand to end combat": fx.PlayFromHand).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, choose
from reishi.games.dbz.basics import title as card_title
from reishi.games.dbz.conditions import card_matches
from reishi.games.dbz.moves import placeable
from reishi.games.dbz.resolution import play_found
from reishi.games.dbz.state import DbzState, Floating, Zone


def _ex_after_use(state: DbzState, e: fx.AfterUseThis, ctx: Ctx) -> None:
    """The card in use goes to ``e.to`` after this use (DBZ CRD: Order of effects); with
    ``of_attack``, the attack card a defence answers (Enhanced Reflexes)."""
    card = ctx.source
    if e.of_attack:
        attack = state.attack
        card = attack.card if attack is not None and attack.source_kind == "card" else -1
    if card < 0 or state.zone_of(card) is not Zone.PLAYING:
        state.last_done = False  # not a card being used now: nothing to decide
        return
    state.floating.append(Floating(ctx.seat, ctx.source, e, f"use {card}", state.turn))


def _playable(state: DbzState, e: fx.PlayFromHand, seat: int) -> list[int]:
    return [
        c
        for c in state.cards_in(seat, Zone.HAND)
        if card_matches(state, c, e.what) and placeable(state, seat, c)
    ]


def _ex_play_from_hand(state: DbzState, e: fx.PlayFromHand, ctx: Ctx) -> None:
    state.last_moved = ()
    _next_play(state, e, ctx, e.count)


def _next_play(state: DbzState, e: fx.PlayFromHand, ctx: Ctx, remaining: int) -> None:
    found = _playable(state, e, ctx.seat)
    if remaining <= 0 or not found:
        state.last_done = len(state.last_moved) == e.count
        return
    labels = [card_title(state, c) for c in found]
    choose(state, "mov_play_hand", ctx.seat, "Play which card?", found, labels, (e, ctx, remaining))


def _picked_play(state: DbzState, card: int, payload: Any) -> None:
    e, ctx, remaining = payload
    state.last_moved = (*state.last_moved, card)
    # DBZ CRD: General — Playing vs placing: played as from the hand (a Dragon Ball's effects).
    play_found(state, ctx.seat, card)
    _next_play(state, e, ctx, remaining - 1)


def _ex_prevent_next_action(state: DbzState, e: fx.PreventNextAction, ctx: Ctx) -> None:
    """Until the opponent's next action has been taken (combat_steps._spend_next_action)."""
    if not state.in_combat:
        state.last_done = False
        return
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.AfterUseThis: _ex_after_use,
    fx.PlayFromHand: _ex_play_from_hand,
    fx.PreventNextAction: _ex_prevent_next_action,
}


# The handlers of a picked value of this module, merged by flow.py.
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {"mov_play_hand": _picked_play}
