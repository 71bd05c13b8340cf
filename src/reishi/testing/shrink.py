"""Minimising a fuzzed game that broke a check to a short reproduction (delta debugging).

A game is replayed from its choices, each an index into the legal actions at its decision;
an index is taken modulo the number of legal actions, so any list of choices is a legal
game. ``minimise`` removes choices (ddmin over complements) while the same check still
fails, then tries the starter decks and seed 0, and writes the survivor as actions in the
text notation: what a replay file and a scenario file hold.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

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


Outcome = tuple[Violation | None, list[int]]


def minimise(trace: Trace, sampling: Sampling, seconds: float = SHRINK_SECONDS) -> Reproduction:
    """The shortest reproduction of ``trace``'s violation found within ``seconds``."""
    wanted = trace.summary.violation
    if wanted is None:
        raise ValueError("minimise needs a trace with a violation")
    violation: Violation = wanted
    setup, choices = trace.setup, list(trace.choices)
    deadline = time.monotonic() + seconds
    shrinkable = violation.check not in (FuzzCheck.AGENT, FuzzCheck.END)

    def fails(candidate_setup: FuzzSetup, candidate: list[int]) -> list[int] | None:
        found, used = replay_choices(candidate_setup, candidate, wanted.check, sampling)
        return used if found is not None and _same(found, wanted) else None

    if shrinkable and fails(setup, choices) is not None:
        for simpler in (msgspec.structs.replace(setup, decks=None), _reseeded(setup, 0)):
            if simpler != setup and fails(simpler, choices) is not None:
                setup = simpler
        choices = ddmin(choices, lambda c: fails(setup, c), deadline)
        found, choices = replay_choices(setup, choices, violation.check, sampling)
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
    try:
        game = start(setup)
    except Exception as exc:
        return Violation(check=FuzzCheck.CRASH, decision=0, message=crash(exc)), []
    cards = len(game.state.defs) if isinstance(game.state, CoreState) else None
    seen: list[Action] = []
    actions: list[Action] = []
    used: list[int] = []
    for number, choice in enumerate(choices):
        if game.is_over:
            break
        legal = game.legal_actions()
        seen = remember_actions(seen, legal)
        action = legal[choice % len(legal)]
        used.append(legal.index(action))
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


def ddmin(
    items: list[int], fails: Callable[[list[int]], list[int] | None], deadline: float
) -> list[int]:
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
