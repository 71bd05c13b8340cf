"""The pieces every step of the Soul Deck procedure uses: frames, decisions, handler types.

The procedure is a stack of small immutable frames (tuples) in the state; a step module
lists its frame handlers (run the top frame) and answer handlers (take a decision's
answer) in small tables that flow.py merges for the driver.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.engine.actions import Action
from reishi.games.soul_deck.state import Decision, SoulDeckState

Frame = tuple[Any, ...]
Handler = Callable[[SoulDeckState, Frame], None]
"""Runs the top frame: changes the state, pops or pushes frames, or sets a decision."""
Answer = Callable[[SoulDeckState, Decision, Action], None]
"""Takes a legal answer to the pending decision."""
Legal = Callable[[SoulDeckState, Decision], list[Action]]
"""Every legal answer to a kind of decision."""


def decide(state: SoulDeckState, kind: str, seat: int, prompt: str) -> None:
    """Set the pending decision."""
    state.decision = Decision(kind=kind, seat=seat, prompt=prompt)
