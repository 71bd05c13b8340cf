"""``reishi rules``: the section table, static coverage, section text and the rules page."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from reishi.engine.errors import ReishiError
from reishi.games.bleach.sections import rule_sections
from reishi.interfaces.cli.app import app
from reishi.interfaces.cli.paths import rules_dir
from reishi.interfaces.cli.rules import default_repo_root
from reishi.testing.coverage import rule_coverage, unknown_citations

runner = CliRunner()
WIDE = {"COLUMNS": "220"}
SECTIONS = rule_sections().sections
REPO = Path(__file__).resolve().parents[2]

FAKE_TEST = """
import pytest
from pytest import mark

POWER = "ARD: Power Damage"
pytestmark = [pytest.mark.rule("RB: How to Win!"), pytest.mark.slow]


@pytest.mark.rule("ARD: Overlay", "RB: Overlay Rule")
def test_overlay_keeps_depleted_state():
    pass


@mark.rule(POWER)
def test_power_damage_skips_the_queue():
    pass


def helper_not_a_test():
    pass


@pytest.mark.rule("ARD: Boosting")
class TestBoosting:
    pytestmark = pytest.mark.rule("ARD: Boosting and the Queue")

    def test_boost_is_not_a_discard_by_effect(self):
        pass

    @pytest.mark.parametrize("n", [pytest.param(1, marks=pytest.mark.rule("RB: Boosting"))])
    def test_boost_by_n(self, n):
        pass


@pytest.mark.rule("ARD: Overlay Rule")
def test_with_a_typo():
    pass
