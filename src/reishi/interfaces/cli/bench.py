"""``reishi bench``: how fast each game plays, clones and scales over workers."""

from __future__ import annotations

import importlib
from typing import Annotated

import msgspec
import typer
from rich.table import Table

from reishi.engine.errors import ReishiError
from reishi.engine.rules import game_names, get_rules
from reishi.interfaces.cli.simulate import console, fail
from reishi.sim.bench import MCTS_ITERATIONS, BenchResult, bench
from reishi.sim.fuzz_speed import FuzzSpeed, fuzz_speed


def parse_workers(text: str | None) -> list[int] | None:
    """``1,2,4`` as a list of positive worker counts."""
    if not text:
        return None
    try:
        counts = [int(w) for w in text.split(",") if w.strip()]
    except ValueError:
        raise ReishiError(f"--workers takes numbers like 1,2,4, not {text!r}") from None
    if not counts or min(counts) < 1:
        raise ReishiError(f"--workers needs positive worker counts, not {text!r}")
    return counts


def bench_command(
    game: Annotated[
        str,
        typer.Option(
            "--game", help=f"The game to time ({', '.join(game_names())}), or 'all' for every one."
        ),
    ] = "all",
    games: Annotated[int, typer.Option("--games", min=1, help="Games to play per figure.")] = 200,
    seed: Annotated[int, typer.Option("--seed", help="Base seed of the games.")] = 0,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON (one object per game) instead of a table.")
    ] = False,
    workers: Annotated[
        str | None,
        typer.Option("--workers", help="Also time simulate with these worker counts, e.g. 1,2."),
    ] = None,
    rl: Annotated[
        bool, typer.Option("--rl", help="Also time the Gymnasium envs (needs the rl extra).")
    ] = False,
    fuzzed: Annotated[
        bool,
        typer.Option(
            "--fuzz",
            help="Also time reishi fuzz's games (every check) per CPU second: --games games "
            "after half as many not counted.",
        ),
    ] = False,
) -> None:
    """Time random play with starter decks: real choices/s, view, legal actions, clone, search."""
    try:
        names = game_names() if game == "all" else [get_rules(game).name]
        if not names:
            raise ReishiError("no games are registered")
        counts = parse_workers(workers)
        results = [bench(name, games, seed, counts) for name in names]
        # The rl extra is optional: its module is looked up only when asked for.
        rl_bench = importlib.import_module("reishi.interfaces.rl.bench") if rl else None
        speeds = [rl_bench.env_speed(name, seed=seed) for name in names] if rl_bench else []
        fuzz_speeds = [fuzz_speed(name, games, seed) for name in names] if fuzzed else []
    except ImportError as exc:
        raise fail(f"--rl needs the rl extra (pip install -e '.[rl]'): {exc}") from None
    except KeyboardInterrupt:
        raise fail("interrupted", 130) from None
    except ReishiError as exc:
        raise fail(exc) from None
    if as_json:
        typer.echo(msgspec.json.encode([*results, *speeds, *fuzz_speeds]).decode())
        return
    for table in _tables(results):
        console.print(table)
    if rl_bench is not None:
        console.print(rl_bench.rl_table(speeds))
    if fuzz_speeds:
        console.print(_fuzz_table(fuzz_speeds))


def _fuzz_table(speeds: list[FuzzSpeed]) -> Table:
    """Fuzzed games per CPU second, each game after its uncounted warm-up games."""
    loads = ", ".join(f"{s.load_average:.1f}" for s in speeds)
    table = Table(
        title=f"reishi fuzz's games in one process ({speeds[0].build}); rates per CPU second",
        title_justify="left",
        caption="random legal decks and mixed agents, every invariant after every action, "
        "sampled probes and each game's replay (reishi fuzz --help); the warm-up games fill "
        f"the caches a long run keeps. Load average as the timed games began: {loads}.",
        caption_justify="left",
    )
    for column in ("game", "games", "warm-up", "games/s", "checked actions/s", "violations"):
        table.add_column(column, justify="right")
    for s in speeds:
        table.add_row(
            s.game,
            str(s.games),
            str(s.warm_up),
            f"{s.games_per_second:,.1f}",
            f"{s.decisions_per_second:,.0f}",
            str(s.violations),
        )
    return table


def _tables(results: list[BenchResult]) -> list[Table]:
    builds = ", ".join(sorted({r.build for r in results}))
    loads = ", ".join(f"{r.load_average:.1f}" for r in results)
    cpu = sum(r.cpu_seconds for r in results)
    wall = sum(r.wall_seconds for r in results)
    speed = Table(
        title=f"Random play in one process ({builds}); rates per CPU second",
        title_justify="left",
        caption=(
            "choices: decisions with two or more legal actions, forced ones taken by the "
            "engine and quiet windows skipped, as in real play; every: the same games with "
            "every decision surfaced (forced share beside it). "
            f"Load average as each game began: {loads}; CPU/wall {cpu / wall if wall else 0:.0%}."
        ),
        caption_justify="left",
    )
    columns = ("game", "games", "choices/s", "games/s", "choices/game", "every/s", "forced")
    for column in columns:
        speed.add_column(column, justify="right")
    for r in results:
        speed.add_row(
            r.game,
            str(r.games),
            f"{r.choices_per_second:,.0f}",
            f"{r.games_per_second:,.1f}",
            f"{r.mean_choices:.1f}",
            f"{r.every_decisions_per_second:,.0f}",
            f"{r.forced_share:.0%}",
        )
    costs = Table(
        title="One decision's costs (µs of CPU) and memory",
        title_justify="left",
        caption=(
            "view: view() of the deciding seat; legal: generating the legal actions from "
            "scratch (on a fresh clone), as apply pays for it; clone KB: what one more clone "
            "holds; state KB: a whole mid-game state with its log; mcts: ISMCTS iterations "
            "per CPU second at mid-game choices (± relative spread between searches); "
            f"{_searches(results)}"
        ),
        caption_justify="left",
    )
    for column in ("game", "view", "legal", "clone", "clone KB", "state KB", "mcts it/s"):
        costs.add_column(column, justify="right")
    for r in results:
        mcts = (
            f"{r.mcts_iterations_per_second:,.0f} ±{r.mcts_spread:.0%}"
            if r.mcts_searches
            else "cannot search"
        )
        costs.add_row(
            r.game,
            f"{r.view_us:.1f}",
            f"{r.legal_us:.1f}",
            f"{r.clone_us:.1f}",
            f"{r.clone_bytes / 1024:.1f}",
            f"{r.state_bytes / 1024:.0f}",
            mcts,
        )
    if not any(r.scaling for r in results):
        return [speed, costs]
    scaling = Table(
        title="reishi simulate over worker processes (wall clock)", title_justify="left"
    )
    for column in ("game", "workers", "games/s", "speed-up"):
        scaling.add_column(column, justify="right")
    for r in results:
        for s in r.scaling:
            scaling.add_row(
                r.game, str(s.workers), f"{s.games_per_second:,.1f}", f"{s.speedup:.2f}×"
            )
    return [speed, costs, scaling]


def _searches(results: list[BenchResult]) -> str:
    """How the search figures were taken, once for the table."""
    searched = [r for r in results if r.mcts_searches]
    if not searched:
        return "no game here can search"
    r = searched[0]
    return (
        f"{r.mcts_searches} searches of {MCTS_ITERATIONS} iterations per game, playouts cut "
        f"after {r.mcts_depth} decisions and scored by the game's evaluation"
    )


def register(app: typer.Typer) -> None:
    """Add ``bench`` to the ``reishi`` command."""
    app.command("bench")(bench_command)
