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

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from reishi.engine.decktext import deck_runs, read_deck_file, read_deck_text
from reishi.engine.errors import DeckError
from reishi.games.soul_deck.carddef import CardType
from reishi.games.soul_deck.decisions import BASIC_ENERGY_EXEMPT
from reishi.games.soul_deck.library import CardLibrary

GAME = "soul-deck"
DECK_SIZE = 50  # SD: GAME SETUP — "Your main deck must contain exactly 50 cards."
MAX_COPIES = 3  # SD: GAME SETUP — "A maximum of 3 copies of any single card is allowed."
SETUP = "SD: GAME SETUP"


@dataclass(frozen=True, slots=True)
class Deck:
    """A Soul Deck deck: its name and 50 titles, one entry per copy."""

    name: str
    cards: tuple[str, ...]
    lines: Mapping[str, int] = field(default_factory=dict, compare=False, repr=False)


def parse_deck(text: str, path: str | Path = "<deck>") -> Deck:
    """Parse deck text; a DataError names the file and line of anything malformed."""
    parsed = read_deck_text(text, path, GAME, ("main",))
    cards: list[str] = []
    lines: dict[str, int] = {}
    for entry in parsed.entries:
        lines.setdefault(entry.title, entry.line)
        cards.extend([entry.title] * entry.count)
    return Deck(parsed.name, tuple(cards), lines)


def load_deck(path: str | Path) -> Deck:
    """Read and parse a ``.deck`` file."""
    return parse_deck(read_deck_file(path), path)


def deck_to_text(deck: Deck) -> str:
    """The deck in the ``.deck`` format (``parse_deck`` reads it back equal)."""
    out = [f"game: {GAME}", f"name: {deck.name}", "", "[main]"]
    out += [f"{count} {title}" for title, count in deck_runs(deck.cards)]
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
