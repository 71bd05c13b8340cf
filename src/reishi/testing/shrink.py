"""Minimising a fuzzed game that broke a check to a short reproduction (delta debugging).

A game is replayed from its steps. Each step is the action it took and its index into the
legal actions at its decision. A step takes its action again while that action is legal,
else the index, taken modulo the number of legal actions, so any list of steps is a legal
game. ``minimise`` first tries the starter decks and seed 0, then removes steps (ddmin over
complements) while the same check still fails, and writes the survivor as actions in the
text notation: what a replay file and a scenario file hold.

Why a step keeps its action: removing a step shifts every later decision. An index alone
then names another action at each of them, and the rest of the game goes elsewhere; the
action itself, where it is still legal, keeps the rest of the game as it was. ddmin runs by
actions and by indices in turn, then runs of steps are removed wherever they start
(``delete_runs``). On twelve planted faults (``examples/measure_shrinker.py``) the
survivors are 533 actions in all, where ddmin by indices alone left 645 (of 1,492).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import NamedTuple, TypeVar

import msgspec

from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.engine.rules import get_rules
from reishi.engine.state import CoreState
from reishi.testing.conformance import notation, remember_actions
from reishi.testing.fuzz import (
    SAMPLED_CHECKS,
    FuzzCheck,
    FuzzSetup,
    Sampling,
    Trace,
    Violation,
    probe,
    probe_rng,
    replay_problem,
    start,
    state_violation,
)
from reishi.testing.random_play import GameFailedError, crash

SHRINK_SECONDS = 60.0  # time a violation may spend being minimised


class Reproduction(msgspec.Struct, frozen=True, kw_only=True):
    """A violation in a form a replay file and a scenario file can hold."""

    game: str
    rules_version: str
    seed: int
    decks: list[str] | None
    options: dict[str, object]
    actions: list[str]  # text notation; the last one is where the check failed
    choices: list[int]  # the same actions as indices into the legal actions
    check: FuzzCheck
    message: str
    index: int  # the game of the run that found it
    original_actions: int  # how many actions the game had played when it was found


class Step(NamedTuple):
    """One decision of a replayed game: the action it took, and its index among the legal."""

    action: Action | None  # None: only the index is known (a list of bare choices)
    choice: int


Outcome = tuple[Violation | None, list[int]]
T = TypeVar("T")


def minimise(trace: Trace, sampling: Sampling, seconds: float = SHRINK_SECONDS) -> Reproduction:
    """The shortest reproduction of ``trace``'s violation found within ``seconds``."""
    wanted = trace.summary.violation
    if wanted is None:
        raise ValueError("minimise needs a trace with a violation")
    violation: Violation = wanted
    setup, choices = trace.setup, list(trace.choices)
    deadline = time.monotonic() + seconds
    shrinkable = violation.check not in (FuzzCheck.AGENT, FuzzCheck.END)

    def fails(candidate_setup: FuzzSetup, candidate: list[Step]) -> list[Step] | None:
        found, used = replay_steps(candidate_setup, candidate, wanted.check, sampling)
        return used if found is not None and _same(found, wanted) else None

    steps = fails(setup, [Step(None, choice) for choice in choices]) if shrinkable else None
    if steps is not None:
        for simpler in (msgspec.structs.replace(setup, decks=None), _reseeded(setup, 0)):
            if simpler == setup:
                continue
            for candidate in (steps, _bare(steps)):
                if (kept := fails(simpler, candidate)) is not None:
                    setup, steps = simpler, kept
                    break
        steps = _shortest(steps, lambda c: fails(setup, c), deadline)
        found, used = replay_steps(setup, steps, violation.check, sampling)
        choices = [step.choice for step in used]
        violation = found or violation
    return Reproduction(
        game=setup.game,
        rules_version=get_rules(setup.game).version,
        seed=setup.seed,
        decks=setup.decks,
        options=dict(setup.options),
        actions=_texts(setup, choices),
        choices=choices,
        check=violation.check,
        message=violation.message,
        index=trace.setup.index,
        original_actions=len(trace.choices),
    )


def _reseeded(setup: FuzzSetup, seed: int) -> FuzzSetup:
    return msgspec.structs.replace(setup, seed=seed)


def _same(found: Violation, wanted: Violation) -> bool:
    """The same fault: the same check and, for a crash, the same exception and place."""
    if found.check is not wanted.check:
        return False
    if found.check is FuzzCheck.CRASH:
        return _crash_key(found.message) == _crash_key(wanted.message)
    return True


def _crash_key(message: str) -> tuple[str, str]:
    kind = message.partition(":")[0]
    return kind, message.rpartition(" at ")[2]


def replay_choices(
    setup: FuzzSetup, choices: Sequence[int], check: FuzzCheck, sampling: Sampling
) -> Outcome:
    """Replay ``choices`` and run ``check``; the violation found and the choices it took."""
    found, used = replay_steps(setup, [Step(None, choice) for choice in choices], check, sampling)
    return found, [step.choice for step in used]


