"""``reishi cards search/show`` for Soul Deck: the shipped TOML cards (or a given file)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import msgspec

from reishi.engine.errors import ReishiError
from reishi.engine.extensions import (
    Line,
    Listing,
    Report,
    Tone,
    check_fields,
    field_matches,
    holds_text,
)
from reishi.games.soul_deck.carddef import CardDef
from reishi.games.soul_deck.deck_tools import LEGEND, marks
from reishi.games.soul_deck.library import CardLibrary, load_library

CARD_FIELDS = {
    "type": "the card type: character, technique, equipment, field or energy",
    "faction": "the faction: soul-reaper, arrancar, quincy or human",
    "keyword": "a keyword the card prints (Shikai, Flash Step, …)",
}


def _library(source: Path | None) -> CardLibrary:
    return load_library(None if source is None else [source])


def _fields(card: CardDef) -> dict[str, str | tuple[str, ...]]:
    faction = card.faction.value if card.faction else ""
    return {"type": card.type.value, "faction": faction, "keyword": card.keywords}


def search_cards(
    query: str, where: Mapping[str, str], limit: int, source: Path | None = None
) -> Listing:
    """Cards whose title or text holds ``query`` and whose fields match ``where``."""
    check_fields(where, CARD_FIELDS)
    found = [
        card
        for card in _library(source)
        if holds_text(query, card.title, card.text)
        and all(field_matches(_fields(card)[k], v) for k, v in where.items())
    ]
    rows = [
        [
            card.title + marks(card),
            card.type.value,
            card.faction.value if card.faction else "-",
            card.cost or "-",
            "-" if card.reiatsu is None else f"R{card.reiatsu}/G{card.genryu}",
            ", ".join(card.keywords) or "-",
        ]
        for card in found[:limit]
    ]
    columns = ["Title", "Type", "Faction", "Cost", "Stats", "Keywords"]
    return Listing(f"{len(found)} card(s)", columns, rows)


def show_card(title: str, source: Path | None = None) -> Report:
    """Every printed field of one card, with its honesty marks."""
    library = _library(source)
    if title not in library:
        raise ReishiError(f"no card titled {title!r}: try `reishi cards search soul-deck`")
    card = library.get(title)
    blocks: list[Line | Listing] = [Line(card.title + marks(card), Tone.STRONG)]
    for key, value in msgspec.to_builtins(card).items():
        if key != "title":
            blocks.append(Line(f"{key}: {value}"))
    blocks.append(Line(LEGEND, Tone.DIM))
    return Report(blocks=blocks)
