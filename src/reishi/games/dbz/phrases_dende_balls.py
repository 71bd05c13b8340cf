"""Phrase family of Dragon Balls attached to the Main Personality (Dende - Alarmed, Dende -
Protected): attaching one, the card rule that they are not attached cards for effects, their
protection from capture and the cancelled capture.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(r"your dragon balls are not considered attached cards for effects\.?", first=True)
def _balls_not_attached(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Card rules in parenthesis (DBZ RB: Glossary — Parenthesis Text): read by the attachment
    # itself, which leaves the Dragon Ball in the Dragon Ball zone (steps_dende_balls).
    return fx.DragonBallsNotAttached()


@phrase(r"attach a dragon ball you control to your mp\.?", first=True)
def _attach_ball(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.AttachDragonBall()


@phrase(r"dragon balls attached to your mp cannot be captured\.?", first=True)
def _attached_uncapturable(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.AttachedBallsUncapturable()


@phrase(r"cancel that effect\.?", first=True)
def _cancel_that_effect(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "That effect" is the one the Instant Power's "Use when … would be …" names; the kit
    # refuses the sentence anywhere else (steps_dende_balls.cancel_problem).
    return fx.CancelThatEffect()


@phrase(
    r"capture (?:a|an|1|one) ((?:earth |namek )?dragon ball) without using its immediate "
    r"effects\.?",
    first=True,
)
def _capture_quietly(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.CaptureQuietly(m.group(1).lower())


@phrase(r"use that dragon ball'?s immediate effects\.?", first=True)
def _use_that_ball(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.UseThatDragonBall()


@phrase(r"your opponent gains control of that dragon ball\.?", first=True)
def _opponent_gains_ball(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.OpponentGainsThatBall()
