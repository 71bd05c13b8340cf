"""No file outside ``games/<name>/`` names a game: front ends, agents, simulation, the engine
and the test kit reach every game through its plugins (a fourth game is its package plus
entry points, with nothing to edit elsewhere)."""

from __future__ import annotations

import re
from importlib.metadata import entry_points
from pathlib import Path

import reishi
from reishi.engine import plugins

PACKAGE = Path(reishi.__file__).resolve().parent
GAMES = PACKAGE / "games"
# Files that still name a game, each to move into its game's package (none left: each game
# lists its own compiled modules).
NOT_YET: frozenset[str] = frozenset()


def installed_games() -> list[str]:
    """The games installed as entry points (not the toy games tests register at run time)."""
    return sorted(entry.name for entry in entry_points(group=str(plugins.Group.GAMES)))


def game_words() -> set[str]:
    """Every installed game's name in its spellings, and the package each plugin lives in."""
    words: set[str] = set()
    for name in installed_games():
        words |= {name, name.replace("-", "_"), name.replace("-", " ")}
    for group in plugins.Group:
        for entry in entry_points(group=str(group)):
            module = entry.value.partition(":")[0].split(".")
            if module[:2] == ["reishi", "games"] and len(module) > 2:
                words.add(module[2])
    return {word.lower() for word in words}


def hits_in(text: str, words: set[str]) -> list[str]:
    """Each line of ``text`` that names one of ``words`` (any case), with its number."""
    pattern = re.compile("|".join(re.escape(word) for word in sorted(words)), re.IGNORECASE)
    return [
        f"{number}: {line.strip()}"
        for number, line in enumerate(text.splitlines(), 1)
        if pattern.search(line)
    ]


def test_game_words_cover_every_registered_game_and_package() -> None:
    words = game_words()
    assert len(installed_games()) >= 3
    for name in installed_games():
        assert name in words
    packages = {p.name for p in GAMES.iterdir() if (p / "__init__.py").is_file()}
    assert packages <= words  # every game package is looked for, by its module name too


def test_no_file_outside_the_games_names_a_game() -> None:
    words = game_words()
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*")):
        relative = path.relative_to(PACKAGE).as_posix()
        if not path.is_file() or path.is_relative_to(GAMES) or relative in NOT_YET:
            continue
        if "__pycache__" in path.parts or path.suffix in (".so", ".pyd", ".c"):
            continue  # build products of the optional compiled core
        lines = hits_in(path.read_text(encoding="utf-8"), words)
        if lines:
            found[relative] = lines
    assert not found, "game names outside games/: " + repr(found)


def test_not_yet_lists_only_files_that_still_name_a_game() -> None:
    # Once a listed file is clean (or gone) it must leave the list, so the check stays whole.
    words = game_words()
    for relative in sorted(NOT_YET):
        path = PACKAGE / relative
        assert path.is_file() and hits_in(path.read_text(encoding="utf-8"), words), relative


def test_the_check_finds_a_game_name() -> None:
    words = game_words()
    some_game = installed_games()[0]
    assert hits_in(f'x = 1\nhelp = "e.g. {some_game.upper()}"\n', words) == [
        f'2: help = "e.g. {some_game.upper()}"'
    ]
    assert hits_in("a neutral line\n", words) == []
