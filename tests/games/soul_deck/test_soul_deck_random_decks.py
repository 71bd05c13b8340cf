"""Random legal decks (reishi fuzz): every one passes the construction rules."""

from __future__ import annotations

from reishi.games.soul_deck.rules import SoulDeckRules


def test_random_decks_are_legal_and_use_the_whole_library() -> None:
    rules = SoulDeckRules()
    seen: set[str] = set()
    for seed in range(80):
        seen.update(rules.parse_deck(rules.random_deck(seed)).cards)  # DeckError if illegal
    assert seen == set(rules.kit.library.titles())
