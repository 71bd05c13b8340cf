"""What a person should know about each legal Soul Deck action: its kind, cost and effect.

Flash Step cards and Blut abilities may be used in any response window (SD: KEYWORDS); a
player is asked where one fits the moment — an opponent's card on the stack, or a combat
with attackers or blockers declared — and always for their own Main phase, attacks, blocks
and the choices the rules put to them.
"""

from __future__ import annotations

from collections.abc import Sequence

from reishi.engine.actions import Action, PassPriority
from reishi.engine.presentation import ActionKind, ActionNote
from reishi.games.soul_deck.actions import (
    DeclareAttacker,
    DeclareBlocker,
    EndAttacks,
    EndBlocks,
    EndPhase,
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.state import Decision, SoulDeckState

BLUT_COST_TEXT = "1 Blue energy"  # SD: Decision — Blut: one Blue energy to activate
COMBAT_WINDOWS = ("attackers declared", "blockers declared")

MOMENTS = {
    "mulligan": "Mulligan",
    "bottom": "Mulligan: a card to the bottom",
    "main": "Main phase",
    "attack": "Declaring attackers",
    "block": "Declaring blockers",
    "discard": "End Phase: discarding",
    "pay": "Paying a cost",
}
STOP_MOMENTS = (
    "Main phase",
    "Declaring attackers",
    "attackers declared",
    "Declaring blockers",
    "blockers declared",
    "end",
    "stack",
)
# Choices the rules put to a player (which energy pays a cost, SD: Paying Card Costs).
CHOICE_KINDS = frozenset({"mulligan", "bottom", "discard", "pay"})


def decision_moment(state: SoulDeckState) -> str:
    """The phase window or stack the decision is asked in, else its kind in words."""
    d: Decision | None = state.decision
    if d is None:
        return ""
    if d.kind == "priority":
        frame = state.frames[-1] if state.frames else ()
        if state.stack or not frame or frame[0] != "window":
            return "stack"
        return str(frame[1])
    return MOMENTS.get(d.kind, d.kind)


def action_notes(state: SoulDeckState, actions: Sequence[Action]) -> list[ActionNote]:
    """One note per legal action."""
    d: Decision | None = state.decision
    kind = "" if d is None else d.kind
    moment = decision_moment(state)
    return [_note(state, kind, moment, action) for action in actions]


def _note(state: SoulDeckState, kind: str, moment: str, action: Action) -> ActionNote:
    if isinstance(action, PassPriority | EndPhase | EndAttacks | EndBlocks):
        return ActionNote(kind=ActionKind.PASS)
    if kind in CHOICE_KINDS or isinstance(action, DeclareBlocker):
        return ActionNote(kind=ActionKind.CHOICE)
    if isinstance(action, DeclareAttacker | PlayEnergy):
        return ActionNote(kind=ActionKind.PLAY)
    how = ActionKind.PLAY if kind == "main" else _response(state, moment)
    if isinstance(action, PlayCard):
        return ActionNote(kind=how, cost=_play_cost(state, action), effect=_effect(state, action))
    if isinstance(action, UseAbility):
        which = "Genryu" if action.ability == "Blut Vene" else "Reiatsu"
        info = state.info[action.card]
        amount = info.vene if action.ability == "Blut Vene" else info.arterie
        return ActionNote(kind=how, cost=BLUT_COST_TEXT, effect=f"+{amount} {which} this turn")
    return ActionNote(kind=how)


def _response(state: SoulDeckState, moment: str) -> ActionKind:
    """A response fits an opponent's card on the stack, or a combat under way."""
    d = state.decision
    seat = -1 if d is None else d.seat
    if state.stack and state.stack[-1].controller != seat:
        return ActionKind.RESPONSE
    if moment in COMBAT_WINDOWS:
        return ActionKind.RESPONSE
    return ActionKind.IDLE


def _play_cost(state: SoulDeckState, action: PlayCard) -> str:
    parts = []
    cost = state.defs[action.card].cost
    if cost:
        parts.append(cost)
    if action.tributes:
        # SD: SUMMONING CHARACTERS — tier 2 and 3 characters need tributes.
        names = " and ".join(state.defs[t].title for t in action.tributes)
        parts.append(f"tribute {names}")
    return "; ".join(parts)


def _effect(state: SoulDeckState, action: PlayCard) -> str:
    defn = state.defs[action.card]
    return defn.text if defn.type.value in ("technique", "equipment", "field") else ""
