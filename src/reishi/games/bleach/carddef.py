"""Bleach TCG card definitions: immutable, shared by every game state.

Every number, trait and text of a card is either ``documented`` — the card file names the
rule section that gives it — or provisional, the project's own, and shown as such
(docs/cards.md). Behaviour is attached by title from ``reishi.games.bleach.cards`` when
the library is loaded.
"""

from __future__ import annotations

from enum import StrEnum

import msgspec


class CardType(StrEnum):
    """ARD: Card Type — each card belongs to one of six types."""

    GUARDIAN = "guardian"
    ENERGY = "energy"
    CHARACTER = "character"
    ITEM = "item"
    BATTLEGROUND = "battleground"
    EVENT = "event"


class EnergyKind(StrEnum):
    """Rulebook: Guardian Cards — the three kinds of energy."""

    MIND = "mind"
    BODY = "body"
    SPIRIT = "spirit"


ENERGY_KINDS: tuple[EnergyKind, ...] = (EnergyKind.MIND, EnergyKind.BODY, EnergyKind.SPIRIT)

# Rulebook: "There are six stats total"; the documents name only these three, so the list
# is data: add the other three here (and to card files) when their names are known.
STATS: tuple[str, ...] = ("STR", "AGI", "SPP")


class Boost(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Boost value: discard from hand in battle to add ``value`` to the matching ``stat``."""

    stat: str
    value: int


class CardDef(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One card's printed data. ``cost`` None means "no energy cost" (ARD: No Energy Cost)."""

    title: str
    type: CardType
    text: str = ""
    cost: dict[EnergyKind, int] | None = None
    stats: dict[str, int] = {}
    boost: Boost | None = None
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    limit_per_deck: int | None = None
    # Field (see ``provenance_fields``) -> the citation of the document that gives it, e.g.
    # "stats.STR" = 'RB: The Queue — "tied at 6 STR"'. Every other field is provisional.
    documented: dict[str, str] = {}
    sample: bool = False  # the project's own sample card, not a printed one
    printing: int = 1  # later printings of a title replace earlier ones (RB: Most Recent ...)
    # guardians only
    power: int | None = None
    energy: dict[EnergyKind, int] | None = None
    characters: tuple[str, ...] = ()  # character names a (dual) guardian represents
    # energy cards only
    produces: EnergyKind | None = None
    # Bankai events only: the guardian character name it attaches to (ARD: Bankai Events)
    bankai_for: str | None = None

    @property
    def name(self) -> str:
        """ARD: Card Names, Versions — the large-type words before the version."""
        return self.title.split(" - ", 1)[0]

    @property
    def version(self) -> str:
        """ARD: Card Names, Versions — the small-type words under the name ('' if none)."""
        parts = self.title.split(" - ", 1)
        return parts[1] if len(parts) == 2 else ""

    @property
    def energy_cost(self) -> int:
        """Rulebook: Energy Cost — the sum of the printed energy values."""
        return 0 if self.cost is None else sum(self.cost.values())

    @property
    def is_unique(self) -> bool:
        """ARD: Uniqueness Rule — every non-event is unique unless Non-Unique."""
        return self.type is not CardType.EVENT and "Non-Unique" not in self.traits

    @property
    def provisional_fields(self) -> tuple[str, ...]:
        """The fields the documents do not give: the project's own (docs/cards.md)."""
        return tuple(f for f in provenance_fields(self) if f not in self.documented)

    @property
    def provisional(self) -> bool:
        """True if any number, trait or text of the card is the project's own."""
        return any(f not in self.documented for f in provenance_fields(self))

    def keyword_value(self, keyword: str) -> int:
        """Sum of the numbers after every printing of ``keyword`` ("Defensive 2" -> 2)."""
        total = 0
        for k in self.keywords:
            head, _, number = k.partition(" ")
            if head == keyword and number.lstrip("-").isdigit():
                total += int(number)
        return total

    def has_keyword(self, keyword: str) -> bool:
        """True if the card prints ``keyword`` (with or without a number)."""
        return any(k.split(" ", 1)[0] == keyword for k in self.keywords)


def provenance_fields(card: CardDef) -> tuple[str, ...]:
    """Each number, trait and text the card holds, as named in ``documented``.

    Whole numbers and texts by their field ("cost", "text", "boost"), stats, traits and
    keywords one by one ("stats.STR", "traits.Hollow"), so one documented stat does not
    vouch for the others.
    """
    fields: list[str] = []
    for name, present in (
        ("text", bool(card.text)),
        ("cost", card.cost is not None),
        ("boost", card.boost is not None),
        ("power", card.power is not None),
        ("energy", card.energy is not None),
        ("limit_per_deck", card.limit_per_deck is not None),
        ("produces", card.produces is not None),
        ("characters", bool(card.characters)),
        ("bankai_for", card.bankai_for is not None),
    ):
        if present:
            fields.append(name)
    fields += [f"stats.{stat}" for stat in card.stats]
    fields += [f"traits.{trait}" for trait in card.traits]
    fields += [f"keywords.{keyword}" for keyword in card.keywords]
    return tuple(fields)


_FIELD_LABELS = {
    "limit_per_deck": "copy limit",
    "bankai_for": "Bankai's guardian",
    "characters": "characters represented",
}


def field_label(field: str) -> str:
    """A provenance field in a player's words: "STR", "Hollow trait", "cost"."""
    group, _, item = field.partition(".")
    if group == "stats":
        return item
    if group == "traits":
        return f"{item} trait"
    if group == "keywords":
        return f"{item} keyword"
    return _FIELD_LABELS.get(field, field)
