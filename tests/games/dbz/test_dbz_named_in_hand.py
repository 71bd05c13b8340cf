"""Naming a card and revealing the opponent's hand: "If the card you named was revealed" reads
the hand just revealed.

Black Chaos (The Movie Collection): "POWER: Name a card. Your opponent reveals his hand. If the
card you named was revealed, place a card from your opponent's discard pile on top of his Life
Deck and your opponent skips his next two actions." Black Daze (The Movie Collection): "POWER:
Name a card. Your opponent reveals his hand. If the card you named was revealed, your opponent
shuffles a copy of that card from his hand into his Life Deck and both players draw a card."
"""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state, do


def _name(game: Game, title: str) -> None:
    """Name ``title``: narrow by its first letters until it is offered, then choose it."""
    while True:
        labels = [game.describe(a) for a in game.legal_actions()]
        if f"choose {title}" in labels:
            do(game, f"choose {title}")
            return
        prefixes = [
            label
            for label in labels
            if label.startswith("choose names starting with '")
            and title.startswith(label.split("'")[1])
        ]
        do(game, max(prefixes, key=len))


@pytest.mark.parametrize(("named", "skips"), [("Saiyan Gut Kick", 2), ("Red Blaze", 0)])
def test_black_chaos_reads_the_revealed_hand(kit: DbzKit, named: str, skips: int) -> None:
    """p2's hand holds Saiyan Gut Kick: naming it, p2 skips his next two actions; naming a card
    not in his hand, nothing happens."""
    game = combat_game(
        kit,
        {"setups": ["Black Chaos"]},
        {"hand": ["Saiyan Gut Kick"], "discard": ["Saiyan Clash"]},
    )
    state = dbz_state(game)
    do(game, "use Black Chaos")
    _name(game, named)
    skipped = [e for e in game.log if getattr(e, "text", "") == "P2 skipped an action"]
    assert state.skip_next[1] + len(skipped) == skips  # p2's first skip may be spent already


def test_black_daze_shuffles_the_named_card_away_and_both_draw(kit: DbzKit) -> None:
    """Naming Saiyan Gut Kick in p2's hand: it goes into his Life Deck, then each player draws
    a card (p2 one card in hand again, p1 one more)."""
    game = combat_game(kit, {"hand": ["Black Daze"]}, {"hand": ["Saiyan Gut Kick"]})
    state = dbz_state(game)
    kick = state.cards_in(1, Zone.HAND)[0]
    do(game, "play Black Daze")
    _name(game, "Saiyan Gut Kick")
    assert kick not in state.cards_in(1, Zone.HAND)
    assert len(state.cards_in(1, Zone.HAND)) == 1 and len(state.cards_in(0, Zone.HAND)) == 1
    assert any("shuffled Saiyan Gut Kick" in getattr(e, "text", "") for e in game.log)
