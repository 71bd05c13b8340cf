"""Finding a rule section's text in its document, the same way for every game.

A game lists its sections in document order (each with its citation, document, printed
heading or the words its first line starts with, and its parent); the documents themselves
are read at run time from the rules folder. A section runs from its first line to the next
listed section that is not one of its subsections, or to a line that ends a part of the
document (``stops``), whichever comes first. Searching each section after the previous one
resolves headings that recur in a document to the right occurrence.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from reishi.engine.errors import ReishiError
from reishi.engine.ruleindex import RuleSectionInfo


class LocatedSection(RuleSectionInfo, Protocol):
    """A rule section that can be found in its document."""

    @property
    def starts_with(self) -> str:
        """How the first line begins, for a section found by its words, not its heading."""
        ...


S = TypeVar("S", bound=LocatedSection)


def _begins_with_words(line: str, wanted: LocatedSection) -> bool:
    return line.startswith(wanted.starts_with or wanted.heading)


@dataclass(frozen=True, slots=True)
class DocumentText:
    """How one rule document is read: its file, title, and how its lines are compared."""

    title: str
    file: str
    stops: tuple[str, ...] = ()
    """Lines (as ``clean`` leaves them) that end a part: no section runs past them."""
    clean: Callable[[str], str] = str.strip
    """A document line as the section list writes it (quotes, dashes, bullets evened out)."""
    begins: Callable[[str, LocatedSection], bool] = field(default=_begins_with_words)
    """Whether a cleaned line is the first line of a section."""
    first_line: Callable[[str], str] = str.rstrip
    """A section's first line as shown (a heading's decoration removed)."""


class SectionTexts(Generic[S]):
    """A game's sections by citation, and their text read from the documents."""

    def __init__(
        self, game_title: str, sections: Sequence[S], documents: Mapping[str, DocumentText]
    ) -> None:
        self.game_title = game_title
        self.sections = tuple(sections)
        self.documents = dict(documents)
        self.by_cite: dict[str, S] = {s.cite: s for s in self.sections}

    def section(self, cite: str) -> S:
        """The section cited as ``cite``; KeyError naming the closest citations if unknown."""
        try:
            return self.by_cite[cite]
        except KeyError:
            close = difflib.get_close_matches(cite, self.by_cite, n=3, cutoff=0.5)
            hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
            raise KeyError(f"unknown {self.game_title} rule section {cite!r}{hint}") from None

    def read_text(self, rules_dir: Path, cite: str) -> str:
        """The text of the cited section (with its subsections), read from its document."""
        wanted = self.section(cite)
        doc = self.documents[wanted.document]
        lines = self.read_document(rules_dir, wanted.document)
        start, end = self.spans(wanted.document, lines)[cite]
        body = [doc.first_line(lines[start]), *(line.rstrip() for line in lines[start + 1 : end])]
        return "\n".join(body).strip()

    def read_document(self, rules_dir: Path, document: str) -> list[str]:
        """The lines of ``document`` in the rules folder; ReishiError if it cannot be read."""
        doc = self.documents[document]
        path = rules_dir / doc.file
        try:
            return path.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise ReishiError(f"cannot read the {doc.title} at {path}: {exc}") from exc

    def spans(self, document: str, lines: list[str]) -> dict[str, tuple[int, int]]:
        """Line range [start, end) of every listed section of ``document``."""
        doc = self.documents[document]
        cleaned = [doc.clean(line) for line in lines]
        # A section with neither heading nor first words (a project's ruling) has no text here.
        ours = [s for s in self.sections if s.document == document and (s.starts_with or s.heading)]
        starts: dict[str, int] = {}
        at = 0
        for wanted in ours:
            found = next((i for i in range(at, len(lines)) if doc.begins(cleaned[i], wanted)), None)
            if found is None:
                raise ReishiError(
                    f"{wanted.cite!r} not found in {doc.file} after line {at + 1}: "
                    "has the document changed?"
                )
            starts[wanted.cite] = found
            at = found + 1
        stops = [i for i, text in enumerate(cleaned) if text in doc.stops]
        spans: dict[str, tuple[int, int]] = {}
        for index, wanted in enumerate(ours):
            start = starts[wanted.cite]
            later = (starts[s.cite] for s in ours[index + 1 :] if not self.is_within(s, wanted))
            ends = [next(later, len(lines)), *(i for i in stops if i > start)]
            spans[wanted.cite] = (start, min(ends))
        return spans

    def is_within(self, candidate: S, ancestor: S) -> bool:
        """True when ``candidate`` is a subsection (at any depth) of ``ancestor``."""
        parent = candidate.parent
        while parent:
            if parent == ancestor.cite:
                return True
            parent = self.by_cite[parent].parent
        return False
