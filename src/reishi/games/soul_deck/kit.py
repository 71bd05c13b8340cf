"""The Soul Deck card kit: the card library plus per-title facts, shared by every state."""

from __future__ import annotations

from functools import cache

from reishi.games.soul_deck.info import CardInfo
from reishi.games.soul_deck.library import CardLibrary, load_library


class CardKit:
    """The card library plus per-title facts, shared by every state."""

    __slots__ = ("_info", "library")

    def __init__(self, library: CardLibrary) -> None:
        self.library = library
        self._info: dict[str, CardInfo] = {}

    def info(self, title: str) -> CardInfo:
        """Per-title facts (cached)."""
        found = self._info.get(title)
        if found is None:
            found = CardInfo(self.library.get(title))
            self._info[title] = found
        return found


@cache
def default_kit() -> CardKit:
    """The shipped sample set (loaded once per process)."""
    return CardKit(load_library())
