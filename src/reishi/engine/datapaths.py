"""Where shared rule documents and card data are read from (never copied into the project)."""

from __future__ import annotations

import os
from pathlib import Path

from reishi.engine.errors import ReishiError


def rules_dir(option: Path | None = None) -> Path:
    """The folder holding the rule documents: ``--rules-dir``, else ``REISHI_RULES``."""
    return _resolve(option, "REISHI_RULES", "rules")


def data_dir(option: Path | None = None) -> Path:
    """The folder holding shared card data: ``--data``, else ``REISHI_DATA``."""
    return _resolve(option, "REISHI_DATA", "data")


def _resolve(option: Path | None, env: str, sub: str) -> Path:
    if option is not None:
        path = option
    elif os.environ.get(env):
        path = Path(os.environ[env])
    else:
        # A checkout sits beside ../shared; this default saves typing in development.
        path = Path(__file__).resolve().parents[3].parent / "shared" / sub
    if not path.is_dir():
        raise ReishiError(f"{sub} folder not found at {path}: pass it as an option or set {env}")
    return path
