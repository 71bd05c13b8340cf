"""Condition families: what a Main Personality's level cards print ("If the highest power level
on your MP's Level 4 is 500,000 or less"), and a title's first entry into play this turn.

DBZ RB: Card Types — Main Personality: each level card prints its own power stages; the
highest power level of a level is the rating of its top stage, whichever level is in play.
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import condition, condition_holds, count_in_play
from reishi.games.dbz.state import DbzState, Zone


def level_card(state: DbzState, seat: int, level: int) -> int:
    """The seat's Main Personality card of that level (in play or in its MP set), or -1."""
    for zone in (Zone.MP, Zone.MP_SET):
        for card in state.cards_in(seat, zone):
            if state.defs[card].level == level:
                return card
    return -1


@condition(
    r"the highest power level on your mp's level ([1-4]) is ([\d,]+) or (less|more)"
    r"|the highest power level on your mp's level ([1-4]) is (more|less) than ([\d,]+)"
)
def _c_level_highest(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    level = int(m.group(1) or m.group(4))
    bound = int((m.group(2) or m.group(6)).replace(",", ""))
    card = level_card(state, seat, level)
    if card < 0 or not state.defs[card].power_stages:
        return False  # no such level in the MP set: nothing printed to compare
    highest = max(int(p) for p in state.defs[card].power_stages)
    if m.group(3):
        return highest <= bound if m.group(3).lower() == "less" else highest >= bound
    return highest > bound if m.group(5).lower() == "more" else highest < bound


@condition(
    r"it is the first time a card titled ['\"](.+)['\"] has entered play this turn(?: then)?"
)
def _c_first_entry(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Singing Drill: "When this card enters play, if it is the first time a card titled 'Singing
    # Drill' has entered play this turn …": read after it entered (DBZ CRD: Timing — Special
    # timings), so its own entry is the one and only of that title this turn.
    return state.entered_turn.count(m.group(1).lower()) == 1


@condition(r"you control no other (drills|setups|allies)")
def _c_no_other(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Singing Drill: "[CONSTANT]: While you control no other Drills, …": a constant of a Drill in
    # play (DBZ RB: Card Types — Drills), so the one Drill counted is the card itself.
    return count_in_play(state, m.group(1), (seat,)) <= 1


@condition(r"your (banished an? (?:earth|namek) dragon ball)")
def _c_your_banished(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Namekian Risk prints "If your banished an Earth Dragon Ball" beside "If you banished a
    # Namek Dragon Ball": the same condition, "your" misspelt.
    return condition_holds(state, seat, f"you {m.group(1)}")
