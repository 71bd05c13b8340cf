"""Summary statistics of a run: win rates with Wilson intervals, first-player edge, lengths."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import msgspec

from reishi.sim.playout import DECISION_CAP, GameRecord

Z95 = 1.959963984540054  # two-sided 95 % normal quantile


class Rate(msgspec.Struct, frozen=True, kw_only=True):
    """A proportion with its Wilson 95 % interval."""

    hits: int
    trials: int
    rate: float
    low: float
    high: float


class LengthStats(msgspec.Struct, frozen=True, kw_only=True):
    """Distribution of a game-length measure."""

    mean: float
    median: float
    p90: float
    minimum: int
    maximum: int


class Summary(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the report and the CLI table show about a run."""

    games: int
    draws: int  # games the rules ended without a winner
    seat_wins: list[Rate]  # per seat, over all games
    # Per agent name, over the games it played against another agent (either seat): a game
    # between two copies of one agent is won by that agent whoever wins, so it is left out.
    agent_wins: dict[str, Rate]
    first_player_wins: Rate  # over decisive games; 0.5 means no first-player advantage
    end_reasons: dict[str, int]
    turns: LengthStats
    decisions: LengthStats
    unfinished: int = 0  # games the decision cap stopped: neither won nor drawn
    agents: list[str] = []  # every agent that played, by name


def wilson_interval(hits: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for ``hits`` successes in ``trials`` (0..1 when there are none).

    ``hits`` may be fractional: a draw counted as half a win.
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = hits / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    # Clamp rounding noise so 0/n and n/n give exactly 0 and 1 at the open end.
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(hits: int, trials: int) -> Rate:
    """``hits / trials`` with its Wilson 95 % interval."""
    low, high = wilson_interval(hits, trials)
    return Rate(hits=hits, trials=trials, rate=hits / trials if trials else 0.0, low=low, high=high)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by linear interpolation between order statistics."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def length_stats(values: Sequence[int]) -> LengthStats:
    """Mean, median, 90th percentile, min and max of ``values`` (zeros when empty)."""
    if not values:
        return LengthStats(mean=0.0, median=0.0, p90=0.0, minimum=0, maximum=0)
    return LengthStats(
        mean=sum(values) / len(values),
        median=percentile(values, 50),
        p90=percentile(values, 90),
        minimum=min(values),
        maximum=max(values),
    )


def summarize(records: Sequence[GameRecord]) -> Summary:
    """Statistics over ``records`` (any order; seats counted from the records themselves)."""
    seats = max((len(r.seats) for r in records), default=2)
    seat_hits = [0] * seats
    agent_hits: Counter[str] = Counter()
    agent_games: Counter[str] = Counter()
    first_hits = decisive = 0
    unfinished = 0
    for r in records:
        mirrored = len(set(r.seats)) < 2
        if not mirrored:
            for name in set(r.seats):
                agent_games[name] += 1
        if r.end_reason == DECISION_CAP:
            unfinished += 1
            continue
        if r.winner is None:
            continue
        decisive += 1
        seat_hits[r.winner] += 1
        if not mirrored:
            agent_hits[r.seats[r.winner]] += 1
        first_hits += r.winner == r.first_player
    n = len(records)
    return Summary(
        games=n,
        draws=n - decisive - unfinished,
        unfinished=unfinished,
        agents=sorted({name for r in records for name in r.seats}),
        seat_wins=[rate(h, n) for h in seat_hits],
        agent_wins={a: rate(agent_hits[a], agent_games[a]) for a in sorted(agent_games)},
        first_player_wins=rate(first_hits, decisive),
        end_reasons=dict(Counter(r.end_reason for r in records).most_common()),
        turns=length_stats([r.turns for r in records]),
        decisions=length_stats([r.decisions for r in records]),
    )


def cumulative_rate(wins: Sequence[bool]) -> list[Rate]:
    """The win rate and its interval after each game, in the order given."""
    out = []
    hits = 0
    for i, won in enumerate(wins, start=1):
        hits += won
        out.append(rate(hits, i))
    return out
