"""Shared DBZ card views always equal freshly built ones (REISHI_CHECK_CACHES)."""

from __future__ import annotations

import msgspec
import pytest

from reishi.engine import caches
from reishi.engine.game import new_game
from reishi.games.dbz import viewing
from reishi.games.dbz.state import Zone
from reishi.sim.playout import new_agents


def test_shared_card_views_match_fresh_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    for seed in range(3):
        game = new_game("dbz", None, seed)
        players = new_agents(["random", "random"], seed, game="dbz")
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            game.view(seat)
            game.apply(players[seat].choose(None, game.legal_actions()))


def test_a_stale_shared_card_view_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card's shared view while attached to nothing is compared with a fresh one."""
    game = new_game("dbz", None, 1)
    game.view(0)
    state = game.state
    card = next(c for c in state.cards_in(0, Zone.HAND) if state.defs[c].power_stages == ())
    defn, kept = viewing._UNATTACHED[card]
    assert defn is state.defs[card]
    monkeypatch.setitem(
        viewing._UNATTACHED, card, (defn, msgspec.structs.replace(kept, title="Not This Card"))
    )
    monkeypatch.setattr(caches, "CHECK", False)  # as in play, whatever the environment says
    hand = game.view(0).players[0].hand
    assert hand is not None and "Not This Card" in [c.title for c in hand]  # used unchecked
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="stale cache dbz card view"):
        game.view(0)
