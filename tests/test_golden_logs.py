"""Every golden game still plays out byte for byte as stored (regenerate: make golden)."""

from __future__ import annotations

import json
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from reishi.engine import plugins
from reishi.sim.golden import differences, digest_file, digests

FOLDER = Path(__file__).parent / "golden"
# The games the package declares (tests register toy games of their own at run time).
SHIPPED = sorted(e.name for e in entry_points(group=str(plugins.Group.GAMES)))


@pytest.mark.parametrize("name", SHIPPED)
def test_golden_logs_are_unchanged(name: str) -> None:
    assert differences(FOLDER, name) == []


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_game_has_stored_digests(name: str) -> None:
    stored = json.loads(digest_file(FOLDER, name).read_text(encoding="utf-8"))
    assert len(stored) >= 16 and all(len(d) == 64 for d in stored.values())


def test_a_changed_log_is_reported(tmp_path: Path) -> None:
    name = SHIPPED[0]
    fresh = digests(name)
    key = sorted(fresh)[0]
    fresh[key] = "0" * 64
    digest_file(tmp_path, name).write_text(json.dumps(fresh), encoding="utf-8")
    assert differences(tmp_path, name) == [f"{name} {key}"]
