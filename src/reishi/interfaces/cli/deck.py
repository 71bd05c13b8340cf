"""``reishi deck``: check a deck file against its game's construction rules, or show it."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from reishi.engine.errors import DataError
from reishi.games.bleach.carddef import ENERGY_KINDS, CardDef
from reishi.games.bleach.decks import Deck, check_deck, parse_deck
from reishi.games.bleach.library import CardLibrary, load_library

# Exit codes: 0 legal, 1 rule violations, 2 the file could not be read or parsed.
EXIT_ILLEGAL = 1
EXIT_BAD_FILE = 2

_GAME_LINE = re.compile(r"^\s*game\s*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)
_SUPPORTED_GAMES = ("bleach", "dbz")

deck_app = typer.Typer(
    help="Check and show deck files (construction rules from each game's documents).",
    no_args_is_help=True,
)

FileArg = Annotated[Path, typer.Argument(help="The .deck file to read.", dir_okay=False)]
GameOpt = Annotated[
    str | None,
    typer.Option(
        "--game", help="The game the deck is for (default: the file's 'game:' line, else bleach)."
    ),
]
CardsOpt = Annotated[
    list[Path] | None,
    typer.Option(
        "--cards",
        help="A card TOML file to use instead of the shipped cards (repeat for several).",
    ),
]


def register(app: typer.Typer) -> None:
    """Add the ``deck`` command group to the ``reishi`` app."""
    app.add_typer(deck_app, name="deck")


@deck_app.command("check")
def check_command(file: FileArg, game: GameOpt = None, cards: CardsOpt = None) -> None:
    """Print every construction rule the deck breaks; exit 1 if any, 0 if it is legal."""
    console = Console(soft_wrap=True, highlight=False)
    if _game_of(file, game) == "dbz":
        _check_dbz(console, file)
        return
    deck, library = _load(console, file, game, cards)
    violations = check_deck(deck, library, file)
    if not violations:
        console.print(f"{escape(str(file))}: [green]legal[/green] ({escape(deck.name)})")
        return
    console.print(
        f"{escape(str(file))}: [red]{len(violations)} violation(s)[/red] ({escape(deck.name)})"
    )
    for violation in violations:
        console.print(f"  - {escape(violation)}")
    raise typer.Exit(EXIT_ILLEGAL)


@deck_app.command("show")
def show_command(file: FileArg, game: GameOpt = None, cards: CardsOpt = None) -> None:
    """Show the deck's guardian, main deck and side deck with each card's type and cost."""
    console = Console(soft_wrap=True, highlight=False)
    deck, library = _load(console, file, game, cards)
    console.print(f"[bold]{escape(deck.name)}[/bold]  ({escape(str(file))})")
    guardian = library.get(deck.guardian) if deck.guardian in library else None
    if guardian is None:
        console.print(f"Guardian: {escape(deck.guardian or '(none)')}")
    else:
        energy = ", ".join(f"{k} {v}" for k, v in (guardian.energy or {}).items())
        console.print(
            f"Guardian: {escape(guardian.title)}{_marks(guardian)} — power {guardian.power}, "
            f"energy {energy}"
        )
    for label, titles in (("Main deck", deck.main), ("Side deck", deck.side)):
        table = Table(title=f"{label} ({len(titles)} cards)", title_justify="left")
        for column in ("#", "Card", "Type", "Cost"):
            table.add_column(column)
        for title, count in Counter(titles).items():
            card = library.get(title) if title in library else None
            kind = str(card.type) if card else "unknown card"
            table.add_row(
                str(count), escape(title) + (_marks(card) if card else ""), kind, _cost(card)
            )
        console.print(table)
    console.print("[dim]* provisional numbers or text, † sample card (docs/cards.md)[/dim]")


def _load(
    console: Console, file: Path, game: str | None, cards: list[Path] | None
) -> tuple[Deck, CardLibrary]:
    """Read the deck and the card library, or print the file:line problem and exit 2."""
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        console.print(f"[red]{escape(str(file))}: cannot read deck file: {escape(str(exc))}[/red]")
        raise typer.Exit(EXIT_BAD_FILE) from None
    detected = _GAME_LINE.search(text)
    chosen = (game or (detected.group(1) if detected else "bleach")).lower()
    if chosen not in _SUPPORTED_GAMES:
        console.print(
            f"[red]{escape(str(file))}: no deck format for game {chosen!r} "
            f"(supported: {', '.join(_SUPPORTED_GAMES)})[/red]"
        )
        raise typer.Exit(EXIT_BAD_FILE)
    try:
        deck = parse_deck(text, file)
        library = load_library(cards or None)
    except DataError as exc:
        console.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(EXIT_BAD_FILE) from None
    return deck, library


def _game_of(file: Path, game: str | None) -> str:
    """The deck's game: ``--game``, else its ``game:`` line, else bleach."""
    if game:
        return game.lower()
    try:
        detected = _GAME_LINE.search(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return "bleach"
    return detected.group(1).lower() if detected else "bleach"


def _check_dbz(console: Console, file: Path) -> None:
    """Check a DBZ deck against DBZ RB: Making a Deck (cards from the DBZ card store)."""
    from reishi.games.dbz import decks as dbz_decks
    from reishi.games.dbz.library import load_pool

    try:
        deck = dbz_decks.parse_deck(file.read_text(encoding="utf-8"), file)
        pool = load_pool()
    except (DataError, OSError, UnicodeDecodeError) as exc:
        console.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(EXIT_BAD_FILE) from None
    violations = dbz_decks.check_deck(deck, pool)
    if not violations:
        console.print(f"{escape(str(file))}: [green]legal[/green] ({escape(deck.name)})")
        return
    console.print(
        f"{escape(str(file))}: [red]{len(violations)} violation(s)[/red] ({escape(deck.name)})"
    )
    for violation in violations:
        console.print(f"  - {escape(violation)}")
    raise typer.Exit(EXIT_ILLEGAL)


@deck_app.command("import")
def import_command(
    file: Annotated[Path, typer.Argument(help="The OCTGN .o8d deck file (DBZ).", dir_okay=False)],
    out: Annotated[
        Path | None, typer.Option("--out", help="Write the .deck file here (default: print it).")
    ] = None,
) -> None:
    """Convert an OCTGN DBZ deck (.o8d) to the .deck text format, matching cards by id."""
    from reishi.games.dbz import decks as dbz_decks
    from reishi.games.dbz.library import load_pool

    console = Console(soft_wrap=True, highlight=False)
    try:
        deck = dbz_decks.from_o8d(file.read_bytes(), load_pool(), str(file))
    except (DataError, OSError) as exc:
        console.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(EXIT_BAD_FILE) from None
    text = dbz_decks.format_deck(deck)
    if out is None:
        console.print(escape(text), end="")
    else:
        out.write_text(text, encoding="utf-8")
        console.print(f"wrote {escape(str(out))}")


def _marks(card: CardDef) -> str:
    return ("*" if card.provisional else "") + ("†" if card.sample else "")


def _cost(card: CardDef | None) -> str:
    if card is None or card.cost is None:
        return "-"
    cost = card.cost
    return " ".join(f"{cost[k]}{k[0].upper()}" for k in ENERGY_KINDS if cost.get(k))
