"""The opponent choosing a card in the player's hand: "Your opponent looks at your hand and
chooses a card. Discard that card." (fx.OpponentChoosesFromHand; Saiyan Face Off).

Looking at a hand shows it to the one who looks only (a Revealed event for his seat); the card
he chooses is "that card" of the sentences after (``DbzState.chosen``, as "look at your
opponent's hand and choose a card" sets it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import CRD_EFFECTS, Ctx, choose_card, seat_name
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


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.OpponentChoosesFromHand: _ex_opponent_chooses
}
