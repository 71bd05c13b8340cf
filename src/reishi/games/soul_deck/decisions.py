"""Every ruling the Soul Deck document leaves open, and every house rule, by name.

Where the document is silent or contradicts itself, the ruling is a constant here, each
explained in ``docs/games/soul_deck.md`` (section "Decisions") and pinned by a scenario
citing "SD: Decision — <name>", so changing one's mind is an edit here plus that
scenario's expectation. Where the document is clear, the game follows its text, and the
project's own house rules are *variants* a game is started with
(``reishi play soul-deck --variant NAME``, the game option ``variants``), recorded in
replays like any other option.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from reishi.engine.errors import DataError
from reishi.engine.records import rebuilt_from_fields

# Decision — W is White. SD: Paying Card Costs lists "W = Red (Soul Reaper)" and then says
# "the W must be one White energy". The letter is what cards print; we name its colour
# White, as every other letter is its colour's initial (B Black, G Gray, U as in blUe).
COLOUR_NAMES = {"W": "White", "B": "Black", "U": "Blue", "G": "Gray"}

# Decision — Blockers per attacker: blocks are pairs (SD: COMBAT "the attacker and
# blocker deal their Reiatsu as damage to each other"), so one blocker per attacker.
MAX_BLOCKERS_PER_ATTACKER = 1

# Decision — Flash Step chains: responses chain without limit, last in first out.
# A number here caps how many responses may sit above the first card on the stack.
MAX_RESPONSES: int | None = None

# Decision — Response windows: SD: Flash Step "at any time, including on your opponent's
# turn". A window opens in every phase (the labels below, in turn order; "Main 1" and
# "Main 2" when the active player moves on, the opponent answering first), before
# attackers, after attackers and after blockers are declared, and after every card or
# ability played. A window is offered only to a seat that can use something in it.
RESPONSE_WINDOWS = (
    "Restoration",
    "Upkeep",
    "Draw",
    "Main 1",
    "before attackers",
    "attackers declared",
    "blockers declared",
    "Main 2",
    "End",
)
# The variant "few-windows" keeps only these (the windows of the first version).
FEW_WINDOWS = ("attackers declared", "blockers declared", "End")

# Decision — Hierro: "Hierro N" prints how much; each instance of damage the character
# takes is reduced by N (never below 0). A bare "Hierro" reduces by this much.
HIERRO_DEFAULT = 1

# Decision — Tier 3 tributes. SD: Tier 3 (Cost 7+) — "tributing one or two Characters you
# control": any one character, or any two. The variant "tier3-worth" is the house rule: a
# tribute is worth 1 if it is tier 1 and 2 if it is tier 2 or 3, and tier 3 needs worth 2.
TIER3_MAX_TRIBUTES = 2
TIER3_TRIBUTE_WORTH = 2

# Decision — Basic energy: basic Spiritual Energy is exempt from the 3-copy limit
# (SD: Card Limit). Three copies of each of the four would be 12 energy in 50 cards at
# one a turn; a tier-3 cost of 7 would come on turn 28 on average, past the middle of the
# deck. Every other card, energy that is not basic included, keeps the limit.
BASIC_ENERGY_EXEMPT = True
MAX_COPIES = 3  # SD: Card Limit — "A maximum of 3 copies of any single card is allowed."

# Decision — Energy and slots: Spiritual Energy sits in the Support Zone without filling
# one of its five slots (else no tier-3 cost of 7+ could ever be paid).
ENERGY_USES_SLOT = False

# Decision — One mulligan: at most one mulligan per player (SD: Mulligan "You may shuffle").
MULLIGANS = 1

# Decision — Summoning sickness: the document has none, so by default a character may
# attack the turn it entered play. The variant "summoning-sickness" forbids it.

# Decision — One Field for the table: a new Field replaces the one in play, whoever owns it.
SHARED_FIELD = True

# Decision — Hand size: discard down to this many in your End Phase (SD: End Phase).
MAX_HAND = 6

# Decision — Automatic payment. SD: The Number (Generic Cost) "can be paid with Spiritual
# Energy of ANY color": which sources pay is the player's choice, asked only when it
# matters (two ways of paying leave different energy ready). The variant
# "automatic-payment" never asks: letters take their colour, the number the colour with
# the most ready sources (ties: the first in W, B, U, G order).

# Decision — Damage wears off: damage counts "in a single turn" (SD: Damage Step). It is
# removed in the End Phase together with "until end of turn" effects, so losing a bonus
# never destroys; False would keep it until the next turn begins.
DAMAGE_WEARS_OFF_WITH_EFFECTS = True

# Decision — Blocking does not exhaust: SD: Declare Blockers exhausts nobody.
BLOCKING_EXHAUSTS = False

# Decision — Blocked stays blocked: an attacker whose blocker left combat deals no damage
# to the player.
BLOCKED_STAYS_BLOCKED = True

# Decision — Fizzle: a card or ability whose target (or the character it replaces) left
# play does nothing; a fizzled card goes to this zone of its owner.
FIZZLED_CARD_GOES_TO = "burial"  # or "hand"

# Decision — Transformations: Shikai and Resurrección replace the named character's base
# form, Bankai its Shikai (the form each replaces, "" for the base), in the same slot,
# without tier tributes (the replaced character is the price); a card may add its own
# conditions and tributes in its data (``requires``). The new card keeps what
# TRANSFORM_KEEPS lists; the old one goes to the Soul Burial.
TRANSFORM_REPLACES = {"Shikai": "", "Bankai": "Shikai", "Resurrección": ""}
TRANSFORM_PAYS_TIER_TRIBUTES = False
TRANSFORM_KEEPS = frozenset({"damage", "exhausted", "entered", "equipment"})

# Decision — Blut: Blut Vene N (+N Genryu) and Blut Arterie N (+N Reiatsu) last until end
# of turn and cost one Blue energy (generic, then W B U G); a character activates at most
# this many of them a turn (so never both in one turn), whenever its player has priority.
BLUT_COST: tuple[int, tuple[int, int, int, int]] = (0, (0, 0, 1, 0))
BLUT_PER_CHARACTER_PER_TURN = 1

# Decision — Simultaneous defeat: both players at 0 Life Points at once is a draw.
BOTH_AT_ZERO_IS_DRAW = True

VARIANTS: dict[str, str] = {
    "summoning-sickness": "a character cannot attack the turn it entered play "
    "(SD: Decision — Summoning sickness)",
    "tier3-worth": "a tier-3 character needs one tier-2+ tribute or two tier-1 tributes "
    "(SD: Decision — Tier 3 tributes)",
    "automatic-payment": "energy is never chosen: the number takes the most plentiful colour "
    "(SD: Decision — Automatic payment)",
    "few-windows": "Flash Step only after plays, attackers, blockers and in the End Phase "
    "(SD: Decision — Response windows)",
}
"""The house rules a game may be started with, each with what it changes."""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The variants one game is played with (immutable, shared by every clone)."""

    summoning_sickness: bool = False
    tier3_worth: bool = False
    automatic_payment: bool = False
    windows: frozenset[str] = frozenset(RESPONSE_WINDOWS)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (engine/records.py), on both builds."""
        return rebuilt_from_fields(self)

    @property
    def names(self) -> tuple[str, ...]:
        """The variants in force, by name."""
        chosen = (
            ("summoning-sickness", self.summoning_sickness),
            ("tier3-worth", self.tier3_worth),
            ("automatic-payment", self.automatic_payment),
            ("few-windows", self.windows == frozenset(FEW_WINDOWS)),
        )
        return tuple(name for name, on in chosen if on)


def house_rules(options: Mapping[str, Any]) -> HouseRules:
    """The variants named by the game option ``variants`` (a name or a list of names)."""
    raw = options.get("variants", ())
    names = [raw] if isinstance(raw, str) else raw
    if not isinstance(names, list | tuple) or not all(isinstance(n, str) for n in names):
        raise DataError(
            "<options>", "variants is a variant name or a list of them", field="variants"
        )
    unknown = [n for n in names if n not in VARIANTS]
    if unknown:
        raise DataError(
            "<options>",
            f"unknown Soul Deck variant {unknown[0]!r} (known: {', '.join(VARIANTS)})",
            field="variants",
        )
    return HouseRules(
        summoning_sickness="summoning-sickness" in names,
        tier3_worth="tier3-worth" in names,
        automatic_payment="automatic-payment" in names,
        windows=frozenset(FEW_WINDOWS if "few-windows" in names else RESPONSE_WINDOWS),
    )
