"""How fast a game runs: real choices, views, legal-action generation, clones, search, memory.

Every rate is counted against the CPU time of this process (``time.process_time``), so a
busy machine slows the wall clock but not the figures much; the load average and the
wall-clock share are reported beside them so a reader can judge. docs/performance.md says
what each number counts and how it compares with other engines' counts.
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from typing import Any

import msgspec

from reishi.agents.base import new_sampler
from reishi.agents.mcts import DEFAULT_DEPTH, MctsAgent
from reishi.agents.random_agent import RandomAgent
from reishi.compiled import build_description
from reishi.engine.actions import Action
from reishi.engine.game import Game, new_game
from reishi.engine.rules import get_rules
from reishi.sim.playout import agent_seed
from reishi.sim.runner import game_seed, simulate

SAMPLED_GAMES = 20  # games whose every decision is timed for view() and legal actions
CLONE_SAMPLES = 20  # mid-game states whose clone() is timed
CLONE_REPEATS = 200  # clones per sampled state
MCTS_SEARCHES = 20  # searches at mid-game choices, enough for a steady rate
MCTS_ITERATIONS = 200  # iterations per timed search, at the agent's default depth


class WorkerThroughput(msgspec.Struct, frozen=True, kw_only=True):
    """``simulate`` throughput with ``workers`` workers, and its speed-up over one worker."""

    workers: int
    games_per_second: float
    speedup: float


class BenchResult(msgspec.Struct, frozen=True, kw_only=True):
    """Speed figures of one game under random play with its starter decks."""

    game: str
    games: int
    build: str = "pure Python"  # or how much of the core the optional mypyc build compiled
    load_average: float = 0.0  # the machine's 1-minute load average when the run began
    cpu_seconds: float  # CPU time of the timed real-play games
    wall_seconds: float  # wall time of the same games (more than CPU on a busy machine)
    # Headline: real play, forced decisions taken by the engine and the quiet-window
    # shortcut on; a choice is a decision with two or more legal actions.
    choices_per_second: float
    games_per_second: float
    mean_choices: float
    # The same games with every decision surfaced (option auto_forced=False, which also
    # asks every quiet priority window): what some engines call decisions per second.
    every_decisions_per_second: float = 0.0
    mean_every_decisions: float = 0.0
    forced_share: float = 0.0  # of those decisions, the share with a single legal action
    view_us: float = 0.0  # view() of the deciding seat, mean over every decision sampled
    legal_us: float = 0.0  # generating the legal actions from scratch, as apply pays for it
    clone_us: float = 0.0
    clone_bytes: float = 0.0  # memory one more clone of a mid-game state adds
    state_bytes: float = 0.0  # a whole mid-game state, log included, rules' card data not
    mcts_iterations_per_second: float = 0.0  # 0 when the game cannot determinise
    mcts_searches: int = 0
    mcts_spread: float = 0.0  # standard deviation of the per-search rates, relative
    mcts_depth: int = DEFAULT_DEPTH  # decisions a playout runs before the evaluation
    scaling: list[WorkerThroughput] = []


def _play(game: Game, seed: int, stop_at: int | None = None) -> tuple[int, int]:
    """Random playout (until ``stop_at`` decisions): (decisions, those with one action)."""
    seats = game.rules.seats
    agents = [RandomAgent(agent_seed(seed, s)) for s in range(seats)]
    decisions = forced = 0
    while not game.is_over and decisions != stop_at:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        if len(legal) < 2:
            forced += 1
        game.apply(agents[seat].choose(None, legal))
        decisions += 1
    return decisions, forced


def _mid_game(game: str, seed: int, decisions: int) -> Game:
    """The game seeded ``seed`` after ``decisions`` random decisions."""
    g = new_game(game, None, seed)
    _play(g, seed, stop_at=decisions)
    return g


def bench(
    game: str, games: int = 200, seed: int = 0, workers: Sequence[int] | None = None
) -> BenchResult:
    """Time ``games`` random-vs-random games in this process and the costs of one decision."""
    if games < 1:
        raise ValueError("bench needs at least one game")
    load = os.getloadavg()[0]
    # One untimed game first: loading the card data and compiling card text happen once per
    # process, and would otherwise be charged to the first timed games.
    warm = game_seed(seed, -1)
    _play(new_game(game, None, warm), warm)
    lengths: list[int] = []
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        s = game_seed(seed, i)
        lengths.append(_play(new_game(game, None, s), s)[0])
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    choices = sum(lengths)

    every = forced = 0
    every_cpu = time.process_time()
    for i in range(games):
        s = game_seed(seed, i)
        d, f = _play(new_game(game, None, s, auto_forced=False), s)
        every, forced = every + d, forced + f
    every_cpu = time.process_time() - every_cpu

    view_us, legal_us = _decision_costs(game, seed, min(SAMPLED_GAMES, games))
    mids = [
        _mid_game(game, game_seed(seed, i), lengths[i] // 2)
        for i in range(min(CLONE_SAMPLES, games))
    ]
    mcts = _mcts_rates(game, seed, lengths, min(MCTS_SEARCHES, games))
    return BenchResult(
        build=build_description(),
        game=game,
        games=games,
        load_average=load,
        cpu_seconds=cpu,
        wall_seconds=wall,
        choices_per_second=_rate(choices, cpu),
        games_per_second=_rate(games, cpu),
        mean_choices=choices / games,
        every_decisions_per_second=_rate(every, every_cpu),
        mean_every_decisions=every / games,
        forced_share=forced / every if every else 0.0,
        view_us=view_us,
        legal_us=legal_us,
        clone_us=_clone_us(mids),
        clone_bytes=_clone_bytes(mids),
        state_bytes=statistics.fmean(state_size(g) for g in mids),
        mcts_iterations_per_second=_rate(sum(n for n, _ in mcts), sum(t for _, t in mcts)),
        mcts_searches=len(mcts),
        mcts_spread=_spread([n / t for n, t in mcts if t > 0]),
        scaling=_scaling(game, games, seed, workers) if workers else [],
    )


def _rate(count: float, seconds: float) -> float:
    return count / seconds if seconds > 0 else 0.0


def _spread(rates: Sequence[float]) -> float:
    """Standard deviation over mean (0 with fewer than two figures)."""
    if len(rates) < 2:
        return 0.0
    return statistics.stdev(rates) / statistics.fmean(rates)


def _legal_generator(game: Game) -> Callable[[Any], list[Action]]:
    """What apply calls to generate legal actions (the procedure's generator on the driver)."""
    procedure = getattr(game.rules, "procedure", None)
    legal = getattr(procedure, "legal", None)
    if callable(legal):
        return legal  # type: ignore[no-any-return]
    return game.rules.legal_actions


def _decision_costs(game: str, seed: int, sampled: int) -> tuple[float, float]:
    """Mean µs of view() for the deciding seat, and of generating its legal actions afresh."""
    view_ns = legal_ns = count = 0
    clock = time.process_time_ns
    for i in range(sampled):
        s = game_seed(seed, i)
        g = new_game(game, None, s)
        generate = _legal_generator(g)
        agents = [RandomAgent(agent_seed(s, seat)) for seat in range(g.rules.seats)]
        while not g.is_over:
            seat = g.current_player
            assert seat is not None
            begin = clock()
            g.view(seat)
            view_ns += clock() - begin
            # On a fresh clone: no answer a game keeps between decisions helps (a clone
            # starts without them), so this is the whole generation apply pays for.
            fresh = g.clone().state
            begin = clock()
            generate(fresh)
            legal_ns += clock() - begin
            count += 1
            g.apply(agents[seat].choose(None, g.legal_actions()))
    return (view_ns / count / 1000, legal_ns / count / 1000) if count else (0.0, 0.0)


def _clone_us(states: Sequence[Game]) -> float:
    """Mean µs of clone() over mid-game states."""
    total = timed = 0
    for g in states:
        begin = time.process_time_ns()
        for _ in range(CLONE_REPEATS):
            g.clone()
        total += time.process_time_ns() - begin
        timed += CLONE_REPEATS
    return total / timed / 1000 if timed else 0.0


def _clone_bytes(states: Sequence[Game]) -> float:
    """Mean bytes one more clone of a mid-game state holds (traced allocations)."""
    if not states:
        return 0.0
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = [g.clone() for g in states for _ in range(10)]
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return (after - before - sys.getsizeof(kept)) / len(kept)


def state_size(game: Game) -> int:
    """Bytes of everything the game's state holds that the rules object does not share."""
    shared = _reachable([game.rules, type(game.state)])
    seen: set[int] = set()
    total = 0
    todo: list[Any] = [game.state]
    while todo:
        obj = todo.pop()
        key = id(obj)
        if key in seen or key in shared or isinstance(obj, type):
            continue
        seen.add(key)
        total += sys.getsizeof(obj)
        todo.extend(gc.get_referents(obj))
    return total


def _reachable(roots: Sequence[Any]) -> set[int]:
    """Ids of every object reachable from ``roots`` (the card data shared by all games)."""
    seen: set[int] = set()
    todo = list(roots)
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        todo.extend(gc.get_referents(obj))
    return seen


def _mcts_rates(
    game: str, seed: int, lengths: Sequence[int], searches: int
) -> list[tuple[int, float]]:
    """(iterations, CPU seconds) of searches at mid-game choices (none: cannot determinise)."""
    out: list[tuple[int, float]] = []
    for i in range(searches):
        s = game_seed(seed, i)
        g = _mid_game(game, s, lengths[i % len(lengths)] // 2)
        if not g.can_determinize:
            return []
        # Step on to a real choice: a search with one legal action returns at once.
        while not g.is_over and len(g.legal_actions()) < 2:
            _play(g, s, stop_at=1)
        seat = g.current_player
        if seat is None:
            continue
        agent = MctsAgent(s, iterations=MCTS_ITERATIONS)
        view, legal, sampler = g.view(seat), g.legal_actions(), new_sampler(g, seat)
        begin = time.process_time()
        agent.choose_with_sampler(view, legal, sampler)
        out.append((agent.last_iterations, time.process_time() - begin))
    return out


def _scaling(game: str, games: int, seed: int, workers: Sequence[int]) -> list[WorkerThroughput]:
    """``simulate`` games/s (wall clock) with each worker count, against one worker."""
    counts = sorted({1, *workers})  # the 1-worker run is the speed-up baseline
    agents = ["random"] * get_rules(game).seats
    rates: dict[int, float] = {}
    for w in counts:
        result = simulate(game, None, agents, games, seed, w)
        rates[w] = _rate(len(result.records), result.seconds)
    return [
        WorkerThroughput(
            workers=w,
            games_per_second=rates[w],
            speedup=rates[w] / rates[1] if rates[1] else 0.0,
        )
        for w in counts
    ]
