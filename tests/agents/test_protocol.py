"""Agents get their seat's view, the legal actions and (if they search) a sampler, nothing else."""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from reishi import new_game
from reishi.agents.base import Agent, Sampler, SearchAgent, decide, is_search_agent
from reishi.agents.random_agent import RandomAgent
from reishi.agents.registry import (
    AgentOptionError,
    UnknownAgentError,
    UnsupportedAgentError,
    make_agent,
    parse_agent_spec,
    register_agent,
    resolve_agent_spec,
    split_agent_specs,
)
from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.games.bleach.state import Zone
from reishi.games.bleach.view import BleachView
from reishi.sim.playout import play_game

SAMPLES_PER_DECISION = 2


class Recorder:
    """Everything the harness handed to agents, with the truth the harness held at the time."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int, Any, list[Action]]] = []
        self.samples: list[tuple[int, bytes, bytes, list[int], list[int]]] = []


class RecordingAgent:
    """A random player that records its arguments; with ``search``, it also samples games."""

    def __init__(self, seed: int, recorder: Recorder, *, search: bool) -> None:
        self.name = "recording-search" if search else "recording"
        self.inner = RandomAgent(seed)
        self.recorder = recorder
        if search:
            self.choose_with_sampler = self._choose_with_sampler

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """Record, then play randomly."""
        self.recorder.calls.append(("choose", view.seat, view, list(legal)))
        return self.inner.choose(view, legal)

    def _choose_with_sampler(self, view: Any, legal: Sequence[Action], sampler: Sampler) -> Action:
        self.recorder.calls.append(("sampler", view.seat, view, list(legal)))
        for seed in range(SAMPLES_PER_DECISION):
            sample = sampler(seed)
            assert isinstance(sample, Game)
            assert msgspec.json.encode(sample.view(view.seat)) == msgspec.json.encode(view)
            assert sample.legal_actions() == list(legal)
        return self.inner.choose(view, legal)


def test_harness_hands_agents_only_their_view_legal_actions_and_determinised_games(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Wrap the harness: each call holds the seat's own view; samples hide the other hand."""
    recorder = Recorder()
    truths: list[tuple[list[int], list[int]]] = []
    original = Game.determinize

    def counting_determinize(self: Game, seat: int, seed: int) -> Game:
        sample = original(self, seat, seed)
        other = 1 - seat
        truths.append(
            (
                sorted(self.state.cards_in(other, Zone.HAND)),
                sorted(sample.state.cards_in(other, Zone.HAND)),
            )
        )
        return sample

    monkeypatch.setattr(Game, "determinize", counting_determinize)
    plain = RecordingAgent(1, recorder, search=False)
    searcher = RecordingAgent(2, recorder, search=True)
    record = play_game("bleach", None, [lambda s: plain, lambda s: searcher], seed=4)
    assert record.decisions == len(recorder.calls)
    kinds = {seat: {k for k, s, _, _ in recorder.calls if s == seat} for seat in (0, 1)}
    assert kinds == {0: {"choose"}, 1: {"sampler"}}
    for _, seat, view, legal in recorder.calls:
        assert isinstance(view, BleachView) and view.seat == seat
        other = view.players[1 - seat]
        assert other.hand is None and other.side_deck is None
        assert legal and all(isinstance(a, Action) for a in legal)
    searched = sum(1 for k, *_ in recorder.calls if k == "sampler")
    assert len(truths) == SAMPLES_PER_DECISION * searched
    # Samples re-deal the other hand: it must differ from the truth at least sometimes.
    assert sum(1 for true, sampled in truths if true != sampled) > len(truths) // 4


def test_decide_uses_choose_without_a_sampler_method() -> None:
    """Plain agents are asked with ``choose`` and never get a sampler."""
    game = new_game("bleach", seed=2)
    agent = RandomAgent(3)
    assert not is_search_agent(agent)
    assert decide(agent, game, game.current_player or 0) in game.legal_actions()


def test_agent_protocols_take_nothing_but_view_legal_and_sampler() -> None:
    """The entry points' signatures leave no room for the state."""
    assert list(inspect.signature(Agent.choose).parameters) == ["self", "view", "legal"]
    assert list(inspect.signature(SearchAgent.choose_with_sampler).parameters) == [
        "self",
        "view",
        "legal",
        "sampler",
    ]


def test_agent_spec_parsing() -> None:
    """``name:key=value,...`` specs, and comma lists that mix specs with options."""
    assert parse_agent_spec("random") == ("random", {})
    assert parse_agent_spec(" mcts:iterations=20, depth=3 ") == (
        "mcts",
        {"iterations": "20", "depth": "3"},
    )
    assert split_agent_specs("random,mcts:iterations=20,depth=3,heuristic") == [
        "random",
        "mcts:iterations=20,depth=3",
        "heuristic",
    ]
    assert split_agent_specs("mcts:seconds=0.5,mcts") == ["mcts:seconds=0.5", "mcts"]
    assert parse_agent_spec("bleach:heuristic") == ("bleach:heuristic", {})
    assert parse_agent_spec("bleach:mcts:depth=3") == ("bleach:mcts", {"depth": "3"})
    assert parse_agent_spec("policy:runs/model.zip") == ("policy", {"arg": "runs/model.zip"})
    for bad in ("mcts:iterations=3,depth", "mcts:=3", "mcts:depth=1,depth=2"):
        with pytest.raises(AgentOptionError):
            parse_agent_spec(bad)


def test_agents_are_resolved_per_game() -> None:
    """``heuristic`` is each game's own player; an agent for another game is refused up front."""
    assert resolve_agent_spec("heuristic", "bleach") == "bleach:heuristic"
    assert resolve_agent_spec("heuristic", "dbz") == "dbz:heuristic"
    assert resolve_agent_spec("heuristic", "soul-deck") == "soul-deck:heuristic"
    assert resolve_agent_spec("bleach:mcts:depth=3", "bleach") == "mcts:depth=3"
    assert resolve_agent_spec("random", "dbz") == "random"
    with pytest.raises(UnsupportedAgentError, match=r"plays bleach only.*agents for dbz: "):
        resolve_agent_spec("bleach:heuristic", "dbz")
    with pytest.raises(
        UnknownAgentError, match=r"agents for bleach: heuristic, mcts, policy, random"
    ):
        resolve_agent_spec("nope", "bleach")


def test_make_agent_options_are_checked() -> None:
    """Options reach factories that take them; others and bad values are refused by name."""
    with pytest.raises(AgentOptionError, match="takes no options"):
        make_agent("random:x=1", 0)
    with pytest.raises(AgentOptionError, match="unknown option"):
        make_agent("mcts:speed=3", 0)
    with pytest.raises(AgentOptionError, match="iterations"):
        make_agent("mcts:iterations=lots", 0)
    with pytest.raises(AgentOptionError, match="at least 1"):
        make_agent("mcts:iterations=0", 0)
    assert make_agent("mcts:iterations=7,depth=2", 0).name == "mcts:depth=2,iterations=7"


def test_register_agent_rejects_spec_punctuation() -> None:
    """Names cannot hold the characters that separate specs and options."""
    for bad in ("a:b:c", ":b", "a=b", "a,b"):
        with pytest.raises(ValueError, match=r"colon|commas"):
            register_agent(bad, RandomAgent)
