"""The anger a player lowered with his own effects in the current combat action, for "You may
lower your anger by any amount. Your opponent's MP loses X stages. X = amount of anger you
lowered" (Red Wallop).

stages.change_anger notes each lowering; conditions_early.begin_action forgets them when an
action begins (DBZ RB: The Combat Step — one card played is one action), so X counts only what
the card's own sentences lowered. The marks live in ``DbzState.combat_log``, which clones share.
"""

from __future__ import annotations

from reishi.games.dbz.state import DbzState

_MARK = "lowered own anger "
_MOST = 12  # more anger than any player ever holds (DBZ RB: Anger: five levels a level)
# Every mark there can be, removed as one set difference when an action begins.
ALL_MARKS = frozenset((seat, f"{_MARK}{n}") for seat in (0, 1) for n in range(1, _MOST + 1))


def note_lowered(state: DbzState, seat: int, amount: int) -> None:
    """``seat`` lowered his own anger ``amount`` levels (in combat: added to this action's)."""
    if not state.in_combat or amount <= 0:
        return
    done = lowered(state, seat)
    state.combat_log = (state.combat_log - {(seat, f"{_MARK}{done}")}) | {
        (seat, f"{_MARK}{min(_MOST, done + amount)}")
    }


def lowered(state: DbzState, seat: int) -> int:
    """The anger ``seat`` lowered with his own effects in this action."""
    for n in range(_MOST, 0, -1):
        if (seat, f"{_MARK}{n}") in state.combat_log:
            return n
    return 0
