"""Soul Deck decks: the ``.deck`` text format and the construction rules (SD: GAME SETUP).

The format is the Bleach one without guardian or side deck::

    game: soul-deck
    name: Gotei 13
    [main]
    18 Soul Reaper Energy
    3 Kido - Byakurai

``check_deck`` returns every violation at once, each naming its rule.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from reishi.engine.errors import DataError, DeckError
from reishi.games.soul_deck.carddef import CardType
from reishi.games.soul_deck.decisions import BASIC_ENERGY_EXEMPT
from reishi.games.soul_deck.library import CardLibrary

GAME = "soul-deck"
DECK_SIZE = 50  # SD: GAME SETUP — "Your main deck must contain exactly 50 cards."
MAX_COPIES = 3  # SD: GAME SETUP — "A maximum of 3 copies of any single card is allowed."
SETUP = "SD: GAME SETUP"

_SECTION = re.compile(r"^\[\s*([A-Za-z]+)\s*\]$")
_ENTRY = re.compile(r"^(\d+)\s+(\S.*)$")
_META = re.compile(r"^([A-Za-z_]+)\s*:\s*(.*)$")


@dataclass(frozen=True, slots=True)
class Deck:
    """A Soul Deck deck: its name and 50 titles, one entry per copy."""

    name: str
    cards: tuple[str, ...]
    lines: Mapping[str, int] = field(default_factory=dict, compare=False, repr=False)


def parse_deck(text: str, path: str | Path = "<deck>") -> Deck:
    """Parse deck text; a DataError names the file and line of anything malformed."""
    where = str(path)
    name: str | None = None
    cards: list[str] = []
    lines: dict[str, int] = {}
    in_main = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        header = _SECTION.match(line)
        if header:
            if header.group(1).lower() != "main":
                raise DataError(where, f"unknown section [{header.group(1)}]: use [main]", number)
            in_main = True
            continue
        if not in_main:
            meta = _META.match(line)
            if meta is None:
                raise DataError(
                    where, f"expected 'game: …', 'name: …' or [main], got {line!r}", number
                )
            key, value = meta.group(1).lower(), meta.group(2).strip()
            if key == "game" and value.lower() != GAME:
                raise DataError(
                    where, f"this is a {value!r} deck, not a {GAME} deck", number, "game"
                )
            if key == "name":
                name = value
            elif key != "game":
                raise DataError(where, f"unknown setting {key!r}: use game or name", number, key)
            continue
        entry = _ENTRY.match(line)
        if entry is None or int(entry.group(1)) < 1:
            raise DataError(where, f"expected '<count ≥ 1> <card title>', got {line!r}", number)
        title = entry.group(2).strip()
        lines.setdefault(title, number)
        cards.extend([title] * int(entry.group(1)))
    return Deck(name or Path(where).stem, tuple(cards), lines)


def load_deck(path: str | Path) -> Deck:
    """Read and parse a ``.deck`` file."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(str(file), f"cannot read deck file: {exc}") from exc
    return parse_deck(text, file)


def deck_to_text(deck: Deck) -> str:
    """The deck in the ``.deck`` format (``parse_deck`` reads it back equal)."""
    out = [f"game: {GAME}", f"name: {deck.name}", "", "[main]"]
    runs: list[list[object]] = []
    for title in deck.cards:
        if runs and runs[-1][0] == title:
            runs[-1][1] = int(str(runs[-1][1])) + 1
        else:
            runs.append([title, 1])
    out += [f"{count} {title}" for title, count in runs]
    return "\n".join(out) + "\n"


def check_deck(deck: Deck, library: CardLibrary) -> list[str]:
    """Every construction rule ``deck`` breaks, each naming its rule; [] if legal."""
    violations: list[str] = []
    for title in dict.fromkeys(deck.cards):
        if title not in library:
            line = deck.lines.get(title)
            at = f"line {line}: " if line is not None else ""
            violations.append(f"{at}unknown card {title!r}")
    if len(deck.cards) != DECK_SIZE:
        violations.append(
            f"{SETUP} — the deck has {len(deck.cards)} cards, it needs exactly {DECK_SIZE}"
        )
    for title, count in Counter(deck.cards).items():
        if count <= MAX_COPIES or title not in library:
            continue
        card = library.get(title)
        if BASIC_ENERGY_EXEMPT and card.type is CardType.ENERGY and card.basic:
            continue  # SD: Decision — Basic energy
        violations.append(
            f"{SETUP} — {count} copies of {title!r}: at most {MAX_COPIES} of any single card"
        )
    return violations


def validate_deck(deck: Deck, library: CardLibrary, path: str | Path = "<deck>") -> None:
    """Raise DeckError listing every violation if ``deck`` is not legal."""
    violations = check_deck(deck, library)
    if violations:
        raise DeckError(str(path), violations)
