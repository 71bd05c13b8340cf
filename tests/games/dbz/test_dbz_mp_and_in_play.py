"""Conditions about who the MP is, joined to another by "and" or negated.

Namekian Cut Off (Heroes and Villains): "(Banish after use.) POWER: Destroy a Drill. If your
MP is Gohan and you have Piccolo in play, destroy all of your opponent's Drills instead." The
condition is "your MP is Gohan" and "you have Piccolo in play" (an Ally named Piccolo under
your control), not an MP named "Gohan and you have Piccolo in play". Likewise "Nappa is not
your MP" (the "instead" reading of Vegeta - Impatient) is a negation, not an MP named "not
Nappa".
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


def _stages_dealt(kit: DbzKit, mp: str, allies: list[list[object]]) -> int:
    game = combat_game(kit, {"mp": [mp], "allies": allies, "hand": ["Android Arm Breaker"]}, {})
    do(game, "play Android Arm Breaker")
    texts = [getattr(e, "text", "") for e in game.log]
    last = [t for t in texts if t.startswith("the attack deals")][-1]
    return int(last.split()[3].split("(")[0])


@pytest.mark.parametrize(("mp", "bonus"), [("Krillin - Ready", 1), ("Nappa - Rested", 2)])
def test_vegeta_impatient_reads_who_the_mp_is(kit: DbzKit, mp: str, bonus: int) -> None:
    """Vegeta - Impatient (Heroes and Villains, an Ally): "[CONSTANT]: Your physical attacks
    deal +1 stage of damage. If Nappa is your MP, your physical attacks deal +2 stages of
    damage instead." "Nappa is not your MP" is "not (Nappa is your MP)", not an MP named "not
    Nappa": Android Arm Breaker (physical) deals 1 stage more for Krillin, 2 for Nappa."""
    vegeta = [["Vegeta - Impatient", 3]]
    assert _stages_dealt(kit, mp, vegeta) - _stages_dealt(kit, mp, []) == bonus
