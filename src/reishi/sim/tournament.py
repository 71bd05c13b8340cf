"""Round robin: every pair of agents plays with seats both ways, then an Elo fit."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import msgspec

from reishi.engine.errors import ReishiError
from reishi.engine.rng import derive_seed
from reishi.engine.rules import get_rules
from reishi.sim.elo import EloRating, Match, elo_ratings
from reishi.sim.playout import DEFAULT_MAX_DECISIONS
from reishi.sim.runner import (
    Chunk,
    ProgressFn,
    chunk_size,
    new_backend,
    new_play_spec,
    play_chunk,
    resolve_workers,
    split_chunks,
)


class Pairing(msgspec.Struct, kw_only=True):
    """One seat order of one pair: entrant indices by seat and how each game ended."""

    seats: tuple[int, int]
    wins: list[int]  # per seat
    draws: int = 0


class TournamentResult(msgspec.Struct, kw_only=True):
    """Entrant labels, every pairing's results and the Elo table (best first)."""

    entrants: list[str]
    pairings: list[Pairing]
    ratings: list[EloRating]


def entrant_labels(agents: Sequence[str]) -> list[str]:
    """Agent specs as unique labels: repeated names get ``#2``, ``#3``…"""
    seen: dict[str, int] = {}
    labels = []
    for a in agents:
        seen[a] = seen.get(a, 0) + 1
        labels.append(a if seen[a] == 1 else f"{a}#{seen[a]}")
    return labels


def round_robin(
    game: str,
    decks: Sequence[Path | None] | None,
    agents: Sequence[str],
    games: int,
    seed: int = 0,
    workers: int | str = 1,
    progress: ProgressFn | None = None,
    *,
    bootstrap: int = 200,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
) -> TournamentResult:
    """Each pair of ``agents`` plays ``games`` games in each seat order; Elo over all of them."""
    if get_rules(game).seats != 2:
        raise ReishiError(f"a round robin needs a two-seat game; {game} is not")
    if len(agents) < 2:
        raise ReishiError("a round robin needs at least two agents")
    agents = [a.strip() for a in agents]
    pairings = [
        Pairing(seats=order, wins=[0, 0])
        for i, j in itertools.combinations(range(len(agents)), 2)
        for order in ((i, j), (j, i))
    ]
    count = resolve_workers(workers)
    size = chunk_size(games * len(pairings), count)
    chunks: list[Chunk] = []
    for tag, p in enumerate(pairings):
        spec = new_play_spec(game, decks, [agents[p.seats[0]], agents[p.seats[1]]], max_decisions)
        # Each pairing has its own seed stream, so adding agents leaves other pairings' games alone.
        base = derive_seed(seed, *p.seats)
        chunks.extend(split_chunks(spec, base, range(games), size, tag))
    matches: list[Match] = []
    total = games * len(pairings)
    done = 0
    backend = new_backend(min(count, len(chunks)))
    try:
        for result in backend.map_unordered(play_chunk, chunks):
            p = pairings[result.tag]
            for r in sorted(result.records, key=lambda r: r.index):
                a, b = p.seats
                if r.winner is None:
                    p.draws += 1
                    matches.append(Match(a, b, 0.5))
                else:
                    p.wins[r.winner] += 1
                    matches.append(Match(a, b, 1.0 if r.winner == 0 else 0.0))
                done += 1
            if progress is not None:
                progress(done, total)
    finally:
        backend.close()
    # Completion order varies with workers; sorting keeps the bootstrap reproducible.
    matches.sort(key=lambda m: (m.a, m.b, m.score))
    labels = entrant_labels(agents)
    return TournamentResult(
        entrants=labels,
        pairings=pairings,
        ratings=elo_ratings(labels, matches, bootstrap=bootstrap, seed=seed),
    )