"""

FAKE_SCENARIO = """
name = "power damage without a defender"
game = "bleach"
sources = ["ARD: Power Damage", "ARD: Sequence — Phase C.5 Power Damage"]
"""


@pytest.fixture
def fake_repo(tmp_path: Path) -> Path:
    """A checkout with one marked test file and one scenario."""
    tests = tmp_path / "tests" / "games" / "bleach"
    tests.mkdir(parents=True)
    (tests / "test_fake.py").write_text(FAKE_TEST, encoding="utf-8")
    (tests / "helpers.py").write_text(FAKE_TEST, encoding="utf-8")  # not a test module
    scenarios = tmp_path / "scenarios" / "bleach" / "battle"
    scenarios.mkdir(parents=True)
    (scenarios / "no_defender.toml").write_text(FAKE_SCENARIO, encoding="utf-8")
    return tmp_path


def test_rule_coverage_reads_markers_and_scenario_sources(fake_repo: Path) -> None:
    coverage = rule_coverage(fake_repo, "bleach")
    base = "tests/games/bleach/test_fake.py::"
    assert list(coverage)[: len(SECTIONS)] == [s.cite for s in SECTIONS]
    assert coverage["ARD: Overlay"] == [f"{base}test_overlay_keeps_depleted_state"]
    assert coverage["ARD: Power Damage"] == [
        f"{base}test_power_damage_skips_the_queue",
        "scenarios/bleach/battle/no_defender.toml",
    ]
    # The module's pytestmark covers every test in it, classes included.
    assert f"{base}TestBoosting::test_boost_by_n" in coverage["RB: How to Win!"]
    assert len(coverage["RB: How to Win!"]) == 5  # not helper_not_a_test, not helpers.py
    assert coverage["ARD: Boosting and the Queue"] == [
        f"{base}TestBoosting::test_boost_is_not_a_discard_by_effect",
        f"{base}TestBoosting::test_boost_by_n",
    ]
    assert coverage["RB: Boosting"] == [f"{base}TestBoosting::test_boost_by_n"]
    assert coverage["ARD: Sequence — Phase C.5 Power Damage"] == [
        "scenarios/bleach/battle/no_defender.toml"
    ]
    assert coverage["RB: Setting Up"] == []


def test_unknown_citations_reports_typos_with_their_place(fake_repo: Path) -> None:
    # Built at run time so that the check of this repository's literals does not flag it.
    typo = "ARD:" + " Overlay Rule"
    line = FAKE_TEST.splitlines().index(f'@pytest.mark.rule("{typo}")') + 1
    unknown = unknown_citations(fake_repo, "bleach")
    assert set(unknown) == {typo}
    # Any literal counts, also outside test modules (helpers.py holds the same text).
    assert unknown[typo] == [
        f"tests/games/bleach/test_fake.py:{line}",
        f"tests/games/bleach/helpers.py:{line}",
    ]


def test_rules_lists_every_section_with_its_tests(fake_repo: Path) -> None:
    result = runner.invoke(app, ["rules", "bleach", "--repo", str(fake_repo)], env=WIDE)
    assert result.exit_code == 0, result.output
    for item in SECTIONS:
        assert item.cite in result.stdout
    assert "test_fake.py::test_overlay_keeps_depleted_state" in result.stdout
    assert f"Covered: 8 of {len(SECTIONS)} sections" in result.stdout


def test_rules_uncovered_lists_only_uncovered_sections(fake_repo: Path) -> None:
    args = ["rules", "bleach", "--uncovered", "--repo", str(fake_repo)]
    result = runner.invoke(app, args, env=WIDE)
    assert result.exit_code == 0, result.output
    assert "ARD: Overlay" not in result.stdout
    assert "ARD: Swift" in result.stdout


def test_rules_without_tests_folder_says_so(tmp_path: Path) -> None:
    result = runner.invoke(app, ["rules", "bleach", "--repo", str(tmp_path)], env=WIDE)
    assert result.exit_code == 0, result.output
    assert "no tests/ folder" in result.stderr
    assert f"Covered: 0 of {len(SECTIONS)} sections" in result.stdout


def test_rules_show_prints_the_section_text_and_tests(fake_repo: Path) -> None:
    try:
        documents = rules_dir()
    except ReishiError as exc:
        pytest.skip(f"the Bleach rule documents are not available: {exc}")
    args = ["rules", "bleach", "--show", "ARD: Power Damage", "--repo", str(fake_repo)]
    result = runner.invoke(app, [*args, "--rules-dir", str(documents)], env=WIDE)
    assert result.exit_code == 0, result.output
    assert "power damage equal to the attacker's stat" in result.stdout
    assert "scenarios/bleach/battle/no_defender.toml" in result.stdout


def test_rules_show_unknown_citation_suggests_close_ones() -> None:
    typo = "ARD:" + " Power Damages"
    result = runner.invoke(app, ["rules", "bleach", "--show", typo], env=WIDE)
    assert result.exit_code == 1
    assert "did you mean 'ARD: Power Damage'" in result.stderr


def test_rules_unknown_game_exits_1() -> None:
    result = runner.invoke(app, ["rules", "chess"], env=WIDE)
    assert result.exit_code == 1
    assert "indexed: bleach" in result.stderr


def test_rules_markdown_lists_sections_by_part(fake_repo: Path) -> None:
    args = ["rules", "bleach", "--markdown", "--repo", str(fake_repo)]
    result = runner.invoke(app, args, env=WIDE)
    assert result.exit_code == 0, result.output
    page = result.stdout
    assert page.startswith("# Bleach TCG: rule sections")
    assert "## Bleach TCG Rulebook (RB)" in page
    assert "### The Sequence of Play and Priority Windows" in page
    assert "`ARD: Swift` ✱ |" in page
    assert "`tests/games/bleach/test_fake.py::test_overlay_keeps_depleted_state`" in page
    assert all(f"`{s.cite}`" in page for s in SECTIONS)


def test_rules_page_in_docs_lists_every_section() -> None:
    page = (REPO / "docs" / "games" / "bleach.md").read_text(encoding="utf-8")
    missing = [s.cite for s in SECTIONS if f"`{s.cite}`" not in page]
    assert missing == [], "regenerate with: reishi rules bleach --markdown > docs/games/bleach.md"


def test_default_repo_root_is_this_checkout() -> None:
    assert (default_repo_root() / "src" / "reishi" / "__init__.py").is_file()
