"""Per-title facts computed once and shared by every state, for fast legality checks."""

from __future__ import annotations

from typing import Any

from reishi.games.soul_deck.carddef import (
    COLOUR_INDEX,
    CardDef,
    CardType,
    TargetKind,
    parse_cost,
    tier_of,
)
from reishi.games.soul_deck.decisions import HIERRO_DEFAULT
from reishi.games.soul_deck.library import TRANSFORMATIONS


class CardInfo:
    """What legality checks ask of a card, precomputed from its definition."""

    __slots__ = (
        "arterie",
        "colour",
        "coloured",
        "defn",
        "flash",
        "generic",
        "hierro",
        "is_char",
        "is_energy",
        "target",
        "tier",
        "total",
        "transform",
        "type",
        "vene",
        "views",
    )

    def __init__(self, defn: CardDef) -> None:
        self.defn = defn
        self.type = defn.type
        self.is_energy = defn.type is CardType.ENERGY
        self.is_char = defn.type is CardType.CHARACTER
        self.colour = COLOUR_INDEX[defn.produces] if defn.produces else -1
        if self.is_energy:
            self.generic, self.coloured = 0, (0, 0, 0, 0)
        else:
            self.generic, self.coloured = parse_cost(defn.cost)
        self.total = self.generic + sum(self.coloured)
        self.tier = tier_of(self.total)
        self.flash = defn.has_keyword("Flash Step")  # SD: KEYWORDS — Flash Step
        # SD: Decision — Hierro: "Hierro N" stops N of each instance of damage.
        self.hierro = (
            (defn.keyword_value("Hierro") or HIERRO_DEFAULT) if defn.has_keyword("Hierro") else 0
        )
        self.vene = defn.keyword_value("Blut Vene")
        self.arterie = defn.keyword_value("Blut Arterie")
        self.transform = next((k for k in TRANSFORMATIONS if defn.has_keyword(k)), "")
        targets = [e.target for e in defn.effects if e.target is not TargetKind.NONE]
        self.target = targets[0] if targets else TargetKind.NONE
        self.views: dict[object, Any] = {}  # CardViews that never change (view.py)
