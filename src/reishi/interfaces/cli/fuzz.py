"""``reishi fuzz``: millions of checked random games, each violation saved minimised."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from reishi.engine.errors import ReishiError
from reishi.engine.rules import game_names
from reishi.interfaces.cli.run_args import ResumeArg, WorkersArg
from reishi.interfaces.cli.simulate import GamesPerSecondColumn, console, fail
from reishi.interfaces.replay_file import ReplayRecord, save_replay
from reishi.sim.fuzzing import (
    Found,
    FuzzProgress,
    FuzzResult,
    compact,
    fuzz,
    read_fuzz_run,
    recheck,
)
from reishi.sim.interrupts import stop_on_signals
from reishi.sim.provenance import code_version
from reishi.sim.runner import RESULTS_FILE
from reishi.sim.stats import wilson_interval
from reishi.testing.fuzz import Sampling
from reishi.testing.scenario_format import format_from_decks
from reishi.testing.shrink import SHRINK_SECONDS, Reproduction

VIOLATIONS_DIR = "violations"


def fuzz_command(
    game: Annotated[str, typer.Argument(help=f"The game to fuzz: {', '.join(game_names())}.")],
    games: Annotated[int, typer.Option("--games", min=1, help="Number of games to play.")] = 1000,
    workers: WorkersArg = "auto",
    seed: Annotated[int, typer.Option("--seed", help="Base seed; game i is derived from it.")] = 1,
    out: Annotated[
        Path | None,
        typer.Option("--out", help="Results folder (default: runs/fuzz-GAME-seedSEED)."),
    ] = None,
    resume: ResumeArg = False,
    probe_every: Annotated[
        int,
        typer.Option(
            "--probe-every",
            min=1,
            help="Clone, view, refusal and JSON checks at one decision in this many, on average "
            "(1: every decision; the other checks run after every action).",
        ),
    ] = Sampling().probe_every,
    notation_every: Annotated[
        int,
        typer.Option(
            "--notation-every",
            min=1,
            help="Every N-th game also replays through the text notation (every game replays "
            "its actions).",
        ),
    ] = Sampling().notation_every,
    max_decisions: Annotated[
        int,
        typer.Option("--max-decisions", min=1, help="A game with no end by then is a violation."),
    ] = Sampling().max_decisions,
    shrink_seconds: Annotated[
        float,
        typer.Option("--shrink-seconds", min=0, help="Time to minimise each violation."),
    ] = SHRINK_SECONDS,
    recheck_only: Annotated[
        bool,
        typer.Option(
            "--recheck",
            help="Play no new games: play every violation --out recorded again on this code and "
            "say which still fail (exit 1 if any does).",
        ),
    ] = False,
    status_only: Annotated[
        bool,
        typer.Option(
            "--status",
            help="Play nothing: print where the run in --out stands (games, rates, violations, "
            "games by code); a run may be writing to it meanwhile.",
        ),
    ] = False,
    compact_only: Annotated[
        bool,
        typer.Option(
            "--compact",
            help="Play nothing: merge the lines of --out's results.jsonl for consecutive chunks "
            "one code played, keeping every count and violation, so a long run's record is small "
            "enough to keep and resume elsewhere; refused while a run writes to the folder.",
        ),
    ] = False,
) -> None:
    """Play random and mixed agents on random legal decks, checking every invariant.

    After every action: no card created or lost, zones consistent, a legal action or the
    end, the game's own invariants. At sampled decisions: clone equals original, views
    redacted, illegal actions refused, views survive JSON. After every game: its replay
    reproduces the log. A violation is saved, minimised, as a replay file and a scenario
    file under OUT/violations/. Resumable with --resume; Ctrl-C, SIGTERM and SIGHUP keep
    every finished game.
    """
    out_dir = out if out is not None else Path("runs") / f"fuzz-{game}-seed{seed}"
    if recheck_only:
        _recheck(game, out_dir)
        return
    if status_only:
        _status(game, out_dir)
        return
    if compact_only:
        _compact(game, out_dir)
        return
    sampling = Sampling(
        probe_every=probe_every, notation_every=notation_every, max_decisions=max_decisions
    )

    def save(found: Found) -> None:
        paths = save_reproduction(found.reproduction, out_dir / VIOLATIONS_DIR)
        summary = found.summary
        console.print(
            f"[bold red]violation[/] in game {summary.index} ({found.reproduction.check}): "
            f"{found.reproduction.message}\n  saved: {', '.join(str(p) for p in paths)}",
            highlight=False,
        )

    try:
        with stop_on_signals(), fuzz_progress(game, games) as report:
            result = fuzz(
                game,
                games,
                seed,
                workers,
                out_dir,
                resume,
                report,
                save,
                sampling=sampling,
                shrink_seconds=shrink_seconds,
            )
    except KeyboardInterrupt:
        raise fail(
            f"interrupted; finished games are in {out_dir / RESULTS_FILE}; "
            "run again with --resume to finish",
            130,
        ) from None
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    _print_summary(result)
    found = result.violations
    console.print(
        f"{result.played} games fuzzed in {result.seconds:.1f} s; {len(found)} violation(s) in "
        f"{result.games} games with code {code_version()}; results in {out_dir}",
        highlight=False,
    )
    if found:
        raise typer.Exit(1)


def _print_summary(result: FuzzResult) -> None:
    console.print(summary_table(result))
    if len(result.by_code()) > 1:
        console.print(code_table(result))


def _status(game: str, out_dir: Path) -> None:
    try:
        info, chunks = read_fuzz_run(out_dir, game)
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    _print_summary(FuzzResult(run=info, chunks=chunks, played=0, seconds=0.0))


def _compact(game: str, out_dir: Path) -> None:
    try:
        read_fuzz_run(out_dir, game)  # the named game's run, and readable, before the lock
        before, after = compact(out_dir)
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    path = out_dir / RESULTS_FILE
    console.print(
        f"{path}: {before:,} line(s) merged into {after:,} ({path.stat().st_size:,} bytes); "
        "every count and violation kept",
        highlight=False,
        soft_wrap=True,
    )


def _recheck(game: str, out_dir: Path) -> None:
    try:
        _, rechecked = recheck(out_dir, game)
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    title = f"{game}: each recorded violation played again on {code_version()}"
    table = Table(title=title, title_justify="left")
    for column in ("game", "check", "found by", "now"):
        table.add_column(column)
    for item in rechecked:
        found = item.found.reproduction
        now = "passes" if item.now is None else f"{item.now.check}: {item.now.message}"
        table.add_row(str(item.found.summary.index), found.check, item.code or "unrecorded", now)
    console.print(table)
    failing = sum(item.now is not None for item in rechecked)
    console.print(f"{len(rechecked)} recorded violation(s); {failing} still fail", highlight=False)
    if failing:
        raise typer.Exit(1)


@contextmanager
def fuzz_progress(label: str, total: int) -> Iterator[FuzzProgress]:
    """A progress bar of games with their rate and the violations found so far."""
    progress = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        GamesPerSecondColumn(),
        TextColumn("{task.fields[violations]} violations"),
        TimeRemainingColumn(),
        console=console,
        transient=False,
    )
    task = progress.add_task(label, total=total, violations=0)

    def report(done: int, total: int, violations: int) -> None:
        if not progress.live.is_started:
            progress.start()
        progress.update(task, completed=done, total=total, violations=violations)

    try:
        yield report
    finally:
        if progress.live.is_started:
            progress.stop()


def summary_table(result: FuzzResult) -> Table:
    """The run so far: games, rates, what was sampled, how games ended, violations."""
    chunks = result.chunks
    games = result.games
    seconds = sum(c.seconds for c in chunks)
    decisions = sum(c.decisions for c in chunks)
    sampling = result.run.sampling
    table = Table(title=f"{result.run.game}: fuzz", show_header=False, title_justify="left")
    table.add_column("measure", style="bold")
    table.add_column("value")
    table.add_row("Games", f"{games:,} of {result.run.games:,}")
    table.add_row("Games/s (per worker)", f"{games / seconds:.1f}" if seconds else "-")
    table.add_row("Actions checked", f"{decisions:,} (every invariant after each)")
    table.add_row(
        "Sampled positions",
        f"{sum(c.probes for c in chunks):,} (clone, views, refusals, JSON: one decision in "
        f"{sampling.probe_every} on average)",
    )
    table.add_row(
        "Replays",
        f"every game by its actions; every {sampling.notation_every}th by its text notation",
    )
    ends: Counter[str] = Counter()
    agents: Counter[str] = Counter()
    for chunk in chunks:
        ends.update(chunk.ends)
        agents.update(chunk.agents)
    for reason, count in sorted(ends.items()):
        table.add_row(f"Ended by {reason or '?'}", f"{count:,}")
    table.add_row("Agents (seats)", ", ".join(f"{a} {n:,}" for a, n in sorted(agents.items())))
    table.add_row("Violations", str(len(result.violations)))
    table.add_row("Violation rate", violation_rate(len(result.violations), games))
    return table


def violation_rate(violations: int, games: int, short: bool = False) -> str:
    """The share of games with a violation, with its Wilson 95 % interval, in words."""
    if not games:
        return "-"
    low, high = wilson_interval(violations, games)
    if not violations:
        bound = f"≤ 1 game in {1 / high:,.0f}"
        return bound if short else f"{bound} (95 % upper bound, Wilson)"
    share = f"{violations / games:.2g} per game"
    return (
        f"{share} ({low:.2g}–{high:.2g})"
        if short
        else (f"{share} (95 % interval {low:.2g}–{high:.2g}, Wilson)")
    )


def code_table(result: FuzzResult) -> Table:
    """The run's games by the code that played them (a resumed run can span fixes)."""
    table = Table(
        title=f"{result.run.game}: games by code (games/s per worker; 95 % Wilson bounds)",
        title_justify="left",
    )
    for column in ("code", "games", "games/s", "violations", "violation rate"):
        table.add_column(column)
    for share in result.by_code():
        speed = f"{share.games / share.seconds:.1f}" if share.seconds else "-"
        rate = violation_rate(share.violations, share.games, short=True)
        table.add_row(share.code, f"{share.games:,}", speed, str(share.violations), rate)
    return table


