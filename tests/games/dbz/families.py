"""Helpers shared by the card-pool family tests: every record inside a compiled effect, and a
game started from a position written as a dict (the scenario format's ``[position]``), or from
the usual two-player combat position."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.position import PositionSpec
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState


def records(effect: fx.Effect) -> list[fx.Effect]:
    """``effect`` and every effect record nested in it, depth first."""
    found = [effect]
    for name in effect.__struct_fields__:
        value = getattr(effect, name)
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, fx.Effect):
                found.extend(records(item))
    return found


def assert_family_runs(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and ``record`` is in its program."""
    card = kit.pool.find(title)
    assert card is not None, title
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    assert record in [r for e in result.program for r in records(e)]


def combat_game(
    kit: DbzKit, p1: Mapping[str, Any], p2: Mapping[str, Any], step: str = "combat"
) -> Game:
    """p1 (Krillin - Ready) acts first at ``step`` against p2 (Vegeta - Prince Of Saiyans),
    each with ten Saiyan Clash in the Life Deck; ``p1``/``p2`` add or replace zones."""
    life = ["Saiyan Clash"] * 10
    spec = {
        "active": "p1",
        "step": step,
        "p1": {"mp": ["Krillin - Ready"], "life": life, **p1},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": life, **p2},
    }
    return game_at(kit, spec)


def dbz_state(game: Game) -> DbzState:
    """The game's state, typed as DBZ's."""
    state = game.state
    assert isinstance(state, DbzState)
    return state


def game_at(kit: DbzKit, spec: Mapping[str, Any]) -> Game:
    """A game started at the position ``spec`` describes, as a scenario's ``[position]``."""
    position = msgspec.convert(spec, PositionSpec)
    return DbzRules(kit).scenario_hooks().new_game(position, [], 0, {}, "<test>")


def do(game: Game, words: str) -> None:
    """Apply the first legal action whose description contains ``words`` (else fail, listing
    the actions there were)."""
    for action in game.legal_actions():
        if words in game.describe(action):
            game.apply(action)
            return
    raise AssertionError(f"no action {words!r}: {[game.describe(a) for a in game.legal_actions()]}")
