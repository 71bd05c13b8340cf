"""``reishi rules GAME``: every rule section of a game, its text, and the tests that cover it."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

import reishi
from reishi.engine.errors import ReishiError
from reishi.engine.ruleindex import RuleIndex
from reishi.interfaces.cli.paths import rules_dir
from reishi.testing.coverage import cited_only, rule_coverage, rule_index
from reishi.testing.rules_doc import OUR_NAME_MARK, rules_markdown

_SHOWN_TESTS = 3
"""How many covering tests a table row names."""


def default_repo_root() -> Path:
    """The checkout this package runs from: src/reishi/__init__.py is two levels below it."""
    return Path(reishi.__file__).resolve().parents[2]


def rules_command(
    game: Annotated[str, typer.Argument(metavar="GAME", help="The game whose rules to list.")],
    uncovered: Annotated[
        bool,
        typer.Option(
            "--uncovered",
            help="List only the sections no test or scenario check exercises.",
        ),
    ] = False,
    show: Annotated[
        str | None,
        typer.Option(
            "--show",
            metavar="CITE",
            help='Print one section\'s text and its tests, e.g. --show "ARD: Power Damage".',
        ),
    ] = None,
    markdown: Annotated[
        bool,
        typer.Option("--markdown", help="Print the rules page (docs/games/GAME.md) as Markdown."),
    ] = False,
    rules_dir_option: Annotated[
        Path | None,
        typer.Option(
            "--rules-dir",
            help="Folder holding the rule documents (default: $REISHI_RULES).",
            file_okay=False,
        ),
    ] = None,
    repo: Annotated[
        Path | None,
        typer.Option(
            "--repo",
            help="Checkout whose tests/ and scenarios/ to scan (default: the one running).",
            file_okay=False,
        ),
    ] = None,
) -> None:
    """List a game's rule sections with the tests and scenarios that cite each one."""
    console = Console(highlight=False)
    errors = Console(stderr=True, highlight=False)
    try:
        index = rule_index(game)
        root = repo if repo is not None else default_repo_root()
        if not (root / "tests").is_dir():
            # An installed wheel carries no tests: the sections can still be listed.
            errors.print(
                Text(
                    f"note: no tests/ folder at {root}, so no coverage is shown; "
                    "run from a checkout or pass --repo.",
                    style="yellow",
                )
            )
        if markdown:
            typer.echo(rules_markdown(root, game), nl=False)
            return
        coverage = rule_coverage(root, game)
        cited = cited_only(root, game)
        if show is not None:
            _check_cite(index, show)  # an unknown citation needs no documents to refuse
            _show(console, index, show, coverage, rules_dir(rules_dir_option))
        else:
            console.print(_table(index, coverage, cited, uncovered))
            console.print(Text(_totals(index, coverage, cited), style="bold"))
    except (ReishiError, KeyError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        errors.print(Text(f"error: {message}", style="bold red"), soft_wrap=True)
        raise typer.Exit(code=1) from None


def _table(
    index: RuleIndex,
    coverage: dict[str, list[str]],
    cited: dict[str, list[str]],
    uncovered: bool,
) -> Table:
    table = Table(
        title=f"{index.title} rule sections" + (" not covered" if uncovered else ""),
        caption=f"{OUR_NAME_MARK} the document lost this heading; the name is ours. "
        "Cited only: scenarios naming the section in sources with no check naming it "
        "(not coverage).",
    )
    table.add_column("Citation", no_wrap=True)
    table.add_column("Doc")
    table.add_column("Ours", justify="center")
    table.add_column("Tests", justify="right")
    table.add_column("Covered by", overflow="fold")
    table.add_column("Cited only", justify="right")
    for item in index.sections:
        tests = coverage.get(item.cite, [])
        if uncovered and tests:
            continue
        table.add_row(
            Text(item.cite),
            item.document,
            OUR_NAME_MARK if item.named_by_project else "",
            str(len(tests)),
            Text(_names(tests)),
            str(len(cited.get(item.cite, []))),
        )
    return table


def _names(tests: list[str]) -> str:
    names = ", ".join(tests[:_SHOWN_TESTS])
    if len(tests) > _SHOWN_TESTS:
        names += f" (+{len(tests) - _SHOWN_TESTS} more)"
    return names


def _totals(index: RuleIndex, coverage: dict[str, list[str]], cited: dict[str, list[str]]) -> str:
    covered = sum(1 for s in index.sections if coverage.get(s.cite))
    nominal = sum(1 for s in index.sections if cited.get(s.cite) and not coverage.get(s.cite))
    total = len(index.sections)
    return (
        f"Covered: {covered} of {total} sections ({total - covered} uncovered, "
        f"{nominal} of them cited by a scenario with no check naming them)"
    )


def _check_cite(index: RuleIndex, cite: str) -> None:
    """Refuse an unknown citation, naming the closest known ones."""
    known = [s.cite for s in index.sections]
    if cite not in known:
        close = difflib.get_close_matches(cite, known, n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise ReishiError(f"unknown rule citation {cite!r}{hint}")


def _show(
    console: Console, index: RuleIndex, cite: str, coverage: dict[str, list[str]], folder: Path
) -> None:
    # KeyError from an unknown citation names the closest ones; the caller prints it.
    text = index.read_text(folder, cite)
    item = next(s for s in index.sections if s.cite == cite)
    subtitle = (
        f"{OUR_NAME_MARK} name ours: the document lost this heading"
        if (item.named_by_project)
        else None
    )
    console.print(Panel(Text(text), title=Text(cite), subtitle=subtitle, expand=False))
    tests = coverage.get(cite, [])
    if not tests:
        console.print(Text("Not covered by any test or scenario.", style="yellow"))
        return
    console.print(Text(f"Covered by {len(tests)} test(s) and scenario(s):", style="bold"))
    for name in tests:
        console.print(Text(f"  {name}"))


def register(app: typer.Typer) -> None:
    """Add ``reishi rules`` to the command line."""
    app.command("rules", help="List a game's rule sections and the tests that cover them.")(
        rules_command
    )
