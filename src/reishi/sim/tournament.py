"""Round robin: every pair of agents plays with seats both ways, then an Elo fit."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, BinaryIO

import msgspec

from reishi.engine.errors import ReishiError
from reishi.engine.rng import derive_seed
from reishi.engine.rules import get_rules
from reishi.sim.elo import EloRating, Match, elo_ratings
from reishi.sim.interrupts import interrupts_deferred
from reishi.sim.playout import DEFAULT_MAX_DECISIONS, GameRecord
from reishi.sim.runner import (
    RESULTS_FILE,
    Chunk,
    PlaySpec,
    ProgressFn,
    ResultsFolderError,
    check_games,
    chunk_size,
    create_folder,
    locked_folder,
    new_backend,
    new_play_spec,
    new_run_info,
    play_chunk,
    prepare_results_folder,
    read_header,
    read_run,
    resolve_workers,
    split_chunks,
)
from reishi.sim.stats import wilson_interval


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


TOURNAMENT_FILE = "tournament.json"
TOURNAMENT_FORMAT = "reishi-tournament/1"
# Games per task when results stream to a folder: a Ctrl-C or a lost machine costs at
# most this many games per worker, which matters when one game takes a minute of search.
STREAMED_CHUNK = 4


class TournamentInfo(msgspec.Struct, frozen=True, kw_only=True):
    """``tournament.json``: what the folder holds; each pairing is a simulate results folder."""

    format: str = TOURNAMENT_FORMAT
    game: str
    agents: list[str]
    games: int
    seed: int


def pairing_folder(out_dir: Path, seats: tuple[int, int]) -> Path:
    """The results folder of one seat order (readable by ``reishi report`` and ``replay``)."""
    return out_dir / f"pairing-{seats[0]}-{seats[1]}"


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
    out_dir: Path | None = None,
    resume: bool = False,
    options: Mapping[str, Any] | None = None,
) -> TournamentResult:
    """Each pair of ``agents`` plays ``games`` games in each seat order; Elo over all of them.

    With ``out_dir``, every game is written as it finishes (one results folder per seat
    order) and ``resume`` completes an interrupted tournament; the result is the same as
    an uninterrupted run, since each game's seed depends only on its pairing and index.
    """
    if get_rules(game).seats != 2:
        raise ReishiError(f"a round robin needs a two-seat game; {game} is not")
    if len(agents) < 2:
        raise ReishiError("a round robin needs at least two agents")
    check_games(games)
    count = resolve_workers(workers)  # every argument is checked before a folder is made
    agents = [a.strip() for a in agents]
    pairings = _seat_orders(len(agents))
    specs = [
        new_play_spec(game, decks, [agents[p.seats[0]], agents[p.seats[1]]], max_decisions, options)
        for p in pairings
    ]
    # Each pairing has its own seed stream, so adding agents leaves other pairings' games alone.
    bases = [derive_seed(seed, *p.seats) for p in pairings]
    done: list[dict[int, GameRecord]] = [{} for _ in pairings]
    if out_dir is None:
        _play(pairings, specs, bases, done, games, count, None, progress)
        return _tally(agents, pairings, done, bootstrap, seed)
    with locked_folder(out_dir, fresh=not resume):
        _prepare_tournament(
            out_dir, TournamentInfo(game=game, agents=agents, games=games, seed=seed), resume
        )
        for tag, p in enumerate(pairings):
            info = new_run_info(specs[tag], decks, bases[tag], games)
            done[tag] = prepare_results_folder(pairing_folder(out_dir, p.seats), info, resume)
        _play(pairings, specs, bases, done, games, count, out_dir, progress)
    return _tally(agents, pairings, done, bootstrap, seed)


def _play(
    pairings: list[Pairing],
    specs: list[PlaySpec],
    bases: list[int],
    done: list[dict[int, GameRecord]],
    games: int,
    count: int,
    out_dir: Path | None,
    progress: ProgressFn | None,
) -> None:
    """Play every unfinished game, streaming each record to its pairing's folder."""
    remaining = games * len(pairings) - sum(len(d) for d in done)
    size = chunk_size(remaining, count)
    if out_dir is not None:
        size = min(size, STREAMED_CHUNK)
    todo = [[i for i in range(games) if i not in done[tag]] for tag in range(len(pairings))]
    # Tasks are made as workers take them: a long tournament has millions of them.
    chunks: Iterator[Chunk] = itertools.chain.from_iterable(
        split_chunks(specs[tag], bases[tag], todo[tag], size, tag) for tag in range(len(pairings))
    )
    tasks = sum(-(-len(indices) // size) for indices in todo)
    total = games * len(pairings)
    finished = total - remaining
    if progress is not None:
        progress(finished, total)
    backend = new_backend(max(1, min(count, tasks)))
    sinks: list[BinaryIO] = []
    try:
        if out_dir is not None:
            for p in pairings:
                sinks.append((pairing_folder(out_dir, p.seats) / RESULTS_FILE).open("ab"))
        for result in backend.map_unordered(play_chunk, chunks):
            with interrupts_deferred():  # a record is written whole, and the display's lock kept
                for r in result.records:
                    done[result.tag][r.index] = r
                    if sinks:
                        sinks[result.tag].write(msgspec.json.encode(r) + b"\n")
                        sinks[result.tag].flush()
                finished += len(result.records)
                if progress is not None:
                    progress(finished, total)
    finally:
        backend.close()
        for sink in sinks:
            sink.close()


def _seat_orders(entrants: int) -> list[Pairing]:
    """Every pair of entrants in both seat orders, in a fixed order (the folders' too)."""
    return [
        Pairing(seats=order, wins=[0, 0])
        for i, j in itertools.combinations(range(entrants), 2)
        for order in ((i, j), (j, i))
    ]


def _tally(
    agents: Sequence[str],
    pairings: list[Pairing],
    done: Sequence[dict[int, GameRecord]],
    bootstrap: int,
    seed: int,
) -> TournamentResult:
    """Count each seat order's finished games and fit Elo over all of them."""
    matches: list[Match] = []
    for tag, p in enumerate(pairings):
        a, b = p.seats
        for index in sorted(done[tag]):
            r = done[tag][index]
            if r.winner is None:
                p.draws += 1
                matches.append(Match(a, b, 0.5))
            else:
                p.wins[r.winner] += 1
                matches.append(Match(a, b, 1.0 if r.winner == 0 else 0.0))
    # A fixed order keeps the bootstrap reproducible whatever order games finished in.
    matches.sort(key=lambda m: (m.a, m.b, m.score))
    labels = entrant_labels(agents)
    return TournamentResult(
        entrants=labels,
        pairings=pairings,
        ratings=elo_ratings(labels, matches, bootstrap=bootstrap, seed=seed),
    )


def read_tournament(out_dir: Path, bootstrap: int = 200) -> tuple[TournamentInfo, TournamentResult]:
    """The standings of a tournament folder from the games finished so far (it may be partial)."""
    info = _read_tournament_info(out_dir)
    pairings = _seat_orders(len(info.agents))
    done = []
    for p in pairings:
        _, records = read_run(pairing_folder(out_dir, p.seats))
        done.append({r.index: r for r in records})
    return info, _tally(info.agents, pairings, done, bootstrap, info.seed)


def _read_tournament_info(out_dir: Path) -> TournamentInfo:
    return read_header(
        out_dir, TOURNAMENT_FILE, TournamentInfo, TOURNAMENT_FORMAT, "tournament", "tournament"
    )


def _prepare_tournament(out_dir: Path, info: TournamentInfo, resume: bool) -> None:
    """Create the tournament folder, or check that it holds this tournament when resuming."""
    path = out_dir / TOURNAMENT_FILE
    if resume:
        old = _read_tournament_info(out_dir)
        if old != info:
            raise ResultsFolderError(
                f"{path}: this folder holds a different tournament "
                f"({old.game}, {', '.join(old.agents)}, {old.games} games, seed {old.seed})"
            )
        return
    create_folder(out_dir, TOURNAMENT_FILE, info, "tournament", "tournament")


class HeadToHead(msgspec.Struct, frozen=True, kw_only=True):
    """One pair over both seat orders: ``first``'s score (a draw is half) and its interval."""

    first: str
    second: str
    score: float
    games: int
    low: float
    high: float


def head_to_head(result: TournamentResult) -> list[HeadToHead]:
    """Each pair's result over both seat orders, with the Wilson 95 % interval of the rate."""
    totals: dict[tuple[int, int], tuple[float, int]] = {}
    for p in result.pairings:
        a, b = sorted(p.seats)
        score, games = totals.get((a, b), (0.0, 0))
        score += p.wins[p.seats.index(a)] + p.draws / 2
        games += p.wins[0] + p.wins[1] + p.draws
        totals[(a, b)] = (score, games)
    rows = []
    for (a, b), (score, games) in totals.items():
        low, high = wilson_interval(score, games)
        first, second = result.entrants[a], result.entrants[b]
        rows.append(
            HeadToHead(first=first, second=second, score=score, games=games, low=low, high=high)
        )
    return rows
