"""bench: figures are positive and scaling has one entry per worker count (no timing asserts)."""

from __future__ import annotations

from reishi.sim.bench import bench


def test_bench_returns_positive_figures(toy_game: str) -> None:
    result = bench(toy_game, games=20, seed=1, workers=[2])
    assert result.games == 20
    assert result.games_per_second > 0 and result.decisions_per_second > 0
    assert result.clone_us > 0 and result.mean_decisions > 0
    assert [s.workers for s in result.scaling] == [1, 2]
    assert result.scaling[0].speedup == 1.0 and result.scaling[1].games_per_second > 0


def test_bench_without_workers_skips_scaling(toy_game: str) -> None:
    assert bench(toy_game, games=5).scaling == []
