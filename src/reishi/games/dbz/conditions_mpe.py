"""Timings and conditions of the pool's later families (``conditions.event``, ``condition``).

"Use after performing a successful Styled physical attack" (Orange Scorn) is the timing "you
perform a successful Styled physical attack" written with the player left out: the same
"success" trigger of the attacking player's attack (attacks._run_atk_hit), of that kind.
"""

from __future__ import annotations

import re

from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import Trigger, card_matches, condition, event
from reishi.games.dbz.state import DbzState


@event(r"performing an? (successful )?((?:styled |non-styled |physical |energy |named )*)attack")
def _e_performing(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    kind = "success" if m.group(1) else "attack"
    if str(t[0]) != kind or t[1] != w or t[2] < 0:
        return False
    words = (m.group(2) or "").strip()
    return not words or card_matches(state, t[2], words + " card")


@condition(r"that ally (?:was|is) ([a-z .'-]+?) or ([a-z .'-]+?)")
def _c_ally_named(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """ "If that Ally was Kami or Nail": the Ally the sentence before took, by its name."""
    names = {m.group(1).strip().lower(), m.group(2).strip().lower()}
    cards = state.picked or ((state.chosen,) if state.chosen >= 0 else ())
    return any(
        state.defs[c].type is CardType.ALLY and state.defs[c].name.lower() in names for c in cards
    )


_COMBAT_CARDS = (CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT)


@condition(
    r"this attack was stopped by (a physical combat or energy combat card|any other card type "
    r"or by a floating effect)"
)
def _c_stopped_by(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Black Traveling Punch: what stopped this attack — a Physical or Energy Combat card, or
    anything else (another card type, a floating "stops all …" effect)."""
    attack = state.attack
    if attack is None or not attack.stopped:
        return False
    by = attack.stopped_by
    combat_card = by >= 0 and state.defs[by].type in _COMBAT_CARDS
    return combat_card == m.group(1).lower().startswith("a physical")


@event(r"your opponent uses an effect that would have lowered your mp a personality level")
def _e_lowering_refused(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    """An opponent's effect that would have lowered the watcher's MP a level and could not
    (stages.level_by_effect: "Your opponent's effects cannot lower your MP's level")."""
    return str(t[0]) == "level_lower_refused" and t[1] == w


# A seat whose latest combat action was a pass (combat_steps._ans_combat_action).
PASSED_LAST = "passed as last action"


@condition(r"your opponent passed as (?:his|their) last action")
def _c_opponent_passed(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Saiyan Sword Strike: the opponent's latest action this combat was a pass (combat_steps
    keeps it until he acts otherwise)."""
    return (1 - seat, PASSED_LAST) in state.combat_log
