"""``reishi deck check`` and ``reishi deck show`` through typer's test runner."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

import reishi
from reishi.games.bleach.library import DATA_DIR
from reishi.interfaces.cli.deck import register

STARTER = DATA_DIR / "decks" / "substitute-soul-reapers.deck"
runner = CliRunner()


@pytest.fixture(scope="module")
def app() -> typer.Typer:
    app = typer.Typer()
    register(app)

    @app.callback()
    def _root() -> None:
        """Keeps ``deck`` a sub-command even when it is the only one."""

    return app


def _deck(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "test.deck"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.rule("RB: Beginning a New Game")
def test_check_legal_deck_exits_0(app: typer.Typer) -> None:
    result = runner.invoke(app, ["deck", "check", str(STARTER)])
    assert result.exit_code == 0, result.output
    assert "legal" in result.output


@pytest.mark.rule("RB: Beginning a New Game", "ARD: Side Deck")
def test_check_prints_every_violation_and_exits_1(app: typer.Typer, tmp_path: Path) -> None:
    text = STARTER.read_text().replace("4 Chad - Young Student", "2 Chad - Young Student")
    text = text.replace("1 Narrow Escape", "1 Mind Energy\n1 Zangetsu")
    result = runner.invoke(app, ["deck", "check", str(_deck(tmp_path, text))])
    assert result.exit_code == 1, result.output
    assert "3 violation(s)" in result.output
    assert "the main deck has 58 cards, it needs exactly 60" in result.output
    assert "the side deck has 14 cards" in result.output
    assert "5 copies of 'Zangetsu'" in result.output


def test_check_unknown_title_shows_line_and_suggestion(app: typer.Typer, tmp_path: Path) -> None:
    text = STARTER.read_text().replace("4 Zangetsu", "4 Zangetsuu")
    result = runner.invoke(app, ["deck", "check", str(_deck(tmp_path, text))])
    assert result.exit_code == 1
    assert "unknown card 'Zangetsuu' in [main] (did you mean 'Zangetsu'?)" in result.output


def test_check_parse_error_prints_file_line_and_exits_2(app: typer.Typer, tmp_path: Path) -> None:
    path = _deck(tmp_path, "game: bleach\n[main]\nZangetsu\n")
    result = runner.invoke(app, ["deck", "check", str(path)])
    assert result.exit_code == 2
    assert f"{path}:3" in result.output


def test_check_missing_file_exits_2(app: typer.Typer, tmp_path: Path) -> None:
    result = runner.invoke(app, ["deck", "check", str(tmp_path / "nope.deck")])
    assert result.exit_code == 2
    assert "cannot read deck file" in result.output


def test_check_unknown_game_is_detected_from_game_line(app: typer.Typer, tmp_path: Path) -> None:
    result = runner.invoke(app, ["deck", "check", str(_deck(tmp_path, "game: chess\n"))])
    assert result.exit_code == 2
    assert "chess" in result.output
    forced = runner.invoke(app, ["deck", "check", "--game", "chess", str(STARTER)])
    assert forced.exit_code == 2


def test_check_with_other_card_files(app: typer.Typer, tmp_path: Path) -> None:
    cards = tmp_path / "cards.toml"
    cards.write_text('[[card]]\ntitle = "X"\ntype = "spell"\n', encoding="utf-8")
    result = runner.invoke(app, ["deck", "check", "--cards", str(cards), str(STARTER)])
    assert result.exit_code == 2
    assert f"{cards}:3 [type]" in result.output


def test_show_lists_sections_and_marks(app: typer.Typer) -> None:
    result = runner.invoke(app, ["deck", "show", str(STARTER)])
    assert result.exit_code == 0, result.output
    assert "Substitute Soul Reapers" in result.output
    assert "Guardian: Ichigo Kurosaki*†" in result.output
    assert "Main deck (60 cards)" in result.output
    assert "Side deck (13 cards)" in result.output
    assert "Zangetsu*" in result.output


def test_every_command_and_option_has_help(app: typer.Typer) -> None:
    for command in ("check", "show"):
        result = runner.invoke(app, ["deck", command, "--help"])
        assert result.exit_code == 0
        for words in ("--game", "--cards", "deck file"):
            assert words in result.output


SOUL_DECKS = sorted((DATA_DIR.parents[1] / "soul_deck" / "data" / "decks").glob("*.deck"))


@pytest.mark.parametrize("deck", SOUL_DECKS, ids=lambda p: p.stem)
def test_every_soul_deck_starter_checks_and_shows(app: typer.Typer, deck: Path) -> None:
    checked = runner.invoke(app, ["deck", "check", str(deck)])
    assert checked.exit_code == 0, checked.output
    assert "legal" in checked.output
    shown = runner.invoke(app, ["deck", "show", str(deck)])
    assert shown.exit_code == 0, shown.output
    assert "Deck (50 cards)" in shown.output and "†" in shown.output


def test_check_a_deck_for_another_game_is_refused_with_the_line(
    app: typer.Typer, tmp_path: Path
) -> None:
    result = runner.invoke(app, ["deck", "check", "--game", "soul-deck", str(STARTER)])
    assert result.exit_code == 2
    assert "this is a 'bleach' deck, not a soul-deck deck" in result.output


def test_a_deck_without_game_line_needs_game(app: typer.Typer, tmp_path: Path) -> None:
    path = _deck(tmp_path, "[main]\n1 Zangetsu\n")
    result = runner.invoke(app, ["deck", "check", str(path)])
    assert result.exit_code == 2
    assert "no 'game:' line; say which game with --game" in result.output
    for name in reishi.game_names():
        assert name in result.output  # the games to choose from, listed from the registry


def test_a_game_without_deck_tools_is_named(app: typer.Typer, tmp_path: Path) -> None:
    import fakegame  # registers a game whose rules bring no deck tools

    path = _deck(tmp_path, f"game: {fakegame.NAME}\n")
    result = runner.invoke(app, ["deck", "show", str(path)])
    assert result.exit_code == 2
    assert f"the {fakegame.NAME} rules bring no deck tools" in result.output


def test_import_needs_a_game_that_reads_the_file(app: typer.Typer, tmp_path: Path) -> None:
    path = tmp_path / "deck.unknown"
    path.write_text("x", encoding="utf-8")
    result = runner.invoke(app, ["deck", "import", str(path)])
    assert result.exit_code == 2
    assert "no game reads .unknown files; say which with --game" in result.output
    refused = runner.invoke(app, ["deck", "import", "--game", "soul-deck", str(path)])
    assert refused.exit_code == 2
    assert "the soul-deck rules import no deck files" in refused.output
