"""Actions: every choice a player makes, as small immutable records.

Each game defines its own action types by subclassing :class:`Action`; the records hold
only integers and short strings so they hash, compare and serialise cheaply. The text
notation of an action is produced by the game (it needs card titles) and parsed back by
matching against the legal actions, so the notation can never drift from the rules.
"""

from __future__ import annotations

import msgspec


class Action(msgspec.Struct, frozen=True, tag=True):
    """Base of every action record."""


class PassPriority(Action, frozen=True, tag="pass"):
    """Pass: decline to act at this decision point."""


class Choose(Action, frozen=True, tag="choose"):
    """Pick option ``index`` of the pending choice (a target, a mode, "find nothing"...)."""

    index: int
