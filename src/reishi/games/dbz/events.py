"""DBZ log events: what happened, in the past tense, with the rule it applied."""

from __future__ import annotations

from reishi.engine.events import Event


class DbzEvent(Event, frozen=True, kw_only=True):
    """Base of DBZ events: the seat it concerns (-1: none) and a readable line."""

    seat: int = -1
    text: str = ""


class TurnBegan(DbzEvent, frozen=True, kw_only=True):
    """A seat's turn began."""

    turn: int = 0


class StepBegan(DbzEvent, frozen=True, kw_only=True):
    """A step of the turn began (DBZ RB: Gameplay)."""


class CardsDrawn(DbzEvent, frozen=True, kw_only=True):
    """Cards were drawn; the titles are seen only by the drawing seat."""

    hidden: str = ""

    def redacted(self) -> Event:
        """Other seats see only how many cards were drawn."""
        return CardsDrawn(seat=self.seat, text=self.hidden, rule=self.rule)


class CardPlayed(DbzEvent, frozen=True, kw_only=True):
    """A card was played or a Power used."""


class CardMoved(DbzEvent, frozen=True, kw_only=True):
    """A card moved between zones."""


class StagesChanged(DbzEvent, frozen=True, kw_only=True):
    """A personality gained or lost power stages."""


class AngerChanged(DbzEvent, frozen=True, kw_only=True):
    """A player's anger went up or down."""


class LevelChanged(DbzEvent, frozen=True, kw_only=True):
    """An MP advanced or lowered a level."""


class AttackStopped(DbzEvent, frozen=True, kw_only=True):
    """An attack was stopped."""


class DamageTaken(DbzEvent, frozen=True, kw_only=True):
    """Damage was taken (stages or Life Cards)."""


class CombatChanged(DbzEvent, frozen=True, kw_only=True):
    """Combat was declared or ended."""


class ActionTaken(DbzEvent, frozen=True, kw_only=True):
    """A player's decision (forced ones marked)."""

    automatic: bool = False


class Revealed(DbzEvent, frozen=True, kw_only=True):
    """Private information shown to one seat (a searched deck, a looked-at hand)."""

    def redacted(self) -> Event:
        """Others learn only that something was looked at."""
        return Revealed(seat=self.seat, text="(private information)", rule=self.rule)


class GameEnded(DbzEvent, frozen=True, kw_only=True):
    """The game ended; ``winner`` is -1 for a draw."""

    winner: int = -1
    reason: str = ""


class RuleApplied(DbzEvent, frozen=True, kw_only=True):
    """Any other rule or effect step."""
