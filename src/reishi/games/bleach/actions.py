"""Bleach TCG actions: the choices a player can make, as small immutable records."""

from __future__ import annotations

from reishi.engine.actions import Action, Choose, PassPriority

__all__ = [
    "Action",
    "Boost",
    "Choose",
    "ChooseFirstPlayer",
    "DeclareAttack",
    "Defend",
    "DrawCard",
    "KeepHand",
    "Mulligan",
    "NoDefense",
    "PassMainStep",
    "PassPriority",
    "PlayCard",
    "PlayEnergy",
    "UseEffect",
]


class ChooseFirstPlayer(Action, frozen=True, tag="first"):
    """The coin flip's winner picks the seat that takes the first turn."""

    seat: int


class KeepHand(Action, frozen=True, tag="keep"):
    """Keep the opening hand."""


class Mulligan(Action, frozen=True, tag="mulligan"):
    """Put the hand on the bottom of the deck and draw five (once per game)."""


class DrawCard(Action, frozen=True, tag="draw"):
    """Resource Phase 3/4: draw a card."""


class PlayEnergy(Action, frozen=True, tag="energy"):
    """Resource Phase 3/4: put this energy card from the side deck into the energy row."""

    card: int


class PassMainStep(Action, frozen=True, tag="end-main"):
    """Phase A: pass the Main step."""


class PlayCard(Action, frozen=True, tag="play"):
    """Phase B (or any priority for events): play this card from hand."""

    card: int


class UseEffect(Action, frozen=True, tag="use"):
    """Use activated effect number ``ability`` of this card in play (or attached Bankai)."""

    card: int
    ability: int


class DeclareAttack(Action, frozen=True, tag="attack"):
    """Phase C: attack with this character using this stat."""

    card: int
    stat: str


class Defend(Action, frozen=True, tag="defend"):
    """Phase C.2: defend with this character."""

    card: int


class NoDefense(Action, frozen=True, tag="no-defense"):
    """Phase C.2: declare no defender."""


class Boost(Action, frozen=True, tag="boost"):
    """Phase C.3: discard this card from hand to boost your stat in battle."""

    card: int
