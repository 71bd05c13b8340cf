"""Cards destroyed from the top of a Life Deck that are banished instead.

Black Remembrance Drill (Vengeance): "[CONSTANT]: Whenever an effect during combat destroys
non-Dragon Ball cards from the top of a Life Deck, they are banished instead." Namekian Whack
(Awakening), while attached: "whenever one of your effects destroys non-Dragon Ball cards from
the top of your opponent's Life Deck, they are banished instead." A Dragon Ball destroyed from
the top still goes to the bottom of its Life Deck (DBZ RB: Glossary — Dragon Balls).
"""

from __future__ import annotations

import pytest

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import mill
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state, do

# The top card first: a Saiyan Clash, a Dragon Ball, then more Saiyan Clash.
LIFE = ["Saiyan Clash", "Earth Dragon Ball 1", *["Saiyan Clash"] * 8]
FRIEZA = [
    "Frieza - Tyrant",
    "Frieza - Transformed",
    "Frieza - Galatic Conquerer",
    "Frieza - Revived",
]


@pytest.mark.parametrize(("step", "zone"), [("combat", Zone.BANISHED), ("planning", Zone.DISCARD)])
def test_remembrance_drill_banishes_what_an_effect_destroys_in_combat(
    kit: DbzKit, step: str, zone: Zone
) -> None:
    """p1's effect destroys the top 3 cards of p2's Life Deck: in combat the two Saiyan Clash
    are banished and the Dragon Ball goes to the bottom; in the Planning Step they are
    destroyed as usual."""
    game = combat_game(kit, {"drills": ["Black Remembrance Drill"]}, {"life": LIFE}, step=step)
    state = dbz_state(game)
    mill(state, 1, 3, "destroy", "test", by=0)
    zones = [state.zone_of(card) for card in state.last_moved]
    assert zones == [zone, Zone.LIFE, zone]
    ball = state.last_moved[1]
    assert state.cards_in(1, Zone.LIFE)[0] == ball  # the bottom


def test_remembrance_drill_holds_for_a_power_of_either_player(kit: DbzKit) -> None:
    """Frieza - Revived's POWER "Destroy the top 4 cards of your opponent's Life Deck" with p2's
    Black Remembrance Drill in play: three Saiyan Clash are banished, none discarded."""
    mine = {"mp": FRIEZA, "level": 4}
    game = combat_game(kit, mine, {"life": LIFE, "drills": ["Black Remembrance Drill"]})
    state = dbz_state(game)
    do(game, "use Frieza - Revived")
    assert len(state.cards_in(1, Zone.BANISHED)) == 3
    assert state.cards_in(1, Zone.DISCARD) == []


@pytest.mark.parametrize(
    ("by", "deck", "zone"),
    [(0, 1, Zone.BANISHED), (1, 0, Zone.DISCARD), (0, 0, Zone.DISCARD)],
)
def test_whack_banishes_only_what_its_player_destroys_from_the_opponent(
    kit: DbzKit, by: int, deck: int, zone: Zone
) -> None:
    """Namekian Whack attached to p1's MP: p1's effect on p2's Life Deck banishes the Saiyan
    Clash; p2's effect on p1's deck, or p1's on p1's own, destroys it."""
    game = combat_game(kit, {"attached": ["Namekian Whack"], "life": LIFE}, {"life": LIFE})
    state = dbz_state(game)
    mill(state, deck, 2, "destroy", "test", by=by)
    assert [state.zone_of(card) for card in state.last_moved] == [zone, Zone.LIFE]
