"""Random games with decks of random playable cards: every compiled card's steps run safely."""

from __future__ import annotations

import pytest

from reishi.engine.extensions import SupportsRandomDecks
from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.deck_builder import complete_mp_sets
from reishi.games.dbz.decks import Deck, check_deck
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DbzRules
from reishi.testing.conformance import invariant_violations

GAMES = 80
MAX_DECISIONS = 1500
_PERSONAL = (CardType.MAIN_PERSONALITY, CardType.MASTERY)
_SETS: dict[int, dict[str, tuple[str, ...]]] = {}  # the pool's complete MP sets, once


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


def _random_deck(rules: DbzRules, rng: Rng, base: Deck) -> Deck:
    """A random MP set of the pool, a random playable Mastery and 60 random playable cards.

    Every third deck keeps the starter's MP set, so the starters' personalities stay covered.
    """
    kit = rules.kit
    personality = base.personality
    if id(kit) not in _SETS:
        _SETS[id(kit)] = complete_mp_sets(kit.pool, kit.result)
    complete = _SETS[id(kit)]
    if complete and rng.below(3):
        personality = complete[rng.choice(sorted(complete))]
    playable = sorted(
        {
            card.title
            for card in kit.pool.cards
            if card.retail and card.type not in _PERSONAL and kit.result(card).is_complete
        }
    )
    masteries = sorted(
        {
            card.title
            for card in kit.pool.cards
            if card.retail and card.type is CardType.MASTERY and kit.result(card).is_complete
        }
    )
    main = tuple(rng.choice(playable) for _ in range(60))
    return Deck(f"random {base.name}", personality, (rng.choice(masteries),), main)


def test_random_decks_of_the_pool_are_legal(rules: DbzRules) -> None:
    """`random_deck(seed)` (SupportsRandomDecks, for fuzzing) gives legal decks of runnable
    cards: the rules accept every one, one seed gives one deck, and they vary."""
    assert isinstance(rules, SupportsRandomDecks)
    texts = [rules.random_deck(seed) for seed in range(25)]
    for text in texts:
        deck = rules.parse_deck(text)  # raises DeckError naming any violation
        assert check_deck(deck, rules.kit.pool, rules.kit.result) == []
    assert rules.random_deck(3) == texts[3]
    assert len({rules.parse_deck(t).personality for t in texts}) > 3


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_card_games_keep_invariants(rules: DbzRules, seed: int) -> None:
    """Every decision point offers an action and no card is created, lost or misplaced.

    Even seeds play two random legal decks of the pool (``random_deck``); odd seeds mix any
    runnable cards, whatever their style, so every card's steps are exercised.
    """
    rng = Rng(seed + 1000)
    first, second = rules.starter_decks()
    decks = (_random_deck(rules, rng, first), _random_deck(rules, rng, second))
    if seed % 2 == 0:
        decks = (
            rules.parse_deck(rules.random_deck(2 * seed)),
            rules.parse_deck(rules.random_deck(2 * seed + 1)),
        )
    state = rules.new_state(decks, seed, {})
    game = Game(rules, state)
    total = len(state.defs)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal, "a game that is not over offers a legal action"
        game.apply(rng.choice(legal))
        assert invariant_violations(game, total) == []
    # Every log line cites the rule it applied; only the players' decisions stand without one.
    uncited = {rules.describe_event(e) for e in game.log if not e.rule}
    assert all(line.startswith(("p1: ", "p2: ")) for line in uncited), uncited
    assert not game.is_over or state.decision is None, "a finished game asks no decision"
