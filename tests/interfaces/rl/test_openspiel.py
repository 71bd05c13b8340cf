"""The OpenSpiel bridge: OpenSpiel's random-simulation test and its ISMCTS run unchanged."""

from __future__ import annotations

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the rl extra (open_spiel) is not installed")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from reishi.interfaces.rl.encoder import encoder_games, get_encoder  # noqa: E402
from reishi.rl.openspiel import GAME_NAMES, short_name  # noqa: E402

GAMES = encoder_games()


def test_every_game_is_registered() -> None:
    assert sorted(short_name(g) for g in GAMES) == GAME_NAMES
    assert set(GAME_NAMES) <= set(pyspiel.registered_names())


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_random_sim_test_passes(name: str) -> None:
    game = pyspiel.load_game(short_name(name))
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_tensors_are_the_encoded_view(name: str) -> None:
    game = pyspiel.load_game(short_name(name), {"seed": 3})
    state = game.new_initial_state()
    size = get_encoder(name).observation_size
    assert game.observation_tensor_size() == size == game.information_state_tensor_size()
    player = state.current_player()
    state.apply_action(state.legal_actions()[0])
    clone = state.clone()
    assert clone.history() == state.history()
    assert clone.information_state_string(player) == state.information_state_string(player)
    assert clone.observation_tensor(player) == state.observation_tensor(player)


@pytest.mark.parametrize("name", GAMES)
def test_resampled_states_look_the_same_to_the_player(name: str) -> None:
    game = pyspiel.load_game(short_name(name))
    state = game.new_initial_state()
    rng = np.random.default_rng(0)
    for _ in range(12):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    player = state.current_player()
    other = state.resample_from_infostate(player, lambda: float(rng.random()))
    assert other.information_state_string(player) == state.information_state_string(player)
    assert other.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_ismcts_plays_moves(name: str) -> None:
    game = pyspiel.load_game(short_name(name))
    state = game.new_initial_state()
    rng = np.random.RandomState(1)
    bot = ismcts.ISMCTSBot(
        game, mcts.RandomRolloutEvaluator(1, rng), 2.0, max_simulations=3, random_state=rng
    )
    for _ in range(3):
        if state.is_terminal():
            break
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
