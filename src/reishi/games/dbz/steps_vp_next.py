"""Delayed effects "At the beginning of the next action this combat, end combat" (fx.AtNextAction):
floating until the next Action of the combat begins (or "your next action"), then resolved
before that Action is made (DBZ RB: The Combat Step — players alternate Actions).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, Frame, push_sentences
from reishi.games.dbz.state import DbzState, Floating


def _ex_at_next_action(state: DbzState, e: fx.AtNextAction, ctx: Ctx) -> None:
    if any(isinstance(inner, fx.MoveChosen) for inner in e.effects):
        # "… return that card to its owner's hand": that card is the one chosen now.
        e = msgspec.structs.replace(e, card=state.chosen)
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _due(f: Floating, seat: int) -> bool:
    e = f.effect
    if not isinstance(e, fx.AtNextAction):
        return False
    return e.whose == "any" or (e.whose == "you") == (f.seat == seat)


def begin_next_action(state: DbzState, frame: Frame) -> bool:
    """Before ``frame``'s Action begins, resolve what waits for it; True if any did."""
    seat = frame[1]
    due = [f for f in state.floating if _due(f, seat)]
    if not due:
        return False
    state.floating = [f for f in state.floating if f not in due]
    state.frames.append(frame)  # the Action itself, once they are resolved
    for f in reversed(due):
        assert isinstance(f.effect, fx.AtNextAction)
        push_sentences(state, f.effect.effects, Ctx(f.seat, f.source))
        if f.effect.card >= 0:
            state.frames.append(("set_chosen", f.effect.card))  # resolved first: "that card"
    return True


# The effect steps of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {fx.AtNextAction: _ex_at_next_action}
