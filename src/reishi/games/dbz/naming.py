"""What a named card names: a title, or for an Ally its name alone (DBZ CRD: General — Naming).

"When a card effect requires naming an Ally, you do not need to name the Allies sub-name. For
example, "Bulma Ally" would be acceptable. Otherwise, the exact card title must be named."
So a player naming a card may name an exact title (any printing of it, whatever its spelling,
as in deck building), or "Bulma Ally", which names every Ally whose name is Bulma.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from reishi.games.dbz.cards import Card, CardType
from reishi.games.dbz.octgn import loose_key

ALLY_WORD = " Ally"  # "Bulma Ally": an Ally named without its sub-name


def ally_name(card: Card) -> str:
    """How an Ally may be named without its sub-name ("Bulma Ally")."""
    return card.name + ALLY_WORD


def ally_names(cards: Iterable[Card]) -> set[str]:
    """Every Ally name of ``cards`` as it may be named ("Bulma Ally", "Icarus Ally")."""
    return {ally_name(card) for card in cards if card.type is CardType.ALLY and card.name}


def names(name: str, card: Card) -> bool:
    """Whether naming ``name`` names ``card``: its title, or its Ally name if it is an Ally."""
    key = loose_key(name)
    if loose_key(card.title) == key:
        return True
    return card.type is CardType.ALLY and loose_key(ally_name(card)) == key


def all_named_among(named: Sequence[str], cards: Sequence[Card]) -> bool:
    """Whether each name of ``named`` names its own card of ``cards`` (one title named twice
    needs two copies; "Bulma Ally" and "Bulma - Helpful" need two cards)."""
    if not named:
        return True
    first, rest = named[0], named[1:]
    for index, card in enumerate(cards):
        if names(first, card) and all_named_among(rest, [*cards[:index], *cards[index + 1 :]]):
            return True
    return False
