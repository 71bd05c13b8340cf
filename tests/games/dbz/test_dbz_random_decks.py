"""Random legal decks (reishi fuzz): legal, and drawn from every executable retail card."""

from __future__ import annotations

from reishi.engine.rng import Rng
from reishi.games.dbz.rules import DbzRules, default_kit


def test_random_decks_are_legal_and_reach_far_beyond_the_starters() -> None:
    rules = DbzRules(default_kit())
    kit = rules.kit
    starters = {t for deck in rules.starter_decks() for t in (*deck.personality, *deck.main)}
    seen: set[str] = set()
    for seed in range(30):
        deck = rules.parse_deck(rules.random_deck(Rng(seed)))  # DeckError if illegal
        seen.update(deck.personality, deck.mastery, deck.main)
    for title in seen:
        card = kit.pool.find(title)
        assert card is not None and card.retail and kit.result(card).is_complete, title
    assert len(seen - starters) > 150  # 30 decks of about 35 titles, from over 800
