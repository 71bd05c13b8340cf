"""Queue items and floating effects: immutable records shared freely between clones.

A game that lets players respond to effects keeps its pending ``QueueItem``s in its own
state; every game keeps its ``Floating`` effects in ``CoreState.floating``. How long a
floating effect lasts is named by the game (its own ``Duration`` enum), because "the end
of the turn" is common but the other durations are each game's own parts of a turn.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import msgspec


class ItemKind(StrEnum):
    """Why an item is on the queue."""

    EVENT = "event"  # a played card's own effect
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


class Floating(msgspec.Struct, frozen=True, kw_only=True):
    """A floating effect: independent of its source once created."""

    uid: int
    kind: str  # what the game does with it, e.g. "stat", "attack-limit", "replace-damage"
    controller: int
    duration: str  # a member of the game's own Duration enum (a StrEnum)
    target: int = -1  # card instance it applies to, or -1
    # The target's incarnation when created, for games that count how often a card has
    # left play: the effect applies only while the count is unchanged.
    incarnation: int = -1
    seat: int = -1  # the player it applies to, or -1
    data: tuple[Any, ...] = ()
    source_title: str = ""
    turn: int = 0
