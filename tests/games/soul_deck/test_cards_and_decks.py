"""The sample card set, its loader's errors, and the four starter decks."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.engine.errors import DataError, DeckError
from reishi.games.soul_deck.carddef import CardType, parse_cost, tier_of
from reishi.games.soul_deck.decks import check_deck, deck_to_text, parse_deck, validate_deck
from reishi.games.soul_deck.info import CardInfo
from reishi.games.soul_deck.library import load_library, parse_cards
from reishi.games.soul_deck.rules import all_starter_decks

KEYWORDS = ("Flash Step", "Hierro", "Blut Vene", "Blut Arterie", "Shikai", "Bankai", "Resurrección")


def test_every_card_is_a_marked_sample() -> None:
    """No card list exists: every card is the project's own, marked as such."""
    library = load_library()
    assert len(library) >= 40
    assert all(card.sample and card.provisional for card in library)


def test_four_starter_decks_are_legal_and_one_colour_each() -> None:
    """One legal 50-card deck per faction colour."""
    library = load_library()
    decks = all_starter_decks()
    assert len(decks) == 4
    colours = []
    for deck in decks:
        assert check_deck(deck, library) == []
        produced = {library.get(t).produces for t in deck.cards if library.get(t).produces}
        assert len(produced) == 1
        colours.append(produced.pop())
    assert sorted(colours) == ["B", "G", "U", "W"]


def test_starter_decks_together_use_every_type_tier_and_keyword() -> None:
    """SD: CARD TYPES, SD: SUMMONING CHARACTERS and SD: KEYWORDS are all exercised."""
    library = load_library()
    cards = [library.get(t) for deck in all_starter_decks() for t in set(deck.cards)]
    assert {c.type for c in cards} == set(CardType)
    tiers = {CardInfo(c).tier for c in cards if c.type is CardType.CHARACTER and not c.transforms}
    assert tiers == {1, 2, 3}
    for keyword in KEYWORDS:
        assert any(c.has_keyword(keyword) for c in cards), keyword


def test_cost_parsing_and_tiers() -> None:
    """SD: Examples — the costs 4BB and 5WB; and the tier boundaries."""
    assert parse_cost("4BB") == (4, (0, 2, 0, 0))
    assert parse_cost("5WB") == (5, (1, 1, 0, 0))
    assert parse_cost("W") == (0, (1, 0, 0, 0))
    with pytest.raises(ValueError):
        parse_cost("4X")
    assert [tier_of(n) for n in (1, 3, 4, 6, 7, 9)] == [1, 1, 2, 2, 3, 3]


@pytest.mark.parametrize(
    ("body", "field", "line"),
    [
        (
            'title = "X"\ntype = "character"\nfaction = "quincy"\ncost = "1U"\nreiatsu = 1\n',
            "reiatsu",
            1,
        ),
        ('title = "X"\ntype = "technique"\nfaction = "quincy"\ncost = "1Q"\n', "cost", 5),
        ('title = "X"\ntype = "energy"\nproduces = "W"\nkeywords = ["Hyper"]\n', "keywords", 5),
        ('title = "X"\ntype = "spell"\n', "type", 3),
    ],
)
def test_card_errors_name_line_and_field(body: str, field: str, line: int) -> None:
    """A malformed card names its file, line and field."""
    text = "# header\n[[card]]\n" + body
    with pytest.raises(DataError) as info:
        parse_cards(text, "bad.toml")
    assert info.value.path == "bad.toml" and info.value.field == field
    assert info.value.line is not None and info.value.line >= 2


def test_deck_round_trip_and_every_violation(tmp_path: Path) -> None:
    """The text format reads back equal; a bad deck lists every violation at once."""
    deck = all_starter_decks()[0]
    assert parse_deck(deck_to_text(deck)).cards == deck.cards
    bad = parse_deck("game: soul-deck\n[main]\n4 Zanpakuto\n1 No Such Card\n")
    with pytest.raises(DeckError) as info:
        validate_deck(bad, load_library(), tmp_path / "bad.deck")
    text = " | ".join(info.value.violations)
    assert "unknown card" in text and "exactly 50" in text and "4 copies" in text
    with pytest.raises(DataError, match="not a soul-deck deck"):
        parse_deck("game: bleach\n[main]\n1 X\n")
