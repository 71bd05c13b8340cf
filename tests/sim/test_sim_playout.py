"""Playouts and agents: seeded determinism, the decision cap, the agent registry."""

from __future__ import annotations

import pytest

from reishi.agents.random_agent import RandomAgent
from reishi.agents.registry import UnknownAgentError, agent_names, make_agent, register_agent
from reishi.engine.actions import Choose
from reishi.sim.playout import DECISION_CAP, play_game


def test_random_agent_same_seed_same_choices() -> None:
    legal = [Choose(i) for i in range(7)]
    a, b = RandomAgent(5), RandomAgent(5)
    assert [a.choose(None, legal) for _ in range(50)] == [b.choose(None, legal) for _ in range(50)]
    c = RandomAgent(6)
    assert len({c.choose(None, legal) for _ in range(50)}) > 1


def test_make_agent_unknown_name_lists_known(toy_game: str) -> None:
    with pytest.raises(UnknownAgentError, match=r"unknown agent 'nope' \(known: .*random"):
        make_agent("nope", 0)
    assert {"random", "toy:greedy"} <= set(agent_names())


def test_register_agent_rejects_names_with_commas() -> None:
    with pytest.raises(ValueError, match="commas"):
        register_agent("a,b", RandomAgent)


def test_play_game_same_seed_same_record(toy_game: str) -> None:
    first = play_game(toy_game, None, ["random", "random"], 42, index=3)
    again = play_game(toy_game, None, ["random", "random"], 42, index=3)
    assert first == again
    assert first.index == 3 and first.seed == 42
    assert first.seats == ["random", "random"]
    assert first.end_reason == "power" and first.winner in (0, 1)
    assert first.turns > 0 and first.decisions > 0


def test_play_game_seeds_differ(toy_game: str) -> None:
    records = {
        (r.winner, r.decisions, r.first_player)
        for r in (play_game(toy_game, None, ["random", "random"], s) for s in range(20))
    }
    assert len(records) > 3


def test_play_game_accepts_factories(toy_game: str) -> None:
    record = play_game(toy_game, None, [RandomAgent, "toy:greedy"], 1)
    assert record.seats == ["random", "toy:greedy"]


def test_play_game_cap_records_decision_cap(toy_game: str) -> None:
    record = play_game(toy_game, None, ["random", "random"], 7, max_decisions=3)
    assert record.end_reason == DECISION_CAP
    assert record.winner is None and record.decisions == 3


def test_play_game_wrong_agent_count(toy_game: str) -> None:
    with pytest.raises(ValueError, match="needs 2 agents"):
        play_game(toy_game, None, ["random"], 1)
