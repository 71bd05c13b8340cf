"""Events: what happened, in the past tense, with the rule that made it happen.

The log is a persistent singly linked list (each node points at the one before), so a
clone shares the whole history and appending never copies it.
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

EVERYONE = -1


class Event(msgspec.Struct, frozen=True, tag=True, kw_only=True):
    """Base of every event: ``rule`` cites the section; ``visible_to`` is a seat or EVERYONE."""

    rule: str = ""
    visible_to: int = EVERYONE

    def redacted(self) -> Event:
        """The version of this event a seat that may not see it gets (default: itself)."""
        return self


class LogNode:
    """One link of the persistent event log."""

    __slots__ = ("event", "index", "prev")

    def __init__(self, event: Event, prev: LogNode | None) -> None:
        self.event = event
        self.prev = prev
        self.index: int = 0 if prev is None else prev.index + 1


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
