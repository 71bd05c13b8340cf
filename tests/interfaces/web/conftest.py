"""Fixtures for the web server tests: an app over a fresh database."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from reishi.interfaces.web.app import create_app


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A game database file that does not exist yet."""
    return tmp_path / "games.sqlite"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    """A running app (lifespan started) with no rate limit worth the name."""
    with TestClient(create_app(db, message_rate=10_000)) as c:
        yield c
