"""DBZ actions: the choices a player makes (the engine's ``PassPriority`` and ``Choose`` too)."""

from __future__ import annotations

from reishi.engine.actions import Action, Choose, PassPriority

__all__ = [
    "Choose",
    "DeclareCombat",
    "Defend",
    "NoDefense",
    "PassPriority",
    "PlayCard",
    "UsePower",
    "UseRule",
]


class PlayCard(Action, frozen=True, tag="dbz-play"):
    """Play ``card`` from the hand; ``by`` is the personality performing an attack (-1: MP)."""

    card: int
    by: int = -1


class UsePower(Action, frozen=True, tag="dbz-power"):
    """Use the Power of ``card`` in play; ``by`` is the personality performing an attack."""

    card: int
    by: int = -1


class UseRule(Action, frozen=True, tag="dbz-rule"):
    """Use a card rule of ``card`` as an action ("(You may shuffle this Drill from play into its
    owner's Life Deck as an action. …)"): from the hand, the discard pile or play, apart from
    the card's Power (DBZ RB: Glossary — Parenthesis Text)."""

    card: int


class DeclareCombat(Action, frozen=True, tag="dbz-combat"):
    """DBZ RB: Gameplay — 3. Combat Step (Optional): declare combat against the opponent."""


class Defend(Action, frozen=True, tag="dbz-defend"):
    """Play or use ``card`` (a shield icon card) against the attack."""

    card: int


class NoDefense(Action, frozen=True, tag="dbz-no-defense"):
    """Let the attack through without a defence."""
