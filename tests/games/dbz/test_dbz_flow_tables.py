"""The DBZ step modules' handler tables merge into the driver's; a handler found by review."""

from __future__ import annotations

import msgspec

from reishi.games.dbz import attacks, combat_steps, flow, grammar_steps, resolution, turn_steps
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.position import PositionSpec
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Zone

PARTS = (turn_steps, combat_steps, attacks, resolution, grammar_steps)


def test_every_step_module_handler_reaches_the_driver_once() -> None:
    for table in ("RUN", "ANSWER", "PICKED", "EXEC"):
        keys = [key for part in PARTS for key in getattr(part, table, {})]
        assert len(keys) == len(set(keys)), f"{table}: a key is defined by two modules"
        merged = getattr(flow, table)
        assert set(keys) <= set(merged), table
        for part in PARTS:
            for key, handler in getattr(part, table, {}).items():
                assert merged[key] is handler, (table, key)


def test_a_chosen_personality_keeps_to_a_minimum_of_zero(real_pool: CardPool) -> None:
    """LoseStages "to a minimum of 0" holds for an Ally picked from several personalities."""
    rules = DbzRules(DbzKit(real_pool))
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "stage": 5,
            "allies": [["Tenshinhan - Returned", 2]],
            "life": ["Red Blaze", "Red Destiny", "Red Blaze"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "stage": 5, "life": ["Saiyan Clash"]},
    }
    position = msgspec.convert(spec, PositionSpec)
    game = rules.scenario_hooks().new_game(position, [], 0, {}, "<test>")
    state = game.state
    assert isinstance(state, DbzState)
    (ally,) = state.cards_in(0, Zone.ALLIES)
    flow.PICKED["lose_target"](state, ally, (4, True))
    assert state.stage[ally] == 0
    assert len(state.cards_in(0, Zone.LIFE)) == 3  # nothing milled for the missing stages
    flow.PICKED["lose_target"](state, ally, (1, False))
    assert len(state.cards_in(0, Zone.LIFE)) == 2  # without the floor the rest is milled
