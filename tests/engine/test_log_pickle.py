"""A log of any length pickles (no recursion per event) and comes back event for event."""

from __future__ import annotations

import pickle
import sys
from importlib.metadata import entry_points

import pytest

from reishi.engine import plugins
from reishi.engine.events import LogNode, TurnBegan, iter_log, log_append
from reishi.engine.game import new_game


def test_a_log_longer_than_the_recursion_limit_pickles() -> None:
    head: LogNode | None = None
    for turn in range(sys.getrecursionlimit() * 3):
        head = log_append(TurnBegan(turn=turn, seat=turn % 2), head)
    back = pickle.loads(pickle.dumps(head))
    assert list(iter_log(back)) == list(iter_log(head))
    assert back is not None and head is not None and back.index == head.index


@pytest.mark.parametrize(
    "name", sorted(e.name for e in entry_points(group=str(plugins.Group.GAMES)))
)
def test_a_game_pickles_and_plays_on_alike(name: str) -> None:
    game = new_game(name, None, 5)
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    assert not game.is_over
    back = pickle.loads(pickle.dumps(game))
    assert back.log == game.log
    while not game.is_over:
        action = game.legal_actions()[-1]
        assert back.legal_actions()[-1] == action
        game.apply(action)
        back.apply(action)
    assert back.log == game.log and back.winner == game.winner
