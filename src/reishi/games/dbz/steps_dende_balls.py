"""Interpreter steps of Dragon Balls attached to the Main Personality (Dende - Alarmed, Dende -
Protected), and of every capture: the window before a captured Dragon Ball changes sides.

An attached Dragon Ball keeps its place: the card rules "(Your Dragon Balls are not considered
attached cards for effects.)" leave it in its player's Dragon Ball zone, in play and controlled
(DBZ RB: Glossary — Attached Cards: "considered 'in play' while attached"), so it still counts
for "Dragon Balls you control" and for Dragon Ball Victory (DBZ RB: Gameplay — "if you control
a set of all seven Dragon Balls"), and no "attached card" effect sees it (those read the
attached zone). The attachment is the card's ``attached_to`` mark, cleared when it moves.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    Ctx,
    Frame,
    choose,
    choose_card,
    constants,
    info,
    log,
    move,
    restricted,
    seat_name,
    title,
)
from reishi.games.dbz.conditions_dende import WOULD_CAPTURE
from reishi.games.dbz.instants import offers
from reishi.games.dbz.resolution import ex_nothing
from reishi.games.dbz.state import DbzState, Zone

RB_ATTACHED = "DBZ RB: Glossary — Attached Cards"
RB_CAPTURE = "DBZ RB: Critical Damage"
_WOULD_BE_CAPTURED = re.compile(r"would be captured\.?$", re.IGNORECASE)


def attached_to_mp(state: DbzState, card: int) -> bool:
    """Whether a Dragon Ball in play is attached to its controller's MP."""
    return state.attached_to[card] >= 0 and state.zone_of(card) is Zone.DRAGON_BALLS


def capturable(state: DbzState, seat: int, balls: list[int]) -> list[int]:
    """The seat's Dragon Balls an effect may capture: those attached to its MP are left out
    while it holds "Dragon Balls attached to your MP cannot be captured" (Dende - Protected)."""
    if not any(attached_to_mp(state, b) for b in balls):
        return balls
    if not any(isinstance(e, fx.AttachedBallsUncapturable) for _, e in constants(state, seat)):
        return balls
    return [b for b in balls if not attached_to_mp(state, b)]


def capture(state: DbzState, card: int) -> None:
    """The capturing player picked ``card``: its owner's Instant Powers "Use when a Dragon
    Ball you own would be captured" are offered before it changes sides (DBZ CRD: Timing —
    Special timings; Dende - Alarmed: "Cancel that effect")."""
    state.frames.append(("capture_go", card, False))
    offers(state, [(WOULD_CAPTURE, state.owner[card], card)], 1 - state.controller[card])


def _run_capture_go(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    card, cancelled = frame[1], frame[2]
    if cancelled:
        log(state, ev.RuleApplied, f"the capture of {title(state, card)} was cancelled", RB_CAPTURE)
        return
    if state.zone_of(card) is not Zone.DRAGON_BALLS:
        return  # it left play while the capture waited: nothing is captured
    _capture_now(state, card)


def _capture_now(state: DbzState, card: int) -> None:
    # DBZ RB: Critical Damage — "Gain control of a Dragon Ball your opponent has in play by
    # turning it sideways and moving it to your side of the table": no longer attached there.
    seat = 1 - state.controller[card]
    state.chosen = card  # "If you captured a Namek Dragon Ball"
    state.triggers.append(("captured", seat, card))
    move(state, card, seat, Zone.DRAGON_BALLS)
    state.controller[card] = seat
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} captured {title(state, card)}",
        RB_CAPTURE,
        seat=seat,
    )
    if info(state, card).immediate and not restricted(state, seat, "use dragon ball effects"):
        choose(
            state,
            "capture_use",
            seat,
            "Use the captured Dragon Ball's effects?",
            [1, 0],
            ["use its effects", "do not use them"],
            card,
        )


def _ex_cancel(state: DbzState, e: fx.CancelThatEffect, ctx: Ctx) -> None:
    """Cancel the nearest capture waiting for this Instant Power."""
    frames = state.frames
    for index in range(len(frames) - 1, -1, -1):
        frame = frames[index]
        if frame[0] == "capture_go" and not frame[2]:
            frames[index] = ("capture_go", frame[1], True)
            state.last_done = True
            return
    state.last_done = False


def _ex_attach_ball(state: DbzState, e: fx.AttachDragonBall, ctx: Ctx) -> None:
    seat = ctx.seat
    balls = [b for b in state.cards_in(seat, Zone.DRAGON_BALLS) if state.attached_to[b] < 0]
    if not balls:
        state.last_done = False  # none to attach: the sentences after it still resolve
        return
    if len(balls) == 1:
        _attach(state, balls[0], seat)
        return
    choose_card(state, "attach_ball", seat, "Attach which Dragon Ball to your MP?", balls, seat)


def _attach(state: DbzState, ball: int, seat: Any) -> None:
    mp = state.mp(seat)
    state.attached_to[ball] = mp
    state.last_done = True
    log(state, ev.CardMoved, f"{title(state, ball)} attached to {title(state, mp)}", RB_ATTACHED)


def _contains_cancel(effect: fx.Effect) -> bool:
    if isinstance(effect, fx.CancelThatEffect):
        return True
    for name in effect.__struct_fields__:
        value = getattr(effect, name)
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, fx.Effect) and _contains_cancel(item):
                return True
    return False


def cancel_problem(program: tuple[fx.Effect, ...]) -> str | None:
    """ "Cancel that effect" runs only as the sentence of an Instant Power "Use when … would be
    captured" (the capture it waits on); anywhere else it names nothing the engine holds."""
    for effect in program:
        if isinstance(effect, fx.InstantPower) and _WOULD_BE_CAPTURED.search(effect.trigger):
            rest = [e for e in effect.effects if not isinstance(e, fx.CancelThatEffect)]
            if not any(_contains_cancel(e) for e in rest):
                continue
        if _contains_cancel(effect):
            return "'cancel that effect' outside a 'would be captured' Instant Power"
    return None


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.DragonBallsNotAttached: ex_nothing,  # read by the attachment (this module's docstring)
    fx.AttachedBallsUncapturable: ex_nothing,  # read by capturable
    fx.AttachDragonBall: _ex_attach_ball,
    fx.CancelThatEffect: _ex_cancel,
}

RUN: dict[str, Callable[[DbzState, Frame], None]] = {"capture_go": _run_capture_go}

PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {"attach_ball": _attach}
