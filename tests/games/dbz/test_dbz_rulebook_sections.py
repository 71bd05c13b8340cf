"""Rulebook sections a scenario file cannot express: the opening layout and recorded events."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import events as ev
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Zone
from reishi.testing.scenario import load_scenario, start_game

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "dbz"


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


def _state(game: Game) -> DbzState:
    state = game.state
    assert isinstance(state, DbzState)
    return state


@pytest.mark.rule("DBZ RB: Gameplay")
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_setup_level_one_five_stages_anger_zero(rules: DbzRules, seed: int) -> None:
    """DBZ RB: Gameplay — both MPs begin on level 1 at five stages, anger 0, Mastery in play."""
    game = Game(rules, rules.new_state(rules.starter_decks(), seed, {"auto_forced": False}))
    state = _state(game)
    first = state.first_player
    # The first player has drawn three and is asked in the Planning Step (before powering up).
    assert game.current_player == first
    assert state.step == "planning"
    for seat in (0, 1):
        assert state.level(seat) == 1
        assert state.stage[state.mp(seat)] == 5
        assert state.anger[seat] == 0
        assert len(state.cards_in(seat, Zone.MASTERY)) == 1
        drawn = 3 if seat == first else 0
        assert len(state.cards_in(seat, Zone.HAND)) == drawn
        assert len(state.cards_in(seat, Zone.LIFE)) == 60 - drawn


def _failed_search(rules: DbzRules) -> Game:
    path = SCENARIOS / "crd-failed-search-opponent-may-verify.toml"
    game = start_game(load_scenario(path))
    game.apply(game.parse("play Namekian Planned Attack"))
    return game


@pytest.mark.rule("DBZ RB: Glossary — Searching a Life Deck")
@pytest.mark.rule("DBZ CRD: General — Mandatory search effects")
def test_failed_search_verified_by_opponent_records_the_life_deck(rules: DbzRules) -> None:
    """DBZ CRD: General — Mandatory search effects: the opponent sees the searched Life Deck."""
    game = _failed_search(rules)
    state = _state(game)
    assert game.current_player == 1  # the searcher's opponent decides
    game.apply(game.parse("choose verify the Life Deck"))
    shown = [e for e in game.log if isinstance(e, ev.Revealed)]
    assert len(shown) == 1
    event = shown[0]
    assert event.rule == "DBZ CRD: General — Mandatory search effects"
    assert event.visible_to == 1
    titles = sorted(state.defs[c].title for c in state.cards_in(0, Zone.LIFE))
    assert event.text.endswith(", ".join(titles))
    # The searcher sees only that the deck was looked at.
    assert not any(isinstance(e, ev.Revealed) and "Red Hurl" in e.text for e in game.log_for(0))


def test_failed_search_not_verified_records_nothing(rules: DbzRules) -> None:
    """Declining the verification reveals nothing."""
    game = _failed_search(rules)
    game.apply(game.parse("choose do not verify"))
    assert not any(isinstance(e, ev.Revealed) for e in game.log)
