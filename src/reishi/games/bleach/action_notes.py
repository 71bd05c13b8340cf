"""What a person should know about each legal Bleach action: its kind, cost and effect.

The kind tells a front end whether to ask a person at all (engine/presentation.py): a
priority window where nothing the seat holds answers anything is passed for it, so a player
is asked where a response is plausible — an item on the queue it could cancel, a battle its
effects could change — and always on its own turn's plays and the choices the rules put to it.
"""

from __future__ import annotations

from collections.abc import Sequence

from reishi.engine.actions import Action, Choose, PassPriority
from reishi.engine.presentation import ActionKind, ActionNote
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import Ability, Cost, QueueTarget
from reishi.games.bleach.actions import (
    Boost,
    DeclareAttack,
    Defend,
    NoDefense,
    PassMainStep,
    PlayCard,
    UseEffect,
)
from reishi.games.bleach.costs import EnergyCost, RemoveSelf
from reishi.games.bleach.legal import play_ability
from reishi.games.bleach.payment import effective_cost
from reishi.games.bleach.state import BleachState, Decision

# Every priority window the procedure opens (ARD: The Sequence of Play and Priority Windows),
# in the order a turn meets them, then the battle's own decisions.
STOP_MOMENTS = (
    "Resource Phase 1: renewed",
    "Resource Phase 2: drew",
    "Resource Phase 3",
    "Resource Phase 4",
    "Main step began",
    "Character played",
    "Character entered play",
    "Item played",
    "Item entered play",
    "Battleground played",
    "Battleground entered play",
    "Event played",
    "Effect used",
    "C attack declared",
    "C.1 character attacks",
    "C.2 defender declared",
    "Battle actions",
    "Boost",
    "Event played in battle",
    "Effect used in battle",
    "C.4 battle won or lost",
    "C.5 damage dealt",
    "Main step ended",
    "End step",
)

# Decisions that are not priority windows, by the procedure's kind of decision.
MOMENTS = {
    "first": "Choosing who goes first",
    "mulligan": "Mulligan",
    "resource": "Resource step",
    "main": "Main step",
    "battle": "Battle actions",
    "defend": "Declaring a defender",
    "order": "Ordering triggered effects",
    "choose": "Choosing for an effect",
    "target": "Choosing a target",
    "cost": "Paying a cost",
}

PLAY_KINDS = frozenset({"resource", "main"})  # the seat's own turn: every move is its own
CHOICE_KINDS = frozenset({"first", "mulligan", "order", "choose", "target", "cost"})
WINDOW_KINDS = frozenset({"priority", "battle"})


def decision_moment(state: BleachState) -> str:
    """The open window's label, else the kind of decision in words."""
    d: Decision | None = state.decision
    if d is None:
        return ""
    if d.kind == "priority" and state.window:
        return state.window
    return MOMENTS.get(d.kind, d.kind)


def action_notes(state: BleachState, actions: Sequence[Action]) -> list[ActionNote]:
    """One note per legal action: its kind, and for plays and effects the cost and effect."""
    d: Decision | None = state.decision
    kind = "" if d is None else d.kind
    return [_note(state, kind, action) for action in actions]


def _note(state: BleachState, kind: str, action: Action) -> ActionNote:
    if isinstance(action, PassPriority | PassMainStep | NoDefense):
        return ActionNote(kind=ActionKind.PASS)
    if isinstance(action, Defend):
        return ActionNote(kind=ActionKind.CHOICE)  # declaring a defender is a rules choice
    if kind in CHOICE_KINDS or isinstance(action, Choose):
        return ActionNote(kind=ActionKind.CHOICE)
    if isinstance(action, PlayCard):
        return _play_note(state, kind, action.card)
    if isinstance(action, UseEffect):
        return _effect_note(state, kind, action.card, action.ability)
    if isinstance(action, Boost):
        # ARD: Boosting — the card is discarded from hand to raise the stat in battle.
        boost = state.defs[action.card].boost
        effect = "" if boost is None else f"+{boost.value} {boost.stat} in this battle"
        return ActionNote(kind=ActionKind.RESPONSE, cost="discard it from your hand", effect=effect)
    if isinstance(action, DeclareAttack):
        return ActionNote(kind=ActionKind.PLAY)
    return ActionNote(kind=ActionKind.PLAY if kind in PLAY_KINDS else ActionKind.CHOICE)


def _play_note(state: BleachState, kind: str, card: int) -> ActionNote:
    ability = play_ability(state, card)
    cost = _energy_text(effective_cost(state, state.controller[card], card)[0])
    effect = _effect_text(ability.text) if state.info[card].is_event else ""
    return ActionNote(kind=_kind(state, kind, ability), cost=cost, effect=effect)


def _effect_note(state: BleachState, kind: str, card: int, index: int) -> ActionNote:
    ability = dict(state.info[card].activated).get(index)
    if ability is None:
        return ActionNote(kind=ActionKind.PLAY if kind in PLAY_KINDS else ActionKind.IDLE)
    costs = [_cost_text(state, card, cost) for cost in ability.costs]
    if ability.remove_after_use:
        costs.append("it is removed from the game after use")
    return ActionNote(
        kind=_kind(state, kind, ability),
        cost="; ".join(c for c in costs if c),
        effect=_effect_text(ability.text),
    )


def _kind(state: BleachState, kind: str, ability: Ability) -> ActionKind:
    """A play on the seat's own step, a response that fits the window, or an idle move."""
    if kind in PLAY_KINDS:
        return ActionKind.PLAY
    if any(isinstance(t, QueueTarget) for t in ability.targets) and state.queue:
        return ActionKind.RESPONSE  # something on the queue it could cancel
    if state.battle is not None and ability.targets:
        return ActionKind.RESPONSE  # a battle its targets could change (ARD: Battle)
    return ActionKind.IDLE


def _cost_text(state: BleachState, card: int, cost: Cost) -> str:
    """A cost in plain words; removing the card names what goes with it."""
    if isinstance(cost, EnergyCost):
        return cost.describe()
    text = cost.describe()
    text = text[:1].lower() + text[1:]
    riders = [ops.title(state, c) for c in ops.attachments_of(state, card)]
    if riders and isinstance(cost, RemoveSelf):
        # RB: Overlay Rule — what is attached to a card leaving play goes to the discard pile.
        text += f" (attached {', '.join(riders)} goes to the discard pile)"
    return text


def _energy_text(cost: tuple[int, int, int]) -> str:
    names = ("mind", "body", "spirit")
    parts = [f"{n} {name}" for n, name in zip(cost, names, strict=True) if n]
    return ", ".join(parts) + " energy" if parts else ""


def _effect_text(text: str) -> str:
    """The effect part of an ability's text (after its cost and colon)."""
    _, colon, rest = text.partition(": ")
    return (rest if colon else text).strip()
