"""bench: figures are positive, counted as documented, scaling per worker count (no timings)."""

from __future__ import annotations

from reishi.engine.game import new_game
from reishi.sim.bench import bench, state_size


def test_bench_returns_positive_figures(toy_game: str) -> None:
    result = bench(toy_game, games=20, seed=1, workers=[2])
    assert result.games == 20
    assert result.games_per_second > 0 and result.choices_per_second > 0
    assert result.clone_us > 0 and result.mean_choices > 0
    assert result.view_us > 0 and result.legal_us > 0
    assert result.clone_bytes > 0 and result.state_bytes > result.clone_bytes / 10
    assert result.cpu_seconds > 0 and result.wall_seconds > 0
    assert [s.workers for s in result.scaling] == [1, 2]
    assert result.scaling[0].speedup == 1.0 and result.scaling[1].games_per_second > 0


def test_every_decision_counts_forced_ones_too(toy_game: str) -> None:
    result = bench(toy_game, games=10, seed=3)
    assert result.mean_every_decisions >= result.mean_choices
    assert 0.0 <= result.forced_share < 1.0


def test_bench_without_workers_skips_scaling(toy_game: str) -> None:
    assert bench(toy_game, games=5).scaling == []


def test_a_game_that_cannot_determinise_reports_no_search(toy_game: str) -> None:
    result = bench(toy_game, games=3)
    if not new_game(toy_game, None, 0).can_determinize:
        assert result.mcts_searches == 0 and result.mcts_iterations_per_second == 0.0
    else:
        assert result.mcts_searches == 3 and result.mcts_iterations_per_second > 0


def test_state_size_grows_with_the_log(toy_game: str) -> None:
    game = new_game(toy_game, None, 1)
    before = state_size(game)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert state_size(game) > before
