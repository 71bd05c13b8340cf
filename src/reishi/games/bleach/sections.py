"""The rule sections of the Bleach TCG documents, and the citation string of each.

Everywhere in Reishi a Bleach rule is cited as ``"<document>: <heading>"``, the document
being the rulebook or the Advanced Rulings Document. The sections are data,
``data/rule-sections.toml`` (its header explains the citation rules and each field); this
module reads and checks that file once, finds a section's text in the documents (read at
run time from the rules folder) and builds the game's rule index.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import msgspec

from reishi.engine.errors import DataError
from reishi.engine.ruleindex import RuleIndex
from reishi.engine.sectiontext import DocumentText, LocatedSection, SectionTexts

SECTIONS_FILE = Path(__file__).parent / "data" / "rule-sections.toml"
"""Where the section list is kept."""

_REPO_PATH = "src/reishi/games/bleach/data/rule-sections.toml"
"""The same file as the coverage map names it: it cites every section by listing it."""


class RuleSection(msgspec.Struct, frozen=True):
    """One citable section of a Bleach rule document."""

    cite: str
    """The citation string, the document's prefix and the section's name."""
    document: str
    """The document's prefix, e.g. ``"RB"``."""
    heading: str
    """The heading as printed, or ``''`` when the document lost it."""
    named_by_project: bool
    """True when the citation's name is Reishi's, not the document's."""
    summary: str
    """What the section says, in one line."""
    group: str
    """The part of the document the section belongs to."""
    parent: str = ""
    """Citation of the enclosing section; a section's text includes its subsections."""
    starts_with: str = ""
    """How the section's first line begins, for a section without a printed heading."""


