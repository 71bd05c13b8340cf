"""Phrase families of The Movie Collection, Vengeance and Promos on real cards: a use limit by
title ("You may only use one Turles' Fruit per turn"); Setups used only after an attack from the
hand this turn."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState

from .families import assert_family_runs, do, game_at

FAMILIES = [
    # "(You cannot win by MPPV if you use this card. You may only use one Turles' Fruit per
    # turn)"
    ("Turles' Fruit", fx.OneUsePerTurn("turles' fruit")),
    # "[CONSTANT]: Players cannot use Setups unless they have performed an attack from their
    # hand this turn."
    (
        "Yajirobe - Bundled",
        fx.Restriction(
            fx.Who.EACH, "use setups without an attack from hand this turn", "while in play"
        ),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _prompts(game: Game) -> list[str]:
    return [game.describe(a) for a in game.legal_actions()]


def test_only_one_turles_fruit_per_turn(kit: DbzKit) -> None:
    """p2 controls two Turles' Fruit: at the start of his Planning Step both are offered; once he
    uses one (anger +6 from 0 advances his MP), the other is no longer offered that turn."""
    life = ["Saiyan Clash"] * 10
    spec = {
        "active": "p1",
        "step": "planning",
        "p1": {"mp": ["Vegeta - Prince Of Saiyans"], "life": life},
        "p2": {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "life": life,
            "setups": ["Turles' Fruit", "Turles' Fruit"],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    for _ in range(20):
        prompts = _prompts(game)
        if any(p.startswith("use Turles' Fruit") for p in prompts):
            break
        game.apply(game.legal_actions()[0])
    prompts = _prompts(game)
    uses = [p for p in prompts if p.startswith("use Turles' Fruit")]
    assert len(uses) == 2, prompts
    do(game, uses[0])
    for _ in range(5):
        prompts = _prompts(game)
        assert not any(p.startswith("use Turles' Fruit") for p in prompts), prompts
        if not any("Instant Power" in p or p.startswith("pass (use") for p in prompts):
            break
        game.apply(game.legal_actions()[0])
    fruits = [c for c in range(len(state.defs)) if state.defs[c].title == "Turles' Fruit"]
    assert sum(state.used_turn[c] == state.turn for c in fruits) == 1


def _offers_setup(game: Game) -> bool:
    return any(p.startswith("use Namekian Self-Training") for p in _prompts(game))


@pytest.mark.parametrize("yajirobe", [True, False])
def test_setups_only_after_an_attack_from_the_hand(kit: DbzKit, yajirobe: bool) -> None:
    """With Yajirobe - Bundled in play, Namekian Self-Training is not offered until its player
    has performed an attack from his hand (Saiyan Clash) this turn; without it, it is offered
    at once."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Saiyan Clash", "Black Fist Lock"],
            "setups": ["Namekian Self-Training"],
            "allies": ["Yajirobe - Bundled"] if yajirobe else [],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    game = game_at(kit, spec)
    assert _offers_setup(game) is not yajirobe, _prompts(game)
    do(game, "play Saiyan Clash")
    for _ in range(10):
        if game.current_player == 0 or game.is_over:
            break
        game.apply(game.legal_actions()[0])
    assert game.current_player == 0
    assert _offers_setup(game), _prompts(game)
