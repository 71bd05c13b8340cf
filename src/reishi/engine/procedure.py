"""A game's procedure as the driver (driver.py) runs it: its frames, legal actions, answers.

A frame is a small immutable tuple whose first item names its handler.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from reishi.engine.actions import Action
from reishi.engine.state import CoreState

S = TypeVar("S", bound=CoreState)
Frame = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Procedure(Generic[S]):
    """How a game's frames run, what is legal, and how an answer is applied."""

    handlers: Mapping[str, Callable[[S, Frame], None]]
    legal: Callable[[S], list[Action]]
    answer: Callable[[S, Action, bool], None]  # (state, action, automatic)
    why_illegal: Callable[[S, Action], str]
    between: Callable[[S], None] | None = None  # run before each frame (driver.py says why)