def save_reproduction(found: Reproduction, folder: Path) -> list[Path]:
    """Write a violation as a replay file and (when it starts from decks) a scenario file."""
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{found.game}-game{found.index}-{found.check}"
    replay = folder / f"{stem}.replay.json"
    record = ReplayRecord(
        game=found.game,
        rules_version=found.rules_version,
        seed=found.seed,
        decks=None if found.decks is None else list(found.decks),
        options=dict(found.options),
        actions=list(found.actions),
    )
    _atomic(replay, lambda tmp: save_replay(record, tmp))
    paths = [replay]
    if found.decks is not None:
        scenario = folder / f"{stem}.toml"
        text = format_from_decks(
            title=f"{found.game} fuzz game {found.index}: {found.check}",
            game=found.game,
            description=(
                f"Found by reishi fuzz and minimised from {found.original_actions} to "
                f"{len(found.actions)} actions: {found.message}"
            ),
            seed=found.seed,
            decks=found.decks,
            actions=found.actions,
            options=found.options,
        )
        _atomic(scenario, lambda tmp: tmp.write_text(text, encoding="utf-8"))
        paths.append(scenario)
    return paths


def _atomic(path: Path, write: Callable[[Path], object]) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    write(tmp)
    tmp.replace(path)  # a reader never sees half a file


def register(app: typer.Typer) -> None:
    """Add ``fuzz`` to the ``reishi`` command."""
    app.command("fuzz")(fuzz_command)
