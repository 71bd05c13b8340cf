"""``reishi cards``: import, search, show and measure the DBZ card data and its compiled text."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Annotated

import msgspec
import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from reishi.engine.errors import DataError
from reishi.games.dbz.cards import CardType, Style
from reishi.games.dbz.compiler import compile_card
from reishi.games.dbz.kit import NOT_EXECUTABLE, compile_for_play
from reishi.games.dbz.library import CardPool, default_store_dir, load_pool, save_store
from reishi.games.dbz.octgn import import_sets

cards_app = typer.Typer(help="Card data: import it, search it, show a card and its program.")

GameArg = Annotated[str, typer.Argument(help="The game whose cards to use (only 'dbz').")]
StoreOpt = Annotated[
    Path | None,
    typer.Option("--store", help="Card store folder (default: the user cache, never the repo)."),
]


def register(app: typer.Typer) -> None:
    """Add the ``cards`` command group to the ``reishi`` app."""
    app.add_typer(cards_app, name="cards")


def _fail(console: Console, message: str) -> typer.Exit:
    console.print(f"[red]{escape(message)}[/red]")
    return typer.Exit(2)


def _game(console: Console, game: str) -> None:
    if game.lower() != "dbz":
        raise _fail(console, f"no card data for game {game!r} (supported: dbz)")


def _pool(console: Console, store: Path | None) -> CardPool:
    try:
        return load_pool(store)
    except DataError as exc:
        raise _fail(console, str(exc)) from None


@cards_app.command("import")
def import_command(
    game: GameArg,
    path: Annotated[Path, typer.Argument(help="OCTGN data folder or set XML file(s).")],
    store: StoreOpt = None,
    verbose: Annotated[bool, typer.Option("--verbose", help="List every record.")] = False,
) -> None:
    """Read OCTGN set XML, normalise it and write the card store; print the report."""
    console = Console(soft_wrap=True, highlight=False)
    _game(console, game)
    try:
        result = import_sets([path])
    except DataError as exc:
        raise _fail(console, str(exc)) from None
    target = save_store(result, store or default_store_dir(), [path])
    per_set = Counter(card.set_name for card in result.cards)
    file_sets = {card.id: card.set_name for card in result.cards}
    corrected = Counter(file_sets.get(e.card_id, e.file) for e in result.by_kind("corrected"))
    table = Table(title=f"{result.records_read} records read", title_justify="left")
    for column in ("Set", "Cards", "Corrected"):
        table.add_column(column)
    for name, count in sorted(per_set.items()):
        table.add_row(escape(name), str(count), str(corrected[name]))
    console.print(table)
    skipped = result.by_kind("unsupported") + result.by_kind("unreadable")
    console.print(f"Not imported: {len(skipped)} (unsupported or unreadable)")
    for entry in skipped if not verbose else result.entries:
        console.print(
            f"  {escape(entry.file)} {escape(entry.card_id)} {escape(entry.title)!s} "
            f"[{entry.kind}]: {escape('; '.join(entry.messages))}"
        )
    console.print(f"Store written to {escape(str(target))}")


@cards_app.command("search")
def search_command(
    game: GameArg,
    query: Annotated[str, typer.Argument(help="Text to find in titles and card text.")],
    card_type: Annotated[
        CardType | None, typer.Option("--type", help="Only cards of this type.")
    ] = None,
    style: Annotated[
        Style | None, typer.Option("--style", help="Only cards of this style.")
    ] = None,
    set_name: Annotated[str | None, typer.Option("--set", help="Only cards of this set.")] = None,
    limit: Annotated[int, typer.Option("--limit", help="Show at most this many.")] = 20,
    store: StoreOpt = None,
) -> None:
    """List cards whose title or text contains QUERY."""
    console = Console(soft_wrap=True, highlight=False)
    _game(console, game)
    found = _pool(console, store).search(query, card_type, style, set_name)
    table = Table(title=f"{len(found)} card(s)", title_justify="left")
    for column in ("Title", "Type", "Style", "Set", "No.", "Compiles"):
        table.add_column(column)
    for card in found[:limit]:
        ok = "yes" if compile_card(card).is_complete else "no"
        table.add_row(
            escape(card.title),
            card.type.value,
            card.style.value,
            escape(card.set_name),
            escape(card.number),
            ok,
        )
    console.print(table)


@cards_app.command("show")
def show_command(
    game: GameArg,
    title: Annotated[str, typer.Argument(help="The card's title.")],
    store: StoreOpt = None,
) -> None:
    """Show a card's data and its compiled effect program (or the phrase that did not compile)."""
    console = Console(soft_wrap=True, highlight=False)
    _game(console, game)
    pool = _pool(console, store)
    card = pool.find(title)
    if card is None:
        raise _fail(console, f"no card titled {title!r}: try `reishi cards search dbz`")
    data = msgspec.to_builtins(card)
    for key, value in data.items():
        console.print(f"[bold]{key}[/bold]: {escape(str(value))}")
    result = compile_card(card)
    if result.ruled_text:
        console.print(f"[bold]ruled text[/bold] (DBZ CRD): {escape(result.ruled_text)}")
    if result.is_complete:
        program = msgspec.json.format(msgspec.json.encode(result.program), indent=2)
        console.print("[bold]program[/bold]:")
        console.print(escape(program.decode()))
    else:
        console.print(f"[red]did not compile:[/red] {escape(result.unknown_phrases[0])}")


@cards_app.command("coverage")
def coverage_command(
    game: GameArg,
    retail_only: Annotated[
        bool, typer.Option("--retail-only", help="Only Panini retail sets.")
    ] = False,
    top: Annotated[int, typer.Option("--top", help="How many phrases and reasons to list.")] = 20,
    store: StoreOpt = None,
) -> None:
    """Per set: cards, compiled, executable (playable) and percentages; then what blocks them."""
    console = Console(soft_wrap=True, highlight=False)
    _game(console, game)
    per_set: Counter[str] = Counter()
    compiled: Counter[str] = Counter()
    playable: Counter[str] = Counter()
    failing: Counter[str] = Counter()
    blocked: Counter[str] = Counter()
    for card in _pool(console, store):
        if retail_only and not card.retail:
            continue
        per_set[card.set_name] += 1
        result = compile_card(card)
        if not result.is_complete:
            failing[result.unknown_phrases[0]] += 1
            continue
        compiled[card.set_name] += 1
        checked = compile_for_play(card)
        if checked.is_complete:
            playable[card.set_name] += 1
        else:
            blocked[checked.unknown_phrases[0].removesuffix(NOT_EXECUTABLE)] += 1
    table = Table(title="Compiled and executable card text", title_justify="left")
    for column in ("Set", "Cards", "Compiled", "Executable", "% compiled", "% executable"):
        table.add_column(column)
    rows = [
        (escape(name), per_set[name], compiled[name], playable[name]) for name in sorted(per_set)
    ]
    rows.append(
        (
            "[bold]total[/bold]",
            sum(per_set.values()),
            sum(compiled.values()),
            sum(playable.values()),
        )
    )
    for name, total, done, runs in rows:
        table.add_row(
            name, str(total), str(done), str(runs), _percent(done, total), _percent(runs, total)
        )
    console.print(table)
    console.print("Most frequent phrases that do not compile:")
    for phrase_text, count in failing.most_common(top):
        console.print(f"  {count:4}  {escape(phrase_text)}")
    console.print("Most frequent reasons compiled cards are not executable:")
    for reason, count in blocked.most_common(top):
        console.print(f"  {count:4}  {escape(reason)}")


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / max(whole, 1):.0f}"
