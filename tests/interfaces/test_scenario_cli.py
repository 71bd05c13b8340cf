"""``reishi scenario run`` and ``reishi scenario show`` through the command line."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from reishi.interfaces.cli.app import app

runner = CliRunner()
REPO = Path(__file__).resolve().parents[2]
CHAIN = REPO / "scenarios" / "bleach" / "rb-queue-reality-check-chain.toml"

GOOD = """
title = "Chad can attack"
game = "bleach"
[position.p1]
guardian = "Ichigo Kurosaki"
party = ["Chad - Young Student"]
[position.p2]
guardian = "Ichigo Kurosaki"
[[expect]]
legal = ["attack Chad - Young Student STR"]
"""


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_scenario_run_passes_a_file() -> None:
    result = runner.invoke(app, ["scenario", "run", str(CHAIN)])
    assert result.exit_code == 0, result.output
    assert "PASS" in result.output
    assert "1 passed, 0 failed" in result.output


def test_scenario_run_searches_folders_and_fails_with_the_difference(tmp_path: Path) -> None:
    _write(tmp_path, "a/good.toml", GOOD)
    _write(tmp_path, "a/b/bad.toml", GOOD + "[expect.p2]\npower = 3\n")
    result = runner.invoke(app, ["scenario", "run", str(tmp_path)])
    assert result.exit_code == 1
    assert "PASS" in result.output and "FAIL" in result.output
    assert "p2 power: expected 3, got 20" in result.output
    assert "1 passed, 1 failed" in result.output
    assert "bad.toml  Chad can attack" in result.output  # a failure prints the title


def test_scenario_run_reports_a_refused_action_with_its_index(tmp_path: Path) -> None:
    text = GOOD.replace('title = "Chad can attack"', 'title = "x"\nactions = ["pass", "draw"]')
    path = _write(tmp_path, "refused.toml", text)
    result = runner.invoke(app, ["scenario", "run", str(path)])
    assert result.exit_code == 1
    assert "action 1" in result.output


def test_scenario_run_verbose_prints_the_log() -> None:
    result = runner.invoke(app, ["scenario", "run", "--verbose", str(CHAIN)])
    assert result.exit_code == 0
    assert "stats locked: attacker 6 vs defender 6" in result.output


def test_scenario_run_reports_malformed_files_as_failures(tmp_path: Path) -> None:
    path = _write(tmp_path, "broken.toml", 'title = "x"\n[position\n')
    result = runner.invoke(app, ["scenario", "run", str(path)])
    assert result.exit_code == 1
    assert "invalid TOML" in result.output


def test_scenario_run_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["scenario", "run", str(tmp_path / "nope.toml")])
    assert result.exit_code == 2


def test_scenario_show_prints_the_position_and_log() -> None:
    result = runner.invoke(app, ["scenario", "show", str(CHAIN)])
    assert result.exit_code == 0, result.output
    assert "Reality Check chain" in result.output
    assert "Chad - Young Student" in result.output


def test_scenario_help_describes_both_commands() -> None:
    result = runner.invoke(app, ["scenario", "--help"])
    assert result.exit_code == 0
    assert "run" in result.output and "show" in result.output


def test_run_takes_files_of_every_game_at_once() -> None:
    root = REPO / "scenarios"
    files = [sorted((root / folder).glob("*.toml"))[0] for folder in ("bleach", "soul_deck")]
    result = CliRunner().invoke(app, ["scenario", "run", "--verbose", *map(str, files)])
    assert result.exit_code == 0, result.output
    assert "2 passed, 0 failed" in result.output
    assert "     | " in result.output.split("PASS")[2]  # the second file's log is printed too


def test_show_prints_any_game_zone_by_zone() -> None:
    path = REPO / "scenarios" / "soul_deck" / "decision-blut.toml"
    result = runner.invoke(app, ["scenario", "show", str(path)])
    assert result.exit_code == 0, result.output
    assert "(soul-deck)" in result.output
    assert "characters (" in result.output
    assert "deciding: p1" in result.output


def test_show_reports_a_malformed_file(tmp_path: Path) -> None:
    path = _write(tmp_path, "bad.toml", GOOD.replace('game = "bleach"', 'game = "chess"'))
    result = runner.invoke(app, ["scenario", "show", str(path)])
    assert result.exit_code == 2
    assert "unknown game 'chess'" in result.output
