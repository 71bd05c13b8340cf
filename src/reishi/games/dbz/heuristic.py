"""A rule-of-thumb DBZ player that reads only its seat's view and the legal actions.

Registered as ``dbz:heuristic`` (``heuristic`` in a DBZ game). It plays everything in the
Planning Step, declares combat, attacks before passing, always defends, banishes for
Endurance and discards its weakest cards; every choice is a fixed function of the view, the
action labels and how often it used each Power this turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reishi.engine.actions import Action, PassPriority
from reishi.games.dbz.actions import (
    Choose,
    DeclareCombat,
    Defend,
    NoDefense,
    PlayCard,
    UsePower,
    UseRule,
)
from reishi.games.dbz.view import DbzView

# A Power without a once-per-turn limit (a Drill's) could otherwise be used forever: the
# opponent can only pass, and the combat never ends.
MAX_USES_PER_TURN = 3

_GOOD_CHOICES = (
    "banish",  # Endurance: prevent damage
    "lower the opponent's anger",
    "capture a dragon ball",
    "yes",
    "rejuvenate",
    "verify",
)


class DbzHeuristicAgent:
    """A simple aggressive DBZ player."""

    name = "dbz:heuristic"

    __slots__ = ("seed", "used", "used_turn")

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # kept for the factory's signature; choices do not depend on it
        self.used: dict[int, int] = {}  # Power uses this turn, by card
        self.used_turn = -1

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """The action a sensible player takes, from ``view`` and ``legal`` only."""
        if not legal:
            raise ValueError("DbzHeuristicAgent.choose needs at least one legal action")
        if len(legal) == 1 or not isinstance(view, DbzView):
            return legal[0]
        labels = [label.lower() for label in view.choices] or [""] * len(legal)
        for action in legal:
            if isinstance(action, DeclareCombat | Defend):
                return action
        if view.turn != self.used_turn:
            self.used, self.used_turn = {}, view.turn
        plays = [
            a
            for a in legal
            if isinstance(a, PlayCard)
            or (isinstance(a, UsePower | UseRule) and self.used.get(a.card, 0) < MAX_USES_PER_TURN)
        ]
        if plays:
            if isinstance(plays[0], UsePower | UseRule):
                self.used[plays[0].card] = self.used.get(plays[0].card, 0) + 1
            return plays[0]
        if any(isinstance(a, UsePower | UseRule) for a in legal):
            passes = [a for a in legal if isinstance(a, PassPriority)]
            if passes:  # only Powers used up for this turn are left
                return passes[0]
        if any(isinstance(a, NoDefense) for a in legal):
            return legal[0]
        if view.step == "discard" and all(isinstance(a, Choose | PassPriority) for a in legal):
            passes = [a for a in legal if isinstance(a, PassPriority)]
            return passes[0] if passes else legal[-1]
        for wanted in _GOOD_CHOICES:
            for action, label in zip(legal, labels, strict=False):
                if wanted in label:
                    return action
        if view.step == "rejuvenation":
            return legal[0]
        return legal[0]


def new_dbz_heuristic_agent(seed: int) -> DbzHeuristicAgent:
    """Factory for the agent registry."""
    return DbzHeuristicAgent(seed)
