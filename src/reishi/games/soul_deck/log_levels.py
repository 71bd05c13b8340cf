"""How much each Soul Deck event matters to a reader, which phase it belongs to, and one line
for a run of passes (engine/presentation.py: SupportsEventLevels).

The phases are those of SD: TURN PHASES, each a heading of the log.
"""

from __future__ import annotations

from collections.abc import Sequence

from reishi.engine.events import Event
from reishi.engine.presentation import EventLevel
from reishi.games.soul_deck import events as ev

# SD: TURN PHASES names them "Main Phase 1", "Combat Phase" and so on.
PHASE_NAMES = {"Main 1": "Main Phase 1", "Main 2": "Main Phase 2"}

KEY_EVENTS: tuple[type, ...] = (
    ev.GameStarted,
    ev.CardPlayed,
    ev.AbilityUsed,
    ev.AttackerDeclared,
    ev.BlockerDeclared,
    ev.DamageDealt,
    ev.LifeLost,
    ev.LifeGained,
    ev.Destroyed,
    ev.Transformed,
    ev.FieldReplaced,
    ev.ItemResolved,
    ev.ItemFizzled,
    ev.GameEnded,
)
QUIET_EVENTS: tuple[type, ...] = (
    ev.PhaseBegan,  # its heading says it
    ev.PriorityPassed,
    ev.EffectsEnded,
    ev.CombatEnded,
    ev.ActionTaken,  # a decision's notation: the event after it states what it did
)


def phase_name(phase: str) -> str:
    """A phase as SD: TURN PHASES names it."""
    return PHASE_NAMES.get(phase, f"{phase} Phase")


def event_level(event: Event) -> EventLevel:
    """A turn heading, what a player must not miss, the rest, or quiet procedure."""
    if isinstance(event, ev.TurnBegan):
        return EventLevel.TURN
    if isinstance(event, KEY_EVENTS):
        return EventLevel.KEY
    if isinstance(event, QUIET_EVENTS):
        return EventLevel.QUIET
    if isinstance(event, ev.CardsReadied) and not event.cards:
        return EventLevel.QUIET
    return EventLevel.INFO


def event_step(event: Event) -> str:
    """The phase a PhaseBegan event opens ('' for every other event)."""
    return phase_name(event.phase) if isinstance(event, ev.PhaseBegan) else ""


def quiet_summary(events: Sequence[Event]) -> str:
    """The passes of the run in one line ('' when nobody passed)."""
    seats = [f"P{e.seat + 1}" for e in events if isinstance(e, ev.PriorityPassed)]
    return "passed: " + " · ".join(dict.fromkeys(seats)) if seats else ""
