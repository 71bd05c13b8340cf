"""Determinisation: one possible truth behind what a seat knows (for search agents).

DBZ RB: Game Zones — a seat cannot see the other hand, nor the order of either Life Deck.
Decklists are taken as known (registered decks), so the other hand and Life Deck hold a
known multiset and only their split and order are re-dealt (invariants.hidden_zones); a
hand played revealed (a Hand Revealed effect) keeps its cards. Cards the seat saw go into
the other hand are treated as unknown again: the sample forgets, never leaks.
"""

from __future__ import annotations

from reishi.engine.hidden import orders_only, resample
from reishi.engine.rng import Rng
from reishi.games.dbz.basics import hand_revealed
from reishi.games.dbz.invariants import hidden_zones
from reishi.games.dbz.state import DbzState


def determinize(state: DbzState, seat: int, rng: Rng) -> DbzState:
    """A clone of ``state`` with everything ``seat`` cannot know re-sampled from ``rng``."""
    new: DbzState = state.clone()
    groups = hidden_zones(new, seat)
    if hand_revealed(new, 1 - seat):
        groups = orders_only(groups)  # the revealed hand is known; hidden piles reshuffled
    resample(new, seat, groups, rng)
    return new
