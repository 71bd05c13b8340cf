"""Determinisation: one possible truth behind what a seat knows (for search agents).

SD: THE BATTLEFIELD — a seat cannot see the other hand, nor the order of either deck.
Decklists are taken as known (registered decks), so the other hand and deck hold a known
multiset and only their split and order are re-dealt (invariants.hidden_zones). Cards the
seat saw go into the other hand are treated as unknown again: the sample forgets, which
loses information but never leaks any.
"""

from __future__ import annotations

from reishi.engine.hidden import resample
from reishi.engine.rng import Rng
from reishi.games.soul_deck.invariants import hidden_zones
from reishi.games.soul_deck.state import SoulDeckState


def determinize(state: SoulDeckState, seat: int, rng: Rng) -> SoulDeckState:
    """A clone of ``state`` with everything ``seat`` cannot know re-sampled from ``rng``."""
    new: SoulDeckState = state.clone()
    resample(new, seat, hidden_zones(new, seat), rng)
    return new
