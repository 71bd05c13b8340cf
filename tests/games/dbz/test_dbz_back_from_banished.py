"""Black Destructive Beam (Perfection): "Energy attack costing 1 stage. Raise your anger 1
level. You may choose a Setup, Drill, or Ally in play and banish it. At the end of combat,
place that card into play under its owner's control from the Banished Zone. DAMAGE : 3 life
cards." The card comes back under its owner at the end of combat, if it is still banished
(DBZ CRD: Timing — Combat: "at the end of combat" is still during combat)."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state, do


def _to_the_end_of_combat(game: Game) -> None:
    state = dbz_state(game)
    while state.in_combat:
        game.apply(game.legal_actions()[0])


@pytest.mark.parametrize("take", [True, False])
def test_the_banished_drill_returns_to_its_owner_at_the_end_of_combat(
    kit: DbzKit, take: bool
) -> None:
    """p1 banishes p2's Orange Spying Drill: in the Banished Zone during combat, back in p2's
    Drills when it ends. Declining the banish, nothing is placed later."""
    game = combat_game(
        kit, {"hand": ["Black Destructive Beam"]}, {"drills": ["Orange Spying Drill"]}
    )
    state = dbz_state(game)
    drill = state.cards_in(1, Zone.DRILLS)[0]
    do(game, "play Black Destructive Beam")
    do(game, "choose yes" if take else "choose no")
    assert state.zone_of(drill) is (Zone.BANISHED if take else Zone.DRILLS)
    _to_the_end_of_combat(game)
    assert state.zone_of(drill) is Zone.DRILLS and state.zone[drill] // len(Zone) == 1
    assert [f for f in state.floating if f.source == drill] == []


@pytest.mark.parametrize("count", [0, 2])
def test_orange_smash_returns_every_drill_it_banished(kit: DbzKit, count: int) -> None:
    """Orange Smash (The Movie Collection): "Banish up to 3 of your Drills and return them to
    play at the end of combat." p1 banishes 2 of his 3 Drills (or none): those come back."""
    drills = ["Orange Spying Drill", "Namekian Vanishing Drill", "Quickness Drill"]
    game = combat_game(kit, {"hand": ["Orange Smash"], "drills": drills}, {})
    state = dbz_state(game)
    do(game, "play Orange Smash")
    for _ in range(count):
        game.apply(game.legal_actions()[0])  # the first Drill offered
    if state.decision is not None and any("no more" in x for x in state.decision.labels):
        do(game, "no more")
    assert len(state.cards_in(0, Zone.BANISHED)) == count
    _to_the_end_of_combat(game)
    assert len(state.cards_in(0, Zone.DRILLS)) == 3 and not state.cards_in(0, Zone.BANISHED)
