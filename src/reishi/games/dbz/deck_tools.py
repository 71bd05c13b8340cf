"""``reishi deck check/show/import`` for DBZ decks (DBZ RB: Making a Deck; OCTGN ``.o8d``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from reishi.engine.decktext import read_deck_file
from reishi.engine.errors import DataError
from reishi.engine.extensions import Line, Listing, Report, Tone, check_report
from reishi.games.dbz.decks import check_deck, format_deck, from_o8d, parse_deck
from reishi.games.dbz.library import CardPool, load_pool

DECK_IMPORT_SUFFIXES = (".o8d",)  # OCTGN's deck files


def _pool(cards: Sequence[Path]) -> CardPool:
    """The card store given (a folder), else the user's store or the shared data."""
    return load_pool(cards[0] if cards else None)


def check_deck_file(path: Path, cards: Sequence[Path] = ()) -> Report:
    """Every rule of DBZ RB: Making a Deck the deck at ``path`` breaks."""
    deck = parse_deck(read_deck_file(path), path)
    return check_report(path, deck.name, check_deck(deck, _pool(cards)))


def show_deck_file(path: Path, cards: Sequence[Path] = ()) -> Report:
    """The Main Personality levels, the Mastery and the Life Deck, each card's type and style."""
    deck = parse_deck(read_deck_file(path), path)
    pool = _pool(cards)
    blocks: list[Line | Listing] = [Line(f"{deck.name}  ({path})", Tone.STRONG)]
    for label, titles in (
        ("Main Personality", deck.personality),
        ("Mastery", deck.mastery),
        ("Life Deck", deck.main),
    ):
        rows = []
        for title, count in Counter(titles).items():
            card = pool.find(title)
            kind = card.type.value if card else "unknown card"
            rows.append([str(count), title, kind, card.style.value if card else "-"])
        blocks.append(
            Listing(f"{label} ({len(titles)} cards)", ["#", "Card", "Type", "Style"], rows)
        )
    return Report(blocks=blocks)


def import_deck(path: Path, cards: Sequence[Path] = ()) -> str:
    """An OCTGN ``.o8d`` deck in the ``.deck`` format, its cards matched by id in the store."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DataError(str(path), f"cannot read deck file: {exc.strerror or exc}") from None
    return format_deck(from_o8d(data, _pool(cards), str(path)))
