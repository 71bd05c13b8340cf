"""Attached cards with conditions of their own, and "cannot" constants under a condition.

Saiyan Clench and Namekian Thrust (Awakening): "This card cannot be attached unless the highest
power level on your MP's Level 4 is 500,000 or less"; Red Trailing Blast (Promos P40): "If the
highest power level on your MP's Level 4 is more than 500,000 and this card would attach to
your MP, banish it instead" (moves.attach). Saiyan Clench attached: "your attacks that do not
have AT base damage have their power stage damage doubled". Namekian Thrust attached: "While
attached and you control 2 or more Dragon Balls, your opponent's effects cannot lower your MP's
personality level". Orange Observing Drill: "[CONSTANT] While your MP is level 3 or lower,
players cannot Rejuvenate" — a "cannot" under a condition binds while it holds
(basics.restricted), as DBZ RB: Attached Cards has "while attached" text active while attached.
Blue Tag Team Mastery: "[CONSTANT]: While you control 1 Ally, it cannot be discarded by
critical damage effects."
"""

from __future__ import annotations

import pytest

from reishi.games.dbz.basics import Ctx, restricted
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.position import build_kit
from reishi.games.dbz.stages import level_by_effect
from reishi.games.dbz.state import DbzState, Zone

from .families import combat_game, dbz_state, do

# Krillin's Level 4 (Set 1) tops at 500,000; Frieza's at 1,400,000.
KRILLIN = [
    "Krillin - Ready",
    "Krillin - Energetic",
    "Krillin - Ready For Battle",
    "Krillin - Enraged",
]
FRIEZA = [
    "Frieza - Tyrant",
    "Frieza - Transformed",
    "Frieza - Galatic Conquerer",
    "Frieza - Revived",
]


def _card(state: DbzState, title: str) -> int:
    return next(c for c in range(len(state.defs)) if state.defs[c].title == title)


@pytest.mark.parametrize(("mp", "zone"), [(KRILLIN, Zone.ATTACHED), (FRIEZA, Zone.DISCARD)])
def test_clench_attaches_only_below_the_level_4_bound(
    kit: DbzKit, mp: list[str], zone: Zone
) -> None:
    """Krillin's Level 4 is 500,000: Saiyan Clench attaches. Frieza's is 1,400,000: it cannot
    be attached, so it is discarded after use as any attack."""
    game = combat_game(kit, {"mp": mp, "hand": ["Saiyan Clench"]}, {"stage": 10})
    state = dbz_state(game)
    do(game, "play Saiyan Clench")
    assert state.zone_of(_card(state, "Saiyan Clench")) is zone


@pytest.mark.parametrize(("attached", "left"), [(True, 0), (False, 5)])
def test_attached_clench_doubles_power_stage_damage(kit: DbzKit, attached: bool, left: int) -> None:
    """Saiyan Stomach Thrust deals 5 stages (no AT base damage): 10 with Saiyan Clench attached,
    so p2's MP at 10 stages ends at 0 rather than 5."""
    clench = {"attached": ["Saiyan Clench"]} if attached else {}
    mine = {"mp": KRILLIN, "hand": ["Saiyan Stomach Thrust"], **clench}
    game = combat_game(kit, mine, {"stage": 10})
    state = dbz_state(game)
    do(game, "play Saiyan Stomach Thrust")
    assert state.stage[state.mp(1)] == left


@pytest.mark.parametrize(("mp", "zone"), [(KRILLIN, Zone.ATTACHED), (FRIEZA, Zone.BANISHED)])
def test_red_trailing_blast_is_banished_instead_above_the_bound(
    kit: DbzKit, mp: list[str], zone: Zone
) -> None:
    """Red Trailing Blast (Promos P40) attaches to Krillin; on Frieza it is banished instead."""
    own = build_kit(
        kit, [{"title": "Red Trailing Blast", "set_name": "Promos", "number": "P40"}], ""
    )
    game = combat_game(own, {"mp": mp, "hand": ["Red Trailing Blast"]}, {})
    state = dbz_state(game)
    do(game, "play Red Trailing Blast")
    assert state.zone_of(_card(state, "Red Trailing Blast")) is zone


@pytest.mark.parametrize(("balls", "level"), [(2, 2), (1, 1)])
def test_thrust_keeps_the_level_while_two_dragon_balls_are_controlled(
    kit: DbzKit, balls: int, level: int
) -> None:
    """p1's MP is on Level 2 with Namekian Thrust attached: p2's effect cannot lower it while p1
    controls 2 Dragon Balls; with 1 it can."""
    dragon_balls = ["Earth Dragon Ball 1", "Earth Dragon Ball 3"][:balls]
    mine = {
        "mp": KRILLIN,
        "level": 2,
        "attached": ["Namekian Thrust"],
        "dragon_balls": dragon_balls,
    }
    state = dbz_state(combat_game(kit, mine, {}))
    level_by_effect(state, 0, -1, Ctx(1, state.mp(1)))
    assert state.level(0) == level


@pytest.mark.parametrize(("level", "kept"), [(3, True), (4, False)])
def test_observing_drill_bars_rejuvenating_while_the_mp_is_level_3_or_lower(
    kit: DbzKit, level: int, kept: bool
) -> None:
    """Orange Observing Drill, p1's MP on Level 3: neither player may Rejuvenate, and Saiyan Ki
    Web's "Rejuvenate 1" leaves Saiyan Clash in the discard pile. On Level 4 it rejuvenates."""
    mine = {
        "mp": KRILLIN,
        "level": level,
        "drills": ["Orange Observing Drill"],
        "hand": ["Saiyan Ki Web"],
        "discard": ["Saiyan Clash"],
    }
    game = combat_game(kit, mine, {})
    state = dbz_state(game)
    assert [restricted(state, seat, "rejuvenate") for seat in (0, 1)] == [kept, kept]
    clash = next(c for c in state.cards_in(0, Zone.DISCARD))
    do(game, "play Saiyan Ki Web")
    assert (state.zone_of(clash) is Zone.DISCARD) is kept


@pytest.mark.parametrize("allies", [1, 2])
def test_tag_team_mastery_keeps_a_lone_ally_from_critical_damage(kit: DbzKit, allies: int) -> None:
    """Saiyan Left Kick deals critical damage to p2 (Blue Tag Team Mastery) and p1 chooses to
    discard an opponent's Ally: with one Ally p2 keeps it and nothing is asked; with two, p1
    chooses which one is discarded."""
    theirs = {
        "mastery": "Blue Tag Team Mastery",
        "allies": [["Oolong - Concerned", 3], ["Bardock - Oozaru", 3]][:allies],
    }
    game = combat_game(kit, {"hand": ["Saiyan Left Kick"]}, theirs)
    state = dbz_state(game)
    do(game, "play Saiyan Left Kick")
    do(game, "choose discard an opponent's Ally")
    labels = [game.describe(a) for a in game.legal_actions()]
    assert any("Oolong - Concerned" in label for label in labels) is (allies == 2)
    assert len(state.cards_in(1, Zone.ALLIES)) == allies
