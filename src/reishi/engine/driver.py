"""The decision driver shared by games whose procedure is a stack of frames.

A game supplies its frame handlers, its legal-action generator, how an answer is applied
and why an action is refused; the driver runs frames until a decision is needed, applies
forced answers itself (a decision with a single legal action) and validates actions
before anything changes (ARCHITECTURE: Every choice a player makes is an action).

A handler receives the top frame and pops it when it is done. A game whose rules check the
state between steps (a victory that holds the moment its condition is true) supplies
``between``: the driver runs it before each frame, that is once the previous frame and the
answers it asked for are done. It may end the game or push frames, never ask a decision.

The loop runs between every two decisions of every game, so it is a compiled module of the
optional compiled build; the ``Procedure`` record it runs lives in procedure.py, as a
compiled dataclass cannot be generic (mypyc#827).
"""

from __future__ import annotations

from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from reishi.engine.actions import Action
from reishi.engine.errors import GameOverError, IllegalActionError
from reishi.engine.procedure import Procedure, S


def advance(state: S, procedure: Procedure[S]) -> None:
    """Run frames until a player must decide or the game ends."""
    auto = state.options.get("auto_forced", True)
    handlers = procedure.handlers
    between = procedure.between
    while not state.is_over:
        decision = state.decision
        if decision is not None:
            actions = procedure.legal(state)
            state.current_player = decision.seat
            if auto and len(actions) == 1:
                procedure.answer(state, actions[0], True)
                continue
            state.legal_cache = actions
            return
        if between is not None:
            between(state)
            if state.is_over:
                break
        frame = state.frames[-1]
        handlers[frame[0]](state, frame)
    state.current_player = None
    state.legal_cache = []


def apply_action(state: S, procedure: Procedure[S], action: Action) -> None:
    """Refuse an illegal action with its reason (state untouched), else apply and advance."""
    if state.is_over:
        raise GameOverError(action, "the game is over")
    legal = state.legal_cache if state.legal_cache is not None else procedure.legal(state)
    if action not in legal:
        raise IllegalActionError(action, procedure.why_illegal(state, action))
    procedure.answer(state, action, False)
    advance(state, procedure)


@mypyc_attr(allow_interpreted_subclasses=True)  # each game's rules class extends it
class DriverRules:
    """The decision half of a ``GameRules`` whose procedure runs on this driver."""

    procedure: ClassVar[Procedure[Any]]  # each game's rules class sets its own

    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal choice now (a fresh list the caller may keep)."""
        if state.is_over:
            return []
        cached = state.legal_cache
        return list(cached) if cached is not None else self.procedure.legal(state)

    def apply(self, state: Any, action: Action) -> None:
        """Validate and apply, then advance to the next decision."""
        apply_action(state, self.procedure, action)
