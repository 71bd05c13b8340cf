"""The baseline player: a uniformly random legal action, reproducible under its seed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reishi.engine.actions import Action
from reishi.engine.rng import Rng


class RandomAgent:
    """Picks uniformly among the legal actions with its own seeded generator."""

    name = "random"
    needs_view = False  # it picks among the legal actions alone

    __slots__ = ("rng",)

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """One of ``legal``, uniformly; the view is ignored on purpose."""
        if not legal:
            raise ValueError("RandomAgent.choose needs at least one legal action")
        return legal[self.rng.below(len(legal))]
