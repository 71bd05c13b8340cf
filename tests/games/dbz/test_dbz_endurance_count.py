"""X counts the Endurance the opponent used taking one of your attacks' damage.

Nail - Protector (Heroes and Villains, level 3): "[CONSTANT]: … After your opponent takes
damage from one of your attacks, he banishes the top X cards of his Life Deck. X = the number
of times he used Endurance." DBZ RB: When Taking Damage — a Life Card with Endurance may be
banished to prevent that much more damage; each card banished so is one use. X counts the uses
while taking that attack's damage.
"""

from __future__ import annotations

import pytest

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import dbz_state, do, game_at

NAIL = ["Nail - Warrior", "Nail - Watchful", "Nail - Protector"]


@pytest.mark.parametrize(("banish", "banished"), [(True, 4), (False, 0)])
def test_nail_protector_banishes_one_card_per_endurance_used(
    kit: DbzKit, banish: bool, banished: int
) -> None:
    """Saiyan Ki Web deals 4 life cards; p2's top two cards are Black Knee Catch (Endurance 1).
    Banishing both for Endurance takes the damage (1 + 1 prevented each), then p2 banishes 2
    more: 4 in his Banished Zone. Discarding them instead, nothing is banished."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": NAIL, "level": 3, "hand": ["Saiyan Ki Web"], "life": ["Red Blaze"] * 10},
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Black Knee Catch", "Black Knee Catch", *["Saiyan Clash"] * 8],
        },
    }
    game = game_at(kit, spec)
    state = dbz_state(game)
    do(game, "play Saiyan Ki Web")
    while state.decision is not None and state.decision.kind != "combat_action":
        if any("Endurance" in label for label in state.decision.labels):
            do(game, "banish" if banish else "discard it")
        else:
            game.apply(game.legal_actions()[0])  # p2: no defence
    assert len(state.cards_in(1, Zone.BANISHED)) == banished
    texts = [getattr(e, "text", "") for e in game.log]
    assert any(t.startswith(f"X = {banished // 2} ") for t in texts)
