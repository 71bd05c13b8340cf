"""Information-set Monte Carlo tree search (single observer), for any game that determinises.

Each iteration asks the sampler for a fresh determinisation, a game as the deciding seat
might believe it to be, and walks one shared tree with it (Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", 2012): UCB1 picks among the children that are
legal in this determinisation, weighing each by how often it was available rather than by
its parent's visits; one untried action is expanded; a random playout, cut off after
``depth`` decisions, is scored by the game's evaluation; the result is backed up from the
point of view of whoever chose each action. With the ``playout`` option the playout moves as
a named agent plays the searched game (``playout=heuristic``), not at random. The move played
is the most visited root child; the search stops early once no other child can catch it up,
which saves time but never changes the move.

With the ``prior`` option a named agent proposes a move first: it is the first root child
expanded and starts the count of visits ``lead`` (a share of the iterations) ahead, so the
search plays another move only when its visits overtake the proposal's by that lead. That is
policy improvement over the named agent: with few iterations the root means are noisy, and a
search that plays the noisiest best mean loses to the agent its playouts imitate.

With the ``turns`` option a playout also stops at the start of the turn that many turns after
the searched decision's, so every root move is scored at the same point of the game: a cap
in decisions alone lets a move that leaves its player fewer choices (no more responses in
hand, say) carry its playout turns further on than another move's, and the scores of
positions at different times of the game are then compared as if they were alike.

With the ``paired`` option every root action is measured on the same determinisations: each
sample is cloned once per root action, so the root means differ by the moves and not by the
luck of the samples (common random numbers), and the best mean is played. When heuristic
playouts make each sample's score nearly certain, the luck of the draw is most of the
noise, and pairing removes it from the comparison.

Tree edges are keyed by (seat, action record). Actions name cards by id and ids never change
their definition across determinisations, so an edge means the same play in every sample.
With an iteration budget, the same seed gives the same move; a time budget depends on the
machine's speed, so it is not reproducible.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from reishi.agents.base import Agent, Sampler
from reishi.agents.registry import AgentOptionError, AgentPlugin, make_agent
from reishi.engine.actions import Action
from reishi.engine.errors import ReishiError
from reishi.engine.game import Game
from reishi.engine.rng import Rng

DEFAULT_ITERATIONS = 200
# Random playouts stop after 30 decisions and the game's evaluation scores the position.
# Measured on one game's starter decks (1,000 iterations): depth 10 costs 27 CPU-s per game
# against 46, but plays much worse, 48 wins in 84 against that game's heuristic where depth
# 30 won 64 of 80 (docs/search.md). A game may recommend other options (its rules'
# ``agent_options``), such as shorter playouts by its heuristic.
DEFAULT_DEPTH = 30
# 1/sqrt(2) is the UCB1 constant for rewards in [0, 1] (Kocsis and Szepesvári, 2006).
DEFAULT_EXPLORATION = 1 / math.sqrt(2)
# With a prior agent, the share of the iterations its proposal starts ahead by.
DEFAULT_LEAD = 0.1

EdgeKey = tuple[int, Action]


class Node:
    """A tree node: the edge that reached it and the statistics of everything below."""

    __slots__ = ("available", "children", "parent", "seat", "total", "visits")

    def __init__(self, parent: Node | None, seat: int) -> None:
        self.parent = parent
        self.seat = seat  # who chose the edge into this node; rewards are from their side
        self.children: dict[EdgeKey, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0  # ISMCTS: iterations in which this edge was legal at its parent


class MctsAgent:
    """Single-observer ISMCTS over determinisations, with truncated random playouts."""

    __slots__ = (
        "depth",
        "exploration",
        "iterations",
        "last_iterations",
        "lead",
        "name",
        "paired",
        "playout",
        "policies",
        "prior",
        "rng",
        "root_turn",
        "seconds",
        "turns",
    )

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        depth: int = DEFAULT_DEPTH,
        exploration: float = DEFAULT_EXPLORATION,
        playout: str | None = None,
        prior: str | None = None,
        lead: float = DEFAULT_LEAD,
        paired: bool = False,
        turns: int | None = None,
        name: str = "mcts",
    ) -> None:
        if iterations is not None and iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive, not {seconds}")
        if turns is not None and turns < 1:
            raise ValueError(f"turns must be at least 1, not {turns}")
        if depth < 0:
            raise ValueError(f"depth must be zero or more, not {depth}")
        if not exploration >= 0:
            raise ValueError(f"the exploration constant must be zero or more, not {exploration}")
        if paired and prior is not None:
            raise ValueError("paired measures every root action alike, so it takes no prior")
        if not 0 <= lead <= 1:
            raise ValueError(f"lead must be a share of the iterations in [0, 1], not {lead}")
        self.rng = Rng(seed)
        # Without a time budget, a fixed number of iterations (so a seed fixes every move).
        self.iterations = iterations if iterations or seconds else DEFAULT_ITERATIONS
        self.seconds = seconds
        self.depth = depth
        self.exploration = exploration
        self.name = name
        # Playouts move at random, or as the agent this spec names plays the searched game
        # (its own view and legal actions, like any player); made once per game name.
        self.playout = playout
        self.prior = prior
        self.lead = lead
        self.paired = paired
        self.turns = turns
        self.root_turn = 0  # the turn of the decision being searched (for ``turns``)
        self.policies: dict[str, Agent] = {}  # by (spec, game name): playout and prior agents
        self.last_iterations = 0  # iterations of the latest search, for benchmarks

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """Without a sampler there is nothing to search: a uniformly random legal action."""
        if not legal:
            raise ValueError("MctsAgent.choose needs at least one legal action")
        return legal[self.rng.below(len(legal))]

    def choose_with_sampler(self, view: Any, legal: Sequence[Action], sampler: Sampler) -> Action:
        """The most visited root action after searching determinisations from ``sampler``."""
        if not legal:
            raise ValueError("MctsAgent.choose_with_sampler needs at least one legal action")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        # One generator per decision, drawn from the agent's: decisions stay reproducible
        # however many iterations an earlier decision ran.
        rng = Rng(self.rng.next64())
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        game = sampler(rng.next64() >> 1)
        seat = game.current_player  # the sampler's games stand at this seat's decision
        if seat is None:
            raise ValueError("the sampler's game is over: there is nothing to decide")
        root = Node(None, -1)
        self.root_turn = game.turn
        policy = self._named_agent("playout", self.playout, game)
        adviser = self._named_agent("prior", self.prior, game)
        # The prior's proposal, from the real view (what the seat knows), not a sample's.
        proposal = None if adviser is None else adviser.choose(view, legal)
        if self.paired:
            return self._paired(root, game, legal, seat, sampler, rng, policy, deadline)
        head = 0 if self.iterations is None else round(self.lead * self.iterations)
        done = 0
        while True:
            self._iterate(root, game, seat, rng, policy, proposal)
            done += 1
            if self.iterations is not None and (
                done >= self.iterations
                or _decided(root, seat, self.iterations - done, proposal, head)
            ):
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            game = sampler(rng.next64() >> 1)
        self.last_iterations = done
        if self.iterations is None:  # a time budget: the lead is a share of what was run
            head = round(self.lead * done)
        return self._best(root, legal, seat, proposal, head)

    def _paired(
        self,
        root: Node,
        game: Game,
        legal: Sequence[Action],
        seat: int,
        sampler: Sampler,
        rng: Rng,
        policy: Agent | None,
        deadline: float | None,
    ) -> Action:
        """The root action with the best mean over the same determinisations for every one."""
        done = 0
        while True:
            # A sample is a belief of the deciding seat, whose own choices it knows: they are
            # the real ones; a game whose samples differ there only loses those measurements.
            here = set(game.legal_actions())
            for action in legal:
                if action in here:
                    # One clone per root action, so each is measured on the very same sample.
                    self._iterate(root, game.clone(), seat, rng, policy, first=action)
                    done += 1
            if self.iterations is not None and done + len(legal) > self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            game = sampler(rng.next64() >> 1)
        self.last_iterations = done
        best = legal[0]
        best_mean = -math.inf
        for action in legal:
            child = root.children.get((seat, action))
            if child is None:
                continue
            mean = child.total / child.visits
            if mean > best_mean:  # ties keep the earlier legal action
                best, best_mean = action, mean
        return best

    def _named_agent(self, option: str, spec: str | None, game: Game) -> Agent | None:
        """The agent ``spec`` names for ``game``'s rules (made once), or None without one."""
        if spec is None:
            return None
        key = f"{option}={spec}@{game.rules.name}"
        agent = self.policies.get(key)
        if agent is None:
            try:
                agent = make_agent(spec, self.rng.next64() >> 1, game=game.rules.name)
            except ReishiError as error:
                raise AgentOptionError(f"mcts option {option}={spec}: {error}") from None
            self.policies[key] = agent
        return agent

    def _iterate(
        self,
        root: Node,
        game: Game,
        seat: int,
        rng: Rng,
        policy: Agent | None = None,
        proposal: Action | None = None,
        first: Action | None = None,
    ) -> None:
        """One selection, expansion, playout and backup on one determinisation (starting
        with the root action ``first`` when one is given)."""
        node = root
        if first is not None:
            child = root.children.get((seat, first))
            if child is None:
                child = root.children[(seat, first)] = Node(root, seat)
            child.available += 1
            game.apply(first)
            node = child
        while not game.is_over:
            mover = game.current_player
            assert mover is not None
            legal = game.legal_actions()
            children = node.children
            untried = []
            for a in legal:  # ISMCTS: every child legal in this sample was available
                child = children.get((mover, a))
                if child is None:
                    untried.append(a)
                else:
                    child.available += 1
            if untried:
                if node is root and proposal is not None and proposal in untried:
                    action = proposal  # the prior's move is the first one measured
                else:
                    action = untried[rng.below(len(untried))]
                child = Node(node, mover)
                child.available = 1
                children[(mover, action)] = child
                game.apply(action)
                node = child
                break
            action, node = self._select(children, mover, legal)
            game.apply(action)
        steps = 0
        # The turn to score at, counted from the searched decision's: the same for every move.
        horizon = math.inf if self.turns is None else self.root_turn + self.turns
        while not game.is_over and steps < self.depth and game.turn < horizon:
            legal = game.legal_actions()
            if policy is None:
                game.apply(legal[rng.below(len(legal))])
            else:
                mover = game.current_player
                view = game.view(mover) if getattr(policy, "needs_view", True) else None
                game.apply(policy.choose(view, legal))
            steps += 1
        reward = game.evaluate(seat)
        backed: Node | None = node
        while backed is not None:
            backed.visits += 1
            backed.total += reward if backed.seat == seat else 1.0 - reward
            backed = backed.parent

    def _select(
        self, children: dict[EdgeKey, Node], mover: int, legal: Sequence[Action]
    ) -> tuple[Action, Node]:
        """UCB1 over the children legal now, exploring by availability (ISMCTS)."""
        best: tuple[Action, Node] | None = None
        best_score = -math.inf
        c = self.exploration
        for action in legal:
            child = children[(mover, action)]
            score = child.total / child.visits + c * math.sqrt(
                math.log(child.available) / child.visits
            )
            if score > best_score:
                best, best_score = (action, child), score
        assert best is not None
        return best

    @staticmethod
    def _best(
        root: Node,
        legal: Sequence[Action],
        seat: int,
        proposal: Action | None = None,
        head: int = 0,
    ) -> Action:
        """The most visited legal root action (the prior's ``head`` visits ahead); ties go to
        the better mean, then legal order."""
        best = legal[0]
        best_key = (-1, -math.inf)
        for action in legal:
            child = root.children.get((seat, action))
            if child is None or child.visits == 0:
                continue
            visits = child.visits + head if action == proposal else child.visits
            key = (visits, child.total / child.visits)
            if key > best_key:
                best, best_key = action, key
        return best


