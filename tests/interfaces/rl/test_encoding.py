"""Every game's numeric encoding: injective and reversible on the legal set, leak-free.

These need numpy only (the core install), not the rl extra.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib.metadata import entry_points

import numpy as np
import pytest

from reishi.engine.actions import Action
from reishi.engine.game import Game, new_game
from reishi.engine.rng import Rng
from reishi.interfaces.rl.encoder import (
    IllegalIndexError,
    LegalActions,
    NoEncoderError,
    encoder_games,
    get_encoder,
)

GAMES = encoder_games()
PLAYOUTS = 6  # random games per encoder (every decision of each is checked)


def positions(game_name: str, games: int) -> Iterator[tuple[Game, int]]:
    """Every decision point of ``games`` random games, with the game's seed."""
    for seed in range(games):
        game = new_game(game_name, seed=seed)
        rng = Rng(seed)
        while not game.is_over:
            yield game, seed
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])


def test_every_installed_game_has_an_encoder() -> None:
    installed = {entry.name for entry in entry_points(group="reishi.games")}
    assert installed and set(GAMES) == installed


@pytest.mark.parametrize("name", GAMES)
def test_encoding_is_injective_and_round_trips_on_the_legal_set(name: str) -> None:
    encoder = get_encoder(name)
    checked = 0
    for game, _ in positions(name, PLAYOUTS):
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        legal = game.legal_actions()
        indices = [encoder.action_index(view, a) for a in legal]
        assert len(set(indices)) == len(legal), "two legal actions share an index"
        assert all(0 <= i < encoder.action_size for i in indices)
        table = LegalActions(encoder, view, legal)
        for index, action in zip(indices, legal, strict=True):
            assert table.action(index) == action
        mask = table.mask()
        assert mask.dtype == np.int8 and mask.shape == (encoder.action_size,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(indices)
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("name", GAMES)
def test_a_masked_out_index_is_refused_with_the_legal_ones(name: str) -> None:
    encoder = get_encoder(name)
    game = new_game(name, seed=3)
    seat = game.current_player
    assert seat is not None
    table = LegalActions(encoder, game.view(seat), game.legal_actions())
    illegal = next(i for i in range(encoder.action_size) if i not in table.by_index)
    with pytest.raises(IllegalIndexError, match=rf"action {illegal} is masked out.*legal indices"):
        table.action(illegal)


@pytest.mark.parametrize("name", GAMES)
def test_an_index_means_the_same_action_in_every_game_with_the_same_decks(name: str) -> None:
    encoder = get_encoder(name)
    seen: dict[tuple[int, Action], int] = {}
    compared = 0
    for game, _ in positions(name, 4):
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        for action in game.legal_actions():
            index = encoder.action_index(view, action)
            key = (seat, action)
            if key in seen and not _positional(encoder, index):
                assert seen[key] == index, action
                compared += 1
            seen.setdefault(key, index)
    assert compared > 50


def _positional(encoder: object, index: int) -> bool:
    """Choice options and table positions are numbered per decision, not per card."""
    start = 0
    for kind, size in encoder.action_kinds():  # type: ignore[attr-defined]
        if start <= index < start + size:
            return kind.startswith("choose") or any(
                word in kind for word in ("position", "tribute", "performer")
            )
        start += size
    raise AssertionError(index)


@pytest.mark.parametrize("name", GAMES)
def test_observation_has_the_documented_shape_and_layout(name: str) -> None:
    encoder = get_encoder(name)
    game = new_game(name, seed=1)
    obs = encoder.observe(game.view(0))
    assert obs.dtype == np.float32 and obs.shape == (encoder.observation_size,)
    assert sum(size for _, size in encoder.observation_fields()) == encoder.observation_size
    assert sum(size for _, size in encoder.action_kinds()) == encoder.action_size


@pytest.mark.parametrize("name", GAMES)
def test_observation_leaks_nothing_hidden(name: str) -> None:
    """Two states that differ only in what a seat cannot see give that seat one observation."""
    encoder = get_encoder(name)
    differing = 0
    for n, (game, seed) in enumerate(positions(name, 2)):
        for seat in (0, 1):
            other = encoder.resample(game, seat, seed * 7919 + n)
            assert np.array_equal(
                encoder.observe(game.view(seat)), encoder.observe(other.view(seat))
            )
            # The re-dealt state really is another truth: the opponent's view changed.
            differing += game.view(1 - seat) != other.view(1 - seat)
    assert differing > 50


def test_unknown_game_has_no_encoder() -> None:
    with pytest.raises(NoEncoderError, match="no numeric encoder"):
        get_encoder("no-such-game")
