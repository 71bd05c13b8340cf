"""Optional rules extensions that help a front end present decisions and events to a person.

Both are read by every front end the same way (``isinstance(rules, SupportsX)``), so the
terminal's stops and log levels, the web page and replays name no game:

- :class:`SupportsActionNotes`: for each legal action, what kind of move it is (a pass, a
  play on the seat's own initiative, a response that fits the moment, a legal move that
  answers nothing now, or part of a choice the rules put to the seat), what it costs and
  what it does, and a name for the moment of the decision (the window a player may stop at).
- :class:`SupportsEventLevels`: how much each event matters to a reader (a new turn, a
  step, what a player must not miss, the rest, procedure with nothing in it), and one line
  that sums up a run of quiet procedure.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

import msgspec

from reishi.engine.actions import Action
from reishi.engine.events import Event


class ActionKind(StrEnum):
    """What taking an action means at the table, for deciding whether to ask a person."""

    PASS = "pass"  # declines to act now: passes priority, ends a step, declares nothing more
    PLAY = "play"  # a move on the seat's own initiative (its main step, its attacks)
    RESPONSE = "response"  # answers what is happening now: a fight, an item to resolve
    IDLE = "idle"  # legal now, but nothing it could answer is happening
    CHOICE = "choice"  # part of a choice the rules put to the seat (targets, defenders, order)


class ActionNote(msgspec.Struct, frozen=True, kw_only=True):
    """What a person should know about one legal action before taking it."""

    kind: ActionKind
    cost: str = ""  # what taking it costs, in the game's words ("remove this card from the game")
    effect: str = ""  # what it does when the notation does not say ("draw 2 cards")


@runtime_checkable
class SupportsActionNotes(Protocol):
    """Optional rules extension: the kind, cost and effect of each legal action."""

    stop_moments: tuple[str, ...]  # the moments a player may always want to be asked at

    def action_notes(self, state: Any, actions: Sequence[Action]) -> list[ActionNote]:
        """One note per action of ``actions`` (the legal actions now), in the same order."""
        ...

    def decision_moment(self, state: Any) -> str:
        """The name of the moment of the pending decision (one of ``stop_moments`` if listed)."""
        ...


class EventLevel(StrEnum):
    """How much an event matters to a person reading the log."""

    TURN = "turn"  # a new turn began: a heading
    KEY = "key"  # what a player must not miss: plays, attacks, damage, resolutions, the end
    INFO = "info"  # the rest of what happened: draws, costs paid, cards moving
    QUIET = "quiet"  # procedure with nothing in it: a window opening, a forced pass


@runtime_checkable
class SupportsEventLevels(Protocol):
    """Optional rules extension: the level of each event, its step, and quiet summaries."""

    def event_level(self, event: Event) -> EventLevel:
        """How much ``event`` matters to a reader."""
        ...

    def event_step(self, event: Event) -> str:
        """The step or phase ``event`` begins or belongs to ('' when it says nothing of one)."""
        ...

    def quiet_summary(self, events: Sequence[Event]) -> str:
        """One line summing up a run of QUIET events ('' to print nothing for them)."""
        ...
