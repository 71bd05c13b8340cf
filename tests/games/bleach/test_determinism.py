"""A Bleach game is fully determined by decks, seed and actions; clones are independent."""

from __future__ import annotations

import msgspec
import pytest
from bleach_random_play import new_game, play_out, positions

from reishi.engine.game import Game


def _mid_game(seed: int, decisions: int = 60) -> Game:
    """A random game stopped after ``decisions`` decisions (or at its end)."""
    for n, (game, _) in enumerate(positions(seed)):
        if n == decisions:
            return game
    raise AssertionError(f"seed {seed} ended before {decisions} decisions")


@pytest.mark.parametrize("seed", [0, 7, 123])
def test_same_seed_gives_identical_logs(seed: int) -> None:
    """Two games with the same seed and the same agents log the same events."""
    first, second = play_out(seed), play_out(seed)
    assert first.log == second.log
    assert first.winner == second.winner


def test_different_seeds_give_different_games() -> None:
    """The seed matters (the determinism test could not pass by accident)."""
    assert play_out(1).log != play_out(2).log


def test_new_game_setup_depends_only_on_the_seed() -> None:
    """Fresh games with one seed offer the same first decision and the same views."""
    a, b = new_game(9), new_game(9)
    assert a.legal_actions() == b.legal_actions()
    for seat in (0, 1):
        assert msgspec.json.encode(a.view(seat)) == msgspec.json.encode(b.view(seat))


def test_clone_is_independent() -> None:
    """Applying actions to a clone leaves the original exactly as it was."""
    game = _mid_game(4)
    before = [msgspec.json.encode(game.view(s)) for s in (0, 1)], len(game.log)
    legal = game.legal_actions()
    clone = game.clone()
    for _ in range(30):
        if clone.is_over:
            break
        clone.apply(clone.legal_actions()[-1])
    assert len(clone.log) > before[1]
    assert ([msgspec.json.encode(game.view(s)) for s in (0, 1)], len(game.log)) == before
    assert game.legal_actions() == legal
    # The original still plays on normally from where it was.
    game.apply(legal[0])


def test_clone_replays_the_original() -> None:
    """A clone given the same actions reaches the same end with the same log."""
    game = _mid_game(11)
    clone = game.clone()
    while not game.is_over:
        action = game.legal_actions()[0]
        game.apply(action)
        clone.apply(action)
    assert clone.is_over and clone.log == game.log and clone.winner == game.winner
