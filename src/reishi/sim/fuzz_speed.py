"""How fast ``reishi fuzz`` plays: fuzzed games, with every check, per CPU second.

The games are a fuzz run's own (``reishi.testing.fuzz.fuzz_game``: random legal decks,
mixed agents, every invariant after every action, sampled probes, the replay). A long run
fills per-process caches (the candidate cards of a random deck, say), so the timed games
follow warm-up games that are not counted, as a long run's would.
"""

from __future__ import annotations

import os
import time

import msgspec

from reishi.compiled import build_description
from reishi.sim.fuzzing import agent_modules
from reishi.sim.runner import import_all
from reishi.testing.fuzz import Sampling, fuzz_game


class FuzzSpeed(msgspec.Struct, frozen=True, kw_only=True):
    """Fuzzed games of one game per CPU second, after ``warm_up`` games not counted."""

    game: str
    games: int
    warm_up: int
    build: str
    load_average: float  # the machine's 1-minute load average when the timed games began
    cpu_seconds: float
    games_per_second: float
    decisions_per_second: float  # actions applied in the fuzzed games, each one checked
    violations: int  # found among the timed games (a fault of the engine, not of the timing)


def fuzz_speed(game: str, games: int, seed: int = 0, warm_up: int | None = None) -> FuzzSpeed:
    """Play ``warm_up`` (default ``games // 2``) then ``games`` timed games of a fuzz run."""
    import_all(agent_modules(game))
    sampling = Sampling()
    warm = games // 2 if warm_up is None else warm_up
    for index in range(warm):
        fuzz_game(game, seed, index, sampling)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    decisions = violations = 0
    started = time.process_time()
    for index in range(warm, warm + games):
        summary = fuzz_game(game, seed, index, sampling).summary
        decisions += summary.decisions
        violations += summary.violation is not None
    seconds = max(time.process_time() - started, 1e-9)
    return FuzzSpeed(
        game=game,
        games=games,
        warm_up=warm,
        build=build_description(),
        load_average=load,
        cpu_seconds=seconds,
        games_per_second=games / seconds,
        decisions_per_second=decisions / seconds,
        violations=violations,
    )
