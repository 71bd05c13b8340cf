"""Events: what happened, in the past tense, with the rule that made it happen.

The log is a persistent singly linked list (each node points at the one before), so a
clone shares the whole history and appending never copies it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

EVERYONE = -1


class Event(msgspec.Struct, frozen=True, tag=True, kw_only=True):
    """Base of every event: ``rule`` cites the section; ``visible_to`` is a seat or EVERYONE."""

    rule: str = ""
    visible_to: int = EVERYONE

    def redacted(self) -> Event:
        """The version of this event a seat that may not see it gets (default: itself)."""
        return self


class LogNode(msgspec.Struct, frozen=True, eq=False, gc=False):
    """One link of the persistent event log; ``index`` counts the events before it.

    Untracked by the garbage collector (``gc=False``): a game adds several links per decision
    and a link can close no cycle (its event is immutable, ``prev`` is older), so tracking
    them only made the collector run more often (up to a tenth of a game's time).
    Compared by identity (``eq=False``), like the plain object it replaced. Add one with
    ``log_append``.
    """

    event: Event
    prev: LogNode | None
    index: int

    def __reduce__(self) -> tuple[Any, tuple[list[Event]]]:
        """Pickled as the list of its events: a chain of nodes would recurse once per event."""
        return _relink, (list(iter_log(self)),)

    def __repr__(self) -> str:
        """The newest event only: the whole chain would recurse once per event."""
        return f"LogNode(#{self.index} {self.event!r})"


def log_append(event: Event, prev: LogNode | None) -> LogNode:
    """The log ``prev`` with ``event`` after it."""
    return LogNode(event, prev, 0 if prev is None else prev.index + 1)


def _relink(events: list[Event]) -> LogNode | None:
    """The log whose events, oldest first, are ``events`` (how a pickled log comes back)."""
    node: LogNode | None = None
    for event in events:
        node = log_append(event, node)
    return node


def iter_log(node: LogNode | None) -> Iterator[Event]:
    """Events oldest first."""
    stack: list[Event] = []
    while node is not None:
        stack.append(node.event)
        node = node.prev
    return reversed(stack)


def log_length(node: LogNode | None) -> int:
    """Number of events in the log ending at ``node``."""
    return 0 if node is None else node.index + 1


# --- the events every game logs --------------------------------------------------------------
# Defined once so that front ends, replays and tests can read any game's log for the same
# facts by one tag. A game adds its own events beside these, never a copy of them.


class TurnBegan(Event, frozen=True, tag="turn-began"):
    """A new turn began; ``seat`` is its active player."""

    turn: int
    seat: int


class CardDrawn(Event, frozen=True, tag="card-drawn"):
    """A seat drew a card; with ``visible_to`` set, others see only that a card was drawn."""

    seat: int
    card: int = -1
    title: str = ""

    def redacted(self) -> Event:
        """Others learn that a card was drawn, not which."""
        return CardDrawn(seat=self.seat, rule=self.rule, visible_to=self.visible_to)


class CardPlayed(Event, frozen=True, tag="card-played"):
    """A seat played a card (declared it and paid for it); ``target`` is -1 when it has none."""

    seat: int
    card: int
    title: str
    target: int = -1


class ActionTaken(Event, frozen=True, tag="action-taken"):
    """A seat's decision in text notation; a private one is redacted for the other seats."""

    seat: int
    text: str
    automatic: bool = False

    def redacted(self) -> Event:
        """Others learn that the seat decided, not what."""
        return ActionTaken(
            seat=self.seat,
            text="(a hidden choice)",
            automatic=self.automatic,
            rule=self.rule,
            visible_to=self.visible_to,
        )


class GameEnded(Event, frozen=True, tag="game-ended"):
    """The game ended: ``winner`` is a seat, or -1 for a draw; ``reason`` says how."""

    winner: int
    reason: str
