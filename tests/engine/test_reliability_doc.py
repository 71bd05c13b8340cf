"""docs/reliability.md states the limits the code enforces."""

from __future__ import annotations

from pathlib import Path

from reishi.engine import limits
from reishi.sim import runner

DOC = (Path(__file__).resolve().parents[2] / "docs" / "reliability.md").read_text()


def _shown(value: int, is_size: bool) -> str:
    if is_size:
        for unit, size in (("MiB", limits.MIB), ("KiB", limits.KIB)):
            if value % size == 0:
                return f"{value // size} {unit}"
    return f"{value:,}"


def test_every_limit_is_in_the_doc_with_its_value() -> None:
    names = [n for n in vars(limits) if n.startswith("MAX_")]
    assert len(names) >= 10
    for name in names:
        value = getattr(limits, name)
        assert _shown(value, name.endswith("_BYTES")) in DOC, name
    assert f"{runner.MAX_GAMES:,}" in DOC and f"at most {runner.MAX_WORKERS}" in DOC
    assert f"{runner.WORKERS_PER_CPU} per CPU" in DOC
