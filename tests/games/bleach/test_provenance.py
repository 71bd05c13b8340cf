"""Card data provenance, field by field: documented with its citation, or shown provisional.

A documented field must name the section that gives it; every other number, trait and text
is the project's own and every front end shows it as such: the board's card view and the
web page's card data (both drawn from the same Table), ``reishi cards show`` and
``reishi deck show``.
"""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from rich.console import Console

import reishi
from reishi.games.bleach.card_data import show_card
from reishi.games.bleach.carddef import CardType, field_label, provenance_fields
from reishi.games.bleach.deck_tools import show_deck_file
from reishi.games.bleach.library import load_library
from reishi.games.bleach.sections import rule_sections
from reishi.games.bleach.table import to_table
from reishi.games.bleach.view import BleachView
from reishi.interfaces.cli.board import PROVISIONAL_TAG, render_card
from reishi.interfaces.web.payload import table_for
from reishi.testing.scenario import parse_scenario, start_game

LIBRARY = load_library()
DECKS = Path(reishi.__file__).parent / "games" / "bleach" / "data" / "decks"


def labels(title: str) -> list[str]:
    return [field_label(f) for f in LIBRARY.get(title).provisional_fields]


def test_every_documented_field_cites_a_section_of_the_documents() -> None:
    cites = rule_sections().by_cite
    for card in LIBRARY:
        for field, citation in card.documented.items():
            assert field in provenance_fields(card), (card.title, field)
            head = citation.split(" — ", 1)[0]
            assert head in cites, (card.title, field, citation)


@pytest.mark.rule("RB: How the Queue works", "RB: How to Play a Card")
def test_documented_and_provisional_fields_of_named_cards() -> None:
    chad = LIBRARY.get("Chad - Young Student")
    assert set(chad.documented) == {"cost", "stats.STR"}  # "tied at 6 STR"
    assert "stats.SPP" in chad.provisional_fields
    # Paraphrased texts are not presented as quotations.
    for title in ("Up Close and Personal", "Reality Check", "Narrow Escape"):
        assert "text" in LIBRARY.get(title).provisional_fields, title
    # Inferred traits and the inferred Bankai-to-guardian mapping.
    for title in ("Leech Spitter", "Menos Grande - Lurker"):
        assert "traits.Hollow" in LIBRARY.get(title).provisional_fields, title
        assert "text" in LIBRARY.get(title).documented, title
    assert "bankai_for" in LIBRARY.get("Kokujo Tengen Myo-oh").provisional_fields
    assert {"traits.Good", "traits.Whole"} <= set(
        LIBRARY.get("Ichigo - Ready for Training").provisional_fields
    )
    assert all(c.provisional_fields == provenance_fields(c) for c in LIBRARY if c.sample)


def _game_holding_every_card() -> reishi.Game:
    """p1 holds one of every card that can be in a hand; the guardians are in play."""
    titles = [c.title for c in LIBRARY if c.type is not CardType.GUARDIAN]
    hand = ", ".join(msgspec.json.encode(t).decode() for t in titles)
    text = f"""
title = "every card"
game = "bleach"
[position]
turn = 3
active = "p1"
[position.p1]
guardian = "Kaname Tosen and Sajin Komamura"
deck = ["Mind Energy"]
hand = [{hand}]
[position.p2]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy"]
"""
    return start_game(parse_scenario(text, "<every card>"))


def test_board_and_web_card_data_mark_every_provisional_field() -> None:
    game = _game_holding_every_card()
    view = game.view(0)
    assert isinstance(view, BleachView)
    faces = [f for side in to_table(view).sides for z in side.zones for f in z.cards or []]
    web = msgspec.to_builtins(table_for(game, 0))
    web_cards = {
        c["title"]: c for side in web["sides"] for z in side["zones"] for c in z["cards"] or []
    }
    assert {f.title for f in faces} >= {c.title for c in LIBRARY if c.type != "guardian"}
    console = Console(width=200, record=True)
    for face in faces:
        wanted = labels(face.title)
        # The terminal: the provisional mark, then one line per provisional field.
        console.print(render_card(face))
        shown = console.export_text(clear=True)
        assert (PROVISIONAL_TAG in shown) == bool(wanted), face.title
        for label in wanted:
            assert f"{label} is the project's own" in shown, (face.title, label)
        documented = [field_label(f) for f in LIBRARY.get(face.title).documented]
        for label in documented:
            assert f"{label} is the project's own" not in shown, (face.title, label)
        # The web page's card data: the mark and the same fields.
        card = web_cards[face.title]
        assert ("provisional" in card["marks"]) == bool(wanted), face.title
        assert card["provisional_fields"] == wanted, face.title


def test_cards_show_names_the_status_and_source_of_every_field() -> None:
    for card in LIBRARY:
        report = show_card(card.title)
        rows = [row for block in report.blocks if hasattr(block, "rows") for row in block.rows]
        by_field = {row[0]: row for row in rows}
        for field in provenance_fields(card):
            row = by_field[field_label(field)]
            if field in card.documented:
                assert row[1:] == ["documented", card.documented[field]], (card.title, field)
            else:
                assert row[1] == "provisional", (card.title, field)


@pytest.mark.parametrize("deck", sorted(DECKS.glob("*.deck")), ids=lambda p: p.stem)
def test_deck_show_lists_the_provisional_fields_of_each_card(deck: Path) -> None:
    report = show_deck_file(deck)
    rows = [row for block in report.blocks if hasattr(block, "rows") for row in block.rows]
    assert rows
    for row in rows:
        title = row[1].rstrip("*†")
        assert row[4] == ", ".join(labels(title)), title
        assert row[1].endswith(("*", "*†")) == bool(labels(title)), title
