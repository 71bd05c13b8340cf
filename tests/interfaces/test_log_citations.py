"""Every citation a game's log prints is a section of the game's rule index, so
``reishi rules GAME --show CITE`` prints it."""

from __future__ import annotations

import random
import re

import pytest

from reishi.engine import plugins
from reishi.engine.game import Game, new_game
from reishi.testing.coverage import rule_index

GAMES = 25
MAX_DECISIONS = 1500
CITE = re.compile(r"  \[([^\]]+)\]$")
INDEXED = plugins.names(plugins.Group.RULE_INDEXES)


def _cites(name: str) -> set[str]:
    found: set[str] = set()
    for seed in range(GAMES):
        game: Game = new_game(name, seed=seed)
        rng = random.Random(seed)
        for _ in range(MAX_DECISIONS):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        for event in game.log:
            match = CITE.search(game.rules.describe_event(event))
            if match:
                found.add(match.group(1))
    return found


def test_every_shipped_game_has_a_rule_index() -> None:
    assert {"bleach", "dbz", "soul-deck"} <= set(INDEXED), INDEXED


@pytest.mark.parametrize("name", INDEXED)
def test_log_cites_only_indexed_sections(name: str) -> None:
    indexed = set(rule_index(name).cites)
    cites = _cites(name)
    assert cites and cites <= indexed, sorted(cites - indexed)


def test_soul_deck_life_points_cite_the_objective_or_combat() -> None:
    # SD: OBJECTIVE — Life Points; SD: COMBAT — an unblocked attacker's damage. A Technique's
    # card type says nothing about Life Points.
    rules = {"SD: OBJECTIVE", "SD: COMBAT"}
    for seed in range(GAMES):
        game = new_game("soul-deck", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        for event in game.log:
            if type(event).__name__ in ("LifeLost", "LifeGained"):
                assert event.rule in rules, game.rules.describe_event(event)
