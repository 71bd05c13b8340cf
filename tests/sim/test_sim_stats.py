"""Statistics: Wilson intervals against published values, summaries, percentiles."""

from __future__ import annotations

import pytest

from reishi.sim.playout import DECISION_CAP, GameRecord
from reishi.sim.stats import cumulative_rate, length_stats, percentile, summarize, wilson_interval


@pytest.mark.parametrize(
    ("hits", "trials", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),  # symmetric around 1/2
        (0, 10, 0.0, 0.2775),  # z²/(n+z²) at zero successes
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),  # Newcombe (1998), Statistics in Medicine 17, example
    ],
)
def test_wilson_interval_known_values(hits: int, trials: int, low: float, high: float) -> None:
    lo, hi = wilson_interval(hits, trials)
    assert lo == pytest.approx(low, abs=5e-4)
    assert hi == pytest.approx(high, abs=5e-4)


def test_wilson_interval_no_trials_is_uninformative() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_percentile_interpolates() -> None:
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile(list(range(11)), 90) == pytest.approx(9.0)
    assert length_stats([3, 1, 2]).median == 2


def _record(index: int, winner: int | None, first: int, reason: str, turns: int) -> GameRecord:
    return GameRecord(
        index=index,
        seed=index,
        seats=["a", "b"],
        winner=winner,
        end_reason=reason,
        turns=turns,
        decisions=turns * 3,
        first_player=first,
    )


def test_summarize_counts_seats_agents_first_player_and_reasons() -> None:
    records = [
        _record(0, 0, 0, "power", 5),
        _record(1, 0, 1, "power", 7),
        _record(2, 1, 1, "deck-out", 9),
        _record(3, None, 0, "tie", 11),
    ]
    s = summarize(records)
    assert s.games == 4 and s.draws == 1
    assert [r.hits for r in s.seat_wins] == [2, 1]
    assert s.agent_wins["a"].hits == 2 and s.agent_wins["a"].trials == 4
    assert (s.first_player_wins.hits, s.first_player_wins.trials) == (2, 3)
    assert s.end_reasons == {"power": 2, "deck-out": 1, "tie": 1}
    assert s.turns.mean == 8 and s.turns.median == 8 and s.turns.maximum == 11
    assert s.decisions.minimum == 15


def test_cumulative_rate_tracks_each_game() -> None:
    rates = cumulative_rate([True, False, True, True])
    assert [r.rate for r in rates] == [1.0, 0.5, pytest.approx(2 / 3), 0.75]
    assert all(r.low <= r.rate <= r.high for r in rates)


def test_summarize_counts_capped_games_apart_from_draws() -> None:
    records = [
        _record(0, 0, 0, "power", 5),
        _record(1, None, 0, "tie", 7),
        _record(2, None, 1, DECISION_CAP, 9),
    ]
    s = summarize(records)
    assert (s.games, s.draws, s.unfinished) == (3, 1, 1)


def test_summarize_leaves_mirror_games_out_of_agent_rates() -> None:
    mirror = [
        GameRecord(
            index=i,
            seed=i,
            seats=["random", "random"],
            winner=i % 2,
            end_reason="power",
            turns=5,
            decisions=9,
            first_player=0,
        )
        for i in range(4)
    ]
    s = summarize(mirror)
    assert s.agent_wins == {}  # "random wins 100 %" would say nothing
    assert s.agents == ["random"]
    assert [r.hits for r in s.seat_wins] == [2, 2]
    mixed = summarize([*mirror, _record(4, 0, 0, "power", 5)])
    assert mixed.agent_wins["a"].hits == 1 and mixed.agent_wins["a"].trials == 1
