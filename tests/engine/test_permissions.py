"""ARD: Can vs. Can't — the engine's one helper for permissions and prohibitions."""

from __future__ import annotations

import pytest

from reishi.engine.permissions import allowed


@pytest.mark.rule("ARD: Can vs. Can't")
def test_cant_beats_can() -> None:
    assert not allowed(prohibited=True, permitted=True, by_default=True)
    assert allowed(prohibited=False, permitted=True, by_default=False)
    assert not allowed(prohibited=False, permitted=False, by_default=False)
    assert allowed(prohibited=False, permitted=False, by_default=True)
