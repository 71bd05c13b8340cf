"""What holds in every toy race state, and what a seat cannot see (for the conformance kit)."""

from __future__ import annotations

from toygame.state import ToyState, Zone, zone_code


def invariant_violations(state: ToyState) -> list[str]:
    """A seat's power is the sum of the cards it played."""
    problems = []
    for seat in range(state.seats):
        played = sum(state.defs[card].value for card in state.cards_in(seat, Zone.PLAYED))
        if state.power[seat] != played:
            problems.append(f"P{seat + 1} has power {state.power[seat]} but played {played}")
    return problems


def hidden_zones(state: ToyState, seat: int) -> list[tuple[int, ...]]:
    """The seat's own deck order; the other seat's hand and deck, as one pool."""
    other = 1 - seat
    return [
        (zone_code(seat, Zone.DECK),),
        (zone_code(other, Zone.HAND), zone_code(other, Zone.DECK)),
    ]
