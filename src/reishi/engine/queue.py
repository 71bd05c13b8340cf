"""Queue items and floating effects: immutable records shared freely between clones."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import msgspec


class ItemKind(StrEnum):
    """Why an item is on the queue."""

    EVENT = "event"
    ACTIVATED = "activated"
    TRIGGERED = "triggered"
    MECHANIC = "mechanic"  # a game mechanic that uses the queue without being an effect


class QueueItem(msgspec.Struct, frozen=True, kw_only=True):
    """One pending item: who controls it, where it came from, what it will do."""

    uid: int  # unique within a game, so cancel effects can name an item stably
    kind: ItemKind
    controller: int
    source: int  # card instance id it came from (-1 for none)
    ability: Any  # the game's effect program, interpreted on resolution
    targets: tuple[int, ...] = ()
    data: tuple[Any, ...] = ()  # extra bound values (e.g. the card, stat and amount it adds)


class Duration(StrEnum):
    """How long a floating effect lasts."""

    END_OF_TURN = "end-of-turn"
    END_OF_BATTLE = "end-of-battle"
    WHILE_IN_PLAY = "while-in-play"  # bound to a card's incarnation (ARD: Card Memory)
    NEXT_USE = "next-use"  # consumed the first time it applies
    GAME = "game"


class Floating(msgspec.Struct, frozen=True, kw_only=True):
    """A floating effect: independent of its source once created (ARD: Floating Effect)."""

    uid: int
    kind: str  # what the game does with it, e.g. "stat", "attack-limit", "replace-damage"
    controller: int
    duration: Duration
    target: int = -1  # card instance it applies to, or -1
    incarnation: int = -1  # the target's incarnation when created
    seat: int = -1  # the player it applies to, or -1
    data: tuple[Any, ...] = ()
    source_title: str = ""
    turn: int = 0
