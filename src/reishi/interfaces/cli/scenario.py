"""``reishi scenario run`` and ``reishi scenario show``: rulings written as scenario files."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from reishi.engine.game import Game
from reishi.engine.scenario_hooks import decision_kind
from reishi.testing.scenario import (
    Scenario,
    ScenarioError,
    load_scenario,
    log_lines,
    run_file,
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
    """Run scenario files of any game and print PASS or FAIL for each, with its title."""
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
        result = run_file(path)
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
    """Print the scenario's starting position, zone by zone, and the log to its first decision."""
    console = Console(highlight=False, soft_wrap=True, width=100)
    try:
        scenario = load_scenario(file)
        game = start_game(scenario)
    except ScenarioError as exc:
        Console(stderr=True).print(Text(f"error: {exc}", "bold red"))
        raise typer.Exit(EXIT_USAGE) from None
    console.print(Text(f"{scenario.title}  ({scenario.file.game})", "bold"))
    if scenario.file.description:
        console.print(scenario.file.description)
    for line in position_lines(scenario, game):
        console.print(line, markup=False)
    console.print(Text("Log", "bold"))
    for line in log_lines(game):
        console.print(f"  {line}", markup=False)


def position_lines(scenario: Scenario, game: Game) -> list[str]:
    """Every zone of both seats with its cards (as the scenario lists them), then who decides.

    A scenario is a test, not a game between players, so the whole position is shown.
    """
    hooks = scenario.hooks
    lines: list[str] = []
    for seat in range(game.rules.seats):
        lines.append(f"p{seat + 1}")
        for zone in hooks.zones:
            cards = hooks.zone_cards(game, seat, zone)
            if cards:
                titles = ", ".join(f"{hooks.card_title(game, c)} #{c}" for c in cards)
                lines.append(f"  {zone} ({len(cards)}): {titles}")
    deciding = game.current_player
    who = "nobody (the game is over)" if deciding is None else f"p{deciding + 1}"
    lines.append(f"deciding: {who} ({decision_kind(game)})")
    return lines


def register(app: typer.Typer) -> None:
    """Add the ``scenario`` command group to ``app``."""
    app.add_typer(scenario_app, name="scenario")
