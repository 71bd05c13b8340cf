"""The ISMCTS agent: registered with options, reproducible under a seed, legal, and useful."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from typer.testing import CliRunner

from reishi import new_game
from reishi.agents.base import new_sampler
from reishi.agents.mcts import DEFAULT_DEPTH, DEFAULT_EXPLORATION, MctsAgent, Node
from reishi.agents.random_agent import RandomAgent
from reishi.agents.registry import AgentOptionError, agent_names, make_agent
from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.engine.rules import game_names, get_rules
from reishi.interfaces.cli.app import app
from reishi.sim.playout import play_game

FAST = "mcts:iterations=30,depth=10"


def choice_position(seed: int, skip: int) -> Game:
    """A random game advanced ``skip`` decisions, then on to a decision with a real choice."""
    game = new_game("bleach", seed=seed)
    agent = RandomAgent(seed)
    done = 0
    while not game.is_over and (done < skip or len(game.legal_actions()) < 2):
        game.apply(agent.choose(None, game.legal_actions()))
        done += 1
    assert not game.is_over
    return game


def search(game: Game, spec: str, seed: int) -> tuple[object, MctsAgent]:
    """The action ``spec`` chooses at ``game``, and the agent."""
    agent = make_agent(spec, seed)
    assert isinstance(agent, MctsAgent)
    seat = game.current_player
    assert seat is not None
    action = agent.choose_with_sampler(
        game.view(seat), game.legal_actions(), new_sampler(game, seat)
    )
    return action, agent


def test_registered_with_options() -> None:
    """``mcts`` and ``mcts:key=value`` specs build configured agents."""
    assert "mcts" in agent_names()
    agent = make_agent("mcts:iterations=50,seconds=2,depth=7,c=0.3", 1)
    assert isinstance(agent, MctsAgent)
    assert (agent.iterations, agent.seconds, agent.depth, agent.exploration) == (50, 2.0, 7, 0.3)
    default = make_agent("mcts", 1)
    assert isinstance(default, MctsAgent) and default.iterations == 200 and default.seconds is None
    timed = make_agent("mcts:seconds=0.5", 1)
    assert isinstance(timed, MctsAgent) and timed.iterations is None


@pytest.mark.parametrize(("seed", "skip"), [(1, 15), (2, 40), (3, 50)])
def test_same_seed_and_budget_same_move(seed: int, skip: int) -> None:
    """Two agents with one seed and an iteration budget choose alike; the move is legal."""
    game = choice_position(seed, skip)
    first, agent = search(game, FAST, seed)
    again, twin = search(game, FAST, seed)
    assert first == again
    assert first in game.legal_actions()
    # The budget, or fewer once no other move could catch the leader up: the same either way.
    assert 1 <= agent.last_iterations == twin.last_iterations <= 30


def test_each_iteration_searches_a_fresh_determinisation(monkeypatch: pytest.MonkeyPatch) -> None:
    """One sampler call per iteration, and the real game is left untouched."""
    game = choice_position(4, 30)
    calls: list[int] = []
    original = Game.determinize

    def counting(self: Game, seat: int, seed: int) -> Game:
        calls.append(seed)
        return original(self, seat, seed)

    monkeypatch.setattr(Game, "determinize", counting)
    log_length = len(game.log)
    search(game, FAST, 9)
    assert len(calls) == 30 and len(set(calls)) == 30
    assert len(game.log) == log_length


def test_time_budget_runs_and_returns_a_legal_move() -> None:
    """``seconds`` bounds the search by the clock; not reproducible, so only legality is checked."""
    game = choice_position(5, 25)
    action, agent = search(game, "mcts:seconds=0.05,depth=5", 2)
    assert action in game.legal_actions()
    assert agent.last_iterations >= 1


def test_without_a_sampler_it_plays_a_legal_random_move() -> None:
    """``choose`` alone has nothing to search; it still answers legally."""
    game = choice_position(6, 10)
    agent = make_agent(FAST, 3)
    seat = game.current_player
    assert seat is not None
    assert agent.choose(game.view(seat), game.legal_actions()) in game.legal_actions()


def test_full_game_is_reproducible_and_beats_random() -> None:
    """Whole games replay exactly under their seed, and the search wins against random play."""
    first = play_game("bleach", None, [FAST, "random"], seed=11)
    assert first == play_game("bleach", None, [FAST, "random"], seed=11)
    wins = sum(
        play_game("bleach", None, agents, seed=seed).winner == agents.index(FAST)
        for seed in (11, 12)
        for agents in ([FAST, "random"], ["random", FAST])
    )
    assert wins >= 3


def test_short_tournament_prints_an_elo_table() -> None:
    """random, heuristic and a small search play a round robin to the end."""
    result = CliRunner().invoke(
        app,
        [
            "tournament",
            "--game",
            "bleach",
            "--agents",
            f"random,heuristic,{FAST}",
            "--games",
            "1",
            "--workers",
            "1",
        ],
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    assert "Elo" in result.output
    for name in ("random", "heuristic", FAST):
        assert name in result.output


def test_playouts_follow_the_named_agent(monkeypatch: pytest.MonkeyPatch) -> None:
    """``playout=AGENT`` moves every playout decision with that agent, made for the game."""
    game = choice_position(7, 30)
    calls: list[int] = []
    original = RandomAgent.choose

    def counting(self: RandomAgent, view: object, legal: Sequence[Action]) -> Action:
        calls.append(len(legal))
        return original(self, view, legal)

    monkeypatch.setattr(RandomAgent, "choose", counting)
    first, agent = search(game, "mcts:iterations=20,depth=4,playout=random", 5)
    assert agent.playout == "random" and set(agent.policies) == {
        f"playout=random@{game.rules.name}"
    }
    assert 20 <= len(calls) <= 20 * 4  # a playout ends early only when the game does
    again, _ = search(game, "mcts:iterations=20,depth=4,playout=random", 5)
    assert first == again and first in game.legal_actions()
    with pytest.raises(AgentOptionError, match="playout=nobody: unknown agent 'nobody'"):
        search(game, "mcts:iterations=5,playout=nobody", 5)


def test_a_game_recommends_options_and_a_spec_overrides_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The options a game's rules recommend fill in what the spec leaves out; the spec wins."""
    rules = type(get_rules("bleach"))
    monkeypatch.setattr(rules, "agent_options", {"mcts": {"depth": "7", "c": "0.3"}})
    agent = make_agent("mcts", 1, game="bleach")
    assert isinstance(agent, MctsAgent)
    assert (agent.depth, agent.exploration, agent.playout) == (7, 0.3, None)
    agent = make_agent("mcts:depth=12", 1, game="bleach")
    assert isinstance(agent, MctsAgent)
    assert (agent.depth, agent.exploration) == (12, 0.3)
    unbound = make_agent("mcts", 1)  # no game, nothing recommended
    assert isinstance(unbound, MctsAgent)
    assert (unbound.depth, unbound.exploration) == (DEFAULT_DEPTH, DEFAULT_EXPLORATION)
    monkeypatch.delattr(rules, "agent_options")
    plain = make_agent("mcts", 1, game="bleach")
    assert isinstance(plain, MctsAgent) and plain.depth == DEFAULT_DEPTH


