"""What holds in every Bleach state, and what a seat cannot see (for the conformance kit).

The kit (``reishi.testing.conformance``) checks the engine's own invariants of every card
and zone; these are the Bleach TCG's on top, read from the state alone.
"""

from __future__ import annotations

from reishi.engine.state import NOWHERE
from reishi.games.bleach.state import IN_PLAY_ZONES, ZONE_COUNT, BleachState, Zone, zone_code

_HOSTS = (Zone.PARTY, Zone.GUARDIAN)


def invariant_violations(state: BleachState) -> list[str]:
    """Depleted only in play, attachments on a character in play, power never negative."""
    problems = []
    if min(state.power) < 0:
        problems.append(f"a guardian's power is negative: {state.power}")
    for card, code in enumerate(state.zone):
        kind = code % ZONE_COUNT
        if kind not in IN_PLAY_ZONES and state.depleted[card]:
            problems.append(f"#{card} is depleted outside play (RB: Deplete)")
        host = state.attached_to[card]
        if kind == Zone.ATTACHED:
            if host == NOWHERE or state.zone[host] % ZONE_COUNT not in _HOSTS:
                problems.append(f"#{card} is attached to #{host}, which is no character in play")
        elif host != NOWHERE:
            problems.append(f"#{card} is not attached but points at #{host}")
    return problems


def hidden_zones(state: BleachState, seat: int) -> list[tuple[int, ...]]:
    """ARD: Common Knowledge — the other hand and deck as one pool, its side deck, deck orders."""
    other = 1 - seat
    return [
        (zone_code(seat, Zone.DECK),),
        (zone_code(other, Zone.HAND), zone_code(other, Zone.DECK)),
        (zone_code(other, Zone.SIDE),),
    ]
