"""How short the fuzz's reproductions are: plant a fault in DBZ, fuzz until it shows, minimise.

Each planted fault is a position the rules must never reach (a player with two Dragon
Balls in play, three Allies, MP level 3 or two Drills). Fuzzed games of run seed 7 are
played until three of them reach it after at least 60 actions; each is then minimised
with the fuzz's own budget, and the script prints the lengths before and after.

    REISHI_DATA=../shared/data python examples/measure_shrinker.py [--seconds 60]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import reishi.testing.fuzz as fuzzing
from reishi.testing.shrink import SHRINK_SECONDS, minimise

FAULTS: dict[str, Callable[[Any], bool]] = {
    "two Dragon Balls in play": lambda p: len(p.dragon_balls) >= 2,
    "three Allies in play": lambda p: len(p.allies) >= 3,
    "MP level 3": lambda p: p.level >= 3,
    "two Drills in play": lambda p: len(p.drills) >= 2,
}


def main() -> None:
    """Print, for each planted fault, the length of three found games and of their survivors."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=SHRINK_SECONDS, help="Budget per game.")
    parser.add_argument("--games", type=int, default=3, help="Found games per fault.")
    args = parser.parse_args()
    # The fuzz reads its invariants through this module global; the planted fault wraps it.
    checked = getattr(fuzzing, "invariant_violations")  # noqa: B009
    before = after = 0
    for fault, reached in FAULTS.items():

        def planted(
            game: Any,
            cards: int | None,
            reached: Callable[[Any], bool] = reached,
            fault: str = fault,
        ) -> Any:
            found = checked(game, cards)
            if any(reached(p) for p in game.view(0).players):
                found.append("planted: " + fault)
            return found

        setattr(fuzzing, "invariant_violations", planted)  # noqa: B010
        found = 0
        for index in range(400):
            trace = fuzzing.fuzz_game("dbz", 7, index, fuzzing.Sampling())
            if trace.summary.violation is None or len(trace.choices) < 60:
                continue
            started = time.monotonic()
            survivor = minimise(trace, fuzzing.Sampling(), seconds=args.seconds)
            took = time.monotonic() - started
            lengths = f"{len(trace.choices)} -> {len(survivor.actions)} actions"
            print(f"{fault}, game {index}: {lengths} in {took:.0f} s")
            before, after = before + len(trace.choices), after + len(survivor.actions)
            found += 1
            if found == args.games:
                break
        setattr(fuzzing, "invariant_violations", checked)  # noqa: B010
    print(f"all: {before} -> {after} actions ({after / max(1, before):.0%} of the found games)")


if __name__ == "__main__":
    main()
