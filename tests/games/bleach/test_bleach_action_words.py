"""The words of a real choice: kept per layout of the cards, the same as worded afresh."""

from __future__ import annotations

import pytest

from reishi.engine import caches
from reishi.engine.actions import Choose
from reishi.engine.events import ActionTaken, iter_log
from reishi.engine.game import Game, new_game
from reishi.games.bleach.notation import describe_action
from reishi.sim.playout import new_agents


def _first_worded_choice(seed: int) -> tuple[Game, int]:
    """The random game ``seed`` at its first real choice other than a Choose, and its seat."""
    game = new_game("bleach", None, seed)
    players = new_agents(["random", "random"], seed, game="bleach")
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        if len(legal) > 1 and not isinstance(legal[0], Choose):
            return game, seat
        game.apply(players[seat].choose(None, legal))
    raise AssertionError(f"game {seed} had no real choice")


def _last_taken(game: Game) -> ActionTaken | None:
    return next(
        (e for e in reversed(list(iter_log(game.state.log_head))) if isinstance(e, ActionTaken)),
        None,
    )


def test_kept_words_equal_the_words_worded_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    worded = 0
    for seed in (3, 8):
        game = new_game("bleach", None, seed)
        players = new_agents(["random", "random"], seed, game="bleach")
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            action = players[seat].choose(None, game.legal_actions())
            expected = describe_action(game.state, action, game.state.decision)
            game.apply(action)
            taken = _last_taken(game)
            assert taken is not None and taken.seat == seat and taken.text == expected
            worded += 1
    assert worded > 100


def test_the_same_choice_in_a_game_laid_out_alike_records_the_same_event() -> None:
    game, _seat = _first_worded_choice(4)
    twin = game.clone()
    action = game.legal_actions()[-1]
    game.apply(action)
    twin.apply(action)
    assert _last_taken(game) is _last_taken(twin)  # worded once, kept with the card views


def test_stale_words_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game, seat = _first_worded_choice(6)
    state = game.state
    state.view_cache = dict(state.view_cache)  # planted here, not in the kit's shared one
    action = game.legal_actions()[-1]
    decision = state.decision
    assert decision is not None
    trial = game.clone()
    trial.apply(action)  # the words are kept now
    visible = [k for k in state.view_cache if isinstance(k, tuple) and k[:2] == ("taken", action)]
    assert visible
    for key in visible:
        state.view_cache[key] = ActionTaken(seat=seat, text="not what was chosen")
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="bleach action words"):
        game.apply(action)


def test_kept_queue_item_words_equal_the_words_worded_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    kept = 0
    for seed in (2, 5):
        game = new_game("bleach", None, seed)
        game.state.view_cache = {}  # this game's words only, looked at below
        players = new_agents(["random", "random"], seed, game="bleach")
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            game.apply(players[seat].choose(None, game.legal_actions()))
        kept += sum(1 for k in game.state.view_cache if isinstance(k, tuple) and k[0] == "item")
    assert kept  # effects were put on the queue and their words kept


def test_stale_queue_item_words_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("bleach", None, 2)
    game.state.view_cache = dict(game.state.view_cache)  # planted here, not in the kit's
    players = new_agents(["random", "random"], 2, game="bleach")
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        action = players[seat].choose(None, game.legal_actions())
        trial = game.clone()
        before = set(trial.state.view_cache)
        trial.apply(action)
        added = [
            k
            for k in trial.state.view_cache
            if k not in before and isinstance(k, tuple) and k[0] == "item"
        ]
        if added:
            for key in added:  # the words are kept now; the game itself has not moved yet
                ability, _words = trial.state.view_cache[key]
                trial.state.view_cache[key] = (ability, "not what the effect says")
            monkeypatch.setattr(caches, "CHECK", True)
            with pytest.raises(caches.StaleCacheError, match="bleach queue item words"):
                game.apply(action)
            return
        game.apply(action)
    raise AssertionError("no effect was put on the queue")
