"""The plural rule, card behaviour coverage, and a readable line for every log event."""

from __future__ import annotations

import pytest

from reishi.engine.events import Event
from reishi.games.bleach import cards, events
from reishi.games.bleach.event_text import _EVENT_TEXT, describe_event
from reishi.games.bleach.library import load_library
from reishi.games.bleach.plural import refers_to, singular


@pytest.mark.rule("RB: Plural Rule", "ARD: Plural Rule")
@pytest.mark.parametrize(
    ("reference", "name"),
    [("Hollows", "Hollow"), ("Wholes", "Whole"), ("Ichigo", "Ichigo"), ("Shriekers", "Shrieker")],
)
def test_plural_reference_names_the_singular(reference: str, name: str) -> None:
    assert refers_to(reference, name)
    assert refers_to(name, reference)  # ARD: "and vice versa"


@pytest.mark.rule("RB: Plural Rule")
def test_plural_rule_does_not_confuse_different_names() -> None:
    assert not refers_to("Hollows", "Whole")
    assert singular("Bodies") == "Body"


def test_every_card_with_text_has_behaviour() -> None:
    library = load_library()
    assert cards.check_coverage((c.title, c.text) for c in library) == []


def test_every_event_type_has_a_readable_line() -> None:
    kinds = [
        c
        for c in vars(events).values()
        if isinstance(c, type) and issubclass(c, Event) and c is not Event
    ]
    assert kinds
    assert [k.__name__ for k in kinds if k not in _EVENT_TEXT] == []


def test_event_line_cites_its_rule() -> None:
    line = describe_event(
        events.PowerChanged(
            seat=1, amount=-3, power=17, cause="power damage", rule="ARD: Power Damage"
        )
    )
    assert "P2" in line and "17" in line and "[ARD: Power Damage]" in line
