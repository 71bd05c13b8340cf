"""Condition families of Awakening and Heroes and Villains: how many cards of a kind a player
owns in play ("If less than 3 Dragon Balls you own are in play", "While 3 or more Earth Dragon
Balls you own are in play").
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import card_matches, condition
from reishi.games.dbz.state import IN_PLAY, DbzState

_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


@condition(
    r"(?:(?P<at_least>\d+|one|two|three|four|five) or more|(?:less|fewer) than "
    r"(?P<below>\d+|one|two|three|four|five)) (?P<kind>(?:styled |non-styled |earth |namek )?"
    r"(?:dragon ball|ally|drill|setup))s? you own are in play"
)
def _c_owned_in_play(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Namekian Radiant Mastery: the cards the player owns in play, under his control or his
    # opponent's (DBZ CRD: General — Legal zones: cards one does not own are controlled only
    # while in play, so a captured Dragon Ball is still its owner's).
    number = (m.group("at_least") or m.group("below")).lower()
    wanted = int(number) if number.isdigit() else _NUMBER[number]
    count = sum(
        1
        for controller in (0, 1)
        for zone in IN_PLAY
        for card in state.cards_in(controller, zone)
        if state.owner[card] == seat and card_matches(state, card, m.group("kind"))
    )
    return count >= wanted if m.group("at_least") else count < wanted
