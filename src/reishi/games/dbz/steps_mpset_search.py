"""A search one player makes that the other may make instead: "The first time each turn when
your opponent uses an effect to search a Life Deck or discard pile for 1 card, you may search
and choose that card instead of your opponent" (Master Roshi - Barricade).

The card found goes where the searching effect says, for the player whose effect it is; only
who looks and chooses changes (resolution._ex_search asks ``search_taker`` first).
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import constants
from reishi.games.dbz.state import DbzState, Zone

_PILES = frozenset({Zone.LIFE, Zone.DISCARD})
_TAKEN = "search taken over"


def search_taker(state: DbzState, searcher: int, zones: list[Zone]) -> int:
    """The opponent who may search instead of ``searcher`` now (-1 if none). The first such
    search of the turn is the one offered, whether he takes it or not (so it is noted here)."""
    other = 1 - searcher
    if not zones or not set(zones) <= _PILES or (other, _TAKEN) in state.turn_log:
        return -1
    if not any(type(e) is fx.SearchInstead for _, e in constants(state, other)):
        return -1
    state.turn_log = state.turn_log | {(other, _TAKEN)}
    return other