def _decided(
    root: Node, seat: int, remaining: int, proposal: Action | None = None, head: int = 0
) -> bool:
    """True when no root child can overtake the most visited one in ``remaining`` iterations.

    Stopping then plays exactly the move the whole budget would: each iteration adds one
    visit to one root child, so a lead larger than what is left cannot be caught (the
    prior's proposal counts its ``head`` start, as the final choice does).
    """
    first = second = 0
    for (mover, action), child in root.children.items():
        if mover != seat:
            continue
        v = child.visits + head if action == proposal else child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > remaining


_OPTIONS = {
    "iterations": int,
    "seconds": float,
    "depth": int,
    "c": float,
    "playout": str,
    "prior": str,
    "lead": float,
    "paired": int,
    "turns": int,
}


def new_mcts_agent(seed: int, **options: str) -> MctsAgent:
    """An MCTS agent from spec options: iterations, seconds, depth, c, playout and prior (agents),
    lead (the prior's head start, a share of the iterations), paired (1: every root action
    on the same determinisations) and turns (playouts stop that many turns on)."""
    unknown = sorted(set(options) - set(_OPTIONS))
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(unknown)} (known: {', '.join(_OPTIONS)})")
    values: dict[str, Any] = {}
    for key, text in options.items():
        try:
            values[key] = _OPTIONS[key](text)
        except ValueError:
            raise ValueError(f"option {key}={text!r} is not a valid {key}") from None
    # The name carries the options, so results of differently tuned searches stay apart.
    settings = ",".join(f"{k}={options[k]}" for k in sorted(options))
    label = f"mcts:{settings}" if settings else "mcts"
    return MctsAgent(
        seed,
        iterations=values.get("iterations"),
        seconds=values.get("seconds"),
        depth=values.get("depth", DEFAULT_DEPTH),
        exploration=values.get("c", DEFAULT_EXPLORATION),
        playout=values.get("playout"),
        prior=values.get("prior"),
        lead=values.get("lead", DEFAULT_LEAD),
        paired=_flag("paired", values.get("paired", 0)),
        turns=values.get("turns"),
        name=label,
    )


def _flag(option: str, value: int) -> bool:
    """A 0/1 option as a bool."""
    if value not in (0, 1):
        raise ValueError(f"option {option}={value} must be 0 or 1")
    return bool(value)


MCTS_PLUGIN = AgentPlugin(new_mcts_agent, needs_determinize=True)
"""The ``mcts`` entry point: it plays every game that can determinise hidden information."""
