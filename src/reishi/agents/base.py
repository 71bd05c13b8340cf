"""The Agent protocol: an agent decides from its seat's view and the legal actions only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from reishi.engine.actions import Action


class Agent(Protocol):
    """A computer player. It never sees the full state: only ``view`` and ``legal``."""

    name: str

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` given what the seat knows."""
        ...
