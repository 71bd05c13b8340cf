"""The Attack Table, Power Levels and naming, checked cell by cell against the rule book."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi.engine.game import Game
from reishi.games.dbz.attacks import at_value
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.grammar_steps import nameable_titles
from reishi.games.dbz.state import DbzState
from reishi.testing.scenario import load_scenario, start_game

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "dbz"

# DBZ RB: Attack Table — each bracket's lowest and highest power level (F has no ceiling).
BRACKETS = {
    "A": (0, 999),
    "B": (1_000, 9_999),
    "C": (10_000, 99_999),
    "D": (100_000, 499_999),
    "E": (500_000, 1_499_999),
    "F": (1_500_000, 9_000_000),
}
# The printed table: one row per defender bracket, its AT against attackers A to F.
TABLE = {
    "A": (1, 2, 3, 4, 5, 6),
    "B": (0, 1, 2, 3, 4, 5),
    "C": (0, 0, 1, 2, 3, 4),
    "D": (0, 0, 0, 1, 2, 3),
    "E": (0, 0, 0, 0, 1, 2),
    "F": (0, 0, 0, 0, 0, 1),
}
CELLS = [
    (attacker, defender, TABLE[defender][column])
    for defender in TABLE
    for column, attacker in enumerate(BRACKETS)
]


@pytest.mark.rule("DBZ RB: Attack Table")
@pytest.mark.parametrize(("attacker", "defender", "expected"), CELLS)
def test_every_cell_of_the_attack_table(attacker: str, defender: str, expected: int) -> None:
    """Both ends of each bracket give the printed AT value."""
    for attacker_pl in BRACKETS[attacker]:
        for defender_pl in BRACKETS[defender]:
            assert at_value(attacker_pl, defender_pl) == expected, (attacker_pl, defender_pl)


def _state(name: str) -> tuple[Game, DbzState]:
    game = start_game(load_scenario(SCENARIOS / name))
    state = game.state
    assert isinstance(state, DbzState)
    return game, state


@pytest.mark.rule("DBZ RB: Glossary — Power Level")
def test_power_level_is_the_rating_of_the_current_stage() -> None:
    """Every stage of both MPs reads its own printed Power Level, 0 to 10."""
    _, state = _state("rb-attack-table-example.toml")
    for seat in (0, 1):
        mp = state.mp(seat)
        printed = state.defs[mp].power_stages
        assert len(printed) == 11
        for stage in range(11):
            state.stage[mp] = stage
            assert state.power_level(mp) == printed[stage]


@pytest.mark.rule("DBZ RB: Glossary — Naming a card")
def test_a_named_card_is_an_exact_title_never_a_dragon_ball() -> None:
    """Personalities are offered with their sub-names; no Dragon Ball can be named. (An Ally
    may also be named without its sub-name, "Bulma Ally": DBZ CRD: General — Naming, in
    test_dbz_naming.py.)"""
    _, state = _state("fuzz-name-a-card-once-per-spelling.toml")
    titles = {t for t in nameable_titles(state, ()) if not t.endswith(" Ally")}
    by_title = {card.title: card for card in state.kit.pool.cards}
    assert "Namekian Wish" in titles and "Red Knee Lift" in titles
    assert not [t for t in titles if by_title[t].type is CardType.DRAGON_BALL]
    assert "Namek Dragon Ball 5" not in titles
    personalities = [t for t in titles if by_title[t].is_personality]
    assert "Vegeta - Villainous" in personalities and "Tenshinhan - Returned" in personalities
    assert all(
        by_title[t].sub_name and t.endswith(str(by_title[t].sub_name)) for t in personalities
    )
    assert "Vegeta" not in titles and "Krillin" not in titles
