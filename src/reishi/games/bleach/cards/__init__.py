"""Card behaviour, merged with the printed data by title when the library loads.

Each module holds cards as declarative abilities (Fireplace-style). ``behaviour(title)``
returns a card's abilities; vanilla cards have none. ``check_coverage`` makes sure every
card with text has behaviour and no behaviour names an unknown card.
"""

from __future__ import annotations

from collections.abc import Iterable

from reishi.games.bleach.abilities import Ability
from reishi.games.bleach.cards import named, sample

# Cards with no text, or only keywords and card rules handled by the rules themselves
# (uniqueness, limits, Defensive, Swift), have no entry.
BEHAVIOURS: dict[str, tuple[Ability, ...]] = {**named.CARDS, **sample.CARDS}


def behaviour(title: str) -> tuple[Ability, ...]:
    """The abilities of a card (empty for vanilla cards)."""
    return BEHAVIOURS.get(title, ())


def check_coverage(cards: Iterable[tuple[str, str]]) -> list[str]:
    """Problems: a card with text but no behaviour, or behaviour for an unknown title."""
    problems = []
    titles = set()
    for title, text in cards:
        titles.add(title)
        if text.strip() and not _only_card_rules(text) and title not in BEHAVIOURS:
            problems.append(f"{title}: has text but no behaviour")
    for title in BEHAVIOURS:
        if title not in titles:
            problems.append(f"{title}: behaviour for a card the library does not have")
    return problems


def _only_card_rules(text: str) -> bool:
    stripped = text.strip()
    return stripped.startswith("(") and stripped.endswith(")")
