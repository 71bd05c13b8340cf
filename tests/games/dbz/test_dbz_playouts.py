"""Seeded random playouts between the starter decks, with invariants checked at every step."""

from __future__ import annotations

from collections import Counter

import pytest

from reishi.engine.errors import DeckError, IllegalActionError
from reishi.engine.events import CardDrawn
from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.games.dbz.actions import PlayCard
from reishi.games.dbz.decks import parse_deck
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DECKS_DIR, DbzRules
from reishi.games.dbz.state import DbzState, Zone
from reishi.games.dbz.view import DbzView

GAMES = 200
MAX_DECISIONS = 3000


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


def _check_invariants(state: DbzState, total: int) -> None:
    seen = Counter(c for zone in state.zones for c in zone)
    assert len(seen) == total and all(n == 1 for n in seen.values())  # none created or lost
    for card, code in enumerate(state.zone):
        assert card in state.zones[code]  # each card is in exactly the zone it records
        assert 0 <= state.stage[card] <= 10
    for seat in (0, 1):
        assert len(state.cards_in(seat, Zone.MP)) == 1
        for zone in (Zone.HAND, Zone.LIFE, Zone.DISCARD, Zone.BANISHED):
            assert all(state.owner[c] == seat for c in state.cards_in(seat, zone))


def _state(game: Game) -> DbzState:
    """The game's state, typed."""
    state = game.state
    assert isinstance(state, DbzState)
    return state


def play_random(rules: DbzRules, seed: int) -> tuple[Game, list[str]]:
    """One random game; returns it and its action notation."""
    decks = rules.starter_decks()
    game = Game(rules, rules.new_state(decks, seed, {}))
    rng = Rng(seed)
    total = len(_state(game).defs)
    notation: list[str] = []
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal, "a game that is not over offers a legal action"
        action = rng.choice(legal)
        notation.append(game.describe(action))
        game.apply(action)
        _check_invariants(_state(game), total)
    return game, notation


def test_random_playouts_end_with_invariants(rules: DbzRules) -> None:
    """200 seeded games all end, and no step breaks an invariant."""
    for seed in range(GAMES):
        game, _ = play_random(rules, seed)
        assert game.is_over, f"seed {seed} did not end"


def test_same_seed_same_game(rules: DbzRules) -> None:
    """A game is determined by decks, seed and actions."""
    first = play_random(rules, 7)
    second = play_random(rules, 7)
    assert first[1] == second[1]
    assert [rules.describe_event(e) for e in first[0].log] == [
        rules.describe_event(e) for e in second[0].log
    ]


def test_view_hides_the_other_hand_and_deck_order(rules: DbzRules) -> None:
    """A seat sees its own hand, only the count of the other, and never a Life Deck's order."""
    game = Game(rules, rules.new_state(rules.starter_decks(), 3, {}))
    view = game.view(0)
    assert isinstance(view, DbzView)
    assert view.players[0].hand is not None
    assert view.players[1].hand is None
    assert view.players[1].hand_count == len(_state(game).cards_in(1, Zone.HAND))
    assert not hasattr(view.players[0], "life")
    mine = [e for e in game.log_for(0) if isinstance(e, CardDrawn) and e.seat == 0]
    theirs = [e for e in game.log_for(1) if isinstance(e, CardDrawn) and e.seat == 0]
    assert 0 < len(mine) == len(theirs) == len(_state(game).cards_in(0, Zone.HAND))
    assert all(e.card >= 0 and e.title for e in mine)  # the drawer sees each card
    assert all(e.card == -1 and not e.title for e in theirs)  # the other seat only a draw
    assert all(
        rules.describe_event(e) == "p1 drew a card  [DBZ RB: Gameplay — 1. Draw Step]"
        for e in theirs
    )


def test_illegal_action_leaves_state_unchanged(rules: DbzRules) -> None:
    """A refused action raises with a reason and changes nothing."""
    game = Game(rules, rules.new_state(rules.starter_decks(), 5, {}))
    before = (_state(game).zone[:], _state(game).stage[:], _state(game).anger[:])
    with pytest.raises(IllegalActionError):
        game.apply(PlayCard(card=10_000 - 1))
    assert (_state(game).zone, _state(game).stage, _state(game).anger) == before


def test_clone_is_independent(rules: DbzRules) -> None:
    """Playing on a clone leaves the original as it was."""
    game = Game(rules, rules.new_state(rules.starter_decks(), 9, {}))
    copy = game.clone()
    zones = [z[:] for z in _state(game).zones]
    while not copy.is_over:
        copy.apply(copy.legal_actions()[-1])
    assert _state(game).zones == zones


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
