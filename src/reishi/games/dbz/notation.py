"""The text notation of DBZ actions: the label the decision gives each legal action."""

from __future__ import annotations

from reishi.engine.actions import Action, Choose, PassPriority
from reishi.games.dbz.actions import DeclareCombat, Defend, NoDefense, PlayCard, UsePower, UseRule
from reishi.games.dbz.state import DbzState


def describe_action(state: DbzState, action: Action) -> str:
    """The action as written in the terminal, replays and scenario files."""
    decision = state.decision
    if decision is not None and action in decision.actions:
        index = decision.actions.index(action)
        if index < len(decision.labels) and decision.labels[index]:
            return str(decision.labels[index])
    return action_text(state, action)


def action_text(state: DbzState, action: Action) -> str:
    """An action in words when its decision gives no label (never a record's name)."""

    def named(card: int) -> str:
        if 0 <= card < len(state.defs):
            return f"{state.defs[card].title} #{card}"
        return f"card #{card}"

    match action:
        case PlayCard(card=card, by=by) | UsePower(card=card, by=by):
            verb = "play" if isinstance(action, PlayCard) else "use"
            return f"{verb} {named(card)}" + (f" by {named(by)}" if by >= 0 else "")
        case UseRule(card=card):
            return f"use the rule of {named(card)} as an action"
        case Defend(card=card):
            return f"defend with {named(card)}"
        case NoDefense():
            return "no defense"
        case DeclareCombat():
            return "declare combat"
        case PassPriority():
            return "pass"
        case Choose(index=index):
            return f"choose option {index + 1}"
    return "an action"
