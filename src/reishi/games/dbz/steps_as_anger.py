"""How far a player's anger moves under a constant that changes the amount ("Whenever your
anger would be lowered by any amount, it's lowered by 1 instead", "Whenever you raise your
anger during combat, that amount is doubled"); read by stages.change_anger (DBZ RB: Anger).
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import constants_of
from reishi.games.dbz.state import DbzState

# The kinds of constant effect it looks for (basics.constants_of).
_AMOUNTS = (fx.AngerAmount,)


def anger_amount(state: DbzState, seat: int, amount: int, by: int) -> int:
    """The signed change to ``seat``'s anger after its own AngerAmount constants (``by``: the
    player whose effect changes it)."""
    for _, effect in constants_of(state, seat, _AMOUNTS):
        if type(effect) is not fx.AngerAmount:
            continue
        if (effect.change == "lower") != (amount < 0):
            continue
        if (effect.by_you and by != seat) or (effect.in_combat and not state.in_combat):
            continue
        if effect.how == "1":
            amount = -1 if amount < 0 else 1
        elif effect.how == "double":
            amount *= 2
    return amount
