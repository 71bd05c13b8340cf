"""The Bleach card kit: printed card data plus behaviour, shared by every state of a game."""

from __future__ import annotations

from functools import cache

from reishi.games.bleach import cards as behaviours
from reishi.games.bleach.abilities import Ability
from reishi.games.bleach.carddef import CardDef
from reishi.games.bleach.info import TitleInfo, title_info
from reishi.games.bleach.library import CardLibrary, load_library


class CardKit:
    """Printed card data plus behaviour, looked up by title; shared by every state."""

    __slots__ = ("_abilities", "_info", "library")

    def __init__(self, library: CardLibrary) -> None:
        self.library = library
        self._abilities: dict[str, tuple[Ability, ...]] = {}
        self._info: dict[str, TitleInfo] = {}

    def info(self, card: CardDef) -> TitleInfo:
        """Per-title facts for quick legality checks (cached)."""
        found = self._info.get(card.title)
        if found is None:
            found = title_info(card, self.abilities(card.title))
            self._info[card.title] = found
        return found

    def get(self, title: str) -> CardDef:
        """The card definition of a title."""
        return self.library.get(title)

    def abilities(self, title: str) -> tuple[Ability, ...]:
        """The behaviour of a title (cached)."""
        found = self._abilities.get(title)
        if found is None:
            found = behaviours.behaviour(title)
            self._abilities[title] = found
        return found


@cache
def default_kit() -> CardKit:
    """The shipped card library with behaviour (loaded once per process)."""
    return CardKit(load_library())
