"""How fast a game runs: playouts, decisions and clones in one process, and worker scaling."""

from __future__ import annotations

import time
from collections.abc import Sequence

import msgspec

from reishi.agents.base import decide, new_sampler
from reishi.agents.mcts import MctsAgent
from reishi.agents.random_agent import RandomAgent
from reishi.compiled import build_description
from reishi.engine.game import Game, new_game
from reishi.engine.rules import get_rules
from reishi.sim.playout import agent_seed
from reishi.sim.runner import game_seed, simulate

CLONE_SAMPLES = 20  # mid-game states whose clone() is timed
CLONE_REPEATS = 200  # clones per sampled state
MCTS_SAMPLES = 5  # mid-game decisions searched to time MCTS
MCTS_ITERATIONS = 200  # iterations per timed search (default depth)


class WorkerThroughput(msgspec.Struct, frozen=True, kw_only=True):
    """``simulate`` throughput with ``workers`` workers, and its speed-up over one worker."""

    workers: int
    games_per_second: float
    speedup: float


class BenchResult(msgspec.Struct, frozen=True, kw_only=True):
    """Speed figures of one game under random play with its starter decks."""

    game: str
    games: int
    seconds: float
    games_per_second: float
    decisions_per_second: float  # calls of apply; forced decisions are taken by the engine
    mean_decisions: float
    # The same games with every decision surfaced, forced ones included (option
    # auto_forced=False): the count other engines report as decisions per second.
    all_decisions_per_second: float = 0.0
    mean_all_decisions: float = 0.0
    clone_us: float
    mcts_iterations_per_second: float = 0.0  # 0 when the game cannot determinise
    build: str = "pure Python"  # or how much of the core the optional mypyc build compiled
    scaling: list[WorkerThroughput] = []


def _play(game: Game, seed: int, stop_at: int | None = None) -> int:
    """Random playout from ``game`` (until ``stop_at`` decisions, if given); decisions made."""
    seats = game.rules.seats
    agents = [RandomAgent(agent_seed(seed, s)) for s in range(seats)]
    decisions = 0
    while not game.is_over and decisions != stop_at:
        seat = game.current_player
        assert seat is not None
        game.apply(decide(agents[seat], game, seat))
        decisions += 1
    return decisions


def bench(
    game: str, games: int = 200, seed: int = 0, workers: Sequence[int] | None = None
) -> BenchResult:
    """Time ``games`` random-vs-random games in this process, clone(), and optional scaling."""
    if games < 1:
        raise ValueError("bench needs at least one game")
    lengths: list[int] = []
    started = time.perf_counter()
    for i in range(games):
        s = game_seed(seed, i)
        lengths.append(_play(new_game(game, None, s), s))
    seconds = time.perf_counter() - started
    decisions = sum(lengths)

    every = 0
    begin_all = time.perf_counter()
    for i in range(games):
        s = game_seed(seed, i)
        every += _play(new_game(game, None, s, auto_forced=False), s)
    seconds_all = time.perf_counter() - begin_all

    # Replaying a game to half its length gives a typical mid-game state without having
    # cloned anything inside the timed loop above.
    total_ns = 0
    timed = 0
    for i in range(min(CLONE_SAMPLES, games)):
        s = game_seed(seed, i)
        g = new_game(game, None, s)
        _play(g, s, stop_at=lengths[i] // 2)
        begin = time.perf_counter_ns()
        for _ in range(CLONE_REPEATS):
            g.clone()
        total_ns += time.perf_counter_ns() - begin
        timed += CLONE_REPEATS

    mcts_rate = _mcts_rate(game, seed, lengths)

    scaling: list[WorkerThroughput] = []
    if workers:
        counts = sorted({1, *workers})  # the 1-worker run is the speed-up baseline
        agents = ["random"] * get_rules(game).seats
        rates: dict[int, float] = {}
        for w in counts:
            result = simulate(game, None, agents, games, seed, w)
            rates[w] = len(result.records) / result.seconds if result.seconds else 0.0
        scaling = [
            WorkerThroughput(
                workers=w,
                games_per_second=rates[w],
                speedup=rates[w] / rates[1] if rates[1] else 0.0,
            )
            for w in counts
        ]
    return BenchResult(
        build=build_description(),
        game=game,
        games=games,
        seconds=seconds,
        games_per_second=games / seconds if seconds else 0.0,
        decisions_per_second=decisions / seconds if seconds else 0.0,
        mean_decisions=decisions / games,
        all_decisions_per_second=every / seconds_all if seconds_all else 0.0,
        mean_all_decisions=every / games,
        clone_us=total_ns / timed / 1000 if timed else 0.0,
        mcts_iterations_per_second=mcts_rate,
        scaling=scaling,
    )


def _mcts_rate(game: str, seed: int, lengths: Sequence[int]) -> float:
    """MCTS iterations per second at mid-game decisions (0 if the game cannot determinise)."""
    iterations = 0
    seconds = 0.0
    for i in range(min(MCTS_SAMPLES, len(lengths))):
        s = game_seed(seed, i)
        g = new_game(game, None, s)
        if not g.can_determinize:
            return 0.0
        _play(g, s, stop_at=lengths[i] // 2)
        # Step on to a real choice: a search with one legal action returns at once.
        while not g.is_over and len(g.legal_actions()) < 2:
            _play(g, s, stop_at=1)
        seat = g.current_player
        if seat is None:
            continue
        agent = MctsAgent(s, iterations=MCTS_ITERATIONS)
        begin = time.perf_counter()
        agent.choose_with_sampler(g.view(seat), g.legal_actions(), new_sampler(g, seat))
        seconds += time.perf_counter() - begin
        iterations += agent.last_iterations
    return iterations / seconds if seconds else 0.0
