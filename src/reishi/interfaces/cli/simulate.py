"""``reishi simulate`` and ``reishi report``: many seeded games to a results folder, then HTML."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from reishi.agents.registry import agents_help, split_agent_specs
from reishi.engine.errors import ReishiError
from reishi.engine.rules import game_names
from reishi.interfaces.cli.game_options import OptionArg, VariantArg, game_options
from reishi.interfaces.cli.run_args import ResumeArg, WorkersArg
from reishi.sim.interrupts import stop_on_signals
from reishi.sim.ray_backend import RayBackend
from reishi.sim.runner import (
    RESULTS_FILE,
    Backend,
    ProgressFn,
    new_named_backend,
    read_run,
    resolve_workers,
    simulate,
)
from reishi.sim.stats import Rate, Summary, summarize

console = Console()
errors = Console(stderr=True)


class GamesPerSecondColumn(ProgressColumn):
    """Games finished per second, from rich's moving speed estimate."""

    def render(self, task: Task) -> Text:
        """The rate as text."""
        speed = task.speed
        return Text("-- games/s" if speed is None else f"{speed:.1f} games/s", style="cyan")


@contextmanager
def games_progress(label: str, total: int | None = None) -> Iterator[ProgressFn]:
    """A progress bar of games, shown from the first report (so early errors print alone)."""
    progress = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        GamesPerSecondColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=False,
    )
    task = progress.add_task(label, total=total)

    def report(done: int, total: int) -> None:
        if not progress.live.is_started:
            progress.start()
        progress.update(task, completed=done, total=total)

    try:
        yield report
    finally:
        if progress.live.is_started:
            progress.stop()


def split_agents(text: str) -> list[str]:
    """``random,mcts:iterations=200,depth=30`` as a list of agent specs."""
    return split_agent_specs(text)


def fail(message: object, code: int = 1) -> typer.Exit:
    """Print one error line and return the exit to raise (no traceback)."""
    # soft_wrap: one line however narrow the terminal, so it can be grepped and piped.
    errors.print(f"[bold red]error:[/] {escape(str(message))}", highlight=False, soft_wrap=True)
    return typer.Exit(code)


def rate_text(r: Rate) -> str:
    """A rate with its interval and counts."""
    return f"{r.rate:.1%}  [{r.low:.1%}, {r.high:.1%}]  ({r.hits}/{r.trials})"


def summary_table(summary: Summary, title: str) -> Table:
    """The run summary as a rich table."""
    table = Table(title=title, show_header=False, title_justify="left")
    table.add_column("measure", style="bold")
    table.add_column("value")
    table.add_row("Games", str(summary.games))
    table.add_row("Draws", str(summary.draws))
    if summary.unfinished:
        table.add_row("Stopped by the decision cap", str(summary.unfinished))
    for seat, r in enumerate(summary.seat_wins):
        table.add_row(f"Seat {seat} wins", rate_text(r))
    for name, r in summary.agent_wins.items():
        table.add_row(f"Agent {name} wins", rate_text(r))
    if not summary.agent_wins and summary.agents:
        table.add_row("Agents", f"{', '.join(summary.agents)} in every seat: see the seat wins")
    table.add_row("First player wins (decisive)", rate_text(summary.first_player_wins))
    for reason, count in summary.end_reasons.items():
        table.add_row(f"Ended by {reason or '?'}", str(count))
    for label, s in (("Turns", summary.turns), ("Decisions", summary.decisions)):
        table.add_row(
            label, f"mean {s.mean:.1f}, median {s.median:.1f}, p90 {s.p90:.1f}, max {s.maximum}"
        )
    return table


def simulate_command(
    game: Annotated[str, typer.Argument(help=f"The game to simulate: {', '.join(game_names())}.")],
    deck1: Annotated[
        Path | None, typer.Option("--deck1", help="Deck file for seat 0 (default: starter).")
    ] = None,
    deck2: Annotated[
        Path | None, typer.Option("--deck2", help="Deck file for seat 1 (default: starter).")
    ] = None,
    agents: Annotated[
        str,
        typer.Option(
            "--agents",
            help=f"Comma-separated agent per seat, e.g. random,random ({agents_help()}).",
        ),
    ] = "random,random",
    games: Annotated[int, typer.Option("--games", min=1, help="Number of games to play.")] = 100,
    workers: WorkersArg = "auto",
    seed: Annotated[int, typer.Option("--seed", help="Base seed; game i uses a derived seed.")] = 1,
    out: Annotated[
        Path | None,
        typer.Option("--out", help="Results folder (default: runs/GAME-seedSEED)."),
    ] = None,
    resume: ResumeArg = False,
    max_decisions: Annotated[
        int, typer.Option("--max-decisions", min=1, help="Per-game safety cap on decisions.")
    ] = 20_000,
    backend: Annotated[
        str,
        typer.Option("--backend", help="Where games run: local (worker processes) or ray (extra)."),
    ] = "local",
    address: Annotated[
        str | None,
        typer.Option("--address", help="Ray cluster HOST:PORT (default: a local Ray instance)."),
    ] = None,
    option: OptionArg = None,
    variant: VariantArg = None,
) -> None:
    """Play many seeded games over worker processes and stream results to a folder."""
    out_dir = out if out is not None else Path("runs") / f"{game}-seed{seed}"
    decks = None if deck1 is None and deck2 is None else [deck1, deck2]
    runner: Backend | None = None
    try:
        try:
            with stop_on_signals(), games_progress(game, games) as report_progress:
                if backend != "local" or address is not None:
                    runner = new_named_backend(backend, resolve_workers(workers), address)
                    if isinstance(runner, RayBackend):
                        console.print(runner.describe(), highlight=False)
                result = simulate(
                    game,
                    decks,
                    split_agents(agents),
                    games,
                    seed,
                    workers,
                    out_dir,
                    resume,
                    report_progress,
                    max_decisions=max_decisions,
                    backend=runner,
                    options=game_options(option, variant),
                )
        finally:
            if runner is not None:
                runner.close()
    except KeyboardInterrupt:
        raise fail(
            f"interrupted; finished games are in {out_dir / RESULTS_FILE}; "
            "run again with --resume to finish",
            130,
        ) from None
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    console.print(
        summary_table(summarize(result.records), f"{game}: {' vs '.join(result.run.agents)}")
    )
    console.print(
        f"{result.played} games played in {result.seconds:.1f} s; results in {out_dir}",
        highlight=False,
    )


def report_command(
    run_dir: Annotated[Path, typer.Argument(help="Results folder written by reishi simulate.")],
) -> None:
    """Write report.html (summary table and figures) for a results folder."""
    try:
        from reishi.sim.report import write_report  # matplotlib loads only when needed

        path = write_report(run_dir)
        info, records = read_run(run_dir)
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    console.print(summary_table(summarize(records), f"{info.game}: {' vs '.join(info.agents)}"))
    console.print(f"report written to {path}", highlight=False)


def register(app: typer.Typer) -> None:
    """Add ``simulate`` and ``report`` to the ``reishi`` command."""
    app.command("simulate")(simulate_command)
    app.command("report")(report_command)
