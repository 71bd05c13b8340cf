"""One fuzzed game: mixed agents on random legal decks, every invariant after every action.

``fuzz_game(game, run_seed, index)`` derives everything from its arguments (the decks, drawn
from the game's card pool through ``SupportsRandomDecks``; the agent in each seat; the game's
seed), plays the game to its end and checks, with the conformance kit's own checks:

- after every action: the rules raised nothing but IllegalActionError, the agent chose a
  legal action, no card was created or lost, each card is in the one zone it records, the
  log only grew, the turn never went back, a game not over offers a legal action to a seat
  (one over offers none), the rules' own invariants hold, and the game ends within
  ``max_decisions``;
- at sampled decisions (on average one in ``probe_every``): a clone
  and the original agree after the same actions and stay independent, every seat's view
  is unchanged in states it cannot tell apart from the true one, illegal actions are refused
  without changing anything, and every view survives JSON;
- once the game is over: replaying its decks, seed and actions reproduces the same log,
  result and views; every ``notation_every``-th game also replays through the text
  notation, as a replay file does.

A violation stops the game and is minimised (``reishi.testing.shrink``) to a reproduction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, cast

import msgspec

from reishi.agents.base import Agent, decide
from reishi.agents.registry import make_agent
from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError
from reishi.engine.extensions import SupportsRandomDecks
from reishi.engine.game import Game
from reishi.engine.rng import Rng, derive_seed
from reishi.engine.rules import GameRules, get_rules
from reishi.engine.state import CoreState
from reishi.testing.conformance import (
    CLONE_STEPS,
    clone_problem,
    history_problems,
    invariant_violations,
    notation,
    redaction_problem,
    refusal_problem,
    remember_actions,
)
from reishi.testing.random_play import GameFailedError, compare, crash

_SETUP_SALT = 0xF022  # separates a game's setup draws from every other stream of the run
_AGENT_SALT = 0xA6E7
_PROBE_SALT = 0x9B0E
SHUFFLED = "shuffled "  # the label prefix of an agent handed the legal actions shuffled


class FuzzCheck(StrEnum):
    """What a fuzzed game checks; a violation names one."""

    CRASH = "crash"  # the rules raised something other than IllegalActionError
    AGENT = "agent"  # an agent chose an action that is not legal, or raised
    INVARIANTS = "invariants"
    END = "end"  # no end within the decision cap
    CLONE = "clone"
    REDACTION = "redaction"
    ILLEGAL_ACTIONS = "illegal-actions"
    JSON = "json"
    REPLAY = "replay"
    NOTATION = "notation"


SAMPLED_CHECKS = (FuzzCheck.CLONE, FuzzCheck.REDACTION, FuzzCheck.ILLEGAL_ACTIONS, FuzzCheck.JSON)


class Sampling(msgspec.Struct, frozen=True, kw_only=True):
    """How often the costly checks run (every other check runs after every action)."""

    probe_every: int = 60  # decisions between probes on average (1: every decision)
    notation_every: int = 20  # every N-th game also replays through the text notation
    max_decisions: int = 20_000  # a game with no end by then is a violation


class FuzzSetup(msgspec.Struct, frozen=True, kw_only=True):
    """Everything a fuzzed game starts from; ``fuzz_setup`` derives it from the run."""

    game: str
    index: int
    seed: int
    decks: list[str] | None  # deck texts by seat; None: the starter decks
    agents: list[str]  # agent specs by seat, a SHUFFLED prefix for shuffled legal actions
    options: dict[str, Any] = {}


class Violation(msgspec.Struct, frozen=True, kw_only=True):
    """A broken promise: which check, after how many actions, and what was seen."""

    check: FuzzCheck
    decision: int
    message: str


class GameSummary(msgspec.Struct, frozen=True, kw_only=True):
    """How a fuzzed game went."""

    index: int
    agents: list[str]
    decisions: int
    turns: int
    winner: int | None
    end_reason: str
    probes: int  # positions the sampled checks examined
    violation: Violation | None = None


@dataclass(slots=True)
class Trace:
    """A fuzzed game as played: the setup, the choices (indices into the legal actions)."""

    setup: FuzzSetup
    choices: list[int]
    summary: GameSummary


class _ParsesDecks(Protocol):
    """Rules that read deck text (every game with random decks)."""

    def parse_deck(self, text: str) -> Any:
        """The deck ``text`` describes."""
        ...


def fuzz_setup(game: str, run_seed: int, index: int) -> FuzzSetup:
    """Game ``index`` of a fuzz run: random legal decks and a mix of agents, all seeded."""
    rules = get_rules(game)
    rng = Rng(derive_seed(run_seed, _SETUP_SALT, index))
    decks: list[str] | None = None
    if isinstance(rules, SupportsRandomDecks):
        decks = [rules.random_deck(rng.next64()) for _ in range(rules.seats)]
    pool = agent_pool(game)
    agents = [rng.choice(pool) for _ in range(rules.seats)]
    return FuzzSetup(
        game=game,
        index=index,
        seed=derive_seed(run_seed, index),
        decks=decks,
        agents=agents,
    )


def agent_pool(game: str) -> list[str]:
    """The agents a fuzz run mixes: random play half the time, else the game's own players.

    Each own player also plays with its legal actions handed over shuffled, so its ties
    break differently and it meets positions it would otherwise avoid. Search agents are
    left out: they are too slow for millions of games.
    """
    prefix = game + ":"
    own = sorted(
        n[len(prefix) :] for n in plugins.names(plugins.Group.AGENTS) if n.startswith(prefix)
    )
    if not own:
        return ["random", SHUFFLED + "random"]
    mixed = [name for name in own for name in (name, SHUFFLED + name)]
    return ["random"] * len(mixed) + mixed


class ShuffledAgent:
    """An agent given the legal actions in a random order (its own seeded order)."""

    __slots__ = ("inner", "name", "needs_view", "rng")

    def __init__(self, inner: Agent, seed: int) -> None:
        self.inner = inner
        self.name = SHUFFLED + inner.name
        self.needs_view = getattr(inner, "needs_view", True)
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """The inner agent's choice among the legal actions, shuffled."""
        order = list(legal)
        self.rng.shuffle(order)
        return self.inner.choose(view, order)


