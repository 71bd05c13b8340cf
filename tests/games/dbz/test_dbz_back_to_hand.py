"""Black Flashback (Awakening): "Physical attack. Look at your opponent's hand and choose a
non-Dragon Ball card in it. Banish that card. At the beginning of your opponent's next action
this combat, return that card to its owner's hand from the Banished Zone. DAMAGE: 4 life
cards." The card chosen then is "that card" when his next Action begins, before he acts."""

from __future__ import annotations

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state, do


def test_the_banished_card_is_back_in_hand_when_his_next_action_begins(kit: DbzKit) -> None:
    """p1 banishes p2's Saiyan Gut Kick; when p2's next Action begins it is in his hand again
    (he may play it), not before."""
    game = combat_game(kit, {"hand": ["Black Flashback"]}, {"hand": ["Saiyan Gut Kick"]})
    state = dbz_state(game)
    kick = state.cards_in(1, Zone.HAND)[0]
    do(game, "play Black Flashback")  # the only card to choose; p2 has no defence
    texts = [getattr(e, "text", "") for e in game.log]
    banished = texts.index(f"Saiyan Gut Kick #{kick} → banish")
    dealt = next(i for i, t in enumerate(texts) if t.startswith("the attack deals"))
    back = texts.index(f"Saiyan Gut Kick #{kick} → hand")
    assert banished < dealt < back
    assert state.decision is not None and state.decision.seat == 1
    assert state.zone_of(kick) is Zone.HAND and state.zone[kick] // len(Zone) == 1
    assert any("Saiyan Gut Kick" in label for label in state.decision.labels)
