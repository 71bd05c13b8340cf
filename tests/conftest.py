"""Shared by every test: the toy game registered, the conformance kit's pytest plugin, and
hypothesis without per-example deadlines (the suite shares busy machines, where one slow
example is no fault; tests that bound time assert it themselves)."""

from __future__ import annotations

from hypothesis import settings

import toygame

pytest_plugins = ["reishi.testing.pytest_plugin"]

settings.register_profile("reishi", deadline=None)
settings.load_profile("reishi")

toygame.register()
