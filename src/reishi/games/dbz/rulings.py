"""Cards the Comprehensive Rulings Document re-words: "Treat this card as if it reads …".

Each entry quotes the ruled text from DBZ CRD: Individual Card Rulings, keyed by the card's
title and the card numbers the ruling names. The compiler reads these instead of the
printed text. Rulings that only explain timing (no re-wording) are not listed here.
"""

from __future__ import annotations

import re

import msgspec


class Ruling(msgspec.Struct, frozen=True):
    """One re-wording: the card, the numbers the CRD cites, and the quoted ruled text."""

    title: str
    numbers: tuple[str, ...]
    text: str
    section: str


RULED_TEXTS: tuple[Ruling, ...] = (
    Ruling(
        "Goku - Super Saiyan",
        ("S8",),
        "Search your Life Deck, discard pile, and Banished Zone for a total of up to 5 Drills "
        "and place them into play.",
        "Premiere Set",
    ),
    Ruling(
        "Namekian Knowledge Mastery",
        ("S30", "R145"),
        "Whenever your effects Rejuvenate or shuffle cards into your Life Deck during combat, "
        "raise your anger 1 level. Whenever a Dragon Ball enters play, your opponent destroys "
        "the top card of his Life Deck. While you control 1 Dragon Ball, it cannot be captured "
        "by a critical damage effect.",
        "Premiere Set",
    ),
    Ruling(
        "Blue Guard",
        ("S65",),
        "(If this card would be discarded from your hand by a card effect, you may banish it "
        "instead to draw a card). Stops an energy attack.",
        "Premiere Set",
    ),
    Ruling(
        "Black Punishment",
        ("C19",),
        "Energy attack costing 2 stages. DAMAGE: 4 life cards. Raise your anger 1 level. HIT: "
        "Until the start of your next turn, whenever a card banishes itself after use your "
        "opponent destroys the top card of his Life Deck.",
        "Premiere Set",
    ),
    Ruling(
        "Black Scout Maneuver",
        ("R126", "P16"),
        "(Banish after use.) POWER: Name a Physical Combat, Energy Combat, or Event card. Search "
        "your opponent's Life Deck for all copies of that card and banish them.",
        "Premiere Set",
    ),
    Ruling(
        "Piccolo's Special Beam Cannon",
        ("P17",),
        "Energy attack costing 2 stages. DAMAGE: 3 life cards. Rejuvenate 1. HIT: Name two "
        "different non-Dragon Ball cards. Search your opponent's Life Deck for 1 copy of each "
        "card and banish them.",
        "Premiere Set",
    ),
    Ruling(
        "Orange Crashing Drill",
        ("C40",),
        "When this card is entering play during combat, your opponent destroys the top card of "
        "his Life Deck. When this card is leaving play during combat, your opponent destroys "
        "the top card of his Life Deck.",
        "Heroes & Villains",
    ),
    Ruling(
        "Saiyan Outrage",
        ("R127",),
        "(Banish after use.) Power: Stops a physical or energy attack. If the defending "
        "personality has a higher power level than the attacking personality, then at the end "
        "of combat you may search your Life Deck for a card that can attach to your MP and "
        "place it into play attached.",
        "Heroes & Villains",
    ),
    Ruling(
        "Isolation",
        ("R131",),
        "(Banish after use.) Instant Power: Use when entering combat. Drills and Allies lose all "
        "effects until the end of combat. Allies cannot make actions nor have damage redirect "
        "to them this combat.",
        "Heroes & Villains",
    ),
    Ruling(
        "Dr. Wheelo - Intelligent",
        ("C5",),
        "(Villains only.) POWER: Banish “Dr. Wheelo” to choose an Ally, Drill, or Setup in "
        "play and shuffle that card into its owner's Life Deck.",
        "The Movie Collection",
    ),
    Ruling(
        "Namekian Mouth Beam",
        ("C28",),
        "(Banish after use.) ENDURANCE 1. Energy attack costing 2 stages. DAMAGE: 4 life cards. "
        "HIT: Choose a Styled card with a shield icon in your discard pile and Rejuvenate it.",
        "The Movie Collection",
    ),
    Ruling(
        "Orange Stare Down",
        ("P9",),
        "Energy attack costing 2 stages. DAMAGE: 4 life cards. Banish an opponent's Setup, "
        "Drill, or Ally.",
        "The Movie Collection",
    ),
    Ruling(
        "Red Shoulder Grab",
        ("P4",),
        "Physical attack. DAMAGE: AT +3 stages. Raise your anger 1 level. For the remainder of "
        "combat, all of your other attacks are considered to deal critical damage.",
        "The Movie Collection",
    ),
)

_BY_TITLE = {re.sub(r"[^a-z0-9]", "", r.title.lower()): r for r in RULED_TEXTS}


def ruling_for(title: str, number: str | None = None) -> Ruling | None:
    """The re-wording that applies to a card, matched by title (the number disambiguates)."""
    ruling = _BY_TITLE.get(re.sub(r"[^a-z0-9]", "", title.lower()))
    if ruling is None:
        return None
    return ruling


def ruled_text(title: str, number: str | None = None) -> str | None:
    """The ruled text of a card, or None when the rulings do not re-word it."""
    ruling = ruling_for(title, number)
    return None if ruling is None else ruling.text


# DBZ CRD: Individual Card Rulings — cards treated as another kind of Power: "instant" (U144
# Quickness Drill: once per turn) or "instant and continuous" (C60 Combination Drill: it must be
# used whenever you enter combat; U71 Trunks - Bashful: even when the MP is more than one stage
# above zero).
RULED_KINDS: dict[str, str] = {
    "quicknessdrill": "instant",
    "combinationdrill": "instant and continuous",
    "trunksbashful": "instant and continuous",
}


def ruled_kind(title: str) -> str | None:
    """The kind of Power the rulings treat a card's Power as, or None."""
    return RULED_KINDS.get(re.sub(r"[^a-z0-9]", "", title.lower()))
