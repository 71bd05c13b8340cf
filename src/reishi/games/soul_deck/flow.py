"""The Soul Deck procedure: setup, the seven phases, the response stack and combat.

As in the other games, the procedure is a stack of small immutable frames (tuples) in the
state: ``advance`` runs the top frame until a player must decide, ``apply_action`` checks
an answer against the legal actions and hands it to the frame that asked. Nothing is held
in Python across a decision, so any decision point clones cheaply.

The steps live in one module per part of the game: setup_steps (SD: GAME SETUP),
turn_steps (the phases), combat_steps (SD: COMBAT) and stack_steps (the response stack,
resolving through resolution.py). Each lists its handlers in small tables that this
module merges, so the driver looks a frame or a decision up once.

Flash Step needs a response window, built from the engine's records: played cards and
activated abilities become ``QueueItem``s on ``state.stack`` (last in, first out);
"until end of turn" bonuses are ``Floating`` effects bound to a card's incarnation.
"""

from __future__ import annotations

from reishi.engine import driver
from reishi.engine.actions import Action
from reishi.engine.procedure import Procedure
from reishi.games.soul_deck import combat_steps, setup_steps, stack_steps, turn_steps
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.frames import Answer, Handler
from reishi.games.soul_deck.legal import compute_legal, why_illegal
from reishi.games.soul_deck.notation import describe_action
from reishi.games.soul_deck.state import Decision, SoulDeckState

STEP_MODULES = (setup_steps, turn_steps, combat_steps, stack_steps)
"""The parts of the procedure, each with its HANDLERS and ANSWERS tables."""


def advance(state: SoulDeckState) -> None:
    """Run the procedure until a player must decide or the game ends."""
    driver.advance(state, PROCEDURE)


def apply_action(state: SoulDeckState, action: Action) -> None:
    """Check ``action`` against the legal actions (state untouched if illegal), then advance."""
    driver.apply_action(state, PROCEDURE, action)


def dispatch(state: SoulDeckState, action: Action, automatic: bool) -> None:
    """Apply one legal answer to the pending decision."""
    d: Decision = state.decision
    state.decision = None
    state.legal_cache = None
    if not automatic:
        private = d.kind in ("mulligan", "bottom")
        state.record(
            ev.ActionTaken(
                seat=d.seat,
                text=describe_action(state, action),
                visible_to=d.seat if private else -1,
            )
        )
    ANSWERS[d.kind](state, d, action)


HANDLERS: dict[str, Handler] = {
    **setup_steps.HANDLERS,
    **turn_steps.HANDLERS,
    **combat_steps.HANDLERS,
    **stack_steps.HANDLERS,
}

ANSWERS: dict[str, Answer] = {
    **setup_steps.ANSWERS,
    **turn_steps.ANSWERS,
    **combat_steps.ANSWERS,
    **stack_steps.ANSWERS,
}

PROCEDURE: Procedure[SoulDeckState] = Procedure(
    handlers=HANDLERS, legal=compute_legal, answer=dispatch, why_illegal=why_illegal
)
