"""Elo and tournaments: the fit, the stronger agent first, streaming, resuming, head to head."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.sim.elo import ELO_MEAN, Match, elo_ratings, fit_elo
from reishi.sim.runner import RESULTS_FILE, ResultsFolderError, read_run
from reishi.sim.stats import wilson_interval
from reishi.sim.tournament import (
    Pairing,
    TournamentResult,
    entrant_labels,
    head_to_head,
    pairing_folder,
    read_tournament,
    round_robin,
)


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
        toy_game, None, ["random", "toy:greedy", "random"], 30, seed=2, workers=2, bootstrap=50
    )
    assert len(result.pairings) == 6  # three pairs, both seat orders
    assert all(sum(p.wins) + p.draws == 30 for p in result.pairings)
    best = result.ratings[0]
    assert best.name == "toy:greedy"
    assert best.low > max(r.high for r in result.ratings[1:])
    assert result == round_robin(
        toy_game, None, ["random", "toy:greedy", "random"], 30, seed=2, workers=1, bootstrap=50
    )


def test_round_robin_streams_to_a_folder_that_resumes_to_the_same_result(
    toy_game: str, tmp_path: Path
) -> None:
    agents = ["random", "toy:greedy"]
    whole = round_robin(toy_game, None, agents, 12, seed=5, workers=1, bootstrap=20)
    out = tmp_path / "t"
    first = round_robin(toy_game, None, agents, 12, seed=5, workers=2, bootstrap=20, out_dir=out)
    assert first == whole
    # Simulate an interruption: drop the last games of one seat order, keep a torn line.
    results = pairing_folder(out, (1, 0)) / RESULTS_FILE
    lines = results.read_bytes().splitlines(keepends=True)
    results.write_bytes(b"".join(lines[:5]) + lines[5][:7])
    resumed = round_robin(
        toy_game, None, agents, 12, seed=5, workers=2, bootstrap=20, out_dir=out, resume=True
    )
    assert resumed == whole
    assert len(results.read_bytes().splitlines()) == 12  # each game once, torn line gone
    # Every seat order is an ordinary results folder.
    info, records = read_run(pairing_folder(out, (0, 1)))
    assert info.agents == agents and len(records) == 12


def test_round_robin_folder_refusals(toy_game: str, tmp_path: Path) -> None:
    out = tmp_path / "t"
    round_robin(toy_game, None, ["random", "random"], 2, seed=1, out_dir=out, bootstrap=5)
    with pytest.raises(ResultsFolderError, match="already holds a tournament"):
        round_robin(toy_game, None, ["random", "random"], 2, seed=1, out_dir=out)
    with pytest.raises(ResultsFolderError, match="different tournament"):
        round_robin(toy_game, None, ["random", "random"], 3, seed=1, out_dir=out, resume=True)
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    with pytest.raises(ResultsFolderError, match="not empty"):
        round_robin(toy_game, None, ["random", "random"], 2, seed=1, out_dir=foreign)
    with pytest.raises(ResultsFolderError, match="not a tournament folder"):
        round_robin(toy_game, None, ["random", "random"], 2, seed=1, out_dir=foreign, resume=True)
    assert (foreign / "notes.txt").read_text() == "mine"


def test_head_to_head_adds_both_seat_orders_with_a_wilson_interval() -> None:
    result = TournamentResult(
        entrants=["a", "b"],
        pairings=[
            Pairing(seats=(0, 1), wins=[7, 2], draws=1),
            Pairing(seats=(1, 0), wins=[3, 7], draws=0),
        ],
        ratings=[],
    )
    (row,) = head_to_head(result)
    assert (row.first, row.second, row.games) == ("a", "b", 20)
    assert row.score == 14.5  # 7 + 7 wins and half of the draw
    assert (row.low, row.high) == pytest.approx(wilson_interval(14.5, 20))
    assert row.low < 14.5 / 20 < row.high


def test_read_tournament_gives_the_standings_of_a_partial_folder(
    toy_game: str, tmp_path: Path
) -> None:
    out = tmp_path / "t"
    whole = round_robin(
        toy_game, None, ["random", "toy:greedy"], 8, seed=3, bootstrap=10, out_dir=out
    )
    info, again = read_tournament(out, bootstrap=10)
    assert (info.game, info.games, info.seed) == (toy_game, 8, 3)
    assert again == whole
    results = pairing_folder(out, (0, 1)) / RESULTS_FILE
    lines = results.read_bytes().splitlines(keepends=True)
    results.write_bytes(b"".join(lines[:3]))  # as if stopped after three games of that order
    _, partial = read_tournament(out, bootstrap=10)
    assert [sum(p.wins) + p.draws for p in partial.pairings] == [3, 8]


def test_round_robin_plays_with_game_options_and_keeps_them(tmp_path: Path) -> None:
    options = {"variants": ["summoning-sickness"]}
    out = tmp_path / "t"
    round_robin("soul-deck", None, ["random", "random"], 3, workers=1, out_dir=out, options=options)
    for seats in ((0, 1), (1, 0)):
        assert read_run(pairing_folder(out, seats))[0].options == options
    with pytest.raises(ResultsFolderError, match="differs in: options"):
        round_robin("soul-deck", None, ["random", "random"], 3, workers=1, out_dir=out, resume=True)
