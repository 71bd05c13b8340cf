"""Shared by every test: the toy game registered, and the conformance kit's pytest plugin."""

from __future__ import annotations

import toygame

pytest_plugins = ["reishi.testing.pytest_plugin"]

toygame.register()
