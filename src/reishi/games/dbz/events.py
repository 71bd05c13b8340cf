"""DBZ log events: what happened, in the past tense, with the rule it applied.

The facts every game logs (a turn began, a card drawn or played, a decision taken, the game
ended) are the engine's own events (engine/events.py); these are DBZ's, beside them.
"""

from __future__ import annotations

from reishi.engine.events import Event


class DbzEvent(Event, frozen=True, kw_only=True):
    """Base of DBZ events: the seat it concerns (-1: none) and a readable line."""

    seat: int = -1
    text: str = ""

    def redacted(self) -> Event:
        """Others learn that something happened to that seat, not what (a hidden card)."""
        return type(self)(seat=self.seat, text="(hidden information)", rule=self.rule)


class StepBegan(DbzEvent, frozen=True, kw_only=True, tag="dbz-step-began"):
    """A step of the turn began (DBZ RB: Gameplay)."""


class CardUsed(DbzEvent, frozen=True, kw_only=True, tag="dbz-card-used"):
    """A card was used, not played: a Power, an Instant, a defense from play, an attack again."""

    # DBZ CRD: General — Playing vs placing; DBZ RB: "you may play or use one" defense card.

    card: int = -1


class CardMoved(DbzEvent, frozen=True, kw_only=True, tag="dbz-card-moved"):
    """A card moved between zones."""


class StagesChanged(DbzEvent, frozen=True, kw_only=True, tag="dbz-stages-changed"):
    """A personality gained or lost power stages."""


class AngerChanged(DbzEvent, frozen=True, kw_only=True, tag="dbz-anger-changed"):
    """A player's anger went up or down."""


class LevelChanged(DbzEvent, frozen=True, kw_only=True, tag="dbz-level-changed"):
    """An MP advanced or lowered a level."""


class AttackStopped(DbzEvent, frozen=True, kw_only=True, tag="dbz-attack-stopped"):
    """An attack was stopped."""


class DamageTaken(DbzEvent, frozen=True, kw_only=True, tag="dbz-damage-taken"):
    """Damage was taken (stages or Life Cards)."""


class CombatChanged(DbzEvent, frozen=True, kw_only=True, tag="dbz-combat-changed"):
    """Combat was declared or ended."""


class Revealed(DbzEvent, frozen=True, kw_only=True, tag="dbz-revealed"):
    """Private information shown to one seat (a searched deck, a looked-at hand)."""

    def redacted(self) -> Event:
        """Others learn only that something was looked at."""
        return Revealed(seat=self.seat, text="(private information)", rule=self.rule)


class RuleApplied(DbzEvent, frozen=True, kw_only=True, tag="dbz-rule-applied"):
    """Any other rule or effect step."""
