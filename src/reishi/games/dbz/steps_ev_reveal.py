"""Revealing a card instead of discarding it from the hand: "The first time each combat one of
your card effects requires you to discard 1 card from your hand, you may reveal that card
instead" (Vegeta - Calculating, a constant) and "The next time one of your effects requires you
to discard a card from your hand this combat, you may reveal it instead" (Black Dispel, for the
combat). moves.discard_by_effect asks here first; the choice is flow.PICKED["reveal_instead"]
(steps_ev), which reveals the card (it stays in the hand) or discards it as before."""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import choose, constants, log_combat, title
from reishi.games.dbz.state import DbzState


def offer_reveal_instead(state: DbzState, card: int, by: int) -> bool:
    """Whether the owner of ``card`` is asked to reveal it instead of the discard ``by``'s
    effect requires (the choice is then pending)."""
    seat = state.owner[card]
    offered = False
    if state.in_combat:
        for source, effect in constants(state, seat):
            if not (isinstance(effect, fx.RevealInsteadOfDiscard) and effect.first_each_combat):
                continue
            if effect.by_you and by != seat:
                continue  # "one of your card effects": the opponent's is not that time
            key = (seat, f"discard required {source}")
            if key in state.combat_log:
                continue  # only the first time each combat, revealed or not
            log_combat(state, seat, key[1])
            offered = True
    for floating in state.floating:
        effect = floating.effect
        if (
            isinstance(effect, fx.RevealInsteadOfDiscard)
            and floating.seat == seat
            and (not effect.by_you or by == seat)
        ):
            # "The next time …": this discard is that time, revealed or not.
            state.floating = [f for f in state.floating if f is not floating]
            offered = True
            break
    if not offered:
        return False
    choose(
        state,
        "reveal_instead",
        seat,
        f"{title(state, card)} would be discarded: reveal it instead?",
        [1, 0],
        ["reveal it instead", "discard it"],
        (card, by),
    )
    return True
