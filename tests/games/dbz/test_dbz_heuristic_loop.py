"""The DBZ heuristic stops using a Power with no once-per-turn limit (found by reishi fuzz)."""

from __future__ import annotations

import msgspec

import reishi
from reishi.engine.actions import PassPriority
from reishi.games.dbz.actions import UsePower
from reishi.games.dbz.heuristic import MAX_USES_PER_TURN, DbzHeuristicAgent


def test_heuristic_passes_once_a_power_is_used_up_for_the_turn() -> None:
    # A Drill's Power that attacks for 0 stages has no use limit (DBZ RB: Glossary — Power
    # limits MPs, Masteries and Allies only): used forever, the combat would never end.
    view = reishi.new_game("dbz", seed=1).view(0)
    agent = DbzHeuristicAgent()
    legal = [UsePower(card=12), PassPriority()]
    chosen = [agent.choose(view, legal) for _ in range(MAX_USES_PER_TURN + 1)]
    assert chosen == [legal[0]] * MAX_USES_PER_TURN + [legal[1]]
    next_turn = msgspec.structs.replace(view, turn=view.turn + 1)
    assert agent.choose(next_turn, legal) == legal[0]  # a new turn: the Power again
