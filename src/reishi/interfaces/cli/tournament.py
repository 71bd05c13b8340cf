"""``reishi tournament``: a round robin of agents, seats swapped, with an Elo table."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from reishi.agents.registry import agents_help
from reishi.engine.errors import ReishiError
from reishi.engine.rules import game_names
from reishi.interfaces.cli.game_options import OptionArg, VariantArg, game_options
from reishi.interfaces.cli.run_args import WorkersArg
from reishi.interfaces.cli.simulate import console, fail, games_progress, split_agents
from reishi.sim.interrupts import stop_on_signals
from reishi.sim.tournament import TournamentResult, head_to_head, read_tournament, round_robin


def tournament_command(
    game: Annotated[
        str | None,
        typer.Option("--game", help=f"The two-seat game to play: {', '.join(game_names())}."),
    ] = None,
    agents: Annotated[
        str,
        typer.Option("--agents", help=f"Comma-separated agents, at least two ({agents_help()})."),
    ] = "random,random",
    games: Annotated[
        int, typer.Option("--games", min=1, help="Games per pair in each seat order.")
    ] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Base seed of the tournament.")] = 1,
    workers: WorkersArg = "auto",
    deck1: Annotated[
        Path | None, typer.Option("--deck1", help="Deck file for seat 0 (default: starter).")
    ] = None,
    deck2: Annotated[
        Path | None, typer.Option("--deck2", help="Deck file for seat 1 (default: starter).")
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            help="Folder to stream every game to (one results folder per seat order), "
            "so an interrupted tournament can be resumed.",
        ),
    ] = None,
    resume: Annotated[
        bool, typer.Option("--resume", help="Finish the tournament already in --out.")
    ] = False,
    standings: Annotated[
        bool,
        typer.Option(
            "--standings",
            help="Only print the tables of the games already in --out (a run may be going on).",
        ),
    ] = False,
    option: OptionArg = None,
    variant: VariantArg = None,
) -> None:
    """Play every pair of agents with seats both ways; print results and Elo ratings."""
    if resume and out is None:
        raise fail("--resume needs --out: the folder of the tournament to finish")
    if standings:
        if out is None:
            raise fail("--standings needs --out: the folder of the tournament to read")
        _print_standings(out, "Standings so far")
        return
    if game is None:
        raise fail(f"--game is needed: one of {', '.join(game_names())}")
    decks = None if deck1 is None and deck2 is None else [deck1, deck2]
    try:
        with stop_on_signals(), games_progress("tournament") as report_progress:
            result = round_robin(
                game,
                decks,
                split_agents(agents),
                games,
                seed,
                workers,
                report_progress,
                out_dir=out,
                resume=resume,
                options=game_options(option, variant),
            )
    except KeyboardInterrupt:
        if out is None:
            raise fail("interrupted", 130) from None
        _print_standings(out, "Interrupted: the games finished so far")
        raise fail(f"interrupted; finished games are in {out}, --resume continues", 130) from None
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    print_tables(result)


def _print_standings(out: Path, heading: str) -> None:
    try:
        info, result = read_tournament(out)
    except (ReishiError, OSError) as exc:
        raise fail(exc) from None
    played = sum(sum(p.wins) + p.draws for p in result.pairings)
    planned = info.games * len(result.pairings)
    console.print(f"[bold]{heading}[/]: {info.game}, {played} of {planned} games, seed {info.seed}")
    print_tables(result)


def print_tables(result: TournamentResult) -> None:
    """Results by seat order, head to head with Wilson intervals, and the Elo table."""
    pairs = Table(title="Results by seat order", title_justify="left")
    for column in ("seat 0", "seat 1", "seat 0 wins", "seat 1 wins", "draws"):
        pairs.add_column(column)
    for p in result.pairings:
        pairs.add_row(
            result.entrants[p.seats[0]],
            result.entrants[p.seats[1]],
            str(p.wins[0]),
            str(p.wins[1]),
            str(p.draws),
        )
    console.print(pairs)
    duels = Table(title="Head to head, both seat orders (draw = half)", title_justify="left")
    for column in ("agent", "against", "score", "games", "win rate", "95 % interval (Wilson)"):
        duels.add_column(column)
    for h in head_to_head(result):
        rate = h.score / h.games if h.games else 0.0
        duels.add_row(
            h.first,
            h.second,
            f"{h.score:g}",
            str(h.games),
            f"{rate:.1%}",
            f"[{h.low:.1%}, {h.high:.1%}]",
        )
    console.print(duels)
    elo = Table(title="Elo (Bradley-Terry fit, 95 % bootstrap interval)", title_justify="left")
    for column in ("rank", "agent", "Elo", "95 % interval", "games", "score"):
        elo.add_column(column)
    for rank, r in enumerate(result.ratings, start=1):
        elo.add_row(
            str(rank),
            r.name,
            f"{r.elo:.0f}",
            f"[{r.low:.0f}, {r.high:.0f}]",
            str(r.games),
            f"{r.score:g}",
        )
    console.print(elo)


def register(app: typer.Typer) -> None:
    """Add ``tournament`` to the ``reishi`` command."""
    app.command("tournament")(tournament_command)
