"""Small helpers for log and board text in plain words, shared by every game's own sentences."""

from __future__ import annotations


def count_of(count: int, noun: str, plural: str = "") -> str:
    """``count`` and the noun agreeing with it: ``1 card``, ``2 cards``, ``no cards``."""
    many = plural or f"{noun}s"
    if count == 0:
        return f"no {many}"
    return f"{count} {noun if count == 1 else many}"
