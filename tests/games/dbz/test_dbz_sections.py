"""The DBZ rule-section index: sections are found in the documents, every citation is known."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.engine import plugins
from reishi.engine.errors import ReishiError
from reishi.games.dbz.sections import (
    DOCUMENT_FILES,
    SECTIONS,
    clean,
    read_section_text,
    rule_index,
    section,
)
from reishi.interfaces.cli.paths import rules_dir
from reishi.testing.coverage import rule_coverage, unknown_citations

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def documents() -> Path:
    """The rules folder ($REISHI_RULES or the shared one beside the checkout)."""
    try:
        return rules_dir()
    except ReishiError as exc:
        pytest.skip(f"the DBZ rule documents are not available: {exc}")


def _document_text(documents: Path, document: str) -> str:
    return clean((documents / DOCUMENT_FILES[document]).read_text(encoding="utf-8"))


def test_printed_headings_occur_in_their_documents(documents: Path) -> None:
    missing = [
        s.cite
        for s in SECTIONS
        if not s.named_by_project and clean(s.heading) not in _document_text(documents, s.document)
    ]
    assert missing == []


def test_every_section_has_text_beginning_where_it_says(documents: Path) -> None:
    for item in SECTIONS:
        text = read_section_text(documents, item.cite)
        assert clean(text).startswith(clean(item.starts_with)), item.cite


def test_a_section_includes_its_subsections_and_stops_at_the_next(documents: Path) -> None:
    gameplay = read_section_text(documents, "DBZ RB: Gameplay")
    assert "1. Draw Step" in gameplay and "Dragon Ball Victory" in gameplay
    assert "THE COMBAT STEP" not in gameplay
    draw = read_section_text(documents, "DBZ RB: Gameplay — 1. Draw Step")
    assert "draw three cards" in draw and "Planning Step" not in draw


def test_citations_are_unique_and_prefixed_by_their_document() -> None:
    cites = [s.cite for s in SECTIONS]
    assert len(cites) == len(set(cites))
    for item in SECTIONS:
        assert item.cite.startswith(f"{item.document}: "), item.cite
        assert not item.parent or item.cite.startswith(item.parent + " — "), item.cite


def test_unknown_section_names_the_closest() -> None:
    # Built at run time so that the check of every citation literal does not flag the typo.
    typo = "DBZ RB:" + " Critical Damages"
    with pytest.raises(KeyError, match="did you mean 'DBZ RB: Critical Damage'"):
        section(typo)


def test_the_index_is_registered_for_dbz() -> None:
    build = plugins.find(plugins.Group.RULE_INDEXES, "dbz")
    assert build is not None
    assert build().cites == rule_index().cites


def test_every_citation_the_project_writes_is_a_section() -> None:
    """Scenario sources, rule marks and literals that start like a citation name a section."""
    assert unknown_citations(REPO, "dbz") == {}


def test_scenarios_cover_sections() -> None:
    coverage = rule_coverage(REPO, "dbz")
    assert coverage["DBZ RB: The Combat Step"]
    assert coverage["DBZ RB: Gameplay — Dragon Ball Victory"]
