"""Prints the neutral reports that games' deck and card tools return (engine/extensions.py)."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from reishi.engine.extensions import Line, Listing, Report, Tone

TONE_STYLES = {
    Tone.PLAIN: "",
    Tone.GOOD: "green",
    Tone.BAD: "red",
    Tone.STRONG: "bold",
    Tone.DIM: "dim",
}


def print_report(console: Console, report: Report) -> None:
    """Each line in its tone and each listing as a table, in order."""
    for block in report.blocks:
        if isinstance(block, Line):
            console.print(Text(block.text, style=TONE_STYLES[block.tone]))
        else:
            console.print(listing_table(block))


def listing_table(listing: Listing) -> Table:
    """A listing as a rich table under its title."""
    table = Table(title=listing.title, title_justify="left")
    for column in listing.columns:
        table.add_column(column)
    for row in listing.rows:
        table.add_row(*(Text(cell) for cell in row))
    return table
