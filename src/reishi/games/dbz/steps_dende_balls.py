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
    CRD_EFFECTS,
    Ctx,
    Frame,
    choose,
    choose_card,
    constants,
    info,
    log,
    move,
    push_sentences,
    restricted,
    seat_name,
    title,
)
from reishi.games.dbz.conditions import card_matches
from reishi.games.dbz.conditions_dende import WOULD_CAPTURE
from reishi.games.dbz.resolution import ex_nothing
from reishi.games.dbz.state import DbzState, Floating, Zone
from reishi.games.dbz.steps_dende_would import offered_first

RB_ATTACHED = "DBZ RB: Glossary — Attached Cards"
RB_CAPTURE = "DBZ RB: Critical Damage"
_QUIETLY = "without its effects"
_CAPTURED = fx.CaptureQuietly()  # the floating mark of the Dragon Ball an attack captured
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


def capture(state: DbzState, card: int, payload: Any = None) -> None:
    """The capturing player picked ``card``: its owner's Instant Powers "Use when a Dragon
    Ball you own would be captured" are offered before it changes sides (DBZ CRD: Timing —
    Special timings; Dende - Alarmed: "Cancel that effect")."""
    waiting = ("capture_go", card, False, payload)
    trigger = (WOULD_CAPTURE, state.owner[card], card)
    if not offered_first(state, waiting, trigger, 1 - state.controller[card]):
        _capture_now(state, card, payload)


def _run_capture_go(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    card, cancelled, payload = frame[1], frame[2], frame[3]
    if cancelled:
        log(state, ev.RuleApplied, f"the capture of {title(state, card)} was cancelled", RB_CAPTURE)
        return
    if state.zone_of(card) is not Zone.DRAGON_BALLS:
        return  # it left play while the capture waited: nothing is captured
    _capture_now(state, card, payload)


def _capture_now(state: DbzState, card: int, payload: Any) -> None:
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
    if isinstance(payload, tuple) and payload[0] == _QUIETLY:
        # "Capture a Dragon Ball without using its immediate effects": nothing is asked; the
        # attack that captured it remembers it for its "HIT: Use that Dragon Ball's …".
        attack = state.attack
        if attack is not None and attack.card == payload[1]:
            until = f"attack {attack.card}"
            state.floating.append(Floating(seat, card, _CAPTURED, until, state.turn))
        return
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
            frames[index] = ("capture_go", frame[1], True, frame[3])
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


def _ex_capture_quietly(state: DbzState, e: fx.CaptureQuietly, ctx: Ctx) -> None:
    opponent = 1 - ctx.seat
    balls = [
        c for c in state.cards_in(opponent, Zone.DRAGON_BALLS) if card_matches(state, c, e.what)
    ]
    balls = capturable(state, opponent, balls)
    if not balls or restricted(state, opponent, "have dragon balls captured"):
        state.last_done = False
        return
    prompt = "Capture which Dragon Ball?"
    choose_card(state, "capture", ctx.seat, prompt, balls, (_QUIETLY, ctx.source))


def _ex_use_that_ball(state: DbzState, e: fx.UseThatDragonBall, ctx: Ctx) -> None:
    """Use the immediate effects of the Dragon Ball this attack captured, still controlled."""
    until = f"attack {ctx.source}"
    ball = next(
        (f.source for f in state.floating if f.until == until and f.effect == _CAPTURED), -1
    )
    if (
        ball < 0
        or state.zone_of(ball) is not Zone.DRAGON_BALLS
        or state.controller[ball] != ctx.seat
        or restricted(state, ctx.seat, "use dragon ball effects")
    ):
        state.last_done = False
        return
    log(state, ev.RuleApplied, f"{seat_name(ctx.seat)} used {title(state, ball)}", RB_CAPTURE)
    push_sentences(state, info(state, ball).immediate, Ctx(ctx.seat, ball))


def _ex_opponent_gains_ball(state: DbzState, e: fx.OpponentGainsThatBall, ctx: Ctx) -> None:
    """The Dragon Ball the sentence before used changes sides (not a capture)."""
    ball, opponent = state.chosen, 1 - ctx.seat
    if (
        ball < 0
        or state.zone_of(ball) is not Zone.DRAGON_BALLS
        or state.controller[ball] != ctx.seat
    ):
        state.last_done = False
        return
    move(state, ball, opponent, Zone.DRAGON_BALLS)
    state.controller[ball] = opponent
    state.last_done = True
    log(
        state,
        ev.CardMoved,
        f"{seat_name(opponent)} gained control of {title(state, ball)}",
        CRD_EFFECTS,
        seat=opponent,
    )


def _run_that_ball(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    state.chosen = frame[1]  # "that Dragon Ball": the one whose effects were just used


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
    fx.CaptureQuietly: _ex_capture_quietly,
    fx.UseThatDragonBall: _ex_use_that_ball,
    fx.OpponentGainsThatBall: _ex_opponent_gains_ball,
}

RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    "capture_go": _run_capture_go,
    "that_ball": _run_that_ball,
}

PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {"attach_ball": _attach}
