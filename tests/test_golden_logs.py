"""Every golden game still plays out byte for byte as stored (regenerate: make golden)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reishi.engine import plugins
from reishi.testing.golden import differences, digest_file, digests

FOLDER = Path(__file__).parent / "golden"
SHIPPED = [n for n in plugins.names(plugins.Group.GAMES) if n != "toy"]  # toy: tests only


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
