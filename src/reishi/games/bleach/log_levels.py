"""How much each Bleach event matters to a reader, which step it belongs to, and one line for
a run of quiet priority windows (engine/presentation.py: SupportsEventLevels).

The steps are those of RB: How a Turn Works (Resource, Main, End); each attack of Phase C
is a step of its own, so a battle reads as one block.
"""

from __future__ import annotations

from collections.abc import Sequence

from reishi.engine.events import Event
from reishi.engine.presentation import EventLevel
from reishi.engine.wording import count_of
from reishi.games.bleach import events as ev

RESOURCE = "Resource step"
MAIN = "Main step"
END = "End step"
SUMMARY_NAMES = 3  # windows named in a quiet summary; --verbose shows every one

KEY_EVENTS: tuple[type, ...] = (
    ev.GameStarted,
    ev.CardPlayed,
    ev.AttackDeclared,
    ev.DefenderDeclared,
    ev.StatsLocked,
    ev.PowerChanged,
    ev.QueueItemAdded,
    ev.QueueItemResolved,
    ev.QueueItemCancelled,
    ev.Boosted,
    ev.GameEnded,
    ev.AttackEnded,
    ev.EffectFizzled,
    ev.StatSwitched,
    ev.CharacterOverlaid,
    ev.LoopRepeated,
)
QUIET_EVENTS: tuple[type, ...] = (
    ev.WindowOpened,
    ev.PriorityPassed,
    ev.ActionTaken,  # the decision's own notation: the events after it say what it did
    ev.CharacterAttacked,  # repeats the attack declared just before
    ev.BattleBegan,
)


def event_level(event: Event) -> EventLevel:
    """A turn heading, what a player must not miss, the rest, or quiet procedure."""
    if isinstance(event, ev.TurnBegan):
        return EventLevel.TURN
    if isinstance(event, KEY_EVENTS):
        return EventLevel.KEY
    if isinstance(event, QUIET_EVENTS):
        return EventLevel.QUIET
    if isinstance(event, ev.CardsRenewed) and not event.cards:
        return EventLevel.QUIET
    if isinstance(event, ev.CardDepleted) and event.rule != "RB: Deplete":
        return EventLevel.QUIET  # energy paid for a cost: the cost paid says so
    if isinstance(event, ev.CardMoved) and event.rule == "RB: How Do You Win a Battle?":
        return EventLevel.KEY  # a character lost a battle
    return EventLevel.INFO


def event_step(event: Event) -> str:
    """The step an event opens or belongs to ('' when it says nothing of one)."""
    match event:
        case ev.CardsRenewed():
            return RESOURCE
        case ev.WindowOpened(label=label):
            return _window_step(label)
        case ev.AttackDeclared(card=card, title=title, stat=stat):
            # Numbered as on the board: two copies of a non-unique character attack apart.
            return f"Attack: {title} #{card} with {stat}"
        case ev.MainStepPassed():
            return MAIN
    return ""


def _window_step(label: str) -> str:
    if label.startswith("Resource Phase"):
        return RESOURCE
    if label == END:
        return END
    if label.startswith("C") and label[1:2] in (" ", "."):
        return ""  # a window of the attack under way: its step began with the declaration
    if label == "Boost" or label.endswith("in battle"):
        return ""
    return MAIN


def quiet_summary(events: Sequence[Event]) -> str:
    """The priority windows of the run in one line ('' when none opened)."""
    labels = [e.label for e in events if isinstance(e, ev.WindowOpened)]
    if not labels:
        return ""
    names = list(dict.fromkeys(labels))
    shown = " · ".join(names[:SUMMARY_NAMES]) + (" · …" if len(names) > SUMMARY_NAMES else "")
    return f"{count_of(len(labels), 'quiet window')}: {shown}"
