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


def anger_amount(state: DbzState, seat: int, amount: int, by: int, card_effect: bool) -> int:
    """The signed change to ``seat``'s anger after the AngerAmount constants: ``seat``'s own,
    then those of ``by`` (the player whose effect changes it) about the opponent's anger."""
    found = [e for _, e in constants_of(state, seat, _AMOUNTS) if not _opponents(e)]
    found += [e for _, e in constants_of(state, 1 - seat, _AMOUNTS) if _opponents(e)]
    for effect in found:
        if type(effect) is not fx.AngerAmount:
            continue
        if effect.change != "either" and (effect.change == "lower") != (amount < 0):
            continue
        owner = 1 - seat if effect.opponents else seat
        if (effect.by_you and (by != owner or (effect.opponents and not card_effect))) or (
            effect.by_them and by != seat
        ):
            continue
        if effect.in_combat and not state.in_combat:
            continue
        if effect.how == "1":
            amount = -1 if amount < 0 else 1
        elif effect.how == "double":
            amount *= 2
        elif effect.how == "plus 1":
            amount += -1 if amount < 0 else 1
    return amount


def _opponents(effect: fx.Effect) -> bool:
    return isinstance(effect, fx.AngerAmount) and effect.opponents
