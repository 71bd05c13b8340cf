"""Best-two-out-of-three matches (ARD: Deciding Who Goes First; ARD: Side Deck)."""

from __future__ import annotations

import pytest

import reishi
from reishi.engine.errors import IllegalActionError
from reishi.engine.rng import Rng
from reishi.games.bleach.match import Match
from reishi.games.bleach.ops import end_game
from reishi.games.bleach.state import BleachState


def _finish(game: reishi.Game, seed: int) -> None:
    rng = Rng(seed)
    while not game.is_over:
        actions = game.legal_actions()
        game.apply(actions[rng.below(len(actions))])


@pytest.mark.rule("ARD: Deciding Who Goes First")
def test_match_loser_decides_who_goes_first_and_two_wins_end_it() -> None:
    match = Match(reishi.get_rules("bleach").starter_decks(), seed=5)
    choosers = []
    while not match.is_over:
        game = match.next_game()
        choosers.append(game.state.flip_winner)  # type: ignore[attr-defined]
        previous = match.results[-1] if match.results else None
        if previous is not None:
            assert game.current_player == 1 - previous  # the loser is asked first
        _finish(game, len(match.results))
    assert max(match.wins) == 2
    assert match.winner in (0, 1)
    assert 2 <= len(match.results) <= 3


@pytest.mark.rule("ARD: Side Deck")
def test_side_deck_swaps_only_between_games() -> None:
    match = Match(reishi.get_rules("bleach").starter_decks(), seed=1)
    with pytest.raises(IllegalActionError, match="no game has been played yet"):
        match.swap(0, ["Up Close and Personal"], ["Narrow Escape"])
    game = match.next_game()
    with pytest.raises(IllegalActionError, match="only between games"):
        match.swap(0, ["Up Close and Personal"], ["Narrow Escape"])
    _finish(game, 3)
    match.swap(0, ["Up Close and Personal"], ["Narrow Escape"])
    assert "Up Close and Personal" in match.decks[0].side
    assert match.decks[0].main.count("Narrow Escape") == 1


def _play_to_result(match: Match, winner: int | None) -> None:
    """Start the next game and end it at once with ``winner`` (None: a draw)."""
    game = match.next_game()
    assert isinstance(game.state, BleachState)
    end_game(game.state, winner, "ended by the test", "RB: How to Win!")
    assert game.is_over


@pytest.mark.rule("ARD: Side Deck")
def test_side_deck_swaps_before_games_four_and_five_after_draws() -> None:
    match = Match(reishi.get_rules("bleach").starter_decks(), seed=1)
    for result in (None, 0, None):  # a draw, a win each way is not yet two wins
        _play_to_result(match, result)
        match.swap(0, ["Up Close and Personal"], ["Narrow Escape"])
        match.swap(0, ["Narrow Escape"], ["Up Close and Personal"])
    assert len(match.results) == 3 and not match.is_over
    match.swap(0, ["Up Close and Personal"], ["Narrow Escape"])  # before game 4
    _play_to_result(match, 1)
    match.swap(0, ["Narrow Escape"], ["Up Close and Personal"])  # before game 5
    _play_to_result(match, 0)
    assert match.is_over and match.winner == 0
    with pytest.raises(IllegalActionError, match="the match is over"):
        match.swap(0, ["Up Close and Personal"], ["Narrow Escape"])


def test_next_game_refuses_while_a_game_is_running() -> None:
    match = Match(reishi.get_rules("bleach").starter_decks(), seed=2)
    match.next_game()
    with pytest.raises(IllegalActionError, match="not over"):
        match.next_game()
