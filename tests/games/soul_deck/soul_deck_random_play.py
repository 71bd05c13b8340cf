"""Seeded random Soul Deck games between the four starter decks, for the playout tests."""

from __future__ import annotations

from itertools import permutations

import reishi
from reishi.agents.random_agent import RandomAgent
from reishi.engine.game import Game
from reishi.games.soul_deck.rules import all_starter_decks

MAX_DECISIONS = 5_000  # far above any real game; a hang is a failure, not a slow test
DECKS = all_starter_decks()
PAIRINGS = list(permutations(range(len(DECKS)), 2))  # every deck against every other, both seats


def new_game(seed: int) -> Game:
    """A starter-deck game with this seed; the pairing cycles with the seed."""
    a, b = PAIRINGS[seed % len(PAIRINGS)]
    return reishi.new_game("soul-deck", decks=(DECKS[a], DECKS[b]), seed=seed)


def random_agents(seed: int) -> list[RandomAgent]:
    """One random agent per seat, seeded apart from the game."""
    return [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]


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
