"""Shared DBZ card views always equal freshly built ones (REISHI_CHECK_CACHES)."""

from __future__ import annotations

import msgspec
import pytest

from reishi.engine import caches
from reishi.engine.game import new_game
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


def test_a_stale_kept_card_view_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card's kept view (state.views, shared by clones) is compared with a fresh one."""
    game = new_game("dbz", None, 1)
    game.view(0)
    state = game.state
    card = next(c for c, kept in enumerate(state.views) if kept is not None)
    assert game.clone().state.views is state.views  # printed data: shared, not copied
    state.views[card] = msgspec.structs.replace(state.views[card], title="Not This Card")
    game.view(0)  # unchecked, the kept view is used as it is
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="stale cache dbz card view"):
        game.view(0)
