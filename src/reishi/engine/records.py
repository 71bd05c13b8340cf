"""How a game's frozen records pickle, on both builds (compiled.py)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any


def rebuilt_from_fields(record: Any) -> tuple[Any, ...]:
    """How a frozen dataclass record pickles: its class called again with its fields, in order.

    A frozen record's fields cannot be set one by one, which is how the optional compiled
    build would otherwise unpickle it; a record's ``__reduce__`` returns this (mypyc allows
    no mixin to share the method).
    """
    return type(record), tuple(getattr(record, f.name) for f in fields(record))
