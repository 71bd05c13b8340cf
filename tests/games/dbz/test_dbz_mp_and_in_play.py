"""A condition about the MP joined by "and" to another (DBZ CRD: Order of effects).

Namekian Cut Off (Heroes and Villains): "(Banish after use.) POWER: Destroy a Drill. If your
MP is Gohan and you have Piccolo in play, destroy all of your opponent's Drills instead." The
condition is "your MP is Gohan" and "you have Piccolo in play" (an Ally named Piccolo under
your control), not an MP named "Gohan and you have Piccolo in play".
"""

from __future__ import annotations

import pytest

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state, do

DRILLS = ["Orange Spying Drill", "Namekian Vanishing Drill"]


@pytest.mark.parametrize(("allies", "left"), [([["Piccolo - Waiting", 3]], 0), ([], 1)])
def test_namekian_cut_off_destroys_every_drill_with_gohan_and_piccolo(
    kit: DbzKit, allies: list[list[object]], left: int
) -> None:
    """With p1's MP Gohan - Adept and Ally Piccolo - Waiting, both of p2's Drills are
    destroyed; without Piccolo, one Drill (p1 picks it) is."""
    game = combat_game(
        kit,
        {"mp": ["Gohan - Adept"], "allies": allies, "hand": ["Namekian Cut Off"]},
        {"drills": DRILLS},
    )
    state = dbz_state(game)
    do(game, "play Namekian Cut Off")
    while state.decision is not None and state.decision.seat == 0 and state.decision.kind == "pick":
        game.apply(game.legal_actions()[0])
    assert len(state.cards_in(1, Zone.DRILLS)) == left
