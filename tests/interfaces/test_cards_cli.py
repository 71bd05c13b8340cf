"""``reishi cards search/show`` for every game with card data; the other tools where they exist."""

from __future__ import annotations

from importlib.metadata import entry_points

import pytest
import typer
from typer.testing import CliRunner

import reishi
from reishi.engine.extensions import SupportsCardCoverage, SupportsCardData
from reishi.interfaces.cli.cards import register

runner = CliRunner()
# Games whose card data ships with the package (the third reads an import store).
SHIPPED = ("bleach", "soul-deck")


@pytest.fixture(scope="module")
def app() -> typer.Typer:
    """A bare app with only the ``cards`` group."""
    app = typer.Typer()
    register(app)

    @app.callback()
    def _root() -> None:
        """Keeps ``cards`` a sub-command."""

    return app


def test_every_installed_game_brings_its_card_data() -> None:
    installed = [entry.name for entry in entry_points(group="reishi.games")]
    assert len(installed) >= 3
    for name in installed:
        assert isinstance(reishi.get_rules(name), SupportsCardData), name


@pytest.mark.parametrize("game", SHIPPED)
def test_search_and_show_shipped_cards(app: typer.Typer, game: str) -> None:
    result = runner.invoke(
        app, ["cards", "search", game, "energy", "--limit", "2"], env={"COLUMNS": "200"}
    )
    assert result.exit_code == 0, result.output
    assert "card(s)" in result.output
    rows = [line for line in result.output.splitlines() if line.startswith("│")]
    assert len(rows) == 2  # the limit
    title = rows[0].split("│")[1].strip().rstrip("*†")
    shown = runner.invoke(app, ["cards", "show", game, title], env={"COLUMNS": "200"})
    assert shown.exit_code == 0, shown.output
    assert title in shown.output and "text: " in shown.output and "type: " in shown.output
    assert "sample card" in shown.output  # the honesty legend


def test_search_filters_by_type_and_field(app: typer.Typer) -> None:
    result = runner.invoke(
        app,
        ["cards", "search", "bleach", "--type", "guardian", "--limit", "50"],
        env={"COLUMNS": "200"},
    )
    rows = [line for line in result.output.splitlines() if line.startswith("│")]
    assert rows and all(row.split("│")[2].strip() == "guardian" for row in rows)
    swift = runner.invoke(
        app, ["cards", "search", "bleach", "--where", "keyword=Swift"], env={"COLUMNS": "200"}
    )
    assert "Kon - Mod Soul" in swift.output


def test_bad_filter_unknown_card_and_unknown_game_fail_in_one_line(app: typer.Typer) -> None:
    bad = runner.invoke(app, ["cards", "search", "soul-deck", "--where", "colour=W"])
    assert bad.exit_code == 2
    assert "no card field 'colour' to filter on (fields: type, faction, keyword)" in bad.output
    missing = runner.invoke(app, ["cards", "show", "bleach", "Zangetsuu"])
    assert missing.exit_code == 2
    assert "did you mean 'Zangetsu'?" in missing.output
    unknown = runner.invoke(app, ["cards", "search", "chess", "x"])
    assert unknown.exit_code == 2 and "unknown game 'chess'" in unknown.output


def test_tools_a_game_lacks_are_refused_naming_the_games_that_have_them(app: typer.Typer) -> None:
    having = [
        n for n in reishi.game_names() if isinstance(reishi.get_rules(n), SupportsCardCoverage)
    ]
    result = runner.invoke(app, ["cards", "coverage", "soul-deck"])
    assert result.exit_code == 2
    assert f"the soul-deck rules bring no card coverage (games that do: {', '.join(having)})" in (
        result.output
    )
    imported = runner.invoke(app, ["cards", "import", "bleach", "somewhere"])
    assert imported.exit_code == 2 and "bring no card import" in imported.output
