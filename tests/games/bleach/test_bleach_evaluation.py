"""The Bleach evaluation: a calibrated chance, the same for both seats and for every sample."""

from __future__ import annotations

import msgspec
from bleach_random_play import new_game, positions, random_agents

from reishi.engine.game import Game
from reishi.games.bleach.evaluation import NAMES, WEIGHTS, evaluate, features
from reishi.games.bleach.state import BleachState, Zone, zone_code


def _state(game: Game) -> BleachState:
    state = game.state
    assert isinstance(state, BleachState)
    return state


def _sample(seed: int, every: int = 7) -> list[Game]:
    """Clones of one random game at every ``every``-th decision after setup."""
    out: list[Game] = []
    for step, (game, _) in enumerate(positions(seed)):
        if step % every == 0 and _state(game).phase != "setup":
            out.append(game.clone())
    return out


def _mid_game(seed: int) -> BleachState:
    """The first position of a random game with a character in each party and a card in
    each hand (from the next seed on if the game has none)."""
    for tried in range(seed, seed + 20):
        for game in _sample(tried, 1):
            state = _state(game)
            if all(state.cards_in(s, Zone.PARTY) and state.cards_in(s, Zone.HAND) for s in (0, 1)):
                return state
    raise AssertionError(f"seeds {seed} and the 19 after it: no position with both parties")


def test_the_two_seats_estimates_add_up_to_one() -> None:
    """Each seat's chance is the other's complement: the model reads differences only."""
    for game in _sample(3):
        state = _state(game)
        a, b = evaluate(state, 0), evaluate(state, 1)
        assert 0.0 < a < 1.0
        assert abs(a + b - 1.0) < 1e-12


def test_a_finished_game_scores_its_result() -> None:
    game = new_game(4)
    agents = random_agents(4)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(agents[seat].choose(None, game.legal_actions()))
    state = _state(game)
    assert state.winner is not None
    assert evaluate(state, state.winner) == 1.0
    assert evaluate(state, 1 - state.winner) == 0.0


def test_power_characters_and_cards_raise_the_estimate() -> None:
    """RB: How to Win! — the other guardian's power lost, a character or a card gained, help."""
    state = _mid_game(5)
    before = evaluate(state, 0)
    hurt = state.clone()
    hurt.power[1] -= 3
    assert evaluate(hurt, 0) > before
    drawn = state.clone()
    drawn.place(drawn.cards_in(0, Zone.DECK)[0], zone_code(0, Zone.HAND))
    assert evaluate(drawn, 0) > before
    lost = state.clone()
    lost.place(lost.cards_in(0, Zone.PARTY)[0], zone_code(0, Zone.DISCARD))
    assert evaluate(lost, 0) < before
    assert state.power == _mid_game(5).power  # the clones left the original alone


def test_a_depleted_character_counts_for_less_than_a_ready_one() -> None:
    """RB: Depleting a Card — a depleted character cannot defend until it renews."""
    state = _mid_game(6)
    card = state.cards_in(0, Zone.PARTY)[0]
    ready, tired = state.clone(), state.clone()
    ready.depleted[card] = False
    tired.depleted[card] = True
    assert evaluate(ready, 0) > evaluate(tired, 0)


def test_the_estimate_reads_only_public_facts() -> None:
    """Every determinisation of a position is scored alike: nothing hidden is read."""
    for game in _sample(7, 11)[:6]:
        for seat in (0, 1):
            seen = msgspec.json.encode(game.view(seat))
            for seed in range(3):
                sample = game.determinize(seat, seed)
                assert msgspec.json.encode(sample.view(seat)) == seen
                assert evaluate(_state(sample), seat) == evaluate(_state(game), seat)


def test_one_weight_per_feature() -> None:
    """The fitting script and the evaluation agree on the features, by name and by count."""
    state = _mid_game(8)
    assert len(features(state, 0)) == len(WEIGHTS) == len(NAMES)
    assert features(state, 1) == [-x for x in features(state, 0)]
