"""Helpers shared by the card-pool family tests: every record inside a compiled effect."""

from __future__ import annotations

from reishi.games.dbz import effects as fx


def records(effect: fx.Effect) -> list[fx.Effect]:
    """``effect`` and every effect record nested in it, depth first."""
    found = [effect]
    for name in effect.__struct_fields__:
        value = getattr(effect, name)
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, fx.Effect):
                found.extend(records(item))
    return found
