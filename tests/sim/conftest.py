"""Fixtures for the simulation tests: the toy game (tests/toygame) registered as "toy"."""

from __future__ import annotations

import pytest

import toygame


@pytest.fixture(autouse=True)
def toy_game() -> str:
    """Register the toy game (with its greedy agent) and return its name."""
    toygame.register()
    return "toy"
