"""The pieces every step of the Bleach TCG procedure uses: frames, the stack, decisions.

The procedure is a stack of small immutable frames (tuples) in the state; a step module
lists its frame handlers (run the top frame) and answer handlers (take a decision's
answer) in small tables that flow.py merges for the driver.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.engine.actions import Action
from reishi.games.bleach.state import BleachState, Decision

SEQ = "ARD: The Sequence of Play and Priority Windows"
STAGES = "ARD: Queue Stages"
PHASE_C = "ARD: Sequence — Phase C Attack"

Frame = tuple[Any, ...]
Handler = Callable[[BleachState, Frame], None]
"""Runs the top frame: changes the state, pops or pushes frames, or sets a decision."""
Answer = Callable[[BleachState, Decision, Action, bool], None]
"""Takes a legal answer to the pending decision (the last argument: taken automatically)."""


def push(state: BleachState, *frames: Frame) -> None:
    """Push frames so that the LAST one given runs first."""
    state.frames.extend(frames)


def pop(state: BleachState) -> Frame:
    """Remove the top frame."""
    return state.frames.pop()


def decide(state: BleachState, kind: str, seat: int, prompt: str, **kw: Any) -> None:
    """Set the pending decision."""
    state.decision = Decision(kind=kind, seat=seat, prompt=prompt, **kw)
