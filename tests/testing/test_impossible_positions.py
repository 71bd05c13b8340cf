"""Impossible positions and unknown keys in scenario files are refused, naming the field."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reishi.testing.scenario import run_file

DBZ = """title = "t"
game = "dbz"
actions = []
[position]
active = "p1"
step = "combat"
[position.p1]
mp = ["Krillin - Ready", "Krillin - Energetic", "Krillin - Ready For Battle", "Krillin - Enraged"]
life = ["Red Blaze", "Red Destiny"]
[position.p2]
mp = ["Vegeta - Prince Of Saiyans", "Vegeta - Villainous", "Vegeta - Empowered", "Vegeta - Renewed"]
life = ["Saiyan Clash"]
"""
SOUL_DECK = """title = "t"
game = "soul-deck"
actions = []
[position]
[position.p1]
hand = ["Rukia Kuchiki - Thirteenth Division"]
[position.p2]
"""
BLEACH = """title = "t"
game = "bleach"
actions = []
[position]
turn = 3
active = "p1"
[position.p2]
guardian = "Ichigo Kurosaki"
[position.p1]
guardian = "Ichigo Kurosaki"
"""
UNKNOWN = "Object contains unknown field"
UNREACHABLE = r"\[position\]: no game can reach this position"
CASES: dict[str, tuple[str, str]] = {
    "dbz-stage-99": (
        DBZ + "stage = 99\n",
        r"\[position.p2.stage\]: 99 is not from 0 to 10 \(DBZ RB: Glossary",
    ),
    "dbz-anger-below-zero": (DBZ + "anger = -3\n", r"\[position.p2.anger\]: -3 is not from 0"),
    "dbz-level-5": (DBZ + "level = 5\n", r"\[position.p2.level\]: 5 is not from 1 to 4"),
    "dbz-combat-card-as-mastery": (
        DBZ + 'mastery = "Saiyan Clash"\n',
        r"\[position.p2.mastery\]: 'Saiyan Clash' is a .*Combat, not a Mastery",
    ),
    "dbz-event-among-drills": (
        DBZ + 'drills = ["Black Reflection"]\n',
        r"\[position.p2.drills\[0\]\]: 'Black Reflection' is a Event, not a Drill",
    ),
    "dbz-unknown-key": (DBZ + "bogus_key = 1\n", rf"\[position.p2.bogus_key\]: {UNKNOWN}"),
    "dbz-unknown-table": (DBZ + "[position.bogus]\nx = 1\n", rf"\[position.bogus\]: {UNKNOWN}"),
    "dbz-malformed-toml": (
        'title = "t"\ngame = "dbz"\n[position\nactive = 1\n',
        r":3: invalid TOML",
    ),
    "soul-deck-energy-as-character": (
        SOUL_DECK + 'characters = ["Soul Reaper Energy"]\n',
        r"\[position.p2.characters\[0\]\]: 'Soul Reaper Energy' is energy, not character",
    ),
    "soul-deck-life-below-zero": (SOUL_DECK + "life = -5\n", r"\[position.p2.life\]: life must be"),
    "soul-deck-six-characters": (
        SOUL_DECK + 'characters = [{ title = "Numeros - Arrancar Soldier", count = 6 }]\n',
        rf"{UNREACHABLE}: P2 fills more than 5 slots",
    ),
    "soul-deck-negative-damage": (
        SOUL_DECK + 'characters = [{ title = "Numeros - Arrancar Soldier", damage = -2 }]\n',
        r"\[position.p2.characters\[0\].damage\]: damage cannot be below 0",
    ),
    "soul-deck-unknown-key": (SOUL_DECK + "bogus = 1\n", rf"\[position.p2.bogus\]: {UNKNOWN}"),
    "bleach-unique-character-six-times": (
        BLEACH + 'party = [{ title = "Chad - Young Student", count = 6 }]\n',
        rf"{UNREACHABLE}: p1 has two unique cards named 'Chad' in play",
    ),
    "bleach-turn-4e21": (
        BLEACH.replace("turn = 3", "turn = 4e21"),
        r"\[position.turn\]: Expected `int`, got `float`",
    ),
    "bleach-turn-too-late": (
        BLEACH.replace("turn = 3", "turn = 400000001"),
        r"\[position.turn\]: turn must be from 1 to",
    ),
    "bleach-unknown-key": (BLEACH + "bogus = 1\n", rf"\[position.p1.bogus\]: {UNKNOWN}"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_an_impossible_position_is_refused_naming_the_field(tmp_path: Path, name: str) -> None:
    text, message = CASES[name]
    path = tmp_path / f"{name}.toml"
    path.write_text(text)
    result = run_file(path)
    assert not result.passed
    assert result.failure is not None and "\n" not in result.failure
    assert result.failure.startswith(str(path)), result.failure
    assert re.search(message, result.failure), result.failure
