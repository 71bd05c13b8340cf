"""``reishi deck check/show/import`` for DBZ decks, reached through the DBZ rules' deck tools."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from reishi.games.dbz.library import save_store
from reishi.games.dbz.octgn import ImportResult
from reishi.games.dbz.rules import DECKS_DIR, STARTER_DECKS
from reishi.interfaces.cli.deck import register

from .conftest import _data_dir

runner = CliRunner()


@pytest.fixture(scope="module")
def app() -> typer.Typer:
    """A bare app with only the ``deck`` group."""
    app = typer.Typer()
    register(app)

    @app.callback()
    def _root() -> None:
        """Keeps ``deck`` a sub-command."""

    return app


@pytest.fixture(scope="module")
def store(real_import: ImportResult, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real cards written as a card store."""
    folder = tmp_path_factory.mktemp("store")
    save_store(real_import, folder)
    return folder


@pytest.mark.rule("DBZ RB: Making a Deck")
@pytest.mark.parametrize("name", STARTER_DECKS)
def test_starter_decks_check_and_show(app: typer.Typer, store: Path, name: str) -> None:
    deck = DECKS_DIR / name
    checked = runner.invoke(app, ["deck", "check", "--cards", str(store), str(deck)])
    assert checked.exit_code == 0, checked.output
    assert "legal" in checked.output
    shown = runner.invoke(app, ["deck", "show", "--cards", str(store), str(deck)])
    assert shown.exit_code == 0, shown.output
    assert "Main Personality (4 cards)" in shown.output and "Life Deck" in shown.output


def test_octgn_deck_imports_by_its_ending_and_checks(
    app: typer.Typer, store: Path, tmp_path: Path
) -> None:
    folder = _data_dir()
    assert folder is not None  # the store fixture already skipped without data
    source = sorted((folder / "decks").glob("*.o8d"))[0]
    out = tmp_path / "imported.deck"
    result = runner.invoke(
        app, ["deck", "import", "--cards", str(store), str(source), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    assert text.startswith("game: dbz\n") and "[personality]" in text
    checked = runner.invoke(app, ["deck", "check", "--cards", str(store), str(out)])
    assert checked.exit_code in (0, 1), checked.output  # read and checked, legal or not
    assert "legal" in checked.output or "violation(s)" in checked.output
