"""Soul Deck actions: every choice a player makes, as small immutable records."""

from __future__ import annotations

from reishi.engine.actions import Action, Choose, PassPriority

__all__ = [
    "Action",
    "BottomCard",
    "Choose",
    "DeclareAttacker",
    "DeclareBlocker",
    "Discard",
    "EndAttacks",
    "EndBlocks",
    "EndPhase",
    "KeepHand",
    "Mulligan",
    "PassPriority",
    "PayEnergy",
    "PlayCard",
    "PlayEnergy",
    "UseAbility",
]


class KeepHand(Action, frozen=True, tag="sd-keep"):
    """Keep the opening hand."""


class Mulligan(Action, frozen=True, tag="sd-mulligan"):
    """Shuffle the hand back, draw five, then put one of them on the bottom."""


class BottomCard(Action, frozen=True, tag="sd-bottom"):
    """After a mulligan: put this card from the new hand on the bottom of the deck."""

    card: int


class PlayEnergy(Action, frozen=True, tag="sd-energy"):
    """Play this Spiritual Energy into the Support Zone (one per turn)."""

    card: int


class PlayCard(Action, frozen=True, tag="sd-play"):
    """Play this card from hand: tribute ``tributes``, aim at ``target`` (-1 for none)."""

    card: int
    tributes: tuple[int, ...] = ()
    target: int = -1


class PayEnergy(Action, frozen=True, tag="sd-pay"):
    """Which colours pay the number of the cost just chosen (W, B, U, G counts)."""

    split: tuple[int, int, int, int]


class UseAbility(Action, frozen=True, tag="sd-use"):
    """Activate this character's Blut Vene or Blut Arterie."""

    card: int
    ability: str  # "Blut Vene" or "Blut Arterie"


class EndPhase(Action, frozen=True, tag="sd-end-phase"):
    """Leave the current Main phase."""


class DeclareAttacker(Action, frozen=True, tag="sd-attack"):
    """Exhaust this character to attack the opponent."""

    card: int


class EndAttacks(Action, frozen=True, tag="sd-end-attacks"):
    """Declare no more attackers."""


class DeclareBlocker(Action, frozen=True, tag="sd-block"):
    """Block ``attacker`` with the ready character ``blocker``."""

    blocker: int
    attacker: int


class EndBlocks(Action, frozen=True, tag="sd-end-blocks"):
    """Declare no more blockers."""


class Discard(Action, frozen=True, tag="sd-discard"):
    """End Phase: discard this card (down to six in hand)."""

    card: int
