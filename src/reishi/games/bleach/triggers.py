"""Collecting triggered effects when their condition is met (ARD: Triggered Effects).

Triggers are not put on the queue at once: they wait in each seat's pending list until
the next priority window (or the end of the resolving effect) opens, where the active
player's go on first in the order he chooses, then the responding player's
(ARD: The Queue — stages 1 and 2).
"""

from __future__ import annotations

from reishi.games.bleach.abilities import Ability, AbilityKind, Trigger
from reishi.games.bleach.state import BleachState, Zone, zone_code
from reishi.games.bleach.stats import abilities_of

# Enum members read as the procedure runs, as module names: an enum member read from its
# class costs about 0.15 us in Python 3.11.
_TRIGGERED_ABILITY = AbilityKind.TRIGGERED

TRIGGER_ZONES = (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN)
TRIGGER_CODES = tuple(tuple(zone_code(seat, zone) for zone in TRIGGER_ZONES) for seat in (0, 1))
"""Each seat's TRIGGER_ZONES as indexes into ``state.zones``, in the same order."""


def fire(state: BleachState, trigger: Trigger, subject: int = -1) -> None:
    """Note every effect that triggers on ``trigger`` about ``subject``."""
    if state.is_over:
        return
    present = state.triggers_present
    if present is None or trigger in present:  # else no card of the game has it printed
        info = state.info
        zones = state.zones
        for seat in (0, 1):
            for code in TRIGGER_CODES[seat]:
                for card in zones[code]:
                    if trigger not in info[card].triggers:
                        continue
                    for ability in abilities_of(state, card):
                        if ability.kind is _TRIGGERED_ABILITY and ability.trigger is trigger:
                            _maybe_add(state, seat, card, ability, subject)
    for f in state.floating:
        # data: (trigger, ability, whose action triggers it: seat or -1)
        whose = state.controller[subject] if subject >= 0 else -1
        if f.kind == "trigger" and f.data[0] is trigger and f.data[2] in (-1, whose):
            state.pending[f.controller].append((-1, f.data[1], subject, f.source_title))


def _maybe_add(state: BleachState, seat: int, card: int, ability: Ability, subject: int) -> None:
    if ability.trigger_self and subject != card:
        return
    if ability.your_turn_only and state.active != seat:
        return
    # "Use only while ...": the trigger is used only if its condition holds now.
    if ability.condition is not None and not ability.condition.holds(state, seat, card):
        return
    state.pending[seat].append((card, ability, subject, state.defs[card].title))
