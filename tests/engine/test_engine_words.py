"""The engine is game-agnostic in its words, not only in its imports."""

from __future__ import annotations

import re
from importlib.metadata import entry_points
from pathlib import Path

from reishi.engine import plugins

ENGINE = Path(__file__).resolve().parents[2] / "src" / "reishi" / "engine"

# Words of one game's rules that once sat in engine/: each game now says them itself.
GAME_WORDS = ("deplete", "depleted", "battle", "guardian", "boost", "exhaust", "reiatsu", "stage")


def _forbidden() -> re.Pattern[str]:
    names = set()
    # The installed games (a test's run-time toy game may have a plain word for a name).
    for game in (entry.name for entry in entry_points(group=str(plugins.Group.GAMES))):
        names |= {game, game.replace("-", "_"), game.replace("-", " ")}
    words = "|".join(re.escape(w) for w in sorted(names | set(GAME_WORDS), key=len, reverse=True))
    prefixes = set()
    for entry in entry_points(group=str(plugins.Group.RULE_INDEXES)):
        prefixes |= set(entry.load()().documents)
    cites = "|".join(re.escape(p) for p in sorted(prefixes))
    return re.compile(rf"\b(?:{words})s?\b|\b(?:{cites}):", re.IGNORECASE)


def test_no_engine_module_uses_a_games_names_words_or_citations() -> None:
    pattern = _forbidden()
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in sorted(ENGINE.glob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == []


def test_the_check_catches_a_game_word() -> None:
    pattern = _forbidden()
    assert pattern.search("self.depleted: list[bool] = []")
    assert pattern.search("Bleach ARD: Can vs. Can't")
    assert not pattern.search("self.attached_to: list[int] = []")
