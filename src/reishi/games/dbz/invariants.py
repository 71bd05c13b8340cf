"""What holds in every DBZ state, and what a seat cannot see (for the conformance kit).

The kit (``reishi.testing.conformance``) checks the engine's own invariants of every card
and zone; these are the DBZ TCG's on top, read from the state alone.
"""

from __future__ import annotations

from reishi.games.dbz.basics import CARD_HOSTS, hand_revealed
from reishi.games.dbz.state import OWNED_ONLY, DbzState, Zone, zone_code

MAX_STAGE = 10  # DBZ RB: Power Stages — a personality's power stages run from 0 to 10


def invariant_violations(state: DbzState) -> list[str]:
    """Stages within 0-10, one Main Personality in play each, nobody's cards in others' piles."""
    problems = [
        f"#{card} is at stage {stage}"
        for card, stage in enumerate(state.stage)
        if not 0 <= stage <= MAX_STAGE
    ]
    problems += _attachment_problems(state)
    for seat in (0, 1):
        if len(state.cards_in(seat, Zone.MP)) != 1:
            problems.append(f"P{seat + 1} has {len(state.cards_in(seat, Zone.MP))} MPs in play")
        # DBZ CRD: General — Legal zones: cards you do not own never enter these zones of yours.
        for zone in OWNED_ONLY:
            for card in state.cards_in(seat, zone):
                if state.owner[card] != seat:
                    problems.append(f"#{card} is in P{seat + 1}'s {zone.name} but not theirs")
    return problems


_ATTACHABLE = frozenset({Zone.ATTACHED, Zone.DRAGON_BALLS})  # a Dragon Ball attached to the MP
_HOSTS = frozenset({Zone.MP, *CARD_HOSTS})  # a personality, or a card (moves.attach)


def _attachment_problems(state: DbzState) -> list[str]:
    """DBZ RB: Glossary — Attached Cards: every attached card sits on a personality in play
    (the MP's current level) or on a card in play (a Drill, Setup, Ally or Dragon Ball), and a
    card attached to nothing is in no attached zone."""
    problems = []
    for card, host in enumerate(state.attached_to):
        zone = state.zone_of(card)
        if host < 0:
            if zone is Zone.ATTACHED and state.zone[card] >= 0:
                problems.append(f"#{card} is an attached card attached to nothing")
        elif zone not in _ATTACHABLE:
            problems.append(f"#{card} is attached to #{host} from its {zone.name}")
        elif state.zone_of(host) not in _HOSTS:
            where = state.zone_of(host).name
            problems.append(f"#{card} is attached to #{host}, which is not in play ({where})")
    return problems


def hidden_zones(state: DbzState, seat: int) -> list[tuple[int, ...]]:
    """DBZ RB: Game Zones — the other hand and Life Deck as one pool, every Life Deck's order.

    A hand a card reveals ("plays with the hand revealed") is not hidden while it lasts.
    """
    other = 1 - seat
    if hand_revealed(state, other):
        return [(zone_code(seat, Zone.LIFE),), (zone_code(other, Zone.LIFE),)]
    return [
        (zone_code(seat, Zone.LIFE),),
        (zone_code(other, Zone.HAND), zone_code(other, Zone.LIFE)),
    ]
