"""A game's rule index: the citable sections of its documents (the coverage map's rows).

Each game builds one from its own section list and registers it as a plugin (entry-point
group ``reishi.rule_indexes``); ``reishi rules GAME`` and the citation checks read it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol


class RuleSectionInfo(Protocol):
    """What the coverage map and the rules page need of a game's rule section."""

    @property
    def cite(self) -> str:
        """The citation string, e.g. ``"RULES: Setting Up"``."""
        ...

    @property
    def document(self) -> str:
        """Short name of the document, the citation's prefix."""
        ...

    @property
    def heading(self) -> str:
        """The heading as printed, or ``''`` when the document lost it."""
        ...

    @property
    def named_by_project(self) -> bool:
        """True when the name in the citation is the project's own."""
        ...

    @property
    def summary(self) -> str:
        """One line on what the section says."""
        ...

    @property
    def group(self) -> str:
        """The part of the document the section belongs to."""
        ...

    @property
    def parent(self) -> str:
        """Citation of the enclosing section, or ``''``."""
        ...


@dataclass(frozen=True, slots=True)
class RuleIndex:
    """A game's citable rule sections and how to read their text from the documents."""

    game: str
    title: str
    sections: tuple[RuleSectionInfo, ...]
    document_titles: dict[str, str]
    read_text: Callable[[Path, str], str]
    index_module: str
    """Repository path of the file listing the sections (a module or a data file): it cites
    every section, so the coverage map does not count it as implementing them."""

    @property
    def documents(self) -> tuple[str, ...]:
        """The documents' short names, in the order the sections list them."""
        return tuple(dict.fromkeys(s.document for s in self.sections))

    @property
    def cites(self) -> tuple[str, ...]:
        """Every citation, in document order."""
        return tuple(s.cite for s in self.sections)

    def citation_pattern(self) -> re.Pattern[str]:
        """Matches the start of a citation of one of this game's documents."""
        return re.compile(rf"(?:{'|'.join(map(re.escape, self.documents))}): ")
