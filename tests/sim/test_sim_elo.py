"""Elo: the fit on known results, and a round robin where the stronger agent ranks first."""

from __future__ import annotations

import pytest

from reishi.sim.elo import ELO_MEAN, Match, elo_ratings, fit_elo
from reishi.sim.tournament import entrant_labels, round_robin


def test_fit_elo_even_results_give_equal_ratings() -> None:
    matches = [Match(0, 1, 1.0), Match(0, 1, 0.0), Match(1, 0, 0.5)]
    a, b = fit_elo(2, matches)
    assert a == pytest.approx(ELO_MEAN) and b == pytest.approx(ELO_MEAN)


def test_fit_elo_matches_the_logistic_expectation() -> None:
    # 75 wins in 100 (plus the virtual draw: 75.5 of 101) means a 400·log10(75.5/25.5) gap.
    matches = [Match(0, 1, 1.0)] * 75 + [Match(0, 1, 0.0)] * 25
    a, b = fit_elo(2, matches)
    assert a - b == pytest.approx(400 * 0.4714, abs=0.5)


def test_fit_elo_stays_finite_for_a_perfect_record() -> None:
    a, b = fit_elo(2, [Match(0, 1, 1.0)] * 20)
    assert 0 < a - b < 1000


def test_elo_ratings_intervals_contain_the_estimate_and_repeat() -> None:
    matches = [Match(0, 1, 1.0)] * 30 + [Match(1, 0, 1.0)] * 10 + [Match(1, 2, 0.5)] * 10
    first = elo_ratings(["x", "y", "z"], matches, bootstrap=50, seed=4)
    assert first == elo_ratings(["x", "y", "z"], matches, bootstrap=50, seed=4)
    assert first[0].name == "x"
    assert all(r.low <= r.elo <= r.high for r in first)


def test_entrant_labels_disambiguate_repeats() -> None:
    assert entrant_labels(["random", "random", "g"]) == ["random", "random#2", "g"]


def test_round_robin_stronger_agent_ranks_higher(toy_game: str) -> None:
    result = round_robin(
        toy_game, None, ["random", "toy-greedy", "random"], 30, seed=2, workers=2, bootstrap=50
    )
    assert len(result.pairings) == 6  # three pairs, both seat orders
    assert all(sum(p.wins) + p.draws == 30 for p in result.pairings)
    best = result.ratings[0]
    assert best.name == "toy-greedy"
    assert best.low > max(r.high for r in result.ratings[1:])
    assert result == round_robin(
        toy_game, None, ["random", "toy-greedy", "random"], 30, seed=2, workers=1, bootstrap=50
    )
