"""Condition families of The Movie Collection, Promos and Set 1: the anger an effect lowered
("X = 2 times the amount lowered": Gohan - Determined; "X = the amount of anger lowered": Red
Maneuvering Drill), an attack lowering its own player's anger ("Whenever one of your attacks
lowers your anger"), the anger as an attack was performed, an opponent's effect drawing cards.

DBZ RB: Anger — anger never goes below 0, so the amount lowered is what the anger lost
(stages.change_anger keeps it, for the action under way).
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, event, x_atom
from reishi.games.dbz.state import DbzState


@x_atom(r"the amount (?:of anger )?lowered")
def _x_lowered(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # Read right after the lowering it counts ("You may lower your anger any amount. This
    # attack deals +X life cards"): 0 when the player declined in this action.
    return state.last_lowered


@x_atom(r"your (?:current )?anger(?: level)? when you perform that attack")
def _x_anger_at_perform(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # Red Despair Drill: "Your attacks deal +X life cards of damage. X = your current anger
    # level when you perform that attack": the anger as the attack began (attack_start), not
    # as its damage is dealt (its own "Raise your anger" comes after).
    attack = state.attack
    if attack is None or attack.seat != seat:
        return 0
    return attack.anger_at_perform


@event(r"your opponent uses a card effect to draw (?:a card|any number of cards)")
def _e_opponent_effect_draws(
    state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]
) -> bool:
    # Android 17 - Entertained: cards the opponent draws by an effect, however many (one
    # answer per sentence: the Instant Power is offered once for the draws it raised);
    # moves.draw_cards marks an effect's draws.
    return t[0] == "draw" and t[1] != w and len(t) > 3 and bool(t[3])


@event(r"one of your attacks lowers your anger")
def _e_attack_lowers_anger(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # The lowering's source is the attack under way of the watcher (stages.change_anger
    # raises ("anger_down", seat, source)).
    attack = state.attack
    return (
        t[0] == "anger_down"
        and t[1] == w
        and attack is not None
        and attack.seat == w
        and t[2] == attack.card
    )
