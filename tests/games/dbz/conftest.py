"""Shared fixtures: the real OCTGN data is read from REISHI_DATA (or ../shared/data) if present."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.octgn import ImportResult, import_sets


def _data_dir() -> Path | None:
    env = os.environ.get("REISHI_DATA")
    candidates = [Path(env)] if env else []
    candidates.append(Path(__file__).resolve().parents[3].parent / "shared" / "data")
    for path in candidates:
        if (path / "dbz-octgn" / "sets").is_dir():
            return path / "dbz-octgn"
    return None


@pytest.fixture(scope="session")
def real_import() -> ImportResult:
    """The shared OCTGN data imported once per session (skipped when absent)."""
    folder = _data_dir()
    if folder is None:
        pytest.skip("the DBZ OCTGN data is not present (set REISHI_DATA)")
    return import_sets([folder / "sets"])


@pytest.fixture(scope="session")
def real_pool(real_import: ImportResult) -> CardPool:
    """The imported cards as a pool."""
    return CardPool(real_import.cards)


@pytest.fixture(scope="module")
def kit(real_pool: CardPool) -> DbzKit:
    """The real pool with its compile-and-run results (one per test module)."""
    return DbzKit(real_pool)
