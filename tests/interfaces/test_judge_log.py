"""The judge's log: headings by turn and step, three levels, quiet procedure in one line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reishi.engine.events import Event, TurnBegan
from reishi.engine.presentation import EventLevel
from reishi.interfaces.judge_log import JudgeLog, Role, Verbosity, split_citation


class Window(Event, frozen=True, tag="test-window"):
    """A priority window opened."""

    label: str


class Played(Event, frozen=True, tag="test-played"):
    """Something a player must not miss."""

    title: str


class Drew(Event, frozen=True, tag="test-drew"):
    """Information."""

    seat: int


class Rules:
    """Just enough of a game's rules for the log: text, levels, steps and summaries."""

    name = "test"

    def describe_event(self, event: Event) -> str:
        match event:
            case TurnBegan(turn=turn, seat=seat):
                body = f"Turn {turn} · P{seat + 1}"
            case Window(label=label):
                body = f"window {label}"
            case Played(title=title):
                body = f"played {title}"
            case Drew(seat=seat):
                body = f"P{seat + 1} drew"
            case _:
                body = "?"
        return f"{body}  [{event.rule}]" if event.rule else body

    def event_level(self, event: Event) -> EventLevel:
        if isinstance(event, TurnBegan):
            return EventLevel.TURN
        if isinstance(event, Window):
            return EventLevel.QUIET
        return EventLevel.KEY if isinstance(event, Played) else EventLevel.INFO

    def event_step(self, event: Event) -> str:
        return event.label.split(":")[0] if isinstance(event, Window) else ""

    def quiet_summary(self, events: Sequence[Event]) -> str:
        return f"{len(events)} quiet"


def _log(verbosity: Verbosity) -> JudgeLog:
    rules: Any = Rules()
    return JudgeLog(rules, verbosity)


EVENTS: list[Event] = [
    TurnBegan(turn=1, seat=0, rule="R: Turn"),
    Window(label="Start: 1"),
    Window(label="Start: 2"),
    Drew(seat=0, rule="R: Draw"),
    Window(label="Main: 1"),
    Played(title="Sword", rule="R: Play"),
    TurnBegan(turn=2, seat=1, rule="R: Turn"),
    Window(label="Start: 1"),
]


def test_normal_level_heads_turns_and_steps_and_sums_up_quiet_windows() -> None:
    lines = _log(Verbosity.NORMAL).lines(EVENTS)
    assert [(line.role, line.depth, line.text) for line in lines] == [
        (Role.TURN, 0, "Turn 1 · P1"),
        (Role.STEP, 1, "Start"),
        (Role.EVENT, 2, "P1 drew"),
        (Role.SUMMARY, 2, "2 quiet"),
        (Role.STEP, 1, "Main"),
        (Role.EVENT, 2, "played Sword"),
        (Role.SUMMARY, 2, "1 quiet"),
        (Role.TURN, 0, "Turn 2 · P2"),  # a turn with nothing in it still shows
        (Role.STEP, 1, "Start"),
        (Role.SUMMARY, 2, "1 quiet"),
    ]
    assert lines[2].cite == "R: Draw"  # the citation apart from the text


def test_quiet_level_keeps_only_what_matters_under_its_headings() -> None:
    lines = _log(Verbosity.QUIET).lines(EVENTS)
    assert [line.text for line in lines] == ["Turn 1 · P1", "Main", "played Sword"]


def test_verbose_level_shows_every_event() -> None:
    lines = _log(Verbosity.VERBOSE).lines(EVENTS)
    events = [line for line in lines if line.role is Role.EVENT]
    assert len(events) == len(EVENTS) - 2  # every event but the two turn headings
    assert not [line for line in lines if line.role is Role.SUMMARY]


def test_headings_carry_over_between_calls_and_show_when_asked() -> None:
    log = _log(Verbosity.NORMAL)
    first = log.lines(EVENTS[:2], headings=True)  # a decision is asked in the Start step
    assert [line.text for line in first] == ["Turn 1 · P1", "Start", "1 quiet"]
    second = log.lines(EVENTS[2:4])
    assert [line.text for line in second] == ["P1 drew", "1 quiet"]  # same step: no heading


def test_a_game_without_levels_reads_one_line_per_event() -> None:
    class Plain:
        name = "plain"

        def describe_event(self, event: Event) -> str:
            return Rules().describe_event(event)

    rules: Any = Plain()
    lines = JudgeLog(rules).lines(EVENTS[:4])
    assert [line.text for line in lines] == [
        "Turn 1 · P1",
        "window Start: 1",
        "window Start: 2",
        "P1 drew",
    ]


def test_split_citation_only_removes_the_events_own() -> None:
    assert split_citation("P1 drew  [R: Draw]", "R: Draw") == "P1 drew"
    assert split_citation("P1 drew [sic]", "R: Draw") == "P1 drew [sic]"
