"""What is in play: the play area and the energy row, and nothing else."""

from __future__ import annotations

import pytest

from reishi.games.bleach.state import BleachState, Zone
from reishi.testing.scenario import parse_scenario, start_game

POSITION = """
game = "bleach"
title = "every zone"
[position]
step = "main"
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Shrieker"]
hand = ["Kon - Mod Soul"]
energy = ["Mind Energy"]
party = [{ title = "Chad - Young Student", attached = ["Zangetsu"] }, "Leech Spitter"]
grounds = ["Karakura Town"]
discard = ["Karakura Student - Classmate"]
removed = ["Orihime - Gentle Healer"]
[position.p2]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
"""

IN_PLAY = (Zone.GUARDIAN, Zone.ENERGY, Zone.PARTY, Zone.ATTACHED, Zone.GROUNDS)
NOT_IN_PLAY = (Zone.DECK, Zone.HAND, Zone.DISCARD, Zone.REMOVED)


def _state() -> BleachState:
    state = start_game(parse_scenario(POSITION, "<in play>")).state
    assert isinstance(state, BleachState)
    return state


@pytest.mark.rule("RB: In Play", "ARD: Play Area and In Play")
def test_the_play_area_and_the_energy_row_are_in_play_and_nothing_else() -> None:
    """Guardian, party, attachments, battlegrounds and energy row: in play; the piles: not."""
    state = _state()
    for zone in (*IN_PLAY, *NOT_IN_PLAY):
        cards = state.cards_in(0, zone)
        assert cards, zone
        assert all(state.in_play(c) is (zone in IN_PLAY) for c in cards), zone