@pytest.mark.parametrize("game", game_names())
def test_every_recommendation_builds_its_agent(game: str) -> None:
    """A game's recommended options are valid: each named agent builds with them for it."""
    for name, options in getattr(get_rules(game), "agent_options", {}).items():
        agent = make_agent(name, 1, game=game)
        for key, value in options.items():
            assert f"{key}={value}" in getattr(agent, "name", "")


def _proposals(monkeypatch: pytest.MonkeyPatch) -> list[Action]:
    """Record every move a RandomAgent proposes (the prior, when playouts are not agents)."""
    made: list[Action] = []
    original = RandomAgent.choose

    def recording(self: RandomAgent, view: object, legal: Sequence[Action]) -> Action:
        made.append(original(self, view, legal))
        return made[-1]

    monkeypatch.setattr(RandomAgent, "choose", recording)
    return made


@pytest.mark.parametrize(("seed", "skip"), [(1, 15), (2, 40), (3, 50)])
def test_a_full_lead_plays_the_priors_move(
    monkeypatch: pytest.MonkeyPatch, seed: int, skip: int
) -> None:
    """``prior=AGENT,lead=1``: the proposal starts a whole budget ahead, so it is played."""
    game = choice_position(seed, skip)
    made = _proposals(monkeypatch)
    move, agent = search(game, "mcts:iterations=40,depth=5,prior=random,lead=1", seed)
    assert len(made) == 1 and move == made[0]  # asked once, from the real view
    assert agent.prior == "random" and agent.lead == 1.0


def test_the_priors_move_is_measured_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """With one iteration and no lead the only root child measured is the proposal."""
    game = choice_position(5, 20)
    made = _proposals(monkeypatch)
    move, _ = search(game, "mcts:iterations=1,depth=5,prior=random,lead=0", 9)
    assert move == made[0]


