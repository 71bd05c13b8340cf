"""Saiyan Rampaging Mastery's constant: "you need 1 less anger to advance a personality level
(to a minimum of 4)" (a floor on the anger needed) and "Your Styled attacks gain - HIT: …" (the
printed dash for the quotation marks)."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz import stages
from reishi.games.dbz.compiler import compile_text, compiled_text
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState

from .families import game_at, records

_MASTERY = "Saiyan Rampaging Mastery"


def _program(kit: DbzKit, title: str) -> list[fx.Effect]:
    # The card's text before its POWER (whose performed attack dealing 1+X stages is not yet
    # read), as the compiler reads it.
    text = compiled_text(kit.pool.find(title)).split("POWER:")[0]
    result = compile_text(text, title)
    assert result.is_complete, result.unknown_phrases
    return [r for e in result.program for r in records(e)]


def test_the_floor_and_the_dashed_hit_compile_from_the_real_card(kit: DbzKit) -> None:
    """The Mastery's constant sentences compile to the floor and the gained HIT."""
    found = _program(kit, _MASTERY)
    assert fx.AngerToLevel(fx.Who.YOU, -1, minimum=4) in found
    hit = fx.Hit((fx.Optional(fx.RaiseAnger(1, fx.Who.YOU)),))
    assert fx.AttacksGain("your styled attacks", (hit,)) in found


def _anger_needed(
    kit: DbzKit, monkeypatch: pytest.MonkeyPatch, floor: fx.Effect | None, seat: int
) -> int:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    if floor is not None:
        # The compiled constant, read as p1's: a position refuses the Mastery itself while its
        # POWER (a performed attack dealing 1+X stages) does not run.
        def constants_of(
            state: DbzState, owner: int, kinds: tuple[type[fx.Effect], ...]
        ) -> list[tuple[int, fx.Effect]]:
            return [(state.mp(0), floor)] if owner == 0 else []

        monkeypatch.setattr(stages, "constants_of", constants_of)
    return stages.anger_to_level(state, seat)


def test_one_less_anger_for_its_player_only(kit: DbzKit, monkeypatch: pytest.MonkeyPatch) -> None:
    """DBZ RB: Anger — five anger advance a level; the Mastery's player needs 4."""
    floor = next(r for r in _program(kit, _MASTERY) if isinstance(r, fx.AngerToLevel))
    assert _anger_needed(kit, monkeypatch, None, 0) == 5
    assert _anger_needed(kit, monkeypatch, floor, 0) == 4
    assert _anger_needed(kit, monkeypatch, floor, 1) == 5


def test_the_floor_holds_against_a_larger_reduction(
    kit: DbzKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "(to a minimum of 4)": a reduction of 2 with that floor still needs 4, not 3."""
    text = "You need 2 less anger to advance a personality level (to a minimum of 4)."
    compiled = compile_text(text.replace(" (to", " to").replace("4)", "4"))
    assert compiled.program == (fx.AngerToLevel(fx.Who.YOU, -2, minimum=4),)
    assert _anger_needed(kit, monkeypatch, compiled.program[0], 0) == 4