def new_agent(spec: str, seed: int, game: str) -> Agent:
    """The agent a fuzz spec names (``random``, ``heuristic``, ``shuffled heuristic``)."""
    if spec.startswith(SHUFFLED):
        inner = make_agent(spec.removeprefix(SHUFFLED), seed, game=game)
        return ShuffledAgent(inner, derive_seed(seed, 1))
    return make_agent(spec, seed, game=game)


def start(setup: FuzzSetup, rules: GameRules | None = None) -> Game:
    """The game ``setup`` describes, before any action."""
    rules = rules or get_rules(setup.game)
    if setup.decks is None:
        decks: tuple[Any, ...] = tuple(rules.starter_decks())
    else:
        decks = _parsed(rules, tuple(setup.decks))
    return Game(rules, rules.new_state(decks, setup.seed, dict(setup.options)))


_last_parsed: list[tuple[GameRules, tuple[str, ...], tuple[Any, ...]]] = []


def _parsed(rules: GameRules, texts: tuple[str, ...]) -> tuple[Any, ...]:
    """The decks of ``texts``, parsed once for a game's start, replay and notation replay.

    Decks are frozen records, so the starts share them; parsing and checking a deck of the
    largest card pool was a fifteenth of a fuzzed game's time. Only the last game's are kept
    (by its rules object).
    """
    if _last_parsed and _last_parsed[0][0] is rules and _last_parsed[0][1] == texts:
        return _last_parsed[0][2]
    parse = cast(_ParsesDecks, rules).parse_deck
    decks = tuple(parse(text) for text in texts)
    _last_parsed[:] = [(rules, texts, decks)]
    return decks


def fuzz_game(game: str, run_seed: int, index: int, sampling: Sampling) -> Trace:
    """Play and check game ``index`` of the run seeded ``run_seed``."""
    return play_checked(fuzz_setup(game, run_seed, index), sampling)


def play_checked(setup: FuzzSetup, sampling: Sampling) -> Trace:
    """Play ``setup`` with its agents, checking everything; stop at the first violation."""
    checker = _Checker(setup, sampling)
    try:
        game = start(setup, checker.rules)
    except Exception as exc:  # a deck the rules cannot set up is a fault of the rules
        return checker.trace(None, Violation(check=FuzzCheck.CRASH, decision=0, message=crash(exc)))
    agents = [
        new_agent(spec, derive_seed(setup.seed, _AGENT_SALT, seat), setup.game)
        for seat, spec in enumerate(setup.agents)
    ]
    violation = checker.run(game, agents)
    return checker.trace(game, violation)


