"""Bleach Soul Deck card definitions: immutable, shared by every game state.

The ruleset prints no card list, so every card shipped here is the project's own sample
card (``sample = true``, ``provisional = true``). Behaviour is data: a card's ``effects``
are a tuple of :class:`Effect` records the rules interpret (ARCHITECTURE: Effects are
programs the engine interprets).
"""

from __future__ import annotations

import re
from enum import StrEnum

import msgspec

from reishi.games.soul_deck.decisions import COLOUR_NAMES


class CardType(StrEnum):
    """SD: CARD TYPES — four card types that need cost, plus Spiritual Energy."""

    CHARACTER = "character"
    TECHNIQUE = "technique"
    EQUIPMENT = "equipment"
    FIELD = "field"
    ENERGY = "energy"


class Faction(StrEnum):
    """SD: Paying Card Costs — the four factions, each with its colour letter."""

    SOUL_REAPER = "soul-reaper"
    ARRANCAR = "arrancar"
    QUINCY = "quincy"
    HUMAN = "human"


# SD: Paying Card Costs — "W = … (Soul Reaper), B = Black (Arrancar), U = Blue (Quincy),
# G = Gray (Human)". Index order is the order colours are listed in every cost vector.
COLOURS: tuple[str, ...] = ("W", "B", "U", "G")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
FACTION_COLOUR = {
    Faction.SOUL_REAPER: "W",
    Faction.ARRANCAR: "B",
    Faction.QUINCY: "U",
    Faction.HUMAN: "G",
}
assert set(COLOUR_NAMES) == set(COLOURS)

_COST = re.compile(r"^(\d*)([WBUG]*)$")


class EffectKind(StrEnum):
    """The effect primitives a card's behaviour is built from."""

    DAMAGE = "damage"  # deal ``amount`` damage to the target character
    HIT = "hit"  # deal ``amount`` damage to the opponent's Life Points
    HEAL = "heal"  # you gain ``amount`` Life Points
    DRAW = "draw"  # you draw ``amount`` cards
    BOOST = "boost"  # the target gets +``amount`` ``stat`` until end of turn
    DESTROY = "destroy"  # destroy the target character
    READY = "ready"  # ready the target character
    EXHAUST = "exhaust"  # exhaust the target character


class TargetKind(StrEnum):
    """Which card an effect acts on; a card has at most one target, chosen when played."""

    NONE = "none"
    ANY = "any-character"
    ENEMY = "enemy-character"
    OWN = "own-character"
    SELF = "self"  # the card itself (start-of-turn effects of characters)


TARGETED = frozenset(
    {EffectKind.DAMAGE, EffectKind.BOOST, EffectKind.DESTROY, EffectKind.READY, EffectKind.EXHAUST}
)


class Effect(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """One step of a card's behaviour."""

    do: EffectKind
    amount: int = 0
    target: TargetKind = TargetKind.NONE
    stat: str = ""  # "reiatsu" or "genryu" for boosts

    def describe(self) -> str:
        """Readable text of the step."""
        who = {
            TargetKind.ANY: "a character",
            TargetKind.ENEMY: "an opposing character",
            TargetKind.OWN: "your character",
            TargetKind.SELF: "this character",
            TargetKind.NONE: "",
        }[self.target]
        match self.do:
            case EffectKind.DAMAGE:
                return f"deal {self.amount} damage to {who}"
            case EffectKind.HIT:
                return f"deal {self.amount} damage to your opponent"
            case EffectKind.HEAL:
                return f"gain {self.amount} Life Points"
            case EffectKind.DRAW:
                return f"draw {self.amount}"
            case EffectKind.BOOST:
                return f"{who} gets +{self.amount} {self.stat.capitalize()} until end of turn"
            case EffectKind.DESTROY:
                return f"destroy {who}"
            case EffectKind.READY:
                return f"ready {who}"
            case EffectKind.EXHAUST:
                return f"exhaust {who}"
        return self.do.value  # pragma: no cover - every kind is matched above


class StatBonus(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """A constant bonus: an Equipment's to its character, a Field's to matching characters."""

    reiatsu: int = 0
    genryu: int = 0
    faction: Faction | None = None  # Fields: only characters of this faction (None: all)


class Requirement(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """What a transformation needs besides the character it replaces.

    SD: Shikai/Bankai/Resurrección — transformations are "often requiring specific
    conditions or tributes to be played": each card writes its own.
    """

    tributes: int = 0  # other characters of yours tributed as well
    life_at_most: int | None = None  # your Life Points are at most this
    damaged: bool = False  # the character it replaces has taken damage this turn
    burial_at_least: int = 0  # cards in your Soul Burial

    def describe(self) -> str:
        """Readable text of the requirement."""
        parts = []
        if self.tributes:
            parts.append(f"tribute {self.tributes} other character(s)")
        if self.life_at_most is not None:
            parts.append(f"your Life Points are {self.life_at_most} or less")
        if self.damaged:
            parts.append("the character it replaces took damage this turn")
        if self.burial_at_least:
            parts.append(f"{self.burial_at_least}+ cards in your Soul Burial")
        return "; ".join(parts)


class CardDef(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One card's printed data."""

    title: str
    type: CardType
    faction: Faction | None = None
    cost: str = ""  # e.g. "4BB": generic part, then one letter per coloured energy
    reiatsu: int | None = None  # characters: attack power (SD: RESOURCES)
    genryu: int | None = None  # characters: the damage that destroys it in one turn
    keywords: tuple[str, ...] = ()
    transforms: str | None = None  # Shikai/Bankai/Resurrección: the character name replaced
    requires: Requirement | None = None  # a transformation's own conditions and tributes
    produces: str | None = None  # Spiritual Energy: its colour letter
    basic: bool = False  # basic Spiritual Energy (see docs: Decision — Basic energy)
    effects: tuple[Effect, ...] = ()  # Techniques on resolving, Characters on entering
    upkeep: tuple[Effect, ...] = ()  # "at the start of your turn" (SD: TURN PHASES)
    bonus: StatBonus | None = None  # Equipment: to its character; Field: to characters
    text: str = ""
    sample: bool = False
    provisional: bool = False
    provisional_note: str = ""

    @property
    def name(self) -> str:
        """The character's name: the title before " - " (transformations name it)."""
        return self.title.split(" - ", 1)[0]

    def keyword_value(self, keyword: str) -> int:
        """The number after ``keyword`` ("Hierro 2" -> 2); 0 if the card lacks it."""
        for k in self.keywords:
            head, _, number = k.rpartition(" ")
            if head == keyword and number.isdigit():
                return int(number)
        return 0

    def has_keyword(self, keyword: str) -> bool:
        """True if the card prints ``keyword`` (with or without a number)."""
        return any(k == keyword or k.rpartition(" ")[0] == keyword for k in self.keywords)


def parse_cost(cost: str) -> tuple[int, tuple[int, int, int, int]]:
    """``"4BB"`` -> (4, (0, 2, 0, 0)): the generic part and the coloured letters by colour."""
    m = _COST.match(cost)
    if m is None or not cost:
        raise ValueError(f"cost {cost!r} is not a number followed by colour letters (W B U G)")
    coloured = [0, 0, 0, 0]
    for letter in m.group(2):
        coloured[COLOUR_INDEX[letter]] += 1
    return int(m.group(1) or 0), (coloured[0], coloured[1], coloured[2], coloured[3])


def tier_of(total_cost: int) -> int:
    """SD: SUMMONING CHARACTERS — tier 1 costs 1–3, tier 2 costs 4–6, tier 3 costs 7+."""
    if total_cost >= 7:
        return 3
    return 2 if total_cost >= 4 else 1
