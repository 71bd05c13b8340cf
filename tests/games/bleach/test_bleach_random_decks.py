"""Random legal decks (reishi fuzz): every one passes the construction rules."""

from __future__ import annotations

from collections import Counter

from reishi.games.bleach.rules import BleachRules


def test_random_decks_are_legal_and_use_the_whole_library() -> None:
    rules = BleachRules()
    seen: Counter[str] = Counter()
    for seed in range(60):
        deck = rules.parse_deck(rules.random_deck(seed))  # DeckError if illegal
        seen.update({deck.guardian, *deck.main, *deck.side})
    assert set(seen) == set(rules.kit.library.titles())


def test_random_decks_sometimes_stand_normal_cards_in_for_energy() -> None:
    rules = BleachRules()
    energy = {"Mind Energy", "Body Energy", "Spirit Energy"}
    sides = [rules.parse_deck(rules.random_deck(seed)).side for seed in range(60)]
    assert any(set(side) - energy for side in sides)
    assert any(set(side) <= energy for side in sides)