class _Checker:
    """Plays one game and runs the checks; keeps what a trace needs."""

    def __init__(self, setup: FuzzSetup, sampling: Sampling) -> None:
        self.setup = setup
        self.sampling = sampling
        self.rules = get_rules(setup.game)
        self.choices: list[int] = []
        self.actions: list[Action] = []
        self.probes = 0
        self.rng = Rng(derive_seed(setup.seed, _PROBE_SALT))

    def run(self, game: Game, agents: Sequence[Agent]) -> Violation | None:
        cards = len(game.state.defs) if isinstance(game.state, CoreState) else None
        head, turn = game.state.log_head, game.turn
        seen: list[Action] = []
        found = state_violation(game, cards, head, turn, 0)
        for number in range(self.sampling.max_decisions):
            if found is not None or game.is_over:
                break
            legal = game.legal_actions()
            if self.rng.below(self.sampling.probe_every) == 0:
                self.probes += 1
                sampled = probe(game, seen, probe_rng(self.setup, number))
                if sampled is not None:
                    self.choices += sampled.ahead  # a crash ahead: its line is the game's
                    at = number + max(0, len(sampled.ahead) - 1)
                    return Violation(check=sampled.check, decision=at, message=sampled.message)
            seen = remember_actions(seen, legal)
            seat = game.current_player
            assert seat is not None  # _state_violation checked it
            try:
                action = decide(agents[seat], game, seat)
                choice = legal.index(action)
            except Exception as exc:
                return Violation(check=FuzzCheck.AGENT, decision=number, message=_agent_fault(exc))
            # Recorded before it is applied, so a reproduction of a crash ends with its action.
            self.choices.append(choice)
            try:
                game.apply(action)
            except Exception as exc:
                return Violation(check=FuzzCheck.CRASH, decision=number, message=crash(exc))
            self.actions.append(action)
            found = state_violation(game, cards, head, turn, number + 1)
            head, turn = game.state.log_head, game.turn
        if found is not None:
            return found
        if not game.is_over:
            return Violation(
                check=FuzzCheck.END,
                decision=len(self.choices),
                message=f"no end after {self.sampling.max_decisions} decisions",
            )
        return self.replay_violation(game)

    def replay_violation(self, game: Game) -> Violation | None:
        every = max(1, self.sampling.notation_every)
        texts = self.setup.index % every == 0
        problem = replay_problem(self.setup, self.actions, game, texts=texts, rules=self.rules)
        if problem is None:
            return None
        check, message = problem
        return Violation(check=check, decision=len(self.actions), message=message)

    def trace(self, game: Game | None, violation: Violation | None) -> Trace:
        summary = GameSummary(
            index=self.setup.index,
            agents=list(self.setup.agents),
            decisions=len(self.actions),
            turns=0 if game is None else game.turn,
            winner=None if game is None else game.winner,
            end_reason="" if game is None else game.end_reason,
            probes=self.probes,
            violation=violation,
        )
        return Trace(self.setup, list(self.choices), summary)


def _agent_fault(exc: Exception) -> str:
    if isinstance(exc, ValueError) and "not in list" in str(exc):
        return "the agent chose an action that is not among the legal actions"
    return crash(exc)


def state_violation(
    game: Game, cards: int | None, head: Any, turn: int, number: int
) -> Violation | None:
    """What is wrong after action ``number`` (the log ended at ``head`` on ``turn`` before)."""
    try:
        problems = invariant_violations(game, cards) + history_problems(game, head, turn)
    except Exception as exc:  # a view or invariant that crashes is itself a fault
        return Violation(check=FuzzCheck.CRASH, decision=number, message=crash(exc))
    if problems:
        return Violation(
            check=FuzzCheck.INVARIANTS, decision=number, message="; ".join(problems[:3])
        )
    return None


def probe_rng(setup: FuzzSetup, number: int) -> Rng:
    """The generator of the probe at decision ``number`` (the same whenever it is replayed)."""
    return Rng(derive_seed(setup.seed, _PROBE_SALT, number))


