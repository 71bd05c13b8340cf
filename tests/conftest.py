"""Shared by every test: the toy game registered, the conformance kit's pytest plugin,
hypothesis without per-example deadlines (the suite shares busy machines, where one slow
example is no fault; tests that bound time assert it themselves), and the tests marked
``interpreted_only`` skipped under the optional compiled build."""

from __future__ import annotations

import pytest
from hypothesis import settings

import toygame
from reishi.compiled import loaded_compiled

pytest_plugins = ["reishi.testing.pytest_plugin"]

settings.register_profile("reishi", deadline=None)
settings.load_profile("reishi")

toygame.register()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under the compiled build (make test-compiled), skip the tests that watch or plant a
    fault by replacing a function or method: compiled code calls the original directly."""
    if not loaded_compiled():
        return
    skip = pytest.mark.skip(reason="replaces a function that compiled code calls directly")
    for item in items:
        if item.get_closest_marker("interpreted_only") is not None:
            item.add_marker(skip)
