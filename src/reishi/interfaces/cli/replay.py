"""``reishi replay``: re-run a saved game and print its log, whole or as one seat saw it."""

from __future__ import annotations

import sys
import warnings
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from reishi.engine.errors import ReishiError
from reishi.engine.events import Event
from reishi.engine.game import Game
from reishi.interfaces.cli.play import EXIT_USAGE, result_text
from reishi.interfaces.cli.table_talk import log_text
from reishi.interfaces.judge_log import JudgeLog, Verbosity
from reishi.interfaces.replay_file import RulesVersionWarning, load_replay, replay
from reishi.sim.rerun import rerun_game


class Stepper:
    """Waits for Enter between events; at end of input it stops waiting and just continues."""

    __slots__ = ("active",)

    def __init__(self, active: bool) -> None:
        self.active = active

    def wait(self) -> None:
        """Block until Enter (or 'q' to stop stepping); never blocks after end of input."""
        if not self.active:
            return
        # The prompt goes to stderr so stdout stays exactly the log, stepped or not.
        sys.stderr.write("  [Enter: next · q: run to the end] ")
        sys.stderr.flush()
        line = sys.stdin.readline()
        if line == "" or line.strip().lower() == "q":
            self.active = False


def replay_events(game: Game, seat: int | None) -> list[Event]:
    """The finished game's log, in full or as ``seat`` (0-based) saw it."""
    return game.log if seat is None else game.log_for(seat)


def replay_command(
    file: Annotated[
        Path,
        typer.Argument(
            metavar="FILE|DIR",
            help="A replay saved by reishi play --log, or a reishi simulate folder (with --game).",
        ),
    ],
    step: Annotated[bool, typer.Option("--step", help="Wait for Enter between events.")] = False,
    seat: Annotated[
        int | None,
        typer.Option(
            "--seat",
            min=1,
            help="Show the log as this seat (1 or 2) saw it.",
            show_default="every event",
        ),
    ] = None,
    strict: Annotated[
        bool,
        typer.Option("--strict", help="Refuse a replay recorded under another rules version."),
    ] = False,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="Only turns and what a player must not miss.")
    ] = False,
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="Every event, quiet procedure included.")
    ] = False,
    game_number: Annotated[
        int | None,
        typer.Option(
            "--game",
            min=0,
            help="With a simulate folder: the game to play again (its index in results.jsonl).",
        ),
    ] = None,
) -> None:
    """Replay a saved game, or one game of a simulation folder: print its log and the result.

    The log reads as in ``reishi play``: grouped by turn and step, quiet procedure summed up
    in a line (``--verbose`` prints every event, ``--quiet`` only what matters most).
    """
    console = Console(highlight=False, soft_wrap=True)
    errors = Console(stderr=True, soft_wrap=True)
    try:
        if file.is_dir():
            if game_number is None:
                raise ReishiError(f"{file} is a simulation folder: name the game with --game N")
            game, stored = rerun_game(file, game_number)
        else:
            record = load_replay(file)
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always", RulesVersionWarning)
                game = replay(record, strict_version=strict)
            for warning in caught:
                errors.print(Text(f"warning: {warning.message}", style="yellow"))
            stored = {}
    except ReishiError as exc:
        errors.print(Text(f"error: {exc}", style="bold red"))
        raise typer.Exit(EXIT_USAGE) from None
    if seat is not None and seat > game.rules.seats:
        errors.print(
            Text(f"error: {game.rules.name} has {game.rules.seats} seats", style="bold red")
        )
        raise typer.Exit(EXIT_USAGE)
    if quiet and verbose:
        errors.print(Text("error: choose one of --quiet and --verbose", style="bold red"))
        raise typer.Exit(EXIT_USAGE)
    verbosity = Verbosity.QUIET if quiet else Verbosity.VERBOSE if verbose else Verbosity.NORMAL
    stepper = Stepper(step)
    judge = JudgeLog(game.rules, verbosity)
    for line in judge.lines(replay_events(game, None if seat is None else seat - 1)):
        console.print(log_text(line), soft_wrap=True)
        stepper.wait()
    console.print(Text(result_text(game), style="bold"))
    reason = game.end_reason
    if stored and (stored["winner"] != game.winner or stored["end_reason"] != reason):
        # The folder's record and the replayed game must agree: same seeds, same game.
        errors.print(Text(f"warning: the run recorded {stored}, the replay differs", "yellow"))


def register(app: typer.Typer) -> None:
    """Add the ``replay`` command to ``app``."""
    app.command("replay", help="Replay a saved game and print its log and result.")(replay_command)
