"""The opponent choosing: a card in the player's hand ("Your opponent looks at your hand and
chooses a card. Discard that card.": fx.OpponentChoosesFromHand; Saiyan Face Off), or what he
does ("Your opponent pays 5 stages or discards a card from his hand": fx.OpponentChoice; Black
Barrage; the "choice" answer of grammar_steps resolves the option he picks).

Looking at a hand shows it to the one who looks only (a Revealed event for his seat); the card
he chooses is "that card" of the sentences after (``DbzState.chosen``, as "look at your
opponent's hand and choose a card" sets it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import CRD_EFFECTS, Ctx, choose, choose_card, seat_name
from reishi.games.dbz.state import DbzState, Zone


def _ex_opponent_chooses(state: DbzState, e: fx.OpponentChoosesFromHand, ctx: Ctx) -> None:
    looker = 1 - ctx.seat
    hand = state.cards_in(ctx.seat, Zone.HAND)
    names = ", ".join(state.defs[c].title for c in hand) or "nothing"
    state.record(
        ev.Revealed(
            seat=looker,
            text=f"{seat_name(looker)} looked at {seat_name(ctx.seat)}'s hand: {names}",
            rule=CRD_EFFECTS,
            visible_to=looker,
        )
    )
    state.chosen = -1
    if not hand:
        state.last_done = False
        return
    choose_card(state, "chosen", looker, f"Choose a card in {seat_name(ctx.seat)}'s hand", hand)


def _can_do(state: DbzState, seat: int, effect: fx.Effect) -> bool:
    """Whether the seat can do an option of an opponent's choice (a cost he cannot pay, or a
    discard from an empty hand, is no choice: DBZ RB: Glossary — Pay)."""
    if isinstance(effect, fx.PayStages):
        return state.stage[state.mp(seat)] >= effect.amount
    if isinstance(effect, fx.DiscardFromHand):
        return len(state.cards_in(seat, Zone.HAND)) >= effect.count
    return True


def _ex_opponent_choice(state: DbzState, e: fx.OpponentChoice, ctx: Ctx) -> None:
    chooser = 1 - ctx.seat
    own = Ctx(chooser, ctx.source, ctx.in_attack)  # each option is his own doing
    doable = [i for i, option in enumerate(e.options) if _can_do(state, chooser, option)]
    if not doable:
        state.last_done = False
        return
    labels = [e.labels[i] if len(e.labels) == len(e.options) else f"option {i + 1}" for i in doable]
    options = tuple(e.options[i] for i in doable)
    values = list(range(len(options)))
    choose(state, "choice", chooser, "Choose one effect", values, labels, (options, own))


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.OpponentChoosesFromHand: _ex_opponent_chooses,
    fx.OpponentChoice: _ex_opponent_choice,
}
