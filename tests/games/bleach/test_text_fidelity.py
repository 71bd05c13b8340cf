"""What the player reads must match what the rules do: queue texts and window labels."""

from __future__ import annotations

import pytest

import reishi
from reishi.games.bleach import events as ev


@pytest.mark.rule("ARD: Deciding Who Goes First", "ARD: Sequence — Phase 2 Draw")
def test_first_turn_window_does_not_claim_a_draw() -> None:
    game = reishi.new_game("bleach", seed=3)
    while game.turn < 2 and not game.is_over:
        game.apply(game.legal_actions()[0])
    windows = {1: [], 2: []}  # type: dict[int, list[str]]
    turn = 0
    for event in game.log:
        if isinstance(event, ev.TurnBegan):
            turn = event.turn
        elif isinstance(event, ev.WindowOpened) and turn in windows:
            windows[turn].append(event.label)
    assert "Resource Phase 2: drew" not in windows[1]
    assert "Resource Phase 2: no draw on the first turn" in windows[1]
