"""Interpreter steps of the Main Personality sets' records that are card rules, read where
they apply (``basics.power_used`` for OncePerAttack)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.conditions import card_matches
from reishi.games.dbz.moves import placeable
from reishi.games.dbz.resolution import ex_nothing, play_found
from reishi.games.dbz.state import DbzState, Floating, Zone

EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.OncePerAttack: ex_nothing,
    fx.DeckCopies: ex_nothing,  # read when a deck is checked (decks.check_deck)
    fx.DeckExcludes: ex_nothing,
    fx.HandCardAction: ex_nothing,  # offered from the hand (steps_mpset_hand)
    fx.SearchInstead: ex_nothing,  # offered as the opponent searches (steps_mpset_search)
    fx.DoubleRecycle: ex_nothing,  # read by the steps it doubles (steps_mpset_recycle)
}


def _ex_play_moved(state: DbzState, e: fx.PlayMoved, ctx: Ctx) -> None:
    """Play the first such card the sentence before moved, if it is still where it went and
    may be played (DBZ CRD: General — Playing vs placing)."""
    for card in state.last_moved:
        if state.zone_of(card) not in (Zone.BANISHED, Zone.DISCARD):
            continue
        if card_matches(state, card, e.what) and placeable(state, ctx.seat, card):
            play_found(state, ctx.seat, card)
            return


EXEC[fx.PlayMoved] = _ex_play_moved


def _gain_for_attack(state: DbzState, texts: tuple[fx.Effect, ...], ctx: Ctx) -> None:
    """The attack in progress has these texts until it ends (attacks.attack_has_gained)."""
    attack = state.attack
    if attack is None:
        return
    until = f"attack {attack.card}"
    for text in texts:
        state.floating.append(Floating(ctx.seat, attack.card, text, until, state.turn))


def _ex_that_attack_gains(state: DbzState, e: fx.ThatAttackGains, ctx: Ctx) -> None:
    _gain_for_attack(state, e.effects, ctx)


def _ex_hit_if_stopped(state: DbzState, e: fx.HitIfStopped, ctx: Ctx) -> None:
    _gain_for_attack(state, (e,), ctx)


EXEC[fx.ThatAttackGains] = _ex_that_attack_gains
EXEC[fx.HitIfStopped] = _ex_hit_if_stopped
