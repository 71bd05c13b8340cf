"""Random legal decks (reishi fuzz): legal, and drawn from every executable retail card."""

from __future__ import annotations

from reishi.engine.rng import Rng
from reishi.games.dbz import random_decks
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.octgn import loose_key
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


def test_the_pool_is_every_executable_retail_card_and_each_fitting_one_is_drawn() -> None:
    kit = default_kit()
    playable = random_decks._playable(kit)
    pool = {c.title for levels in playable.mp_sets for printings in levels for c in printings}
    pool |= {c.title for c in (*playable.masteries, *playable.life)}
    executable_retail = set()
    for printing in kit.pool:
        card = kit.pool.find(printing.title)
        if card is None or not card.retail or not kit.result(card).is_complete:
            continue
        whole_sets = {c.name for levels in playable.mp_sets for c in levels[0]}
        if card.type is not CardType.MAIN_PERSONALITY or card.name in whole_sets:
            executable_retail.add(loose_key(card.title))
    assert {loose_key(t) for t in pool} == executable_retail
    # Every card some legal deck of these personalities can hold turns up in 100 decks.
    fitting = {
        c.title
        for c in playable.life
        if any(
            random_decks._fits(c, levels[0][0], m.style, random_decks.dragon_ball_set(c.title), kit)
            for levels in playable.mp_sets
            for m in playable.masteries
            if random_decks._mastery_fits(m, levels[0][0].name)
        )
    }
    seen: set[str] = set()
    for seed in range(100):
        deck = random_decks.random_deck(kit, Rng(seed))
        seen.update(deck.main)
    assert fitting <= seen and len(fitting) > 100
