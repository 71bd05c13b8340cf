"""Shared DBZ card views always equal freshly built ones (REISHI_CHECK_CACHES)."""

from __future__ import annotations

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
