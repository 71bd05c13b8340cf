"""Random legal decks (reishi fuzz): drawn from every executable retail card of the pool."""

from __future__ import annotations

from reishi.games.dbz import deck_builder
from reishi.games.dbz.rules import DbzRules, default_kit


def test_random_decks_hold_only_executable_retail_cards_and_reach_the_whole_pool() -> None:
    rules = DbzRules(default_kit())
    kit = rules.kit
    starters = {t for deck in rules.starter_decks() for t in (*deck.personality, *deck.main)}
    sets = deck_builder.complete_mp_sets(kit.pool, kit.result)
    seen: set[str] = set()
    personalities: set[str] = set()
    for seed in range(150):  # enough draws that every complete MP set comes up
        deck = rules.parse_deck(rules.random_deck(seed))  # DeckError if illegal
        seen.update(deck.personality, deck.mastery, deck.main)
        personalities.add(deck.personality[0])
    for title in seen:
        card = kit.pool.find(title)
        assert card is not None and card.retail and kit.result(card).is_complete, title
    # Every complete MP set of the pool plays, and far more than the starters' cards.
    assert personalities == {levels[0] for levels in sets.values()}
    assert len(seen - starters) > 150
