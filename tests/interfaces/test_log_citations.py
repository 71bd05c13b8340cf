"""Every citation a game's log prints points to a real section of its rule documents.

A game with a rule index (Bleach, DBZ) cites only its sections, so ``reishi rules GAME
--show CITE`` prints each one. A game without one yet (Soul Deck) cites headings: each part
of a citation is a heading (or, for the project's own decisions, a decision of the game's
rules page) found in the document it names.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from reishi.engine import plugins
from reishi.engine.datapaths import rules_dir
from reishi.engine.game import Game, new_game
from reishi.testing.coverage import rule_index

REPO = Path(__file__).resolve().parents[2]
GAMES = 25
MAX_DECISIONS = 1500
CITE = re.compile(r"  \[([^\]]+)\]$")
# The documents of the games that have no rule index yet.
DOCUMENTS = {"SD": "bleach-soul-deck-rules.txt"}
INDEXED = [name for name in ("bleach", "dbz") if name in plugins.names(plugins.Group.RULE_INDEXES)]


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


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z]+", text.lower()))


def _in_document(cite: str) -> bool:
    document, _, sections = cite.partition(": ")
    raw = (rules_dir() / DOCUMENTS[document]).read_text(encoding="utf-8")
    # The rulebook prints icons in headings: "HOW [attack icon] AND [defense icon] CARDS WORK".
    text = _words(re.sub(r"\[(\w+) icon\]", r"\1", raw))
    if document == "SD" and sections.startswith("Decision — "):
        page = (REPO / "docs" / "games" / "soul_deck.md").read_text(encoding="utf-8")
        return f"Decision — {sections.removeprefix('Decision — ')}" in page
    parts = [re.sub(r"\(.*?\)", "", p) for p in sections.split(" — ")]
    return all(_words(part) in text for part in parts if _words(part))


def test_both_indexed_games_are_checked_against_their_index() -> None:
    assert INDEXED == ["bleach", "dbz"]


@pytest.mark.parametrize("name", INDEXED)
def test_log_cites_only_indexed_sections(name: str) -> None:
    indexed = set(rule_index(name).cites)
    cites = _cites(name)
    assert cites and cites <= indexed, sorted(cites - indexed)


@pytest.mark.parametrize("name", ["soul-deck"])
def test_log_cites_sections_of_the_documents(name: str) -> None:
    cites = _cites(name)
    assert cites
    weak = sorted(c for c in cites if c.partition(": ")[0] not in DOCUMENTS)
    assert weak == [], weak  # "card effect" and the like name no document
    missing = sorted(c for c in cites if not _in_document(c))
    assert missing == [], missing


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
