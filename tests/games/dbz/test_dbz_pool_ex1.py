"""Saiyan Rampaging Mastery's constant: "you need 1 less anger to advance a personality level
(to a minimum of 4)" (a floor on the anger needed) and "Your Styled attacks gain - HIT: …" (the
printed dash for the quotation marks), and its POWER "Discard a Styled card with Endurance from
your hand to perform a non-Styled physical attack dealing 1+X stages of damage. X = the amount of
Endurance on the discarded card."."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz import stages
from reishi.games.dbz.compiler import compile_card, compile_text
from reishi.games.dbz.conditions import event_kinds
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone

from .families import assert_family_runs, do, game_at, records

_MASTERY = "Saiyan Rampaging Mastery"


def test_the_floor_and_the_dashed_hit_compile_from_the_real_card(kit: DbzKit) -> None:
    """The Mastery's constant sentences compile to the floor and the gained HIT."""
    result = compile_card(kit.pool.find(_MASTERY))
    found = [r for e in result.program for r in records(e)]
    assert fx.AngerToLevel(fx.Who.YOU, -1, minimum=4) in found
    hit = fx.Hit((fx.Optional(fx.RaiseAnger(1, fx.Who.YOU)),))
    assert fx.AttacksGain("your styled attacks", (hit,)) in found


def _state(kit: DbzKit, mastery: str | None) -> DbzState:
    p1: dict[str, object] = {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10}
    if mastery is not None:
        p1["mastery"] = mastery
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": p1,
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


def test_one_less_anger_for_its_player_only(kit: DbzKit) -> None:
    """DBZ RB: Anger — five anger advance a level; the Mastery's player needs 4."""
    assert stages.anger_to_level(_state(kit, None), 0) == 5
    assert stages.anger_to_level(_state(kit, _MASTERY), 0) == 4
    assert stages.anger_to_level(_state(kit, _MASTERY), 1) == 5


@pytest.mark.interpreted_only
def test_the_floor_holds_against_a_larger_reduction(
    kit: DbzKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "(to a minimum of 4)": a reduction of 2 with that floor still needs 4, not 3."""
    text = "You need 2 less anger to advance a personality level (to a minimum of 4)."
    compiled = compile_text(text.replace(" (to", " to").replace("4)", "4"))
    assert compiled.program == (fx.AngerToLevel(fx.Who.YOU, -2, minimum=4),)
    floor = compiled.program[0]
    state = _state(kit, None)

    def constants_of(
        state: DbzState, owner: int, kinds: tuple[type[fx.Effect], ...]
    ) -> list[tuple[int, fx.Effect]]:
        return [(state.mp(0), floor)] if owner == 0 else []  # the record, as p1's constant

    monkeypatch.setattr(stages, "constants_of", constants_of)
    assert stages.anger_to_level(state, 0) == 4


def test_the_power_performs_an_attack_dealing_one_plus_the_discarded_endurance(
    kit: DbzKit,
) -> None:
    """ "Discard a Styled card with Endurance from your hand to perform a non-Styled physical
    attack dealing 1+X stages of damage. X = the amount of Endurance on the discarded card."
    """
    assert_family_runs(kit, _MASTERY, fx.AngerToLevel(fx.Who.YOU, -1, minimum=4))
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "mastery": _MASTERY,
            "hand": ["Saiyan Light Jab"],  # ENDURANCE 2
            "life": ["Saiyan Clash"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    start = len(game.log)
    do(game, _MASTERY)
    damage = [
        getattr(e, "text", "")
        for e in game.log[start:]
        if getattr(e, "rule", "") == "DBZ RB: When Taking Damage"
    ]
    assert damage == ["Vegeta - Prince Of Saiyans #13 lost 3 stage(s) → 2"]  # 1 + ENDURANCE 2
    discarded = [state.defs[c].title for c in state.cards_in(0, Zone.DISCARD)]
    assert discarded == ["Saiyan Light Jab"]


def test_an_attack_played_from_the_discard_pile_is_the_performed_timing(kit: DbzKit) -> None:
    """Red Chest Beam: "(When this attack is played from your discard pile, raise your anger 2
    levels.)" waits for the same trigger as "… performed from your discard pile"."""
    played = "this attack is played from your discard pile"
    assert_family_runs(kit, "Red Chest Beam", fx.Whenever(played, (fx.RaiseAnger(2),)))
    performed = event_kinds("this attack is performed from your discard pile")
    assert event_kinds(played) == performed == frozenset({"attack_from_discard"})
