"""The response-window test kept per seat until a card moves (state.quiet): checked by
recomputation (REISHI_CHECK_CACHES), a stale one is caught, and a clone asks again."""

from __future__ import annotations

import pytest

from reishi.engine import caches
from reishi.engine.game import Game, new_game
from reishi.games.soul_deck.legal import instant_actions
from reishi.games.soul_deck.state import SoulDeckState, Zone, zone_code
from reishi.sim.playout import new_agents, play_to_end


def _played(agent: str, seed: int) -> Game:
    game = new_game("soul-deck", None, seed)
    play_to_end(game, new_agents([agent, agent], seed, game="soul-deck"), 5_000)
    return game


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_every_kept_answer_matches_a_fresh_one(agent: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    for seed in range(6):
        assert _played(agent, seed).is_over


def _flash_card(state: SoulDeckState) -> int:
    return next(c for c in range(len(state.defs)) if state.info[c].flash)


def test_a_stale_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat noted as quiet although a Flash Step card came into its hand unmoved."""
    game = new_game("soul-deck", None, 3)
    state: SoulDeckState = game.state  # type: ignore[assignment]
    card = _flash_card(state)
    seat = state.owner[card]
    state.place(card, zone_code(seat, Zone.HAND))
    state.quiet[seat] = state.moves[seat]  # stale: the card is in the hand
    monkeypatch.setattr(caches, "CHECK", False)  # as in play, whatever the environment says
    assert instant_actions(state, seat) == []  # unchecked, the kept answer is believed
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="stale cache soul deck quiet seat"):
        instant_actions(state, seat)


def test_a_moved_card_and_a_clone_ask_again() -> None:
    game = new_game("soul-deck", None, 3)
    state: SoulDeckState = game.state  # type: ignore[assignment]
    card = _flash_card(state)
    seat = state.owner[card]
    state.place(card, zone_code(seat, Zone.BURIAL))
    for other in state.cards_in(seat, Zone.HAND) + state.cards_in(seat, Zone.CHARACTERS):
        state.place(other, zone_code(seat, Zone.BURIAL))
    assert instant_actions(state, seat) == []
    assert state.quiet[seat] == state.moves[seat]
    assert game.clone().state.quiet == [-1, -1]
    other = state.cards_in(1 - seat, Zone.DECK)[-1]
    state.place(other, zone_code(1 - seat, Zone.HAND))
    assert state.quiet[seat] == state.moves[seat]  # the other seat's moves leave it quiet
    state.place(card, zone_code(seat, Zone.HAND))
    assert state.quiet[seat] != state.moves[seat]  # the move makes the seat look again
