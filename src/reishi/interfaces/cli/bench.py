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
from reishi.sim.bench import BenchResult, bench


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
) -> None:
    """Time random-vs-random play with starter decks: games/s, decisions/s, clone and MCTS cost."""
    try:
        names = game_names() if game == "all" else [get_rules(game).name]
        if not names:
            raise ReishiError("no games are registered")
        counts = parse_workers(workers)
        results = [bench(name, games, seed, counts) for name in names]
        # The rl extra is optional: its module is looked up only when asked for.
        rl_bench = importlib.import_module("reishi.interfaces.rl.bench") if rl else None
        speeds = [rl_bench.env_speed(name, seed=seed) for name in names] if rl_bench else []
    except ImportError as exc:
        raise fail(f"--rl needs the rl extra (pip install -e '.[rl]'): {exc}") from None
    except KeyboardInterrupt:
        raise fail("interrupted", 130) from None
    except ReishiError as exc:
        raise fail(exc) from None
    if as_json:
        typer.echo(msgspec.json.encode([*results, *speeds]).decode())
        return
    for table in _tables(results):
        console.print(table)
    if rl_bench is not None:
        console.print(rl_bench.rl_table(speeds))


def _tables(results: list[BenchResult]) -> list[Table]:
    builds = sorted({r.build for r in results})
    speed = Table(
        title=f"Random playouts in one process ({', '.join(builds)})",
        title_justify="left",
        caption="choices: decisions with more than one legal action (forced ones are taken by "
        "the engine); every: the same play with every decision surfaced, forced ones included",
        caption_justify="left",
    )
    columns = (
        "game",
        "games",
        "games/s",
        "choices/s",
        "choices/game",
        "every decision/s",
        "every/game",
        "clone µs",
        "mcts it/s",
    )
    for column in columns:
        speed.add_column(column, justify="right")
    for r in results:
        speed.add_row(
            r.game,
            str(r.games),
            f"{r.games_per_second:,.1f}",
            f"{r.decisions_per_second:,.0f}",
            f"{r.mean_decisions:.1f}",
            f"{r.all_decisions_per_second:,.0f}",
            f"{r.mean_all_decisions:.0f}",
            f"{r.clone_us:.1f}",
            f"{r.mcts_iterations_per_second:,.0f}" if r.mcts_iterations_per_second else "-",
        )
    if not any(r.scaling for r in results):
        return [speed]
    scaling = Table(title="reishi simulate over worker processes", title_justify="left")
    for column in ("game", "workers", "games/s", "speed-up"):
        scaling.add_column(column, justify="right")
    for r in results:
        for s in r.scaling:
            scaling.add_row(
                r.game, str(s.workers), f"{s.games_per_second:,.1f}", f"{s.speedup:.2f}×"
            )
    return [speed, scaling]


def register(app: typer.Typer) -> None:
    """Add ``bench`` to the ``reishi`` command."""
    app.command("bench")(bench_command)
