"""The log as a judge would read it out: grouped by turn and step, at a chosen level of detail.

Each line is the game's own event text (``describe_event``, the same text replays and the
web page show) split from its citation. A game that sorts its events
(:class:`~reishi.engine.presentation.SupportsEventLevels`) gets headings for its turns and
steps, its quiet procedure collapsed into one line, and the ``--quiet`` / ``--verbose``
levels; any other game's log reads as before, one line per event.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import IntEnum, StrEnum

from reishi.engine.events import Event, TurnBegan
from reishi.engine.presentation import EventLevel, SupportsEventLevels
from reishi.engine.rules import GameRules


class Verbosity(IntEnum):
    """How much of the log to show."""

    QUIET = 0  # turns and what a player must not miss
    NORMAL = 1  # everything that happened, quiet procedure summed up in one line
    VERBOSE = 2  # every event, quiet procedure included


class Role(StrEnum):
    """What a log line is."""

    TURN = "turn"  # the heading of a turn
    STEP = "step"  # the heading of a step within it
    EVENT = "event"  # one event
    SUMMARY = "summary"  # the one line standing for a run of quiet events


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the judge's log: how deep it sits (headings above), its text and cite."""

    depth: int
    text: str
    cite: str = ""
    level: EventLevel = EventLevel.INFO
    role: Role = Role.EVENT


def split_citation(text: str, cite: str) -> str:
    """``text`` without its trailing ``  [cite]`` (the citation is shown on its own)."""
    tail = f"  [{cite}]"
    return text[: -len(tail)] if cite and text.endswith(tail) else text


class JudgeLog:
    """Turns events into log lines, remembering the turn and step it is in between calls."""

    __slots__ = ("_in_turn", "_levels", "_pending", "_quiet", "_step", "rules", "verbosity")

    def __init__(self, rules: GameRules, verbosity: Verbosity = Verbosity.NORMAL) -> None:
        self.rules = rules
        self.verbosity = verbosity
        self._levels = rules if isinstance(rules, SupportsEventLevels) else None
        self._step = ""
        self._in_turn = False
        self._pending: list[LogLine] = []  # headings not shown until a line falls under them
        self._quiet: list[Event] = []

    def level(self, event: Event) -> EventLevel:
        """The event's level: the game's own, else a turn heading or plain information."""
        if self._levels is not None:
            return self._levels.event_level(event)
        return EventLevel.TURN if isinstance(event, TurnBegan) else EventLevel.INFO

    def lines(self, events: Sequence[Event], *, headings: bool = False) -> list[LogLine]:
        """The lines for ``events`` (the ones after those already given), at this verbosity.

        ``headings`` also gives the turn and step headings no line has fallen under yet, for a
        reader about to decide: they say where in the turn the decision is.
        """
        out: list[LogLine] = []
        for event in events:
            level = self.level(event)
            if level is EventLevel.QUIET and self.verbosity < Verbosity.VERBOSE:
                self._note_step(event, out)
                self._quiet.append(event)
                continue
            if level is EventLevel.TURN:
                self._flush_quiet(out)
                self._step = ""
                self._in_turn = True
                heading = replace(self._line(event, 0, level), role=Role.TURN)
                self._pending = []
                if self.verbosity is Verbosity.QUIET:
                    self._pending = [heading]  # shown only if something worth it happens
                else:
                    out.append(heading)  # every turn is shown, so none vanishes
                self._note_step(event, out)
                continue
            self._note_step(event, out)
            if self.verbosity is Verbosity.QUIET and level is not EventLevel.KEY:
                continue
            self._emit(self._line(event, self._depth(), level), out)
        self._flush_quiet(out)
        if headings:
            out.extend(self._pending)
            self._pending = []
        return out

    def _depth(self) -> int:
        return int(self._in_turn) + int(bool(self._step))

    def _line(self, event: Event, depth: int, level: EventLevel) -> LogLine:
        text = split_citation(self.rules.describe_event(event), event.rule)
        return LogLine(depth=depth, text=text, cite=event.rule, level=level)

    def _note_step(self, event: Event, out: list[LogLine]) -> None:
        # A step heading waits until a line falls under it, so quiet steps take no room.
        step = "" if self._levels is None else self._levels.event_step(event)
        if step and step != self._step:
            self._flush_quiet(out)
            self._step = step
            self._pending = [h for h in self._pending if h.role is Role.TURN]
            depth = int(self._in_turn)
            self._pending.append(LogLine(depth, step, level=EventLevel.TURN, role=Role.STEP))

    def _flush_quiet(self, out: list[LogLine]) -> None:
        if not self._quiet:
            return
        quiet, self._quiet = self._quiet, []
        if self.verbosity is Verbosity.QUIET or self._levels is None:
            return
        text = self._levels.quiet_summary(quiet)
        if text:
            line = LogLine(self._depth(), text, level=EventLevel.QUIET, role=Role.SUMMARY)
            self._emit(line, out)

    def _emit(self, line: LogLine, out: list[LogLine]) -> None:
        out.extend(self._pending)
        self._pending = []
        out.append(line)


def missed_summary(judge: JudgeLog, events: Sequence[Event], limit: int = 6) -> str:
    """What must not be missed among ``events``, in one line ('' when nothing was).

    Said before a decision that follows moments the player was passed at: whatever scrolled
    by, the plays, resolutions and damage since they were last asked stay in front of them.
    """
    key = [
        split_citation(judge.rules.describe_event(event), event.rule)
        for event in events
        if judge.level(event) is EventLevel.KEY
    ]
    if not key:
        return ""
    more = f" (and {len(key) - limit} more)" if len(key) > limit else ""
    return "While you were not asked: " + "; ".join(key[:limit]) + more + "."
