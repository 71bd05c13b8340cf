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

from reishi.engine import driver
from reishi.engine.actions import Action
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
        state.record(
            ev.ActionTaken(
                seat=decision.seat,
                text=describe_action(state, action, decision),
                automatic=automatic,
                visible_to=decision.seat if decision.kind in PRIVATE_DECISIONS else -1,
            )
        )
    ANSWERS[decision.kind](state, decision, action, automatic)


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

PROCEDURE: driver.Procedure[BleachState] = driver.Procedure(
    handlers=HANDLERS, legal=compute_legal, answer=dispatch, why_illegal=why_illegal
)
