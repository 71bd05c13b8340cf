"""What players and replay files read is words: 200 random games of every game, scanned.

Every legal action's text (what the terminal lists and a replay file stores), every logged
decision and every log line must be free of Python names ("RaiseAnger", "gain_target"),
records' reprs ("PlayCard(card=3)") and objects. A word of a card's title is the card's own
("ChiChi - Armed and Dangerous").
"""

from __future__ import annotations

import random
import re

import pytest

from reishi.engine.extensions import SupportsCardData
from reishi.engine.game import new_game
from reishi.engine.rules import game_names, get_rules

GAMES = 200
CHUNKS = 4  # each game's seeds in this many tests, to spread them over workers
MAX_DECISIONS = 1500
IDENTIFIER = re.compile(
    r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b"  # a record's name: RaiseAnger
    r"|\b[a-z]+_[a-z_]+\b"  # a Python name: gain_target
    r"|\w+\(\w+=|object at 0x|Traceback"  # a record's repr, an object, a crash
)


# Games with cards to read (a test's toy game has none).
CARD_GAMES = [n for n in game_names() if isinstance(get_rules(n), SupportsCardData)]


def _title_words(name: str) -> set[str]:
    rules = get_rules(name)
    assert isinstance(rules, SupportsCardData), name
    rows = rules.search_cards("", {}, 1_000_000).rows
    return {word for row in rows for word in re.findall(r"\w+", row[0])}


def test_the_shipped_games_are_scanned() -> None:
    assert len(CARD_GAMES) >= 3, CARD_GAMES


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("name", CARD_GAMES)
def test_every_text_a_player_reads_is_words(name: str, chunk: int) -> None:
    titles = _title_words(name)
    bad: dict[str, str] = {}

    def scan(text: str) -> None:
        for found in IDENTIFIER.findall(text):
            if found not in titles:
                bad.setdefault(found, text)

    for seed in range(chunk, GAMES, CHUNKS):
        game = new_game(name, seed=seed)
        rng = random.Random(seed)
        for _ in range(MAX_DECISIONS):
            if game.is_over:
                break
            actions = game.legal_actions()
            for action in actions:
                scan(game.describe(action))
            game.apply(rng.choice(actions))
        for event in game.log:
            scan(game.rules.describe_event(event))
    assert bad == {}, sorted(bad.items())[:10]
