"""The Bleach heuristic player: registered, legal, deterministic, and far better than random."""

from __future__ import annotations

import msgspec
import pytest

import reishi
from reishi.agents.registry import agent_names, make_agent
from reishi.games.bleach.actions import KeepHand, Mulligan, PlayEnergy
from reishi.games.bleach.heuristic import (
    BleachHeuristicAgent,
    parse_boost,
    parse_cost,
    stat_bonus,
)
from reishi.games.bleach.state import BleachState, Zone, zone_code
from reishi.sim.playout import play_game

WIN_RATE_SEEDS = range(50)  # each seed is played with seats both ways: 100 games


def test_registered_as_heuristic() -> None:
    """``bleach:heuristic`` is the Bleach player, and ``heuristic`` finds it in a Bleach game."""
    assert "bleach:heuristic" in agent_names()
    assert "heuristic" in agent_names("bleach")
    agent = make_agent("heuristic", 3, game="bleach")
    assert isinstance(agent, BleachHeuristicAgent)
    assert agent.name == "bleach:heuristic"
    assert isinstance(make_agent("bleach:heuristic", 3), BleachHeuristicAgent)


def test_view_text_parsers() -> None:
    """Costs, boosts and stat bonuses are read from the view's text."""
    assert parse_cost("1M 2B 1S") == {"mind": 1, "body": 2, "spirit": 1}
    assert parse_cost("-") == {}
    assert parse_boost("STR 3") == ("STR", 3)
    assert parse_boost("") is None
    assert stat_bonus("Choose a character in battle. It gets +4 STR.", "STR") == 4
    assert stat_bonus("Choose a character in battle. It gets +4 STR.", "AGI") == 0
    assert stat_bonus("It gets +1 to all stats this turn.", "SPP") == 1


def test_mulligans_a_hand_without_a_cheap_character() -> None:
    """A hand of events only goes back; a hand with a cheap character stays."""
    game = reishi.new_game("bleach", seed=2)
    state = game.state
    assert isinstance(state, BleachState)
    while state.decision is None or state.decision.kind != "mulligan":
        game.apply(game.legal_actions()[0])
    seat = state.decision.seat
    hand, deck = state.cards_in(seat, Zone.HAND), state.cards_in(seat, Zone.DECK)
    # Swap the hand for deck cards chosen by type (a test-only rearrangement).
    for card in list(hand):
        state.place(card, zone_code(seat, Zone.DECK), bottom=True)
    events = [c for c in deck if state.defs[c].type.value == "event"][:5]
    for card in events:
        state.place(card, zone_code(seat, Zone.HAND))
    agent = BleachHeuristicAgent(0)
    assert agent.choose(game.view(seat), game.legal_actions()) == Mulligan()
    cheap = next(
        c
        for c in deck
        if state.defs[c].type.value == "character" and state.defs[c].energy_cost <= 2
    )
    state.place(events[0], zone_code(seat, Zone.DECK), bottom=True)
    state.place(cheap, zone_code(seat, Zone.HAND))
    assert agent.choose(game.view(seat), game.legal_actions()) == KeepHand()


def test_plays_energy_while_the_row_is_short() -> None:
    """With no energy in play, the first resource choice is an energy card, not a draw."""
    game = reishi.new_game("bleach", seed=4)
    agents = [BleachHeuristicAgent(1), BleachHeuristicAgent(2)]
    state = game.state
    assert isinstance(state, BleachState)
    while state.decision is None or state.decision.kind != "resource":
        seat = game.current_player
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions()))
    seat = state.decision.seat
    assert isinstance(agents[seat].choose(game.view(seat), game.legal_actions()), PlayEnergy)


def test_same_seed_same_game() -> None:
    """Heuristic games are reproducible from the seed."""
    a = play_game("bleach", None, ["heuristic", "random"], 17)
    b = play_game("bleach", None, ["heuristic", "random"], 17)
    assert msgspec.json.encode(a) == msgspec.json.encode(b)


@pytest.mark.parametrize("order", [("heuristic", "random"), ("random", "heuristic")])
def test_beats_random(order: tuple[str, str]) -> None:
    """The heuristic wins at least 75 % against random play in each seat."""
    seat = order.index("heuristic")
    wins = sum(play_game("bleach", None, list(order), s).winner == seat for s in WIN_RATE_SEEDS)
    assert wins >= 0.75 * len(WIN_RATE_SEEDS), f"heuristic won {wins} of {len(WIN_RATE_SEEDS)}"


def test_plays_itself_to_the_end() -> None:
    """Two heuristic players finish their games (no passive stalemate)."""
    for seed in range(10):
        record = play_game("bleach", None, ["heuristic", "heuristic"], seed)
        assert record.end_reason in ("power", "deck-out", "tie")
