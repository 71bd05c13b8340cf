"""Cards that have lost all effects: their constant "cannot" effects do not bind.

DBZ CRD: a card that loses all effects has no text left to use, its constants included. The
Ultimate Sacrifice (Awakening): "Setups, Drills, and Allies lose all effects this combat".
Black Obstructing Drill (Perfection): "[CONSTANT]: Allies with [CONSTANT] Powers lose all
effects." Red Stylish Entrance (Vengeance): "Search the top 5 cards of your discard pile for an
attack card and place it on the top of your discard pile. Allies with CONSTANT powers lose all
effects this turn."
"""

from __future__ import annotations

import pytest

from reishi.games.dbz.basics import restricted
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state, do


@pytest.mark.parametrize("drill", [False, True])
def test_obstructing_drill_silences_an_allys_constant(kit: DbzKit, drill: bool) -> None:
    """p2's Oolong - Concerned makes Dragon Balls lose all effects for both players; p1's Black
    Obstructing Drill silences Oolong (an Ally with a [CONSTANT] Power), so they keep them."""
    mine = {"drills": ["Black Obstructing Drill"]} if drill else {}
    game = combat_game(kit, mine, {"allies": [["Oolong - Concerned", 3]]})
    state = dbz_state(game)
    for what in ("use dragon ball effects", "dragon balls lose all effects"):
        assert [restricted(state, seat, what) for seat in (0, 1)] == [not drill, not drill]


def test_a_drill_that_lost_its_effects_no_longer_restricts(kit: DbzKit) -> None:
    """p2's Blue Battle Drill keeps Earth Dragon Ball 7 ("play this card from your hand as an
    action to end combat") in p1's hand until p1 plays The Ultimate Sacrifice: the Drill loses
    all effects this combat, its "cannot" with them, and the Dragon Ball is offered."""
    game = combat_game(
        kit,
        {"hand": ["The Ultimate Sacrifice", "Earth Dragon Ball 7"]},
        {"drills": ["Blue Battle Drill"]},
    )
    labels = [game.describe(a) for a in game.legal_actions()]
    assert not any("Earth Dragon Ball 7" in label for label in labels)
    do(game, "play The Ultimate Sacrifice")
    do(game, "choose no")  # no card banished from the hand
    labels = [game.describe(a) for a in game.legal_actions()]
    assert any("Earth Dragon Ball 7" in label for label in labels), labels


def test_stylish_entrance_puts_an_attack_on_top_of_the_discard_pile(kit: DbzKit) -> None:
    """Used when entering combat, Red Stylish Entrance finds the one attack card among the top
    5 cards of p1's discard pile, Saiyan Left Kick, and puts it on top; p2's Oolong - Concerned
    loses all effects this turn."""
    discard = ["Saiyan Left Kick", "Namekian Wish", "Orange Energy Gathering"]  # the top last
    game = combat_game(
        kit,
        {"hand": ["Red Stylish Entrance"], "discard": discard},
        {"allies": [["Oolong - Concerned", 3]]},
        step="planning",
    )
    state = dbz_state(game)
    assert restricted(state, 0, "use dragon ball effects")
    do(game, "declare combat")
    do(game, "use Red Stylish Entrance")
    pile = [state.defs[c].title for c in state.cards_in(0, Zone.DISCARD)]
    assert pile == ["Namekian Wish", "Orange Energy Gathering", "Saiyan Left Kick"]
    assert not restricted(state, 0, "use dragon ball effects")
