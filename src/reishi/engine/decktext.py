"""The plain-text deck format every game shares: settings, [sections] and ``N Title`` lines.

    # comments
    game: my-game
    name: A First Deck
    [main]
    4 Some Card - Its Version

A game names its sections and builds its own deck from the entries; errors name the
file and line of anything malformed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reishi.engine.errors import DataError
from reishi.engine.limits import MAX_DECK_BYTES, MAX_DECK_CARDS, read_text

_SECTION = re.compile(r"^\[\s*([A-Za-z_-]+)\s*\]$")
_ENTRY = re.compile(r"^(\d+)\s+(\S.*)$")
_SETTING = re.compile(r"^([A-Za-z_]+)\s*:\s*(.*)$")


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One ``N Title`` line: its section, count, title and line number."""

    section: str
    count: int
    title: str
    line: int


@dataclass(frozen=True, slots=True)
class DeckText:
    """A parsed deck file: its name (the file's stem if unset) and entries in order."""

    name: str
    entries: tuple[DeckEntry, ...]


def read_deck_text(text: str, path: str | Path, game: str, sections: Sequence[str]) -> DeckText:
    """Parse deck text for ``game`` with the given section names."""
    where = str(path)
    name: str | None = None
    entries: list[DeckEntry] = []
    section: str | None = None
    total = 0
    wanted = ", ".join(f"[{s}]" for s in sections)
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        header = _SECTION.match(line)
        if header:
            section = header.group(1).lower()
            if section not in sections:
                raise DataError(where, f"unknown section [{header.group(1)}]: use {wanted}", number)
            continue
        if section is None:
            setting = _SETTING.match(line)
            if setting is None:
                raise DataError(
                    where,
                    f"expected 'game: …', 'name: …' or a section ({wanted}), got {line!r}",
                    number,
                )
            key, value = setting.group(1).lower(), setting.group(2).strip()
            if key == "game":
                if value.lower() != game:
                    raise DataError(
                        where, f"this is a {value!r} deck, not a {game} deck", number, "game"
                    )
            elif key == "name":
                if not value:
                    raise DataError(where, "the deck name is empty", number, "name")
                name = value
            else:
                raise DataError(where, f"unknown setting {key!r}: use game or name", number, key)
            continue
        entry = _ENTRY.match(line)
        if entry is None:
            raise DataError(
                where, f"expected '<count> <card title>', got {line!r}", number, section
            )
        digits, title = entry.group(1), entry.group(2).strip()
        # Judged before it is a number of copies anyone builds a list from.
        count = int(digits) if len(digits) <= 6 else MAX_DECK_CARDS + 1
        if count < 1:
            raise DataError(where, f"count {count} for {title!r}: it must be at least 1", number)
        total += count
        if count > MAX_DECK_CARDS or total > MAX_DECK_CARDS:
            what = f"{digits} copies of {title!r}" if count > MAX_DECK_CARDS else "cards so far"
            raise DataError(
                where, f"{what}: a deck holds at most {MAX_DECK_CARDS:,} cards", number, section
            )
        entries.append(DeckEntry(section, count, title, number))
    return DeckText(name if name is not None else Path(where).stem, tuple(entries))


def read_deck_file(path: str | Path) -> str:
    """A deck file's text, or a DataError naming the file (too large, unreadable, not text)."""
    return read_text(path, MAX_DECK_BYTES, "deck file")


def deck_file(deck: object) -> Path | None:
    """The file a deck argument names, or None when it is deck text (or not a path at all).

    A string with a line break is always deck text; asking the file system about a long
    text would fail with "file name too long" rather than answer.
    """
    if isinstance(deck, Path):
        return deck
    if not isinstance(deck, str) or "\n" in deck or not deck.strip():
        return None
    try:
        return Path(deck) if Path(deck).is_file() else None
    except (OSError, ValueError):  # too long for a name, or a NUL byte: text, not a path
        return None


def deck_runs(titles: Sequence[str]) -> list[tuple[str, int]]:
    """Consecutive equal titles as (title, count), keeping the deck's order."""
    runs: list[tuple[str, int]] = []
    for title in titles:
        if runs and runs[-1][0] == title:
            runs[-1] = (title, runs[-1][1] + 1)
        else:
            runs.append((title, 1))
    return runs
