"""What a person should know about each legal DBZ action: its kind and what an attack costs.

Combat in DBZ is alternating Actions (DBZ RB: The Combat Step): each one is a move of the
seat's own, so a player is asked at every Action where it holds something, on either side
of the combat; defending an attack and the choices cards ask for are always put to them.
"""

from __future__ import annotations

from collections.abc import Sequence

from reishi.engine.actions import Action, Choose, PassPriority
from reishi.engine.presentation import ActionKind, ActionNote
from reishi.engine.wording import count_of
from reishi.games.dbz.actions import DeclareCombat, Defend, NoDefense, PlayCard, UsePower
from reishi.games.dbz.attack_start import attack_cost
from reishi.games.dbz.basics import info, title
from reishi.games.dbz.state import DbzState, Decision

# The moments of a turn a decision is asked at (DBZ RB: Gameplay, The Combat Step).
MOMENTS = {
    "planning": "Planning Step",
    "combat_choice": "Declaring combat",
    "entering": "Entering combat",
    "combat_action": "Combat action",
    "atk_defend": "Defending an attack",
    "event_window": "An Event is played",
    "discard_step": "Discard Step",
    "rejuvenation_step": "Rejuvenation Step",
    "pick": "Choosing for an effect",
}
STOP_MOMENTS = tuple(MOMENTS.values())

PLAY_KINDS = frozenset(
    {"planning", "combat_choice", "entering", "combat_action", "rejuvenation_step"}
)


def decision_moment(state: DbzState) -> str:
    """The part of the turn the pending decision belongs to."""
    d: Decision | None = state.decision
    return "" if d is None else MOMENTS.get(d.kind, d.kind)


def action_notes(state: DbzState, actions: Sequence[Action]) -> list[ActionNote]:
    """One note per legal action: its kind, and for attacks the stages they cost."""
    d: Decision | None = state.decision
    kind = "" if d is None else d.kind
    return [_note(state, kind, action) for action in actions]


def _note(state: DbzState, kind: str, action: Action) -> ActionNote:
    if isinstance(action, PassPriority | NoDefense):
        return ActionNote(kind=ActionKind.PASS)
    if isinstance(action, Defend) or kind in ("pick", "discard_step", "atk_defend"):
        return ActionNote(kind=ActionKind.CHOICE)
    if kind == "event_window":
        return ActionNote(kind=ActionKind.RESPONSE, effect=_power_text(state, action))
    if isinstance(action, PlayCard | UsePower) and kind == "combat_action":
        return ActionNote(kind=ActionKind.PLAY, cost=_attack_cost(state, action))
    if isinstance(action, UsePower):
        return ActionNote(kind=ActionKind.PLAY, effect=_power_text(state, action))
    if isinstance(action, DeclareCombat | Choose) or kind in PLAY_KINDS:
        return ActionNote(kind=ActionKind.PLAY)
    return ActionNote(kind=ActionKind.CHOICE)


def _attack_cost(state: DbzState, action: PlayCard | UsePower) -> str:
    """What an attack costs in power stages, and who pays (DBZ RB: How Attack Cards Work)."""
    card_info = info(state, action.card)
    rec = card_info.attack
    if rec is None:
        for power in card_info.powers:
            rec = rec or card_info.power_attack(power)
    if rec is None:
        return ""
    seat = state.decision.seat if state.decision is not None else state.active
    cost = attack_cost(state, seat, action.card, rec)
    if cost <= 0:
        return ""
    payer = state.mp(seat) if action.by < 0 else action.by
    return f"{count_of(cost, 'power stage')} from {title(state, payer)}"


def _power_text(state: DbzState, action: Action) -> str:
    if not isinstance(action, UsePower | PlayCard):
        return ""
    text = state.defs[action.card].text
    _, found, power = text.partition("POWER:")
    return " ".join((power if found else "").split())
