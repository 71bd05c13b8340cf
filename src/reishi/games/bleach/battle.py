"""The two sides of a battle: their current values, boosts and stat switches.

RB: Boosting and RB: Stat-Switching Rule. A boost resolving from the queue and a switch
by an effect both change the battle, so they sit below the procedure and the steps.
"""

from __future__ import annotations

from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.state import BleachState
from reishi.games.bleach.stats import stat_value


def side_value(state: BleachState, attacker_side: bool) -> int:
    """The current stat in battle of one side (base or switched value plus boosts)."""
    b = state.battle
    assert b is not None
    card = b.attacker if attacker_side else b.defender
    if card < 0:
        return 0
    stat = b.att_stat if attacker_side else b.def_stat
    base = b.att_base if attacker_side else b.def_base
    value = base if base is not None else (stat_value(state, card, stat) or 0)
    return value + (b.att_boost if attacker_side else b.def_boost)


def add_boost(state: BleachState, seat: int, card: int, stat: str, amount: int) -> None:
    """A resolving boost adds to its side if that character still battles with that stat."""
    b = state.battle
    if b is None:
        return
    if card == b.attacker and stat == b.att_stat:
        b.att_boost += amount
    elif card == b.defender and stat == b.def_stat:
        b.def_boost += amount
    else:
        state.record(
            ev.EffectFizzled(
                source="boost", reason="the stat in battle changed", rule="RB: Stat-Switching Rule"
            )
        )
        return
    state.record(
        ev.Boosted(
            seat=seat,
            card=card,
            title=ops.title(state, card),
            stat=stat,
            amount=amount,
            rule="RB: Boosting",
        )
    )


def switch_stat(state: BleachState, card: int, new: str) -> None:
    """RB: Stat-Switching Rule — printed stat: its value; otherwise the former value."""
    b = state.battle
    if b is None or card not in (b.attacker, b.defender):
        return
    attacker_side = card == b.attacker
    former = side_value(state, attacker_side)
    old = b.att_stat if attacker_side else b.def_stat
    base = None if new in state.defs[card].stats else former
    if attacker_side:
        b.att_stat, b.att_base, b.att_boost = new, base, 0
    else:
        b.def_stat, b.def_base, b.def_boost = new, base, 0
    state.record(
        ev.StatSwitched(
            card=card,
            old=old,
            new=new,
            value=side_value(state, attacker_side),
            rule="RB: Stat-Switching Rule",
        )
    )
