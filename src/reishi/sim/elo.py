"""Elo ratings from pairwise results: a Bradley-Terry maximum-likelihood fit, bootstrapped.

The fit uses Hunter's MM iteration (Ann. Statist. 2004). Each pair that met also gets one
virtual draw, a weak prior that keeps ratings finite when an agent wins every game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import msgspec

from reishi.engine.rng import Rng

ELO_SCALE = 400 / math.log(10)
ELO_MEAN = 1500.0


class Match(msgspec.Struct, frozen=True, array_like=True):
    """One game between entrants ``a`` and ``b``; ``score`` is a's: 1 win, 0.5 draw, 0 loss."""

    a: int
    b: int
    score: float


class EloRating(msgspec.Struct, frozen=True, kw_only=True):
    """An entrant's rating with its bootstrap 95 % interval and raw record."""

    name: str
    elo: float
    low: float
    high: float
    games: int
    score: float  # points scored (draws count half)


def fit_elo(players: int, matches: Sequence[Match], iterations: int = 10_000) -> list[float]:
    """Maximum-likelihood Elo of each entrant (mean ``ELO_MEAN``)."""
    pair_games: dict[tuple[int, int], float] = {}
    points = [0.0] * players
    for m in matches:
        key = (min(m.a, m.b), max(m.a, m.b))
        pair_games[key] = pair_games.get(key, 0.0) + 1
        points[m.a] += m.score
        points[m.b] += 1 - m.score
    for key in list(pair_games):
        pair_games[key] += 1  # the virtual draw
        points[key[0]] += 0.5
        points[key[1]] += 0.5
    strength = [1.0] * players
    for _ in range(iterations):
        denom = [0.0] * players
        for (i, j), n in pair_games.items():
            share = n / (strength[i] + strength[j])
            denom[i] += share
            denom[j] += share
        new = [points[i] / denom[i] if denom[i] else 1.0 for i in range(players)]
        # Fix the scale: geometric mean 1, so ratings average ELO_MEAN.
        shift = sum(math.log(s) for s in new) / players
        new = [s / math.exp(shift) for s in new]
        change = max(abs(a - b) for a, b in zip(new, strength, strict=True))
        strength = new
        if change < 1e-10:
            break
    return [ELO_MEAN + ELO_SCALE * math.log(s) for s in strength]


def elo_ratings(
    names: Sequence[str],
    matches: Sequence[Match],
    bootstrap: int = 200,
    seed: int = 0,
) -> list[EloRating]:
    """Ratings with 95 % intervals from resampling games with replacement, best first."""
    n = len(names)
    best = fit_elo(n, matches)
    rng = Rng(seed)
    samples: list[list[float]] = [[] for _ in range(n)]
    if matches:
        for _ in range(bootstrap):
            resampled = [matches[rng.below(len(matches))] for _ in matches]
            for i, value in enumerate(fit_elo(n, resampled, iterations=2_000)):
                samples[i].append(value)
    games = [0] * n
    score = [0.0] * n
    for m in matches:
        games[m.a] += 1
        games[m.b] += 1
        score[m.a] += m.score
        score[m.b] += 1 - m.score
    ratings = []
    for i, name in enumerate(names):
        ordered = sorted(samples[i]) or [best[i]]
        low = ordered[int(0.025 * (len(ordered) - 1))]
        high = ordered[math.ceil(0.975 * (len(ordered) - 1))]
        ratings.append(
            EloRating(name=name, elo=best[i], low=low, high=high, games=games[i], score=score[i])
        )
    return sorted(ratings, key=lambda r: -r.elo)
