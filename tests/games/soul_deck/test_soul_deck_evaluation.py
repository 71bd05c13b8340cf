"""The Soul Deck evaluation: a probability, the same for both seats, and it rises with what wins."""

from __future__ import annotations

from soul_deck_random_play import new_game, play_out, random_agents

from reishi.engine.game import Game
from reishi.games.soul_deck.evaluation import evaluate
from reishi.games.soul_deck.state import SoulDeckState, Zone, zone_code


def _state(game: Game) -> SoulDeckState:
    state = game.state
    assert isinstance(state, SoulDeckState)
    return state


def _positions(seed: int, count: int) -> list[SoulDeckState]:
    """Clones of one random game at every fifth decision."""
    game = new_game(seed)
    agents = random_agents(seed)
    out: list[SoulDeckState] = []
    step = 0
    while not game.is_over and len(out) < count:
        if step % 5 == 0:
            out.append(_state(game.clone()))
        seat = game.current_player
        assert seat is not None
        game.apply(agents[seat].choose(None, game.legal_actions()))
        step += 1
    return out


def test_the_two_seats_estimates_add_up_to_one() -> None:
    """Each seat's chance is the other's complement: the model reads differences only."""
    for state in _positions(3, 30):
        a, b = evaluate(state, 0), evaluate(state, 1)
        assert 0.0 < a < 1.0
        assert abs(a + b - 1.0) < 1e-12


def test_a_finished_game_scores_its_result() -> None:
    game = play_out(4)
    state = _state(game)
    assert state.is_over and state.winner is not None
    assert evaluate(state, state.winner) == 1.0
    assert evaluate(state, 1 - state.winner) == 0.0


def test_life_points_and_energy_raise_the_estimate() -> None:
    """SD: OBJECTIVE — more Life Points, and more energy to pay with, are better."""
    state = _positions(5, 8)[-1]
    before = evaluate(state, 0)
    hurt = state.clone()
    hurt.life[1] -= 5
    assert evaluate(hurt, 0) > before
    hand = state.cards_in(0, Zone.HAND)
    energy = [c for c in state.cards_in(0, Zone.DECK) if state.defs[c].type == "energy"]
    powered = state.clone()
    powered.place(energy[0], zone_code(0, Zone.SUPPORT))
    assert evaluate(powered, 0) > before
    assert hand == state.cards_in(0, Zone.HAND)  # the clones left the original alone