class Document(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One rule document: its citation prefix, title, file and how its headings read."""

    prefix: str
    title: str
    file: str
    stops: tuple[str, ...] = ()
    """Lines that head a part of the document but are no section: a section ends there."""
    heading_suffix: str = ""
    """Text every heading line ends with (a wiki's "Edit" link), not part of the heading."""


class _SectionEntry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    cite: str
    summary: str
    heading: str | None = None
    starts_with: str = ""
    parent: str = ""


class _PartEntry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    document: str
    name: str
    section: tuple[_SectionEntry, ...] = ()


class _SectionsFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    document: tuple[Document, ...]
    part: tuple[_PartEntry, ...]


@dataclass(frozen=True, slots=True)
class RuleSections:
    """The documents and their sections, in document order."""

    documents: dict[str, Document]
    sections: tuple[RuleSection, ...]
    by_cite: dict[str, RuleSection]


def load_sections(path: Path) -> RuleSections:
    """Read and check a section list; a DataError names the file, line and field at fault."""
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(where, f"cannot read the rule sections: {exc}") from None
    lines = _TableLines(text)
    try:
        data = msgspec.toml.decode(text, type=_SectionsFile)
    except msgspec.ValidationError as exc:
        reason, _, at = str(exc).partition(" - at ")
        line, field = lines.locate(at.strip().strip("`"), reason)
        raise DataError(where, reason, line=line, field=field) from None
    except msgspec.DecodeError as exc:
        found = re.search(r"\(at line (\d+), column \d+\)", str(exc))
        raise DataError(
            where, f"invalid TOML: {exc}", line=int(found.group(1)) if found else None
        ) from None
    documents: dict[str, Document] = {}
    for index, listed_doc in enumerate(data.document):
        if listed_doc.prefix in documents:
            line = lines.field_line(lines.documents, index, "prefix")
            message = f"document {listed_doc.prefix!r} is listed twice"
            raise DataError(where, message, line, "prefix")
        documents[listed_doc.prefix] = listed_doc
    listed: list[RuleSection] = []
    by_cite: dict[str, RuleSection] = {}
    for p, part in enumerate(data.part):
        doc = documents.get(part.document)
        if doc is None:
            known = ", ".join(documents) or "none"
            line = lines.field_line(lines.parts, p, "document")
            raise DataError(
                where, f"unknown document {part.document!r} (known: {known})", line, "document"
            )
        for s, entry in enumerate(part.section):
            try:
                item = _section(doc, part.name, entry, by_cite)
            except _EntryError as exc:
                line = lines.section_line(p, s, exc.field)
                raise DataError(where, exc.message, line, exc.field) from None
            listed.append(item)
            by_cite[item.cite] = item
    sections = _nest(tuple(listed))
    return RuleSections(documents, sections, {item.cite: item for item in sections})


class _EntryError(Exception):
    """A section entry breaks a rule of the file; the loader adds the file and line."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


def _section(
    doc: Document, group: str, entry: _SectionEntry, earlier: dict[str, RuleSection]
) -> RuleSection:
    """One checked section of ``doc``; ``earlier`` holds the sections listed before it."""
    prefix = f"{doc.prefix}: "
    name = entry.cite.removeprefix(prefix)
    parent = earlier.get(entry.parent) if entry.parent else None
    problems = (
        (
            not entry.cite.startswith(prefix) or not name.strip(),
            "cite",
            f"a citation is {prefix!r} followed by the section's name",
        ),
        (entry.cite in earlier, "cite", f"{entry.cite!r} is listed twice"),
        (
            bool(doc.heading_suffix) and entry.cite.endswith(doc.heading_suffix),
            "cite",
            f"a citation leaves out the headings' {doc.heading_suffix!r}",
        ),
        (
            not entry.summary.strip() or "\n" in entry.summary,
            "summary",
            "a summary is one non-empty line",
        ),
        (
            bool(entry.starts_with) and entry.heading is not None,
            "heading",
            "both a heading and starts_with (which is for a lost heading)",
        ),
        (
            bool(entry.parent) and (parent is None or parent.document != doc.prefix),
            "parent",
            f"{entry.parent!r} is not a section of {doc.prefix} listed before this one",
        ),
    )
    for broken, field, message in problems:
        if broken:
            raise _EntryError(message, field)
    heading = "" if entry.starts_with else (name if entry.heading is None else entry.heading)
    return RuleSection(
        cite=entry.cite,
        document=doc.prefix,
        heading=heading,
        named_by_project=bool(entry.starts_with),
        summary=entry.summary,
        group=group,
        parent=entry.parent,
        starts_with=entry.starts_with,
    )


class _TableLines:
    """Where each ``[[document]]``, ``[[part]]`` and ``[[part.section]]`` table starts."""

    _HEADER = re.compile(r"^\s*\[\[\s*(document|part|part\.section)\s*\]\]")
    _PATH = re.compile(r"^\$\.(document|part)\[(\d+)\](?:\.section\[(\d+)\])?")

    def __init__(self, text: str) -> None:
        self.text = text.splitlines()
        self.headers: list[int] = []  # 0-based line of every table header, in order
        self.documents: list[int] = []
        self.parts: list[int] = []
        self.sections: list[list[int]] = []  # per part
        for number, line in enumerate(self.text):
            found = self._HEADER.match(line)
            if found is None:
                continue
            self.headers.append(number)
            kind = found.group(1)
            if kind == "document":
                self.documents.append(number)
            elif kind == "part":
                self.parts.append(number)
                self.sections.append([])
            elif self.sections:
                self.sections[-1].append(number)

    def field_line(self, starts: list[int], index: int, field: str | None) -> int | None:
        """1-based line where table ``index`` of ``starts`` sets ``field`` (else its header)."""
        if index >= len(starts):
            return None
        start = starts[index]
        later = [h for h in self.headers if h > start]
        end = later[0] if later else len(self.text)
        if field:
            pattern = re.compile(rf"^\s*{re.escape(field)}\s*=")
            for number in range(start + 1, end):
                if pattern.match(self.text[number]):
                    return number + 1
        return start + 1

    def section_line(self, part: int, section: int, field: str | None) -> int | None:
        """1-based line where section ``section`` of part ``part`` sets ``field``."""
        if part >= len(self.sections):
            return None
        return self.field_line(self.sections[part], section, field)

    def locate(self, path: str, reason: str) -> tuple[int | None, str | None]:
        """The line and field of msgspec's ``$.part[2].section[5].summary`` style path."""
        named = re.search(r"field `([^`]*)`", reason)
        found = self._PATH.match(path)
        if found is None:
            return None, named.group(1) if named else path.removeprefix("$.") or None
        rest = path[found.end() :].lstrip(".")
        field = re.sub(r"\[[^\]]*\]", "", rest).split(".")[0] or None
        if field is None and named and "missing" not in reason:
            field = named.group(1)
        table, index, section = found.group(1), int(found.group(2)), found.group(3)
        if table == "document":
            line = self.field_line(self.documents, index, field)
        elif section is not None:
            line = self.section_line(index, int(section), field)
        else:
            line = self.field_line(self.parts, index, field)
        if field is None and named:
            field = named.group(1)
        return line, field


def _nest(listed: tuple[RuleSection, ...]) -> tuple[RuleSection, ...]:
    """Make every section without a parent a subsection of its part, where the part is cited."""
    cites = {s.cite for s in listed}
    nested = []
    for item in listed:
        part = f"{item.document}: {item.group}"
        if not item.parent and part in cites and part != item.cite:
            item = msgspec.structs.replace(item, parent=part)
        nested.append(item)
    return tuple(nested)


@cache
def rule_sections() -> RuleSections:
    """The Bleach documents and sections, read from ``SECTIONS_FILE`` once."""
    return load_sections(SECTIONS_FILE)


# After a heading comes the end of the line, punctuation, or a space and more punctuation;
# never a word, so that "Attack" does not match "Attacking" nor "Triggered Effects" the
# line "Triggered Effects and the Queue".
_AFTER_HEADING = re.compile(r"$|[:.,?!]| [^\w\s]")


def _cleaner(doc: Document) -> Callable[[str], str]:
    def clean(line: str) -> str:
        text = line.strip()
        if doc.heading_suffix and text.endswith(doc.heading_suffix):
            text = text.removesuffix(doc.heading_suffix)
        return text.removeprefix("•").strip()

    return clean


def _begins(text: str, wanted: LocatedSection) -> bool:
    if wanted.starts_with:
        return text.startswith(wanted.starts_with)
    if not text.startswith(wanted.heading):
        return False
    return _AFTER_HEADING.match(text, len(wanted.heading)) is not None


@cache
def section_texts() -> SectionTexts[RuleSection]:
    """The sections by citation, and their text read from the documents."""
    data = rule_sections()
    documents = {
        prefix: DocumentText(
            title=doc.title,
            file=doc.file,
            stops=doc.stops,
            clean=_cleaner(doc),
            begins=_begins,
            first_line=_cleaner(doc),
        )
        for prefix, doc in data.documents.items()
    }
    return SectionTexts("Bleach", data.sections, documents)


def section(cite: str) -> RuleSection:
    """The section cited as ``cite``; KeyError naming the closest citations if unknown."""
    return section_texts().section(cite)


def read_section_text(rules_dir: Path, cite: str) -> str:
    """The text of the cited section (with its subsections), read from the documents."""
    return section_texts().read_text(rules_dir, cite)


def rule_index() -> RuleIndex:
    """The Bleach rule index (the ``reishi.rule_indexes`` plugin)."""
    data = rule_sections()
    return RuleIndex(
        game="bleach",
        title="Bleach TCG",
        sections=data.sections,
        document_titles={prefix: doc.title for prefix, doc in data.documents.items()},
        read_text=read_section_text,
        index_module=_REPO_PATH,
    )
