"""The priority-window cache: checked by recomputation, and a stale one is caught."""

from __future__ import annotations

import pytest

from reishi.engine import caches
from reishi.engine.actions import PassPriority
from reishi.engine.game import Game, new_game
from reishi.games.bleach import events as ev
from reishi.games.bleach import legal
from reishi.games.bleach.legal import instant_actions
from reishi.sim.playout import new_agents, play_to_end


def _play_checked(agent: str, seed: int) -> Game:
    game = new_game("bleach", None, seed)
    play_to_end(game, new_agents([agent, agent], seed, game="bleach"), 5_000)
    return game


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_every_cached_answer_matches_a_fresh_one(
    agent: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    for seed in range(6):
        assert _play_checked(agent, seed).is_over


def test_a_stale_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    game = new_game("bleach", None, 3)
    while not any(k is not None for k in game.state.instants):
        game.apply(game.legal_actions()[-1])
    seat = next(s for s, kept in enumerate(game.state.instants) if kept is not None)
    game.state.instants[seat] = [PassPriority(), PassPriority()]  # not what the state allows
    with pytest.raises(caches.StaleCacheError, match="stale cache bleach instant actions"):
        instant_actions(game.state, seat)


def test_a_clone_asks_again() -> None:
    game = new_game("bleach", None, 3)
    while not any(k is not None for k in game.state.instants):
        game.apply(game.legal_actions()[-1])
    assert game.clone().state.instants == [None, None]


def test_shared_card_views_match_fresh_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    for seed in range(4):
        game = new_game("bleach", None, seed)
        players = new_agents(["random", "random"], seed, game="bleach")
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            game.view(seat)
            game.view(None)
            game.apply(players[seat].choose(None, game.legal_actions()))


def test_an_answer_outlives_quiet_events_and_not_a_change(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("bleach", None, 3)
    while not any(k is not None for k in game.state.instants):
        game.apply(game.legal_actions()[-1])
    state = game.state
    seat = next(s for s, kept in enumerate(state.instants) if kept is not None)
    kept = state.instants[seat]
    asked: list[int] = []
    respond = legal._respond_options
    monkeypatch.setattr(legal, "_respond_options", lambda st, s: asked.append(s) or respond(st, s))
    # A window opening and a pass change nothing a response depends on: kept.
    state.record(ev.WindowOpened(label="test"))
    state.record(ev.PriorityPassed(seat=seat))
    assert instant_actions(state, seat) is kept
    assert asked == []
    # Any other event may have: asked again.
    state.record(ev.MainStepPassed(seat=state.active))
    assert instant_actions(state, seat) == kept
    assert asked == [seat]
