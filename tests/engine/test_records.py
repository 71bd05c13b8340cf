"""Frozen records pickle by their fields (the compiled build cannot set them one by one)."""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from typing import Any

from reishi.engine.records import rebuilt_from_fields


@dataclass(frozen=True, slots=True)
class _Record:
    name: str
    count: int = 1
    tags: frozenset[str] = frozenset()

    def __reduce__(self) -> tuple[Any, ...]:
        return rebuilt_from_fields(self)


def test_a_frozen_record_pickles_by_its_fields_in_order() -> None:
    record = _Record("card", 3, frozenset({"tag"}))
    assert rebuilt_from_fields(record) == (_Record, ("card", 3, frozenset({"tag"})))
    assert pickle.loads(pickle.dumps(record)) == record
