"""The Bleach rule-section index: headings are real, every citation the project writes is known."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reishi.engine.errors import DataError, ReishiError
from reishi.games.bleach.sections import load_sections, read_section_text, rule_sections, section
from reishi.interfaces.cli.paths import rules_dir
from reishi.testing.coverage import unknown_citations

REPO = Path(__file__).resolve().parents[3]
SECTIONS = rule_sections().sections
DOCUMENTS = rule_sections().documents


@pytest.fixture(scope="module")
def documents() -> Path:
    """The rules folder ($REISHI_RULES or the shared one beside the checkout)."""
    try:
        return rules_dir()
    except ReishiError as exc:
        pytest.skip(f"the Bleach rule documents are not available: {exc}")


def _document_text(documents: Path, document: str) -> str:
    return (documents / DOCUMENTS[document].file).read_text(encoding="utf-8")


def test_sections_printed_headings_occur_in_their_documents(documents: Path) -> None:
    missing = [
        s.cite
        for s in SECTIONS
        if not s.named_by_project and s.heading not in _document_text(documents, s.document)
    ]
    assert missing == []


def test_sections_named_by_project_start_where_the_document_lost_the_heading(
    documents: Path,
) -> None:
    ours = [s for s in SECTIONS if s.named_by_project]
    assert {s.cite for s in ours} >= {"ARD: Swift", "ARD: Overlay", "ARD: Queue Stages"}
    for item in ours:
        assert item.heading == ""
        assert item.starts_with in _document_text(documents, item.document), item.cite


def test_sections_citations_are_unique_and_prefixed_by_their_document() -> None:
    cites = [s.cite for s in SECTIONS]
    assert len(cites) == len(set(cites))
    for item in SECTIONS:
        assert item.document in DOCUMENTS
        assert item.cite.startswith(f"{item.document}: "), item.cite
        assert not item.cite.endswith("Edit"), item.cite
        assert item.summary and "\n" not in item.summary, item.cite


def test_sections_parents_come_before_their_subsections() -> None:
    seen: set[str] = set()
    for item in SECTIONS:
        if item.parent:
            assert item.parent in seen, item.cite
            assert section(item.parent).document == item.document
        seen.add(item.cite)


def test_section_lookup_returns_the_section() -> None:
    found = section("ARD: Power Damage")
    assert (found.document, found.heading, found.named_by_project) == ("ARD", "Power Damage", False)


def test_section_lookup_unknown_citation_names_close_matches() -> None:
    # Built at run time so that the check of every citation literal does not flag the typo.
    typo = "ARD:" + " Overlays"
    with pytest.raises(KeyError, match="ARD: Overlay"):
        section(typo)


def test_read_section_text_is_non_empty_for_every_section(documents: Path) -> None:
    empty = [s.cite for s in SECTIONS if not read_section_text(documents, s.cite).strip()]
    assert empty == []


def test_read_section_text_starts_at_the_heading_and_stops_at_the_next_section(
    documents: Path,
) -> None:
    text = read_section_text(documents, "ARD: Power Damage")
    assert text.startswith("Power Damage\n")
    assert "equal to the attacker's stat at the end of the battle" in text
    assert "Removed from the Game" not in text
    assert "Edit" not in text


def test_read_section_text_finds_sections_whose_heading_was_lost(documents: Path) -> None:
    swift = read_section_text(documents, "ARD: Swift")
    assert swift.startswith("A character with this keyword may attack")
    assert "Bankai" not in swift


def test_read_section_text_of_a_part_includes_its_subsections(documents: Path) -> None:
    phase_c = read_section_text(documents, "ARD: Sequence — Phase C Attack")
    assert phase_c.startswith("Phase C: Declare — Attack")
    assert "3. Battle begins" in phase_c
    assert phase_c.endswith("6. Battle ends.")
    assert "Step 3. End" not in phase_c


def test_read_section_text_repeated_heading_resolves_to_its_own_part(documents: Path) -> None:
    # "Energy Cards" heads a card type and a glossary entry; each citation finds its own.
    assert "Side Deck" in read_section_text(documents, "RB: Energy Cards")
    glossary = read_section_text(documents, "RB: Glossary — Energy Cards")
    assert glossary.startswith("Energy Cards: These are resources")


def test_read_section_text_without_documents_raises(tmp_path: Path) -> None:
    with pytest.raises(ReishiError, match="cannot read"):
        read_section_text(tmp_path, "RB: How to Win!")


def test_every_citation_in_code_tests_and_scenarios_is_a_known_section() -> None:
    unknown = unknown_citations(REPO, "bleach")
    report = "\n".join(f"{cite!r} used at {', '.join(where)}" for cite, where in unknown.items())
    assert unknown == {}, f"unknown rule citations (see `reishi rules bleach`):\n{report}"


_TINY = """
[[document]]
prefix = "TR"
title = "Rulebook"
file = "rb.txt"

[[part]]
document = "TR"
name = "Basics"

[[part.section]]
cite = "TR: Basics"
summary = "The part's own section."

[[part.section]]
cite = "TR: Drawing"
summary = "Draw a card."

[[part.section]]
cite = "TR: Lost"
starts_with = "When the heading is gone"
parent = "TR: Drawing"
summary = "A section whose heading the document lost."
"""


def _load(tmp_path: Path, text: str) -> None:
    path = tmp_path / "sections.toml"
    path.write_text(text, encoding="utf-8")
    load_sections(path)


def test_the_section_file_is_read_once() -> None:
    assert rule_sections() is rule_sections()


def test_a_section_file_gives_headings_parents_and_lost_headings(tmp_path: Path) -> None:
    path = tmp_path / "sections.toml"
    path.write_text(_TINY, encoding="utf-8")
    loaded = load_sections(path)
    basics, drawing, lost = loaded.sections
    assert (basics.heading, basics.parent, basics.group) == ("Basics", "", "Basics")
    assert (drawing.heading, drawing.parent) == ("Drawing", "TR: Basics")  # its part's section
    assert (lost.heading, lost.named_by_project, lost.parent) == ("", True, "TR: Drawing")
    assert loaded.documents["TR"].file == "rb.txt"


@pytest.mark.parametrize(
    ("change", "where", "reason"),
    [
        (('document = "TR"', 'document = "XX"'), ":8 [document]", "unknown document 'XX'"),
        (('cite = "TR: Drawing"', 'cite = "TR: Basics"'), ":16 [cite]", "listed twice"),
        (('cite = "TR: Drawing"', 'cite = "Drawing"'), ":16 [cite]", "'TR: ' followed by"),
        (('parent = "TR: Drawing"', 'parent = "TR: Later"'), ":22 [parent]", "listed before"),
        (('summary = "Draw a card."', "summary = 3"), ":17 [summary]", "Expected `str`"),
        (('summary = "Draw a card."', 'sumary = "x"'), ":17 [sumary]", "unknown field"),
        (('summary = "Draw a card."', ""), ":15 [summary]", "missing required field"),
        (('starts_with = "When', 'heading = "Lost"\nstarts_with = "When'), ":21 [heading]", "both"),
        (
            ('[[part.section]]\ncite = "TR: Lost"', '[[part.section]\ncite = "TR: Lost"'),
            ":19",
            "TOML",
        ),
    ],
)
def test_a_bad_section_file_names_the_line_and_field(
    tmp_path: Path, change: tuple[str, str], where: str, reason: str
) -> None:
    old, new = change
    assert old in _TINY
    with pytest.raises(
        DataError, match=r"sections\.toml" + re.escape(where) + ".*" + re.escape(reason)
    ):
        _load(tmp_path, _TINY.replace(old, new, 1))
