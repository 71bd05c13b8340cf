"""Stops: asked where a move is plausible, always at chosen moments, passing on request."""

from __future__ import annotations

from reishi.engine.events import Event, TurnBegan
from reishi.engine.presentation import ActionKind, ActionNote, EventLevel
from reishi.interfaces.stops import Stops, Until, pass_index


def _notes(*kinds: ActionKind) -> list[ActionNote]:
    return [ActionNote(kind=kind) for kind in kinds]


PASS, PLAY, RESPONSE, IDLE, CHOICE = (
    ActionKind.PASS,
    ActionKind.PLAY,
    ActionKind.RESPONSE,
    ActionKind.IDLE,
    ActionKind.CHOICE,
)


class Played(Event, frozen=True, tag="test-stops-played"):
    """Something new."""


def test_default_asks_only_where_a_move_is_plausible() -> None:
    stops = Stops(seat=0)
    assert not stops.should_ask(_notes(PASS, IDLE, IDLE), "End step")  # nothing fits
    assert stops.should_ask(_notes(PASS, RESPONSE), "Battle")  # a response fits
    assert stops.should_ask(_notes(PASS, PLAY), "Main step")  # its own move
    assert stops.should_ask(_notes(PASS, CHOICE), "Defending")  # a choice for the rules
    assert stops.should_ask(_notes(PLAY, PLAY), "Resource step")  # nothing to pass with
    assert stops.should_ask(None, "anything")  # a game without notes: always asked


def test_a_stop_asks_at_its_moment_even_when_nothing_fits() -> None:
    stops = Stops(seat=0)
    stops.add("End")
    assert stops.should_ask(_notes(PASS, IDLE), "End step")  # a stop matches a beginning
    assert not stops.should_ask(_notes(PASS, IDLE), "Main step")
    assert stops.remove("end") and not stops.remove("end")
    assert not stops.should_ask(_notes(PASS, IDLE), "End step")


def test_yield_passes_until_something_new_then_defaults_return() -> None:
    stops = Stops(seat=0)
    stops.pass_until(Until.NEWS)
    assert not stops.should_ask(_notes(PASS, RESPONSE), "Battle")  # passes even a response
    assert stops.should_ask(_notes(PASS, CHOICE), "Defending")  # never a choice
    stops.witness([Played()], [EventLevel.INFO])
    assert stops.until is Until.NEWS  # information is not news
    stops.witness([Played()], [EventLevel.KEY])
    assert stops.until is None
    assert stops.should_ask(_notes(PASS, RESPONSE), "Battle")


def test_pass_until_my_turn_ignores_the_other_seats_turn() -> None:
    stops = Stops(seat=1)
    stops.pass_until(Until.MY_TURN)
    stops.witness([TurnBegan(turn=3, seat=0), Played()], [EventLevel.TURN, EventLevel.KEY])
    assert not stops.should_ask(_notes(PASS, PLAY), "Main step")
    stops.witness([TurnBegan(turn=4, seat=1)], [EventLevel.TURN])
    assert stops.should_ask(_notes(PASS, PLAY), "Main step")


def test_pass_until_a_moment_stops_there() -> None:
    stops = Stops(seat=0)
    stops.pass_until(Until.MOMENT, "end")
    assert stops.describe_pass() == "passing until 'end'"
    assert not stops.should_ask(_notes(PASS, PLAY), "Main step")
    assert stops.should_ask(_notes(PASS, PLAY), "End step") and stops.until is None


def test_pass_index_finds_the_pass() -> None:
    assert pass_index(_notes(PLAY, PASS, PASS)) == 1
    assert pass_index(_notes(PLAY)) == -1
