"""The Soul Deck game state: the engine's core state plus life, damage and combat."""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import Any

import msgspec

from reishi.engine.state import CoreState
from reishi.games.soul_deck.decisions import HouseRules

STARTING_LIFE = 30  # SD: GAME SETUP — "Each player starts with 30 Life Points."


class Zone(IntEnum):
    """A seat's zones (SD: THE BATTLEFIELD); zone code = ``seat * len(Zone) + zone``."""

    DECK = 0
    HAND = 1
    BURIAL = 2  # Soul Burial, the discard pile (oldest first)
    CHARACTERS = 3  # the Character Zone, five slots in order
    SUPPORT = 4  # the Support Zone: Spiritual Energy and Equipment
    FIELD = 5  # the Field slot
    STACK = 6  # played, waiting on the response stack (out of play)


ZONE_COUNT = len(Zone)
_ZONES = tuple(Zone)
IN_PLAY = frozenset({Zone.CHARACTERS, Zone.SUPPORT, Zone.FIELD})


def zone_code(seat: int, zone: Zone) -> int:
    """The engine zone index of a seat's zone."""
    return seat * ZONE_COUNT + zone


class Duration(StrEnum):
    """How long a floating effect lasts: every one here ends with the turn."""

    END_OF_TURN = "end-of-turn"  # "until end of turn" (SD: TURN PHASES — End Phase)


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    """The pending decision: who decides, what kind, and what is asked."""

    kind: str
    seat: int
    prompt: str = ""


class SoulDeckState(CoreState):
    """A Soul Deck game: two seats, life points, per-turn damage, combat and the stack."""

    CARD_FIELDS = (
        *CoreState.CARD_FIELDS,
        "info",
        "damage",
        "exhausted",
        "entered",
        "incarnation",
    )

    __slots__ = (
        "active",
        "attackers",
        "blocks",
        "damage",
        "energy_played",
        "entered",
        "exhausted",
        "house",
        "incarnation",
        "info",
        "life",
        "moves",
        "mulligans",
        "next_uid",
        "passes",
        "phase",
        "prio",
        "quiet",
        "stack",
    )

    def __init__(self, seed: int = 0) -> None:
        # A default: the compiled build makes a blank state to clone or unpickle into.
        super().__init__(2, ZONE_COUNT, seed)
        self.info: list[Any] = []  # shared: instance id -> CardInfo
        self.exhausted: list[bool] = []  # per card: exhausted, not ready (SD: TURN PHASES)
        self.entered: list[int] = []  # per card: the turn it entered play, -1 out of play
        self.incarnation: list[int] = []  # per card: bumps when it leaves play
        self.stack: list[Any] = []  # the response stack of QueueItems, last in first out
        self.life = [STARTING_LIFE, STARTING_LIFE]
        self.damage: list[int] = []  # damage each card took this turn (SD: COMBAT)
        self.active = 0
        self.energy_played = False  # SD: Main Phase 1 — ONE Spiritual Energy per turn
        self.attackers: list[int] = []
        self.blocks: list[tuple[int, int]] = []  # (blocker, attacker), in declaration order
        self.mulligans = [0, 0]
        self.prio = -1
        self.passes = 0
        self.next_uid = 0
        self.phase = "setup"
        self.house = HouseRules()  # the variants in force: none unless the options name some
        # Per seat: cards moved into or out of its zones so far (place), which is what the
        # response-window test reads.
        self.moves = [0, 0]
        # Per seat: its ``moves`` when it held no Flash Step card and no Blut character, so
        # nothing to respond with until one of its cards moves (legal.instant_actions); -1
        # unknown. A clone starts without it: determinisation re-deals without moving cards.
        self.quiet = [-1, -1]

    def new_card(self, definition: Any, owner: int, zone: int) -> int:
        """Create a card instance in ``zone``: ready, out of play, first incarnation."""
        cid = super().new_card(definition, owner, zone)
        self.exhausted.append(False)
        self.entered.append(-1)
        self.incarnation.append(0)
        return cid

    def clone_extra(self, new: Any) -> None:
        """Copy the Soul-Deck mutable fields (flat lists and scalars only)."""
        new.info = self.info
        new.exhausted = self.exhausted[:]
        new.entered = self.entered[:]
        new.incarnation = self.incarnation[:]
        new.stack = self.stack[:]
        new.life = self.life[:]
        new.damage = self.damage[:]
        new.active = self.active
        new.energy_played = self.energy_played
        new.attackers = self.attackers[:]
        new.blocks = self.blocks[:]
        new.mulligans = self.mulligans[:]
        new.prio = self.prio
        new.passes = self.passes
        new.next_uid = self.next_uid
        new.phase = self.phase
        new.house = self.house
        new.moves = self.moves[:]
        new.quiet = [-1, -1]

    def place(self, card: int, zone: int, *, bottom: bool = False) -> None:
        """Move ``card`` (CoreState.place), counting the move for both seats' zones it
        touches (see ``quiet``)."""
        old = self.zone[card]
        if old >= 0:
            self.moves[old // ZONE_COUNT] += 1
        self.moves[zone // ZONE_COUNT] += 1
        CoreState.place(self, card, zone, bottom=bottom)

    def uid(self) -> int:
        """A fresh identifier for a stack item or floating effect."""
        self.next_uid += 1
        return self.next_uid

    def cards_in(self, seat: int, zone: Zone) -> list[int]:
        """The live list of card ids in a seat's zone."""
        return self.zones[seat * ZONE_COUNT + zone]

    def zone_of(self, card: int) -> Zone:
        """Which zone kind a card is in."""
        return _ZONES[self.zone[card] % ZONE_COUNT]

    def seat_of_zone(self, card: int) -> int:
        """The seat whose zone holds the card."""
        return self.zone[card] // ZONE_COUNT
