"""``toy:greedy``: plays its highest card, clearly stronger than random."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reishi.engine.actions import Action
from toygame.rules import PlayCard


class GreedyAgent:
    """Plays the highest card in hand; passes only with an empty hand."""

    name = "toy:greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """The PlayCard of the highest card, else the last legal action (pass)."""
        values = {card.id: card.value for card in view.players[view.seat].hand}
        plays = [a for a in legal if isinstance(a, PlayCard)]
        return max(plays, key=lambda a: values[a.card]) if plays else legal[-1]
