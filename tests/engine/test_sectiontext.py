"""A section's text runs to the next section that is not its own subsection, or to a stop."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from reishi.engine.errors import ReishiError
from reishi.engine.sectiontext import DocumentText, SectionTexts


class Section(msgspec.Struct, frozen=True):
    cite: str
    document: str
    heading: str
    named_by_project: bool = False
    summary: str = ""
    group: str = ""
    parent: str = ""
    starts_with: str = ""


DOCUMENT = """\
Setup
Shuffle your deck.
Turns
Draw a card.
Combat
Attack once.
Setup
A recurring heading: the next listed Setup is this one.
Credits
Written by someone.
"""

SECTIONS = [
    Section("T: Setup", "T", "Setup"),
    Section("T: Turns", "T", "Turns"),
    Section("T: Turns — Combat", "T", "Combat", parent="T: Turns"),
    Section("T: Late setup", "T", "", named_by_project=True, starts_with="Setup"),
    Section("T: A ruling", "T", "", named_by_project=True),  # no text in the document
]


@pytest.fixture
def texts(tmp_path: Path) -> SectionTexts[Section]:
    (tmp_path / "toy.txt").write_text(DOCUMENT)
    return SectionTexts(
        "Toy", SECTIONS, {"T": DocumentText(title="Toy rules", file="toy.txt", stops=("Credits",))}
    )


def test_a_section_holds_its_subsections_and_ends_at_the_next_one(
    texts: SectionTexts[Section], tmp_path: Path
) -> None:
    assert texts.read_text(tmp_path, "T: Setup") == "Setup\nShuffle your deck."
    assert texts.read_text(tmp_path, "T: Turns") == "Turns\nDraw a card.\nCombat\nAttack once."
    assert texts.read_text(tmp_path, "T: Turns — Combat") == "Combat\nAttack once."


def test_a_recurring_heading_is_found_after_the_previous_section_and_stops_end_it(
    texts: SectionTexts[Section], tmp_path: Path
) -> None:
    late = texts.read_text(tmp_path, "T: Late setup")
    assert late.startswith("Setup\nA recurring heading") and "Credits" not in late


def test_an_unknown_citation_names_the_closest(texts: SectionTexts[Section]) -> None:
    with pytest.raises(KeyError, match=r"unknown Toy rule section 'T: Setpu'.*'T: Setup'"):
        texts.section("T: Setpu")


def test_a_changed_document_is_reported(texts: SectionTexts[Section], tmp_path: Path) -> None:
    (tmp_path / "toy.txt").write_text(DOCUMENT.replace("Combat", "Battle"))
    with pytest.raises(ReishiError, match=r"'T: Turns — Combat' not found in toy\.txt"):
        texts.read_text(tmp_path, "T: Setup")
    (tmp_path / "toy.txt").unlink()
    with pytest.raises(ReishiError, match="cannot read the Toy rules"):
        texts.read_text(tmp_path, "T: Setup")
