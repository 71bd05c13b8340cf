"""Seeded random Bleach games for the playout, view, illegal-action and determinism tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import reishi
from reishi.agents.random_agent import RandomAgent
from reishi.engine.actions import Action
from reishi.engine.game import Game

MAX_DECISIONS = 5_000  # far above any real game; a hang is a failure, not a slow test
# Read once, so every game of a test run uses the same decks even if a deck file changes.
DECKS = reishi.get_rules("bleach").starter_decks()


def new_game(seed: int) -> Game:
    """A starter-deck game with this seed."""
    return reishi.new_game("bleach", decks=DECKS, seed=seed)


def random_agents(seed: int) -> list[RandomAgent]:
    """One random agent per seat, seeded apart from the game."""
    return [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]


def positions(seed: int) -> Iterator[tuple[Game, Action]]:
    """Every decision of a random starter-deck game: the game, then the action taken."""
    game = new_game(seed)
    agents = random_agents(seed)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            return
        seat = game.current_player
        assert seat is not None
        action = agents[seat].choose(game.view(seat), game.legal_actions())
        yield game, action
        game.apply(action)
    raise AssertionError(f"seed {seed}: no end after {MAX_DECISIONS} decisions")


def play_out(seed: int) -> Game:
    """A whole random game."""
    game = new_game(seed)
    agents = random_agents(seed)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            return game
        seat = game.current_player
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions()))
    raise AssertionError(f"seed {seed}: no end after {MAX_DECISIONS} decisions")


def find_position(
    wanted: Callable[[Game], Action | None], seeds: range = range(200)
) -> tuple[Game, Action]:
    """The first decision of a random game where ``wanted`` offers an action to try."""
    for seed in seeds:
        for game, _ in positions(seed):
            action = wanted(game)
            if action is not None:
                return game, action
    raise AssertionError("no random game reached the wanted position")
