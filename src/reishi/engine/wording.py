"""Small helpers for log and board text in plain words, shared by every game's own sentences."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any


def count_of(count: int, noun: str, plural: str = "") -> str:
    """``count`` and the noun agreeing with it: ``1 card``, ``2 cards``, ``no cards``."""
    many = plural or f"{noun}s"
    if count == 0:
        return f"no {many}"
    return f"{count} {noun if count == 1 else many}"


def words(name: str) -> str:
    """A field or record name in words: ``limit_per_deck`` and ``LimitPerDeck`` read
    ``limit per deck``; a name already in words, or in capitals (``MPPV``), is kept."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name.replace("_", " "))
    return " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in spaced.split())


def value_text(value: Any) -> str:
    """A plain value in words: lists joined by commas, mappings as ``key value``, yes/no."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        return ", ".join(f"{words(str(k))} {value_text(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(value_text(v) for v in value)
    return str(value)


def is_empty(value: Any) -> bool:
    """Whether a field says nothing worth printing (None, empty, False)."""
    return value is None or value is False or value == "" or value in ((), [], {})


def record_lines(value: Any, indent: str = "") -> list[str]:
    """A record read from data (``msgspec.to_builtins``) as indented lines in words.

    A mapping's ``type`` names it; its other fields follow, empty ones left out, nested
    records indented beneath; a list of records is numbered.
    """
    if isinstance(value, list | tuple) and any(isinstance(v, Mapping) for v in value):
        lines: list[str] = []
        for number, item in enumerate(value, start=1):
            inner = record_lines(item, indent + "   ")
            head = inner[0].strip() if inner else ""
            lines.append(f"{indent}{number}. {head}")
            lines += inner[1:]
        return lines
    if not isinstance(value, Mapping):
        return [f"{indent}{value_text(value)}"]
    name = words(str(value["type"])) if "type" in value else ""
    lines = [f"{indent}{name}"] if name else []
    for key, field in value.items():
        if key == "type" or is_empty(field):
            continue
        nested = isinstance(field, Mapping) or (
            isinstance(field, list | tuple) and any(isinstance(v, Mapping) for v in field)
        )
        if nested:
            lines.append(f"{indent}  {words(key)}:")
            lines += record_lines(field, indent + "    ")
        else:
            lines.append(f"{indent}  {words(key)}: {value_text(field)}")
    return lines
