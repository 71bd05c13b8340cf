"""The Bleach card kit: printed card data plus behaviour, shared by every state of a game."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from reishi.games.bleach import cards as behaviours
from reishi.games.bleach.abilities import Ability
from reishi.games.bleach.carddef import CardDef
from reishi.games.bleach.info import TitleInfo, title_info
from reishi.games.bleach.library import CardLibrary, load_library


class CardKit:
    """Printed card data plus behaviour, looked up by title; shared by every state."""

    __slots__ = ("_abilities", "_info", "_views", "library")

    def __init__(self, library: CardLibrary) -> None:
        self.library = library
        self._abilities: dict[str, tuple[Ability, ...]] = {}
        self._info: dict[str, TitleInfo] = {}
        self._views: dict[tuple[tuple[str, ...], tuple[int, ...]], dict[Any, Any]] = {}

    def view_cache(self, titles: Sequence[str], owners: Sequence[int]) -> dict[Any, Any]:
        """The card views shared by every game whose card ids name the same titles and owners.

        A view is keyed by everything it shows (viewing.py), so games laid out alike (the
        same decks in the same seats) can share them; the latest few layouts are kept.
        """
        layout = (tuple(titles), tuple(owners))
        found = self._views.pop(layout, None)  # re-inserted below: the newest last
        if found is None:
            found = {}
            if len(self._views) >= VIEW_LAYOUTS_KEPT:
                del self._views[next(iter(self._views))]  # the least recently used
        self._views[layout] = found
        return found

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


VIEW_LAYOUTS_KEPT = 8
"""How many deck layouts' card views a kit keeps (random decks make a new one each game)."""


@cache
def default_kit() -> CardKit:
    """The shipped card library with behaviour (loaded once per process)."""
    return CardKit(load_library())
