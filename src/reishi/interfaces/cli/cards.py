"""``reishi cards``: search and show any game's cards; import and measure card data where the
game's rules bring those tools (optional rules extensions, ``engine/extensions.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from reishi.engine.errors import ReishiError
from reishi.engine.extensions import (
    Listing,
    SupportsCardCoverage,
    SupportsCardData,
    SupportsCardImport,
)
from reishi.engine.rules import GameRules, game_names, get_rules
from reishi.interfaces.cli.reports import listing_table, print_report

cards_app = typer.Typer(help="Card data: search it, show a card, import and measure it.")

GameArg = Annotated[
    str, typer.Argument(help=f"The game whose cards to use ({', '.join(game_names())}).")
]
StoreOpt = Annotated[
    Path | None,
    typer.Option(
        "--store",
        help="Card data to read instead of the game's own (an import store folder, never the "
        "repository, or a card file).",
    ),
]


def register(app: typer.Typer) -> None:
    """Add the ``cards`` command group to the ``reishi`` app."""
    app.add_typer(cards_app, name="cards")


def _fail(console: Console, message: str) -> typer.Exit:
    console.print(Text(message, style="red"))
    return typer.Exit(2)


def _rules(console: Console, game: str) -> GameRules:
    try:
        return get_rules(game.lower())
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None


def _missing(console: Console, rules: GameRules, kind: type, what: str) -> typer.Exit:
    """The error for a game whose rules lack a tool, naming the games that have it."""
    having = ", ".join(n for n in game_names() if isinstance(get_rules(n), kind)) or "none"
    return _fail(console, f"the {rules.name} rules bring no {what} (games that do: {having})")


def parse_where(pairs: list[str]) -> dict[str, str]:
    """``FIELD=VALUE`` filters as a mapping; BadParameter for anything else."""
    where: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise typer.BadParameter(f"expected FIELD=VALUE, got {pair!r}", param_hint="--where")
        where[key.strip().lower()] = value.strip()
    return where


@cards_app.command("import")
def import_command(
    game: GameArg,
    path: Annotated[list[Path], typer.Argument(help="The card files or folder to import.")],
    store: StoreOpt = None,
    verbose: Annotated[bool, typer.Option("--verbose", help="List every record.")] = False,
) -> None:
    """Import card data into a card store outside the repository; print the report."""
    console = Console(soft_wrap=True, highlight=False)
    rules = _rules(console, game)
    if not isinstance(rules, SupportsCardImport):
        raise _missing(console, rules, SupportsCardImport, "card import")
    try:
        report = rules.import_cards(path, store, verbose)
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    print_report(console, report)


@cards_app.command("search")
def search_command(
    game: GameArg,
    query: Annotated[str, typer.Argument(help="Text to find in titles and card text.")] = "",
    card_type: Annotated[
        str | None, typer.Option("--type", help="Only cards of this type.")
    ] = None,
    where: Annotated[
        list[str] | None,
        typer.Option(
            "--where",
            help="Only cards whose FIELD is VALUE, as FIELD=VALUE (repeatable); a wrong field "
            "lists the game's fields.",
        ),
    ] = None,
    limit: Annotated[int, typer.Option("--limit", min=1, help="Show at most this many.")] = 20,
    store: StoreOpt = None,
) -> None:
    """List cards whose title or text contains QUERY."""
    console = Console(soft_wrap=True, highlight=False)
    rules = _rules(console, game)
    if not isinstance(rules, SupportsCardData):
        raise _missing(console, rules, SupportsCardData, "card data")
    filters = parse_where(where or [])
    if card_type:
        filters["type"] = card_type
    try:
        listing: Listing = rules.search_cards(query, filters, limit, store)
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    console.print(listing_table(listing))


@cards_app.command("show")
def show_command(
    game: GameArg,
    title: Annotated[str, typer.Argument(help="The card's title.")],
    store: StoreOpt = None,
) -> None:
    """Show everything known about a card, and how the rules read it."""
    console = Console(soft_wrap=True, highlight=False)
    rules = _rules(console, game)
    if not isinstance(rules, SupportsCardData):
        raise _missing(console, rules, SupportsCardData, "card data")
    try:
        report = rules.show_card(title, store)
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    print_report(console, report)


@cards_app.command("coverage")
def coverage_command(
    game: GameArg,
    retail_only: Annotated[
        bool, typer.Option("--retail-only", help="Only cards from officially printed sets.")
    ] = False,
    top: Annotated[int, typer.Option("--top", help="How many phrases and reasons to list.")] = 20,
    store: StoreOpt = None,
) -> None:
    """Per set: cards, how many the rules read and run, and what blocks the others."""
    console = Console(soft_wrap=True, highlight=False)
    rules = _rules(console, game)
    if not isinstance(rules, SupportsCardCoverage):
        raise _missing(console, rules, SupportsCardCoverage, "card coverage")
    try:
        report = rules.card_coverage(store, retail_only, top)
    except ReishiError as exc:
        raise _fail(console, str(exc)) from None
    print_report(console, report)
