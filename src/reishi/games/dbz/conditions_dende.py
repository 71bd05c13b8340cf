"""Timings of Dragon Balls and other cards attached to the Main Personality, registered with
``conditions.event``."""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, event
from reishi.games.dbz.state import DbzState, Zone

WOULD_CAPTURE = "would_capture"  # (kind, owner, Dragon Ball): raised before the capture moves it
WOULD_END_COMBAT = "would_end_combat"  # (kind, seat of the effect, -1): before combat ends


@event(r"a dragon ball you own would be captured")
def _e_would_capture(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Dende - Alarmed: offered after the capturing player picks the Dragon Ball and before it
    # changes sides (steps_dende_balls.capture_window), so "Cancel that effect" can stop it.
    return t[0] == WOULD_CAPTURE and state.owner[t[2]] == w


@event(r"a card effect would end combat")
def _e_would_end_combat(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Saiyan Interruption: offered before an effect's "End combat" ends it, by either player
    # (steps_dende_would.end_combat).
    return bool(t[0] == WOULD_END_COMBAT)


def cards_on_mp(state: DbzState, seat: int) -> int:
    """How many cards are attached to the seat's MP (any level of its MP set): Dragon Balls
    attached by Dende are not attached cards for effects (steps_dende_balls), so not counted."""
    mp_set = {*state.cards_in(seat, Zone.MP), *state.cards_in(seat, Zone.MP_SET)}
    return sum(
        1
        for who in (0, 1)
        for card in state.cards_in(who, Zone.ATTACHED)
        if state.attached_to[card] in mp_set
    )


@event(r"more than (\d+) cards? (?:is|are) attached to your mp")
def _e_attached_count(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Black Vehicle Toss: "Banish this card when more than 1 card is attached to your MP" — the
    # count grows only as a card attaches (moves.attach), so it is checked then (DBZ CRD:
    # Timing — Special timings: the effect happens when the event does).
    return t[0] == "attached" and cards_on_mp(state, w) > int(m.group(1))


@event(r"your opponent uses a card effect to draw any number of cards")
def _e_opponent_effect_draw(
    state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]
) -> bool:
    # Android 17 - Entertained: the opponent drew by a card effect (not the Draw Step), one
    # card or more (resolution: one "effect_draw" per effect that drew).
    return bool(t[0] == "effect_draw" and t[1] != w)
