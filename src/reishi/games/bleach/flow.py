"""The Bleach TCG procedure: setup, turns, priority windows, the queue and Phase C.

The procedure is a stack of small immutable frames (tuples) in the state. ``advance``
runs the top frame until a decision is needed; ``dispatch`` applies a decision's answer
to the frame that asked. Nothing is held in Python call stacks across decisions, so a
state can be cloned or saved at any decision (ARCHITECTURE: Effects are programs).

The steps live in one module per part of the game: setup_steps (RB: Setting Up),
turn_steps (the Resource, Main and End steps), queue_steps (priority windows and the
queue), declare_steps (targets, costs, payment, entering play) and attack_steps (Phase
C). Each lists its handlers in small tables that this module merges, so the driver looks
a frame or a decision up once.
"""

from __future__ import annotations

from reishi.engine import caches, driver
from reishi.engine.actions import Action, Choose
from reishi.engine.procedure import Procedure
from reishi.games.bleach import attack_steps, declare_steps, queue_steps, setup_steps, turn_steps
from reishi.games.bleach import events as ev
from reishi.games.bleach.frames import Answer, Handler
from reishi.games.bleach.legal import compute_legal
from reishi.games.bleach.notation import describe_action
from reishi.games.bleach.refusals import why_illegal
from reishi.games.bleach.state import BleachState, Decision

STEP_MODULES = (setup_steps, turn_steps, queue_steps, declare_steps, attack_steps)
"""The parts of the procedure, each with its HANDLERS and ANSWERS tables."""


def advance(state: BleachState) -> None:
    """Run the procedure until a player must decide or the game ends."""
    driver.advance(state, PROCEDURE)


def apply_action(state: BleachState, action: Action) -> None:
    """Check ``action`` against the legal actions (state untouched if illegal), then advance."""
    driver.apply_action(state, PROCEDURE, action)


def dispatch(state: BleachState, action: Action, automatic: bool) -> None:
    """Apply one legal answer to the pending decision."""
    decision: Decision = state.decision
    state.decision = None
    state.legal_cache = None
    # Forced answers are already visible through the events they cause (PriorityPassed
    # marks them automatic), so only real choices are logged as ActionTaken.
    if not automatic:
        state.record(_taken(state, action, decision))
    ANSWERS[decision.kind](state, decision, action, automatic)


def _taken(state: BleachState, action: Action, decision: Decision) -> ev.ActionTaken:
    """The record of a real choice, in words; the same choice of another game laid out
    alike (or of a clone) records the same immutable event, kept with its card views.

    The words of every action but a choice among a decision's options name only the action's
    card ids and their titles, and the shared dictionary is one per layout of titles and
    owners (``CardKit.view_cache``), so the words are worded once per layout rather than at
    every choice of every search playout. ``REISHI_CHECK_CACHES=1`` words each use afresh.
    """
    seat = decision.seat
    visible = seat if decision.kind in PRIVATE_DECISIONS else -1
    if type(action) is Choose:  # its words are the decision's option: worded each time
        return ev.ActionTaken(
            seat=seat, text=describe_action(state, action, decision), visible_to=visible
        )
    key = ("taken", action, seat, visible)
    cache = state.view_cache
    event: ev.ActionTaken | None = cache.get(key)
    if event is None:
        event = cache[key] = ev.ActionTaken(
            seat=seat, text=describe_action(state, action, decision), visible_to=visible
        )
    elif caches.CHECK:
        fresh = describe_action(state, action, decision)
        if event.text != fresh or event.seat != seat or event.visible_to != visible:
            raise caches.stale("bleach action words", event, fresh)
    return event


PRIVATE_DECISIONS = frozenset({"mulligan", "choose", "cost"})


HANDLERS: dict[str, Handler] = {
    **setup_steps.HANDLERS,
    **turn_steps.HANDLERS,
    **queue_steps.HANDLERS,
    **declare_steps.HANDLERS,
    **attack_steps.HANDLERS,
}

ANSWERS: dict[str, Answer] = {
    **setup_steps.ANSWERS,
    **turn_steps.ANSWERS,
    **queue_steps.ANSWERS,
    **declare_steps.ANSWERS,
    **attack_steps.ANSWERS,
}

PROCEDURE: Procedure[BleachState] = Procedure(
    handlers=HANDLERS, legal=compute_legal, answer=dispatch, why_illegal=why_illegal
)