def replay_steps(
    setup: FuzzSetup, steps: Sequence[Step], check: FuzzCheck, sampling: Sampling
) -> tuple[Violation | None, list[Step]]:
    """Replay ``steps`` and run ``check``; the violation found and the steps as taken."""
    try:
        game = start(setup)
    except Exception as exc:
        return Violation(check=FuzzCheck.CRASH, decision=0, message=crash(exc)), []
    cards = len(game.state.defs) if isinstance(game.state, CoreState) else None
    seen: list[Action] = []
    actions: list[Action] = []
    used: list[Step] = []
    for number, step in enumerate(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        seen = remember_actions(seen, legal)
        action = _taken(step, legal)
        used.append(Step(action, legal.index(action)))
        head, turn = game.state.log_head, game.turn
        try:
            game.apply(action)
        except Exception as exc:
            return Violation(check=FuzzCheck.CRASH, decision=number, message=crash(exc)), used
        actions.append(action)
        broken = state_violation(game, cards, head, turn, number + 1)
        if broken is not None:
            return broken, used
    found = _final_check(game, setup, seen, actions, check, sampling)
    return found, used


def _taken(step: Step, legal: Sequence[Action]) -> Action:
    """The step's own action while it is legal, else the legal action its index names."""
    if step.action is not None and step.action in legal:
        return step.action
    return legal[step.choice % len(legal)]


def _final_check(
    game: Game,
    setup: FuzzSetup,
    seen: list[Action],
    actions: list[Action],
    check: FuzzCheck,
    sampling: Sampling,
) -> Violation | None:
    number = len(actions)
    del sampling
    if check in SAMPLED_CHECKS and not game.is_over:
        probed = probe(game, seen, probe_rng(setup, number))
        if probed is not None:
            return Violation(check=probed.check, decision=number, message=probed.message)
    elif check in (FuzzCheck.REPLAY, FuzzCheck.NOTATION):
        found = replay_problem(setup, actions, game, texts=check is FuzzCheck.NOTATION)
        if found is not None:
            return Violation(check=found[0], decision=number, message=found[1])
    return None


def _shortest(
    steps: list[Step], fails: Callable[[list[Step]], list[Step] | None], deadline: float
) -> list[Step]:
    """ddmin by actions, then by indices alone, in turn, until neither removes a step.

    Each reading gets stuck where the other may not: by actions, a removal keeps the rest
    of the game; by indices, it lets the rest go elsewhere, sometimes to a shorter way in.
    """
    while time.monotonic() < deadline:
        before = len(steps)
        steps = ddmin(steps, fails, deadline)
        bare = ddmin(_bare(steps), fails, deadline)
        if len(bare) < len(steps):
            steps = fails(bare) or steps  # the survivor as taken: its actions again
        steps = delete_runs(steps, fails, deadline)
        if len(steps) >= before:
            break
    return steps


RUN_LENGTHS = (16, 12, 8, 6, 4, 3, 2)  # the runs delete_runs tries at every place


def delete_runs(
    items: list[T], fails: Callable[[list[T]], list[T] | None], deadline: float
) -> list[T]:
    """Remove runs of consecutive items wherever they start, from the end backwards.

    ddmin removes chunks at fixed boundaries; a run that must go as a whole (a combat
    from its declaration to its last pass) seldom lines up with them.
    """
    at = len(items) - 1
    while at >= 0 and time.monotonic() < deadline:
        for length in RUN_LENGTHS:
            if at + length > len(items):
                continue
            kept = fails(items[:at] + items[at + length :])
            if kept is not None:
                items = kept
                break
        else:
            at -= 1
        at = min(at, len(items) - 1)
    return items


def _bare(steps: list[Step]) -> list[Step]:
    """The steps by their indices alone."""
    return [Step(None, step.choice) for step in steps]


def ddmin(items: list[T], fails: Callable[[list[T]], list[T] | None], deadline: float) -> list[T]:
    """A smaller list that still fails: Zeller's delta debugging, removing chunks.

    ``fails`` returns the (possibly shortened) list that failed, or None when it passed.
    """
    parts = 2
    while len(items) >= 2 and time.monotonic() < deadline:
        size = -(-len(items) // parts)
        for start_at in range(0, len(items), size):
            candidate = items[:start_at] + items[start_at + size :]
            kept = fails(candidate)
            if kept is not None:
                items = kept
                parts = max(parts - 1, 2)
                break
            if time.monotonic() >= deadline:
                return items
        else:
            if parts >= len(items):
                break
            parts = min(parts * 2, len(items))
    return items


def _texts(setup: FuzzSetup, choices: Sequence[int]) -> list[str]:
    """The choices in text notation, up to and including the one that crashed, if any."""
    try:
        game = start(setup)
    except Exception:
        return []
    texts: list[str] = []
    for number, choice in enumerate(choices):
        if game.is_over:
            break
        legal = game.legal_actions()
        action = legal[choice % len(legal)]
        try:
            texts.append(notation(game, action, number))
        except GameFailedError:
            texts.append(str(legal.index(action) + 1))
        try:
            game.apply(action)
        except Exception:
            break
    return texts
