"""DBZ games from the starter decks: decks refused, hidden draws, the heuristic player."""

from __future__ import annotations

import pytest

from reishi.engine.errors import DeckError
from reishi.engine.events import CardDrawn
from reishi.engine.game import Game
from reishi.games.dbz.decks import parse_deck
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DECKS_DIR, DbzRules
from reishi.games.dbz.state import DbzState, Zone

MAX_DECISIONS = 3000


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


@pytest.mark.rule("DBZ RB: Game Zones — Hand")
def test_log_for_hides_what_the_other_seat_drew(rules: DbzRules) -> None:
    """The other seat learns how many cards were drawn, never which (DBZ RB: Game Zones)."""
    game = Game(rules, rules.new_state(rules.starter_decks(), 3, {}))
    state = game.state
    assert isinstance(state, DbzState)
    mine = [e for e in game.log_for(0) if isinstance(e, CardDrawn) and e.seat == 0]
    theirs = [e for e in game.log_for(1) if isinstance(e, CardDrawn) and e.seat == 0]
    assert 0 < len(mine) == len(theirs) == len(state.cards_in(0, Zone.HAND))  # one per card
    assert all(e.card >= 0 and e.title for e in mine)  # the drawer sees each card
    assert all(e.card == -1 and not e.title for e in theirs)  # the other seat only a draw
    assert all(
        rules.describe_event(e) == "p1 drew a card  [DBZ RB: Gameplay — 1. Draw Step]"
        for e in theirs
    )


def test_deck_with_uncompiled_card_is_refused_naming_the_phrase(rules: DbzRules) -> None:
    """A card whose text does not compile is refused with the phrase."""
    text = (DECKS_DIR / "krillin-red-enraged.deck").read_text()
    text = text.replace("3 Red Blaze\n", "3 Red Blaze\n").replace(
        "3 Red Relaxation", "2 Red Relaxation\n1 Red Pummel"
    )
    with pytest.raises(DeckError) as caught:
        rules.parse_deck(text)
    assert any("did not compile" in v for v in caught.value.violations)


@pytest.mark.parametrize(
    ("edit", "needle"),
    [
        (lambda t: t.replace("1 Krillin - Enraged\n", ""), "MP set"),
        (
            lambda t: t.replace(
                "1 Red Enraged Mastery", "1 Red Enraged Mastery\n1 Saiyan Empowered Mastery"
            ),
            "Masteries",
        ),
        (lambda t: t.replace("3 Red Relaxation", "2 Red Relaxation"), "exactly 60"),
        (lambda t: t.replace("3 Red Relaxation", "2 Red Relaxation\n1 Saiyan Clash"), "Styled"),
        (
            lambda t: t.replace("3 Red Relaxation", "4 Red Relaxation").replace(
                "3 Red Blaze\n", "2 Red Blaze\n"
            ),
            "copies",
        ),
    ],
)
def test_illegal_decks_are_refused(rules: DbzRules, edit: object, needle: str) -> None:
    """Each construction rule refuses a deck that breaks it (DBZ RB: Making a Deck)."""
    text = (DECKS_DIR / "krillin-red-enraged.deck").read_text()
    with pytest.raises(DeckError) as caught:
        rules.parse_deck(edit(text))  # type: ignore[operator]
    assert any(needle in v for v in caught.value.violations), caught.value.violations
    assert parse_deck(text).name


def test_heuristic_beats_nothing_but_finishes(rules: DbzRules) -> None:
    """The heuristic agent plays whole games from views and legal actions only."""
    from reishi.games.dbz.heuristic import DbzHeuristicAgent

    agent = DbzHeuristicAgent()
    for seed in range(5):
        game = Game(rules, rules.new_state(rules.starter_decks(), seed, {}))
        for _ in range(MAX_DECISIONS):
            if game.is_over:
                break
            seat = game.current_player
            assert seat is not None
            game.apply(agent.choose(game.view(seat), game.legal_actions()))
        assert game.is_over
