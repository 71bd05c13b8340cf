"""The toy race's state: the engine's core state plus each seat's power."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

import msgspec

from reishi.engine.state import CoreState


class Zone(IntEnum):
    """A seat's zones; the engine zone code of (seat, zone) is ``seat * len(Zone) + zone``."""

    DECK = 0
    HAND = 1
    PLAYED = 2


def zone_code(seat: int, zone: Zone) -> int:
    """The engine zone index of a seat's zone."""
    return seat * len(Zone) + zone


class Card(msgspec.Struct, frozen=True):
    """A card definition: just its number."""

    value: int


class ToyState(CoreState):
    """The engine's core state (cards, zones, log, seeded chance) plus each seat's power."""

    __slots__ = ("power",)

    def __init__(self, seed: int) -> None:
        super().__init__(2, len(Zone), seed)
        self.power = [0, 0]

    def clone_extra(self, new: Any) -> None:
        """Copy the toy's own mutable field."""
        new.power = self.power[:]

    def cards_in(self, seat: int, zone: Zone) -> list[int]:
        """The live list of card ids in a seat's zone."""
        return self.zones[zone_code(seat, zone)]
