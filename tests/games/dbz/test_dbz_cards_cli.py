"""``reishi cards coverage dbz``: compiled and executable counts per set, and what blocks cards."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
import typer
from typer.testing import CliRunner

from reishi.games.dbz.cards import Card, CardType, Style
from reishi.games.dbz.library import save_store
from reishi.games.dbz.octgn import ImportResult
from reishi.interfaces.cli.cards import register

runner = CliRunner()


@pytest.fixture(scope="module")
def app() -> typer.Typer:
    """A bare app with only the ``cards`` group."""
    app = typer.Typer()
    register(app)

    @app.callback()
    def _root() -> None:
        """Keeps ``cards`` a sub-command."""

    return app


def _card(number: int, text: str, set_name: str = "Set 1", retail: bool = True) -> Card:
    return Card(
        id=f"id-{number}",
        title=f"Test Card {number}",
        name=f"Test Card {number}",
        type=CardType.EVENT,
        style=Style.FREESTYLE,
        set_name=set_name,
        number=str(number),
        text=text,
        retail=retail,
    )


@pytest.fixture
def store(tmp_path: Path) -> Path:
    """A store of four cards: executable, compiled only, not compiled, and a fan card."""
    cards = (
        _card(1, "POWER: Draw 2 cards."),
        _card(2, "POWER: Search your Life Deck for a Zorblax card and place it into your hand."),
        _card(3, "POWER: Juggle three flaming swords.", set_name="Evolution"),
        _card(4, "POWER: Draw 1 card.", set_name="Fan Set", retail=False),
    )
    save_store(ImportResult(cards, (), len(cards)), tmp_path)
    return tmp_path


def test_coverage_counts_compiled_and_executable_per_set(app: typer.Typer, store: Path) -> None:
    result = runner.invoke(
        app,
        ["cards", "coverage", "dbz", "--retail-only", "--store", str(store)],
        terminal_width=200,
    )
    assert result.exit_code == 0, result.output
    rows = {line.split("│")[1].strip(): line for line in result.output.splitlines() if "│" in line}
    cells = {name: [c.strip() for c in line.split("│")[2:8]] for name, line in rows.items()}
    assert cells["Set 1"] == ["2", "2", "100", "1", "50", "0"]
    assert cells["Evolution"] == ["1", "0", "0", "0", "0", "0"]
    assert cells["total"][:5] == ["3", "2", "67", "1", "33"]
    assert "Fan Set" not in rows


def test_coverage_lists_failing_phrases_and_blocking_reasons(app: typer.Typer, store: Path) -> None:
    result = runner.invoke(
        app, ["cards", "coverage", "dbz", "--store", str(store)], terminal_width=200
    )
    assert result.exit_code == 0, result.output
    phrases, reasons = result.output.split("Most frequent reasons")
    assert "1  Juggle three flaming swords" in phrases
    assert "searching for 'Zorblax card'" in reasons
    assert "not executable yet" not in reasons
    assert "Fan Set" in result.output


def test_a_provisional_card_says_so_in_search_and_coverage(
    app: typer.Typer, tmp_path: Path
) -> None:
    """A card whose data is partly the importer's reading is "yes (provisional)" when it runs,
    and counted in the coverage table's Provisional column."""
    read = msgspec.structs.replace(_card(5, "POWER: Draw 2 cards."), provisional=True)
    cards = (read, _card(6, "POWER: Draw 1 card."))
    save_store(ImportResult(cards, (), len(cards)), tmp_path)
    found = runner.invoke(
        app, ["cards", "search", "dbz", "Test Card", "--store", str(tmp_path)], terminal_width=200
    )
    assert found.exit_code == 0, found.output
    rows = {line.split("│")[1].strip(): line for line in found.output.splitlines() if "│" in line}
    assert "yes (provisional)" in rows["Test Card 5"]
    assert "provisional" not in rows["Test Card 6"]
    table = runner.invoke(
        app, ["cards", "coverage", "dbz", "--store", str(tmp_path)], terminal_width=200
    )
    total = next(line for line in table.output.splitlines() if "total" in line)
    assert [c.strip() for c in total.split("│")[2:8]] == ["2", "2", "100", "2", "100", "1"]
