"""What holds in every Soul Deck state, and what a seat cannot see (for the conformance kit).

The kit (``reishi.testing.conformance``) checks the engine's own invariants of every card
and zone; these are the Soul Deck's on top, read from the state alone.
"""

from __future__ import annotations

from reishi.engine.state import NOWHERE
from reishi.games.soul_deck.decisions import MAX_HAND
from reishi.games.soul_deck.ops import SLOTS, stat
from reishi.games.soul_deck.state import IN_PLAY, SoulDeckState, Zone, zone_code


def invariant_violations(state: SoulDeckState) -> list[str]:
    """Exhaustion, damage and attachments only in play; slots never overfull; one Field."""
    problems = []
    for card in range(len(state.zone)):
        zone = state.zone_of(card)  # not Zone(code): that enum call was a sixth of a fuzzed game
        if zone not in IN_PLAY and state.exhausted[card]:
            problems.append(f"#{card} is exhausted outside play")
        if zone is not Zone.CHARACTERS and state.damage[card]:
            problems.append(f"#{card} has damage outside the Character Zone")
        host = state.attached_to[card]
        if host != NOWHERE and not (
            zone is Zone.SUPPORT
            and state.zone_of(host) is Zone.CHARACTERS
            and state.controller[host] == state.controller[card]
        ):
            problems.append(f"#{card} is attached to #{host}, which is no character of its side")
    for seat in (0, 1):
        characters = state.cards_in(seat, Zone.CHARACTERS)
        gear = [c for c in state.cards_in(seat, Zone.SUPPORT) if not state.info[c].is_energy]
        if len(characters) > SLOTS or len(gear) > SLOTS:
            problems.append(f"P{seat + 1} fills more than {SLOTS} slots (SD: THE BATTLEFIELD)")
        # A character with as much damage as its Genryu was destroyed (SD: COMBAT).
        lethal = [c for c in characters if state.damage[c] >= stat(state, c, "genryu")]
        if lethal and not state.is_over:
            problems.append(f"P{seat + 1} has a character with lethal damage in play")
    if sum(len(state.cards_in(s, Zone.FIELD)) for s in (0, 1)) > 1:
        problems.append("more than one Field is in play")
    if not state.stack and any(state.cards_in(s, Zone.STACK) for s in (0, 1)):
        problems.append("a card waits on an empty stack")
    d = state.decision
    if d is not None and d.kind == "main" and not state.is_over:
        if state.phase not in ("Main 1", "Main 2") or state.stack:
            problems.append(f"a main decision in {state.phase} with the stack not empty")
        if len(state.cards_in(1 - d.seat, Zone.HAND)) > MAX_HAND:
            problems.append(f"P{2 - d.seat} kept over {MAX_HAND} cards (SD: TURN PHASES)")
    return problems


def hidden_zones(state: SoulDeckState, seat: int) -> list[tuple[int, ...]]:
    """SD: Deck Zone — the other hand and deck as one pool, every deck's order (face down)."""
    other = 1 - seat
    return [
        (zone_code(seat, Zone.DECK),),
        (zone_code(other, Zone.HAND), zone_code(other, Zone.DECK)),
    ]