def test_a_small_lead_still_lets_a_better_move_win() -> None:
    """A lead is a head start, not a veto: with a small one the search can overrule a bad
    proposal (here the first legal action, often a pass), and does somewhere in a few spots."""
    overruled = 0
    for seed, skip in [(1, 15), (2, 40), (3, 50), (4, 30), (6, 25)]:
        game = choice_position(seed, skip)
        move, _ = search(game, "mcts:iterations=60,depth=10,prior=random,lead=0.05", seed)
        assert move in game.legal_actions()
        plain, _ = search(game, "mcts:iterations=60,depth=10,prior=random,lead=1", seed)
        overruled += move != plain
    assert overruled >= 1


def test_prior_options_are_checked() -> None:
    """A lead outside [0, 1] and an unknown prior agent are refused with the option named."""
    with pytest.raises(AgentOptionError, match="lead must be a share"):
        make_agent("mcts:prior=random,lead=2", 1)
    game = choice_position(7, 30)
    with pytest.raises(AgentOptionError, match="prior=nobody: unknown agent 'nobody'"):
        search(game, "mcts:iterations=5,prior=nobody", 5)


def _roots(monkeypatch: pytest.MonkeyPatch) -> list[Node]:
    """Record the root of every iteration the agent runs."""
    roots: list[Node] = []
    original = MctsAgent._iterate

    def recording(self: MctsAgent, root: Node, *args: Any, **kwargs: Any) -> None:
        roots.append(root)
        original(self, root, *args, **kwargs)

    monkeypatch.setattr(MctsAgent, "_iterate", recording)
    return roots


@pytest.mark.parametrize(("seed", "skip"), [(1, 15), (2, 40), (3, 50)])
def test_paired_measures_every_root_action_on_the_same_samples(
    monkeypatch: pytest.MonkeyPatch, seed: int, skip: int
) -> None:
    """``paired=1``: one determinisation per sweep over the root actions, every action once
    on each, and the move played is the best mean."""
    game = choice_position(seed, skip)
    legal = game.legal_actions()
    samples: list[int] = []
    original = Game.determinize

    def counting(self: Game, seat: int, seed: int) -> Game:
        samples.append(seed)
        return original(self, seat, seed)

    monkeypatch.setattr(Game, "determinize", counting)
    roots = _roots(monkeypatch)
    move, agent = search(game, "mcts:iterations=40,depth=5,paired=1", seed)
    sweeps = 40 // len(legal)
    assert len(samples) == sweeps and agent.last_iterations == sweeps * len(legal)
    root = roots[0]
    seat = game.current_player
    children = [root.children[(seat, action)] for action in legal]
    assert all(child.visits == sweeps for child in children)
    means = [child.total / child.visits for child in children]
    assert move == legal[means.index(max(means))]
    again, _ = search(game, "mcts:iterations=40,depth=5,paired=1", seed)
    assert again == move


def test_paired_options_are_checked() -> None:
    """``paired`` is 0 or 1 and takes no prior (every root action is measured alike)."""
    agent = make_agent("mcts:paired=1", 1)
    assert isinstance(agent, MctsAgent) and agent.paired
    with pytest.raises(AgentOptionError, match="paired=2 must be 0 or 1"):
        make_agent("mcts:paired=2", 1)
    with pytest.raises(AgentOptionError, match="takes no prior"):
        make_agent("mcts:paired=1,prior=random", 1)


def test_turns_end_every_playout_at_the_same_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """``turns=1``: every playout stops at the first decision of the next turn (or the end of
    the game), whatever the number of decisions it took to get there."""
    game = choice_position(2, 40)
    scored: list[tuple[int, bool]] = []
    original = Game.evaluate

    def recording(self: Game, seat: int) -> float:
        scored.append((self.turn, self.is_over))
        return original(self, seat)

    monkeypatch.setattr(Game, "evaluate", recording)
    search(game, "mcts:iterations=30,depth=500,turns=1", 3)
    assert len(scored) == 30
    assert all(over or turn == game.turn + 1 for turn, over in scored)
    assert sum(not over for _, over in scored) >= 20  # most stopped at the turn, not the end
    scored.clear()
    search(game, "mcts:iterations=30,depth=60", 3)  # without it: wherever 60 decisions end
    assert any(not over and turn > game.turn + 1 for turn, over in scored)


def test_turns_is_checked() -> None:
    """``turns`` counts whole turns: at least one."""
    agent = make_agent("mcts:turns=2", 1)
    assert isinstance(agent, MctsAgent) and agent.turns == 2
    with pytest.raises(AgentOptionError, match="turns must be at least 1"):
        make_agent("mcts:turns=0", 1)
