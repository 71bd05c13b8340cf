"""Black Swerve (Set 1): "Physical attack. DAMAGE: AT +3 stages. Choose up to two Setups in
play. Search your opponent's Life Deck for one copy of each and destroy them." The Setups
chosen name the cards searched for (DBZ RB: Glossary — Naming a card): one copy of each title
is destroyed from the Life Deck (discarded), whoever's Setups they were."""

from __future__ import annotations

import pytest

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state, do

SETUPS = ["Black Impatience", "Orange Eviction"]


@pytest.mark.parametrize("chosen", [2, 1, 0])
def test_one_copy_of_each_chosen_setup_is_destroyed(kit: DbzKit, chosen: int) -> None:
    """p2's Life Deck holds two copies of each Setup; choosing 2, 1 or no Setups destroys that
    many cards from it (one copy of each), to p2's discard pile."""
    life = [*SETUPS, *SETUPS, *["Saiyan Clash"] * 6]
    game = combat_game(kit, {"hand": ["Black Swerve"]}, {"setups": SETUPS, "life": life})
    state = dbz_state(game)
    do(game, "play Black Swerve")
    for title in SETUPS[:chosen]:
        do(game, f"choose {title}")
    if chosen < 2:
        do(game, "choose no more")
    discarded = [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)]
    assert sorted(discarded) == sorted(SETUPS[:chosen])
    assert len(state.cards_in(1, Zone.LIFE)) == 10 - chosen
