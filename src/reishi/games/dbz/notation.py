"""The text notation of DBZ actions: the label the decision gives each legal action."""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.games.dbz.state import DbzState


def describe_action(state: DbzState, action: Action) -> str:
    """The action as written in the terminal, replays and scenario files."""
    decision = state.decision
    if decision is not None and action in decision.actions:
        index = decision.actions.index(action)
        if index < len(decision.labels):
            return str(decision.labels[index])
    return repr(action)
