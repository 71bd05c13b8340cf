"""``reishi deck check/show`` for Soul Deck decks (SD: GAME SETUP)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from reishi.engine.extensions import Line, Listing, Report, Tone, check_report
from reishi.games.soul_deck.carddef import CardDef
from reishi.games.soul_deck.decks import check_deck, load_deck
from reishi.games.soul_deck.library import CardLibrary, load_library

LEGEND = "* provisional numbers or text, † sample card (docs/cards.md)"


def check_deck_file(path: Path, cards: Sequence[Path] = ()) -> Report:
    """Every rule of SD: GAME SETUP the deck at ``path`` breaks, with the shipped or given cards."""
    deck = load_deck(path)
    return check_report(path, deck.name, check_deck(deck, load_library(list(cards) or None)))


def show_deck_file(path: Path, cards: Sequence[Path] = ()) -> Report:
    """The deck's cards, each with its type, faction and cost."""
    deck = load_deck(path)
    library = load_library(list(cards) or None)
    rows = []
    for title, count in Counter(deck.cards).items():
        card = _card(library, title)
        if card is None:
            rows.append([str(count), title, "unknown card", "-", "-"])
            continue
        faction = card.faction.value if card.faction else "-"
        rows.append([str(count), title + marks(card), card.type.value, faction, card.cost or "-"])
    return Report(
        blocks=[
            Line(f"{deck.name}  ({path})", Tone.STRONG),
            Listing(
                f"Deck ({len(deck.cards)} cards)", ["#", "Card", "Type", "Faction", "Cost"], rows
            ),
            Line(LEGEND, Tone.DIM),
        ]
    )


def _card(library: CardLibrary, title: str) -> CardDef | None:
    return library.get(title) if title in library else None


def marks(card: CardDef) -> str:
    """``*`` after a provisional card, ``†`` after a sample card (docs/cards.md)."""
    return ("*" if card.provisional else "") + ("†" if card.sample else "")
