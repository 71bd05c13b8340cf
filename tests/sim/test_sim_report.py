"""The HTML report: self-contained, with its figures and summary."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from reishi.sim.report import REPORT_FILE, write_report
from reishi.sim.runner import ResultsFolderError, simulate


def test_write_report_embeds_figures_and_summary(toy_game: str, tmp_path: Path) -> None:
    simulate(toy_game, None, ["random", "toy:greedy"], 30, seed=1, workers=1, out_dir=tmp_path)
    path = write_report(tmp_path)
    assert path == tmp_path / REPORT_FILE
    page = path.read_text(encoding="utf-8")
    images = page.split('src="data:image/png;base64,')[1:]
    assert len(images) == 3
    for image in images:
        assert base64.b64decode(image.split('"', 1)[0]).startswith(b"\x89PNG")
    assert "Agent toy:greedy wins" in page and "First player wins" in page
    assert "http" not in page  # nothing fetched from the network


def test_write_report_refuses_a_foreign_folder(tmp_path: Path) -> None:
    with pytest.raises(ResultsFolderError, match=r"no run\.json"):
        write_report(tmp_path)
