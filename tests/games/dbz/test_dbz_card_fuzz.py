"""Random games with decks of random playable cards: every compiled card's steps run safely."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.decks import Deck
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DbzRules
from reishi.testing.conformance import invariant_violations

GAMES = 80
MAX_DECISIONS = 1500
_PERSONAL = (CardType.MAIN_PERSONALITY, CardType.MASTERY)


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


def _random_deck(rules: DbzRules, rng: Rng, base: Deck) -> Deck:
    """The base deck's MP set, a random playable Mastery and 60 random playable cards."""
    kit = rules.kit
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
    return Deck(f"random {base.name}", base.personality, (rng.choice(masteries),), main)


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_card_games_keep_invariants(rules: DbzRules, seed: int) -> None:
    """Every decision point offers an action and no card is created, lost or misplaced."""
    rng = Rng(seed + 1000)
    first, second = rules.starter_decks()
    decks = (_random_deck(rules, rng, first), _random_deck(rules, rng, second))
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
