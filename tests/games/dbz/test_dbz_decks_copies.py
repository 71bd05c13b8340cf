"""Copy limits count a card, not a spelling of its title (DBZ RB: Making a Deck)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.games.dbz.decks import check_deck, parse_deck
from reishi.games.dbz.rules import default_kit

STARTER = (
    Path(__file__).resolve().parents[3] / "src/reishi/games/dbz/data/decks/vegeta-saiyan-pride.deck"
)


@pytest.mark.parametrize("spellings", [("Saiyan Multi-Blast", "Saiyan Multi-blast")])
def test_printings_differing_in_case_share_the_copy_limit(spellings: tuple[str, str]) -> None:
    text = STARTER.read_text(encoding="utf-8")
    text = text.replace("3 Saiyan Intercept", f"3 {spellings[1]}")
    deck = parse_deck(text, "<deck>")
    problems = check_deck(deck, default_kit().pool)
    assert any("6 copies of" in p and "at most 3 copies" in p for p in problems)
