"""How much each DBZ event matters to a reader, which step of the turn it belongs to, and one
line for a run of passes (engine/presentation.py: SupportsEventLevels).

The steps are those of DBZ RB: Gameplay (Draw, Planning, Combat, Discard, Rejuvenation); an
event's step is read from the section it cites, so every step the log names is the rules'.
"""

from __future__ import annotations

from collections.abc import Sequence

from reishi.engine.events import ActionTaken, CardPlayed, Event, GameEnded, TurnBegan
from reishi.engine.presentation import EventLevel
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import seat_name

KEY_EVENTS: tuple[type, ...] = (
    CardPlayed,
    GameEnded,
    ev.CardUsed,
    ev.AngerChanged,
    ev.LevelChanged,
    ev.AttackStopped,
    ev.CombatChanged,
    ev.StagesChanged,
)
# Decisions whose outcome the next event states anyway ("P1 played …", "P1 declared combat").
ECHOED = ("play ", "use ", "declare combat", "defend ")
PASSES = ("pass", "keep ", "no defense")

# (words in the cited section, the step they name), first match wins.
STEPS = (
    ("1. Draw Step", "Draw Step"),
    ("Planning Step", "Planning Step"),
    ("DBZ RB: The Combat Step", "Combat Step"),
    ("DBZ CRD: Timing — Attack sequence", "Combat Step"),
    ("4. Discard Step", "Discard Step"),
    ("5. Rejuvenation Step", "Rejuvenation Step"),
)


def event_level(event: Event) -> EventLevel:
    """A turn heading, what a player must not miss, the rest, or quiet procedure."""
    if isinstance(event, TurnBegan):
        return EventLevel.TURN
    if isinstance(event, ev.StepBegan):
        return EventLevel.QUIET  # its heading says it
    if isinstance(event, ActionTaken):
        if event.automatic or event.text.startswith(PASSES + ECHOED):
            return EventLevel.QUIET
        return EventLevel.INFO
    if isinstance(event, ev.DamageTaken) and event.text.startswith("the attack deals"):
        return EventLevel.KEY
    if isinstance(event, KEY_EVENTS):
        return EventLevel.KEY
    return EventLevel.INFO


def event_step(event: Event) -> str:
    """The step of the turn the event's citation names ('' when it names none)."""
    if isinstance(event, ev.StepBegan):
        return event.text
    if isinstance(event, ev.CombatChanged):
        return "Combat Step"
    for words, step in STEPS:
        if words in event.rule:
            return step
    return ""


def quiet_summary(events: Sequence[Event]) -> str:
    """The passes of the run in one line ('' when nobody passed)."""
    passes = [
        f"{seat_name(e.seat)} ({_reason(e.text)})"
        for e in events
        if isinstance(e, ActionTaken) and e.text.startswith(PASSES)
    ]
    return "passed: " + " · ".join(dict.fromkeys(passes)) if passes else ""


def _reason(text: str) -> str:
    """ "pass (end the Planning Step)" reads "end the Planning Step"."""
    inner = text.partition("(")[2].rstrip(")")
    return inner or text
