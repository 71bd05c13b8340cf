"""``reishi deck check/show`` for Bleach decks (Rulebook: Beginning a New Game; ARD: Side Deck)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from reishi.engine.extensions import Line, Listing, Report, Tone, check_report
from reishi.games.bleach.carddef import ENERGY_KINDS, CardDef
from reishi.games.bleach.decks import check_deck as check_rules
from reishi.games.bleach.decks import load_deck
from reishi.games.bleach.library import CardLibrary, load_library

LEGEND = "* provisional numbers or text, † sample card (docs/cards.md)"


def check_deck_file(path: Path, cards: Sequence[Path] = ()) -> Report:
    """Every construction rule the deck at ``path`` breaks, with the shipped or given cards."""
    deck = load_deck(path)
    library = load_library(list(cards) or None)
    return check_report(path, deck.name, check_rules(deck, library, path))


def show_deck_file(path: Path, cards: Sequence[Path] = ()) -> Report:
    """The guardian, main deck and side deck, each card with its type, cost and marks."""
    deck = load_deck(path)
    library = load_library(list(cards) or None)
    blocks: list[Line | Listing] = [Line(f"{deck.name}  ({path})", Tone.STRONG)]
    guardian = _card(library, deck.guardian)
    if guardian is None:
        blocks.append(Line(f"Guardian: {deck.guardian or '(none)'}"))
    else:
        energy = ", ".join(f"{k} {v}" for k, v in (guardian.energy or {}).items())
        blocks.append(
            Line(
                f"Guardian: {guardian.title}{marks(guardian)} — power {guardian.power}, "
                f"energy {energy}"
            )
        )
    for label, titles in (("Main deck", deck.main), ("Side deck", deck.side)):
        rows = []
        for title, count in Counter(titles).items():
            card = _card(library, title)
            kind = str(card.type) if card else "unknown card"
            rows.append([str(count), title + (marks(card) if card else ""), kind, cost(card)])
        blocks.append(
            Listing(f"{label} ({len(titles)} cards)", ["#", "Card", "Type", "Cost"], rows)
        )
    blocks.append(Line(LEGEND, Tone.DIM))
    return Report(blocks=blocks)


def _card(library: CardLibrary, title: str) -> CardDef | None:
    return library.get(title) if title in library else None


def marks(card: CardDef) -> str:
    """``*`` after a provisional card, ``†`` after a sample card (docs/cards.md)."""
    return ("*" if card.provisional else "") + ("†" if card.sample else "")


def cost(card: CardDef | None) -> str:
    """The energy cost as ``1M 2B``; ``-`` for none."""
    if card is None or card.cost is None:
        return "-"
    amounts = card.cost
    return " ".join(f"{amounts[k]}{k[0].upper()}" for k in ENERGY_KINDS if amounts.get(k))
