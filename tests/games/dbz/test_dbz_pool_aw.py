"""Phrase families of Awakening and Heroes and Villains on real cards: how many cards of a kind
a player owns in play ("If less than 3 Dragon Balls you own are in play")."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import move
from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone

from .families import game_at, records

FEWER = "less than 3 dragon balls you own are in play"
EARTH = "3 or more earth dragon balls you own are in play"


@pytest.mark.parametrize("condition", [FEWER, EARTH])
def test_owned_count_runs_on_namekian_radiant_mastery(kit: DbzKit, condition: str) -> None:
    """Namekian Radiant Mastery compiles, every sentence runs, and both counts are its own."""
    card = kit.pool.find("Namekian Radiant Mastery")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    found = [r.condition for e in result.program for r in records(e) if isinstance(r, fx.If)]
    assert condition in found


def _state(kit: DbzKit, balls: list[str]) -> DbzState:
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "mastery": "Namekian Radiant Mastery",
            "life": ["Saiyan Clash"] * 5,
            "dragon_balls": balls,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


def test_owned_counts_hold_on_the_cards_the_player_owns(kit: DbzKit) -> None:
    """Three Dragon Balls in play (two Earth): not "less than 3", not "3 or more Earth"; a
    captured one is still its owner's, never its new controller's."""
    state = _state(kit, ["Earth Dragon Ball 1", "Earth Dragon Ball 2", "Namek Dragon Ball 3"])
    assert not condition_holds(state, 0, FEWER)
    assert not condition_holds(state, 0, EARTH)
    assert condition_holds(state, 1, FEWER)  # the opponent owns none
    captured = state.cards_in(0, Zone.DRAGON_BALLS)[0]
    move(state, captured, 1, Zone.DRAGON_BALLS)
    assert state.cards_in(1, Zone.DRAGON_BALLS) == [captured]
    assert not condition_holds(state, 0, FEWER)  # still owned by the first player
    assert condition_holds(state, 1, FEWER)
    move(state, captured, 0, Zone.DISCARD)
    assert condition_holds(state, 0, FEWER)  # two left in play


def test_owned_counts_reach_three_earth_balls(kit: DbzKit) -> None:
    """Three Earth Dragon Balls: "3 or more Earth Dragon Balls you own are in play" holds for
    their owner only."""
    balls = ["Earth Dragon Ball 1", "Earth Dragon Ball 2", "Earth Dragon Ball 3"]
    state = _state(kit, balls)
    assert condition_holds(state, 0, EARTH)
    assert not condition_holds(state, 1, EARTH)
