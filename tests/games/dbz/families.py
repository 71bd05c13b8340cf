"""Helpers shared by the card-pool family tests: every record inside a compiled effect."""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.kit import DbzKit


def records(effect: fx.Effect) -> list[fx.Effect]:
    """``effect`` and every effect record nested in it, depth first."""
    found = [effect]
    for name in effect.__struct_fields__:
        value = getattr(effect, name)
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, fx.Effect):
                found.extend(records(item))
    return found


def assert_family_runs(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and ``record`` is in its program."""
    card = kit.pool.find(title)
    assert card is not None, title
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    assert record in [r for e in result.program for r in records(e)]
