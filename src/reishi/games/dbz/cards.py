"""The DBZ card model: one frozen record per printed card, normalised from the source data."""

from __future__ import annotations

import re
from enum import StrEnum

import msgspec

GAME = "dbz"

# The sets Panini America printed; every other set in the OCTGN data is fan-made.
RETAIL_SETS = frozenset(
    {
        "Set 1",
        "Heroes and Villains",
        "The Movie Collection",
        "Evolution",
        "Perfection",
        "Vengeance",
        "Awakening",
        "Promos",
    }
)


class CardType(StrEnum):
    """The seven card types of DBZ RB: Card Types, plus the Mastery and Main Personality."""

    MAIN_PERSONALITY = "Main Personality"
    MASTERY = "Mastery"
    PHYSICAL_COMBAT = "Physical Combat"
    ENERGY_COMBAT = "Energy Combat"
    EVENT = "Event"
    SETUP = "Setup"
    DRILL = "Drill"
    ALLY = "Ally"
    DRAGON_BALL = "Dragon Ball"


class Style(StrEnum):
    """DBZ RB: Card Types — Mastery: the six styles, and Freestyle for every non-Styled card."""

    BLACK = "Black"
    BLUE = "Blue"
    NAMEKIAN = "Namekian"
    ORANGE = "Orange"
    RED = "Red"
    SAIYAN = "Saiyan"
    FREESTYLE = "Freestyle"


class Alignment(StrEnum):
    """DBZ RB: Card Types — Alignment: Heroes and Villains; NONE for cards tied to neither."""

    HERO = "Hero"
    VILLAIN = "Villain"
    NONE = "None"


# Cards that stay in play as personalities (DBZ CRD: General — Personality).
PERSONALITY_TYPES = frozenset({CardType.MAIN_PERSONALITY, CardType.ALLY})

_NUMBER = re.compile(r"^([A-Za-z]*)0*(\d+)$")


class Card(msgspec.Struct, frozen=True, kw_only=True):
    """One DBZ card as printed (after the importer's recorded corrections)."""

    id: str
    title: str
    name: str
    sub_name: str | None = None
    type: CardType
    style: Style
    set_name: str
    number: str
    rarity: str | None = None
    level: int | None = None
    pur: int | None = None
    power_stages: tuple[int, ...] = ()
    alignment: Alignment = Alignment.NONE
    endurance: int = 0
    limit_per_deck: int = 3
    text: str = ""
    traits: tuple[str, ...] = ()
    retail: bool = False
    corrections: tuple[str, ...] = ()
    provisional: bool = False  # some data is the importer's reading, not the data's (corrections)

    @property
    def short_number(self) -> str:
        """The card number without leading zeros, as the rulings cite it ("C019" → "C19")."""
        return short_number(self.number)

    @property
    def is_styled(self) -> bool:
        """Whether the card belongs to a style (DBZ RB: Freestyle)."""
        return self.style is not Style.FREESTYLE

    @property
    def is_personality(self) -> bool:
        """Main Personalities and Allies are personalities (DBZ CRD: General — Personality)."""
        return self.type in PERSONALITY_TYPES


def short_number(number: str) -> str:
    """Strip leading zeros and upper-case the prefix of a card number ("c004" → "C4")."""
    match = _NUMBER.match(number.strip())
    if match is None:
        return number.strip().upper()
    return f"{match.group(1).upper()}{match.group(2)}"


def style_of_title(title: str) -> Style:
    """DBZ RB: Card Types — Freestyle: Styled when the title's first word names a style."""
    first = title.split(" ", 1)[0]
    for style in Style:
        if style is not Style.FREESTYLE and first == style.value:
            return style
    return Style.FREESTYLE
