"""``reishi deck``: check a deck file against its game's construction rules, show or import it.

Each game brings its own deck tools through the optional rules extensions of
``engine/extensions.py``; the deck's game comes from ``--game`` or the file's ``game:`` line.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from reishi.engine.errors import ReishiError
from reishi.engine.extensions import SupportsDeckFiles, SupportsDeckImport
from reishi.engine.rules import GameRules, game_names, get_rules
from reishi.interfaces.cli.reports import print_report

# Exit codes: 0 legal, 1 rule violations, 2 the file could not be read or parsed.
EXIT_ILLEGAL = 1
EXIT_BAD_FILE = 2

_GAME_LINE = re.compile(r"^\s*game\s*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)

deck_app = typer.Typer(
    help="Check, show and import deck files (construction rules from each game's documents).",
    no_args_is_help=True,
)

FileArg = Annotated[Path, typer.Argument(help="The .deck file to read.", dir_okay=False)]
GameOpt = Annotated[
    str | None,
    typer.Option(
        "--game",
        help=f"The game the deck is for ({', '.join(game_names())}); "
        "default: the file's 'game:' line.",
    ),
]
CardsOpt = Annotated[
    list[Path] | None,
    typer.Option(
        "--cards",
        help="Card data to use instead of the game's own: card files, or a card store folder "
        "(repeat for several files).",
    ),
]


def register(app: typer.Typer) -> None:
    """Add the ``deck`` command group to the ``reishi`` app."""
    app.add_typer(deck_app, name="deck")


def _fail(console: Console, message: str) -> typer.Exit:
    console.print(Text(message, style="red"))
    return typer.Exit(EXIT_BAD_FILE)


def game_of(file: Path, game: str | None) -> str:
    """The deck's game: ``--game``, else the file's ``game:`` line; ReishiError if neither."""
    if game:
        return game.lower()
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ReishiError(f"{file}: cannot read deck file: {exc}") from None
    detected = _GAME_LINE.search(text)
    if detected is None:
        raise ReishiError(
            f"{file}: no 'game:' line; say which game with --game ({', '.join(game_names())})"
        )
    return detected.group(1).lower()


def _deck_rules(console: Console, file: Path, game: str | None) -> SupportsDeckFiles:
    try:
        name = game_of(file, game)
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    try:
        rules: GameRules = get_rules(name)
    except ReishiError as exc:
        raise _fail(console, f"{file}: {exc}") from None
    if not isinstance(rules, SupportsDeckFiles):
        raise _fail(console, f"{file}: the {rules.name} rules bring no deck tools")
    return rules


@deck_app.command("check")
def check_command(file: FileArg, game: GameOpt = None, cards: CardsOpt = None) -> None:
    """Print every construction rule the deck breaks; exit 1 if any, 0 if it is legal."""
    console = Console(soft_wrap=True, highlight=False)
    rules = _deck_rules(console, file, game)
    try:
        report = rules.check_deck_file(file, cards or ())
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    print_report(console, report)
    if not report.ok:
        raise typer.Exit(EXIT_ILLEGAL)


@deck_app.command("show")
def show_command(file: FileArg, game: GameOpt = None, cards: CardsOpt = None) -> None:
    """Show the deck's sections with each card's type, cost and honesty marks."""
    console = Console(soft_wrap=True, highlight=False)
    rules = _deck_rules(console, file, game)
    try:
        report = rules.show_deck_file(file, cards or ())
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    print_report(console, report)


@deck_app.command("import")
def import_command(
    file: Annotated[
        Path, typer.Argument(help="Another program's deck file to convert.", dir_okay=False)
    ],
    game: Annotated[
        str | None,
        typer.Option("--game", help="The deck's game (default: the game that reads such files)."),
    ] = None,
    out: Annotated[
        Path | None, typer.Option("--out", help="Write the .deck file here (default: print it).")
    ] = None,
    cards: CardsOpt = None,
) -> None:
    """Convert another program's deck file to the .deck text format."""
    console = Console(soft_wrap=True, highlight=False)
    try:
        rules = _importer(file, game)
        text = rules.import_deck(file, cards or ())
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    if out is None:
        console.print(text, end="", markup=False)
    else:
        out.write_text(text, encoding="utf-8")
        console.print(f"wrote {out}", markup=False)


def _importer(file: Path, game: str | None) -> SupportsDeckImport:
    """The rules that import ``file``: ``--game``'s, else the one game reading its ending."""
    if game:
        rules = get_rules(game.lower())
        if not isinstance(rules, SupportsDeckImport):
            raise ReishiError(f"the {rules.name} rules import no deck files")
        return rules
    readers: list[SupportsDeckImport] = []
    for name in game_names():
        rules = get_rules(name)
        if isinstance(rules, SupportsDeckImport) and file.suffix.lower() in (
            suffix.lower() for suffix in rules.deck_import_suffixes
        ):
            readers.append(rules)
    if len(readers) != 1:
        found = "no game reads" if not readers else "several games read"
        raise ReishiError(f"{file}: {found} {file.suffix or 'such'} files; say which with --game")
    return readers[0]
