"""``reishi scenario run`` and ``reishi scenario show``: rulings written as scenario files."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from reishi.interfaces.cli.board import render_view
from reishi.testing.runners import game_of, run_any
from reishi.testing.scenario import (
    ScenarioError,
    load_scenario,
    log_lines,
    scenario_files,
    start_game,
)

EXIT_FAILED = 1
EXIT_USAGE = 2

scenario_app = typer.Typer(
    name="scenario",
    help="Run scenario files (a position, actions, expectations) or show their position.",
    no_args_is_help=True,
)


@scenario_app.command("run")
def run_command(
    paths: Annotated[
        list[Path],
        typer.Argument(
            metavar="PATH...",
            help="Scenario files, or folders searched recursively for *.toml files.",
        ),
    ],
    verbose: Annotated[
        bool,
        typer.Option("--verbose", "-v", help="Print each scenario's event log as well."),
    ] = False,
) -> None:
    """Run scenarios of any game (named by their folder) and print PASS or FAIL for each."""
    console = Console(highlight=False, soft_wrap=True)
    missing = [p for p in paths if not p.exists()]
    if missing:
        Console(stderr=True).print(Text(f"error: no such file or folder: {missing[0]}", "bold red"))
        raise typer.Exit(EXIT_USAGE)
    files = scenario_files(paths)
    if not files:
        Console(stderr=True).print(Text("error: no scenario files found", "bold red"))
        raise typer.Exit(EXIT_USAGE)
    failed = 0
    for path in files:
        result = run_any(path)
        if result.passed:
            console.print(Text.assemble(("PASS", "bold green"), f" {path}  {result.title}"))
        else:
            failed += 1
            console.print(Text.assemble(("FAIL", "bold red"), f" {path}  {result.title}"))
            console.print(Text(f"     {result.failure}", "red"))
        if verbose:
            for line in result.log:
                console.print(Text(f"     | {line}", "dim"))
    summary = f"{len(files) - failed} passed, {failed} failed"
    console.print(Text(summary, "bold red" if failed else "bold green"))
    if failed:
        raise typer.Exit(EXIT_FAILED)


@scenario_app.command("show")
def show_command(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="The scenario file to show.")],
) -> None:
    """Print the scenario's starting position as a board, and the log up to its first decision."""
    console = Console(highlight=False, soft_wrap=True, width=100)
    if game_of(file) != "bleach":
        Console(stderr=True).print(Text("error: show draws Bleach TCG scenarios only", "bold red"))
        raise typer.Exit(EXIT_USAGE)
    try:
        scenario = load_scenario(file)
        game = start_game(scenario, str(file), file.read_text(encoding="utf-8"))
    except ScenarioError as exc:
        Console(stderr=True).print(Text(f"error: {exc}", "bold red"))
        raise typer.Exit(EXIT_USAGE) from None
    console.print(Text(scenario.title, "bold"))
    if scenario.description:
        console.print(scenario.description)
    seat = game.current_player if game.current_player is not None else 0
    lines = log_lines(game)
    console.print(render_view(game.rules.name, game.view(seat), lines[-12:]))
    for line in lines:
        console.print(line, markup=False)


def register(app: typer.Typer) -> None:
    """Add the ``scenario`` command group to ``app``."""
    app.add_typer(scenario_app, name="scenario")