class Probed(msgspec.Struct, frozen=True):
    """A sampled check that failed; ``ahead``: the choices a clone played to a crash."""

    check: FuzzCheck
    message: str
    ahead: list[int] = []


def probe(game: Game, seen: list[Action], rng: Rng) -> Probed | None:
    """The sampled checks at one position, on clones (``game`` itself is left as it was).

    A crash while a clone plays ahead is a crash of the game's main line too: it comes back
    with the choices that reach it, so the shrinker can replay it without the probe.
    """
    ahead, crashed = _play_ahead(game, rng.clone())
    if crashed is not None:
        return Probed(FuzzCheck.CRASH, crashed, ahead)
    stages: list[tuple[FuzzCheck, Callable[[], str | None]]] = [
        (FuzzCheck.CLONE, lambda: _clone_stage(game, rng)),
        (FuzzCheck.REDACTION, lambda: _redaction_stage(game, rng)),
        (FuzzCheck.ILLEGAL_ACTIONS, lambda: refusal_problem(game, seen, rng)),
        (FuzzCheck.JSON, lambda: json_problem(game)),
    ]
    for check, stage in stages:
        try:
            problem = stage()
        except Exception as exc:
            problem = crash(exc)
        if problem is not None:
            return Probed(check, problem)
    return None


def _play_ahead(game: Game, rng: Rng) -> tuple[list[int], str | None]:
    """The choices the clone check will play (it draws the same from ``rng``), and a crash."""
    ahead = game.clone()
    choices: list[int] = []
    while len(choices) < CLONE_STEPS and not ahead.is_over:
        legal = ahead.legal_actions()
        action = rng.choice(legal)
        choices.append(legal.index(action))
        try:
            ahead.apply(action)
        except Exception as exc:
            return choices, crash(exc)
    return choices, None


def _clone_stage(game: Game, rng: Rng) -> str | None:
    original = game.clone()
    return clone_problem(original, rng, original.apply)


def _redaction_stage(game: Game, rng: Rng) -> str | None:
    for seat in range(game.rules.seats):
        problem, _ = redaction_problem(game, seat, rng)
        if problem is not None:
            return problem
    return None


def json_problem(game: Game) -> str | None:
    """Whether every seat's view (and its board's table) survives a JSON round trip."""
    board = plugins.find(plugins.Group.BOARDS, game.rules.name)
    for seat in range(game.rules.seats):
        view = game.view(seat)
        for what, value in (("view", view), ("table", None if board is None else board(view))):
            if value is None:
                continue
            raw = msgspec.json.encode(value)
            back = msgspec.json.decode(raw, type=type(value))
            if back != value or msgspec.json.encode(back) != raw:
                return f"P{seat + 1}'s {what} is not the same after a JSON round trip"
    return None


def replay_problem(
    setup: FuzzSetup,
    actions: Sequence[Action],
    played: Game,
    *,
    texts: bool,
    rules: GameRules | None = None,
) -> tuple[FuzzCheck, str] | None:
    """Whether replaying ``actions`` (and, with ``texts``, their notation) gives ``played``."""
    try:
        again = start(setup, rules)
        for index, action in enumerate(actions):
            try:
                again.apply(action)
            except IllegalActionError as exc:
                return FuzzCheck.REPLAY, f"action {index} was refused on replay: {exc.reason}"
        compare(played, again, "the replay of the actions")
        if texts:
            again = start(setup, rules)
            for text in notations(setup, actions, rules):
                again.apply(again.parse(text))
            compare(played, again, "the replay of the actions' notation")
    except GameFailedError as exc:
        check = FuzzCheck.NOTATION if "notation" in str(exc) else FuzzCheck.REPLAY
        return check, str(exc)
    except IllegalActionError as exc:
        return FuzzCheck.NOTATION, f"a notation did not parse back on replay: {exc.reason}"
    except Exception as exc:
        return FuzzCheck.CRASH, crash(exc)
    return None


def notations(
    setup: FuzzSetup, actions: Sequence[Action], rules: GameRules | None = None
) -> list[str]:
    """Each action in the text notation a replay file stores (its number when two read alike)."""
    game = start(setup, rules)
    texts = []
    for number, action in enumerate(actions):
        texts.append(notation(game, action, number))
        game.apply(action)
    return texts
