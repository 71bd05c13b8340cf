"""Windows before an effect happens, for Instant Powers "Use when … would …": the effect waits
on a frame while its timing is offered, and goes on unless an Instant Power stopped it.

The windows: a card effect that would end combat (Saiyan Interruption: "Combat cannot be ended
by card effects this turn" applies to the ending that waits). Contextual timings otherwise come
after the sentence that makes them true (DBZ CRD: Timing — Special timings); a "would" timing
cannot, since the card answers the effect itself.
"""

from __future__ import annotations

from collections.abc import Callable

from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import CRD_EFFECTS, Frame, log, restricted
from reishi.games.dbz.conditions_dende import WOULD_END_COMBAT
from reishi.games.dbz.instants import offers
from reishi.games.dbz.state import DbzState


def offered_first(state: DbzState, waiting: Frame, trigger: tuple[object, ...], first: int) -> bool:
    """Push ``waiting`` under the offers of the Instant Powers ``trigger`` answers; False (and
    nothing pushed) when no Instant Power answers it, so the effect goes on at once."""
    depth = len(state.frames)
    state.frames.append(waiting)
    offers(state, [trigger], first)
    if len(state.frames) == depth + 1:
        state.frames.pop()
        return False
    return True


def end_combat(state: DbzState, seat: int) -> None:
    """A card effect of ``seat`` ends combat, after the "would end combat" window."""
    if not offered_first(state, ("end_combat_go", seat), (WOULD_END_COMBAT, seat, -1), seat):
        end_combat_now(state)


def end_combat_now(state: DbzState) -> None:
    """Combat ends by an effect (DBZ CRD: Timing — Order of effects)."""
    if state.in_combat:
        state.in_combat = False
        log(state, ev.CombatChanged, "combat was ended by an effect", CRD_EFFECTS)


def _run_end_combat_go(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    if restricted(state, frame[1], "end combat"):
        # "Combat cannot be ended by card effects this turn" came in the window.
        state.last_done = False
        log(state, ev.RuleApplied, "combat was not ended: card effects cannot end it", CRD_EFFECTS)
        return
    end_combat_now(state)


RUN: dict[str, Callable[[DbzState, Frame], None]] = {"end_combat_go": _run_end_combat_go}
