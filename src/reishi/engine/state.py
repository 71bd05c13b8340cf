"""Game state as plain data, laid out for cheap clones (ARCHITECTURE: State is data).

Card instances are integers. Per-card facts live in parallel lists indexed by instance id
(struct of arrays): the ones fixed at setup (definition, owner) are shared by every clone;
the ones that change are copied as flat lists, which costs a few microseconds in all.
Zones are ordered lists of instance ids; index 0 is the bottom, the last item the top.

The core holds only what the driver needs and what every game keeps: where each card is,
who controls it, what it is attached to, and the effects that outlast their source. A
game adds its own per-card facts (turned sideways, when it entered play, ...) under its
own words in its subclass, extending ``new_card`` and ``clone_extra``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from reishi.engine.events import Event, LogNode
from reishi.engine.rng import Rng

NOWHERE = -1


# Compiled in the optional build (compiled.py); a game whose state stays interpreted still
# subclasses it.
@mypyc_attr(allow_interpreted_subclasses=True)
class CoreState:
    """The game-agnostic part of every state; games subclass it and add their own fields."""

    CARD_FIELDS: ClassVar[tuple[str, ...]] = ("defs", "owner", "controller", "zone", "attached_to")
    """The lists indexed by card id; a game that adds per-card lists names them here too."""

    __slots__ = (
        "attached_to",
        "controller",
        "current_player",
        "decision",
        "defs",
        "end_reason",
        "first_player",
        "floating",
        "frames",
        "is_over",
        "legal_cache",
        "log_head",
        "options",
        "owner",
        "rng",
        "seats",
        "turn",
        "winner",
        "zone",
        "zones",
    )

    def __init__(self, seats: int, zones_per_seat: int, seed: int) -> None:
        self.seats = seats
        self.defs: list[Any] = []  # shared: instance id -> immutable card definition
        self.owner: list[int] = []  # shared: a card's owner never changes
        self.controller: list[int] = []
        self.zone: list[int] = []
        self.attached_to: list[int] = []  # the card it is attached to, NOWHERE if none
        self.zones: list[list[int]] = [[] for _ in range(seats * zones_per_seat)]
        self.rng = Rng(seed)
        self.log_head: LogNode | None = None
        self.frames: list[tuple[Any, ...]] = []  # continuation stack of the rules procedure
        self.decision: Any = None  # the pending decision record, None while advancing
        # Effects that outlast their source, as immutable records of the game's choosing.
        self.floating: list[Any] = []
        self.legal_cache: list[Any] | None = None
        self.current_player: int | None = None
        self.turn = 0
        self.first_player = 0  # the seat that took the first turn
        self.winner: int | None = None
        self.is_over = False
        self.end_reason = ""
        self.options: dict[str, Any] = {}

    # --- cards and zones -------------------------------------------------------------
    def new_card(self, definition: Any, owner: int, zone: int) -> int:
        """Create a card instance in ``zone`` (setup only: cards are never created later).

        A game with per-card facts of its own extends this to append their initial values.
        """
        cid = len(self.defs)
        self.defs.append(definition)
        self.owner.append(owner)
        self.controller.append(owner)
        self.zone.append(zone)
        self.attached_to.append(NOWHERE)
        self.zones[zone].append(cid)
        return cid

    def place(self, card: int, zone: int, *, bottom: bool = False) -> None:
        """Move ``card`` from wherever it is to the top (or bottom) of ``zone``."""
        old = self.zone[card]
        if old != NOWHERE:
            self.zones[old].remove(card)
        if bottom:
            self.zones[zone].insert(0, card)
        else:
            self.zones[zone].append(card)
        self.zone[card] = zone

    def zone_problems(self, cards: int) -> list[str]:
        """What breaks "each card is in the one zone it records" (``cards``: how many the game
        started with), one line each; empty when every card and zone agree."""
        # Checked after every fuzzed action, so it lives here, in the compiled build's core.
        problems = []
        count = len(self.defs)
        if count != cards:
            problems.append(f"{count} cards exist, {cards} at the start")
        for name in type(self).CARD_FIELDS:
            held = len(getattr(self, name))
            if held != count:
                problems.append(f"{name} holds {held} entries for {cards} cards")
        zone_of = self.zone
        seen = [0] * count
        for code, zone in enumerate(self.zones):
            for card in zone:
                if not 0 <= card < count:
                    problems.append(f"zone {code} holds #{card}, which does not exist")
                    continue
                seen[card] += 1
                if zone_of[card] != code:
                    problems.append(f"#{card} is listed in zone {code} but records {zone_of[card]}")
        problems += [f"#{card} is in {n} zones" for card, n in enumerate(seen) if n != 1]
        return problems

    def record(self, event: Event) -> None:
        """Append an event to the log (O(1), shared with clones)."""
        head = self.log_head  # log_append written out: asked several times per decision
        self.log_head = LogNode(event, head, 0 if head is None else head.index + 1)

    # --- pickling --------------------------------------------------------------------
    def __getstate__(self) -> dict[str, Any]:
        """Every field that is set, the game's own included (its subclass's slots)."""
        return {name: getattr(self, name) for name in _fields(type(self)) if hasattr(self, name)}

    def __setstate__(self, fields: dict[str, Any]) -> None:
        """Set the fields ``__getstate__`` gave."""
        for name, value in fields.items():
            setattr(self, name, value)

    # --- cloning ---------------------------------------------------------------------
    def clone(self) -> Any:
        """An independent copy: flat lists copied, immutable records and the log shared."""
        # Through the class's own __new__: a compiled class's runs its __init__ with no
        # arguments (so a compiled state's __init__ must allow that); object.__new__ refuses it.
        cls = type(self)
        new = cls.__new__(cls)
        new.seats = self.seats
        new.defs = self.defs
        new.owner = self.owner
        new.controller = self.controller[:]
        new.zone = self.zone[:]
        new.attached_to = self.attached_to[:]
        new.zones = list(map(list.copy, self.zones))  # a third cheaper than a comprehension
        new.rng = Rng(self.rng.state)
        new.log_head = self.log_head
        new.frames = self.frames[:]
        new.decision = self.decision
        new.floating = self.floating[:]
        new.legal_cache = self.legal_cache
        new.current_player = self.current_player
        new.turn = self.turn
        new.first_player = self.first_player
        new.winner = self.winner
        new.is_over = self.is_over
        new.end_reason = self.end_reason
        new.options = self.options
        self.clone_extra(new)
        return new

    def clone_extra(self, new: Any) -> None:
        """Hook: subclasses copy their own mutable fields into ``new``."""


_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(cls: type) -> tuple[str, ...]:
    """The fields of a state class and its bases: their slots (in the compiled build, the
    attributes mypyc lists), found once per class. The compiled build's own pickling would
    keep only the core's fields of a game's interpreted state class."""
    found = _FIELDS.get(cls)
    if found is None:
        names: list[str] = []
        for klass in cls.__mro__:
            own = vars(klass)
            for name in own.get("__mypyc_attrs__", own.get("__slots__", ())):
                if name not in names and not name.startswith("__"):
                    names.append(name)
        found = _FIELDS[cls] = tuple(names)
    return found
