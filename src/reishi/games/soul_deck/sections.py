"""The rule sections of the Bleach Soul Deck document and the project's decisions.

Everywhere in Reishi a Soul Deck rule is cited as ``"SD: <heading>"`` and a ruling of the
project as ``"SD: Decision — <name>"``. The sections are data, ``data/rule-sections.toml``
(its header explains each field); this module reads and checks that file once, finds a
section's text in the document (read at run time from the rules folder) and builds the
game's rule index.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import msgspec

from reishi.engine.errors import DataError
from reishi.engine.ruleindex import RuleIndex
from reishi.engine.sectiontext import DocumentText, SectionTexts

SECTIONS_FILE = Path(__file__).parent / "data" / "rule-sections.toml"
"""Where the section list is kept."""

_REPO_PATH = "src/reishi/games/soul_deck/data/rule-sections.toml"
"""The same file as the coverage map names it: it cites every section by listing it."""

DECISION_PREFIX = "Decision — "
"""What follows the document's prefix in the citation of a decision."""

DECISIONS_GROUP = "Decisions (the project's rulings, docs/games/soul_deck.md)"


class RuleSection(msgspec.Struct, frozen=True):
    """One citable section: of the document, or a decision of the project."""

    cite: str
    document: str
    heading: str
    """The heading as printed, or ``''`` for a decision (the name is the project's)."""
    named_by_project: bool
    summary: str
    group: str
    """The top-level section it belongs to, or the decisions."""
    parent: str = ""
    starts_with: str = ""
    """How the section's first line begins in the document (``''`` for a decision)."""


class _Document(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    prefix: str
    title: str
    file: str


class _SectionEntry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    cite: str
    starts_with: str
    summary: str
    parent: str = ""


class _DecisionEntry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    summary: str


class _SectionsFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    document: _Document
    section: tuple[_SectionEntry, ...]
    decision: tuple[_DecisionEntry, ...] = ()


@dataclass(frozen=True, slots=True)
class RuleSections:
    """The document, its sections and the decisions, in order."""

    prefix: str
    title: str
    file: str
    sections: tuple[RuleSection, ...]
    by_cite: dict[str, RuleSection]


_TABLE = re.compile(r"^\s*\[\[\s*(section|decision)\s*\]\]")


def _table_lines(text: str, kind: str) -> list[int]:
    """1-based line of every ``[[kind]]`` header, in order."""
    return [
        n + 1
        for n, line in enumerate(text.splitlines())
        if (m := _TABLE.match(line)) and m.group(1) == kind
    ]


def load_sections(path: Path) -> RuleSections:
    """Read and check a section list; a DataError names the file, line and field at fault."""
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(where, f"cannot read the rule sections: {exc}") from None
    try:
        data = msgspec.toml.decode(text, type=_SectionsFile)
    except msgspec.ValidationError as exc:
        reason, _, at = str(exc).partition(" - at ")
        found = re.match(r"\$\.(section|decision)\[(\d+)\]", at.strip().strip("`"))
        line = _table_lines(text, found.group(1))[int(found.group(2))] if found else None
        raise DataError(where, reason, line=line) from None
    except msgspec.DecodeError as exc:
        raise DataError(where, f"invalid TOML: {exc}") from None
    prefix = f"{data.document.prefix}: "
    listed: list[RuleSection] = []
    by_cite: dict[str, RuleSection] = {}
    lines = _table_lines(text, "section")
    for index, entry in enumerate(data.section):
        problem = _problem(entry, prefix, by_cite)
        if problem:
            field, message = problem
            raise DataError(where, message, line=lines[index], field=field)
        parent = by_cite.get(entry.parent)
        item = RuleSection(
            cite=entry.cite,
            document=data.document.prefix,
            heading=entry.cite.removeprefix(prefix),
            named_by_project=False,
            summary=entry.summary,
            group=parent.group if parent else entry.cite.removeprefix(prefix),
            parent=entry.parent,
            starts_with=entry.starts_with,
        )
        listed.append(item)
        by_cite[item.cite] = item
    lines = _table_lines(text, "decision")
    for index, decision in enumerate(data.decision):
        cite = f"{prefix}{DECISION_PREFIX}{decision.name}"
        if not decision.name.strip() or cite in by_cite:
            message = f"decision {decision.name!r} is empty or listed twice"
            raise DataError(where, message, line=lines[index], field="name")
        item = RuleSection(
            cite=cite,
            document=data.document.prefix,
            heading="",
            named_by_project=True,
            summary=decision.summary,
            group=DECISIONS_GROUP,
        )
        listed.append(item)
        by_cite[cite] = item
    return RuleSections(
        data.document.prefix, data.document.title, data.document.file, tuple(listed), by_cite
    )


def _problem(
    entry: _SectionEntry, prefix: str, earlier: dict[str, RuleSection]
) -> tuple[str, str] | None:
    if not entry.cite.startswith(prefix) or not entry.cite.removeprefix(prefix).strip():
        return "cite", f"a citation is {prefix!r} followed by the section's heading"
    if entry.cite in earlier:
        return "cite", f"{entry.cite!r} is listed twice"
    if entry.cite.removeprefix(prefix).startswith(DECISION_PREFIX):
        return "cite", "decisions are [[decision]] tables"
    if not entry.starts_with.strip():
        return "starts_with", "how the section's first line begins is required"
    if not entry.summary.strip() or "\n" in entry.summary:
        return "summary", "a summary is one non-empty line"
    if entry.parent and entry.parent not in earlier:
        return "parent", f"{entry.parent!r} is not a section listed before this one"
    return None


@cache
def rule_sections() -> RuleSections:
    """The Soul Deck sections and decisions, read from ``SECTIONS_FILE`` once."""
    return load_sections(SECTIONS_FILE)


@cache
def section_texts() -> SectionTexts[RuleSection]:
    """The sections and decisions by citation, and the sections' text read from the document."""
    data = rule_sections()
    document = DocumentText(title=data.title, file=data.file)
    return SectionTexts("Soul Deck", data.sections, {data.prefix: document})


def section(cite: str) -> RuleSection:
    """The section cited as ``cite``; KeyError naming the closest citations if unknown."""
    return section_texts().section(cite)


def read_section_text(rules_dir: Path, cite: str) -> str:
    """The text of the cited section (with its subsections), or a decision's ruling."""
    wanted = section(cite)
    if wanted.named_by_project:
        return (
            f"{wanted.heading or wanted.cite.split(': ', 1)[1]} (a ruling of the project, not the "
            f"document's text): {wanted.summary} See docs/games/soul_deck.md and decisions.py."
        )
    return section_texts().read_text(rules_dir, cite)


def rule_index() -> RuleIndex:
    """The Soul Deck rule index (the ``reishi.rule_indexes`` plugin)."""
    data = rule_sections()
    return RuleIndex(
        game="soul-deck",
        title="Bleach Soul Deck",
        sections=data.sections,
        document_titles={data.prefix: data.title},
        read_text=read_section_text,
        index_module=_REPO_PATH,
    )
