"""Phrase families for copies, Life Deck tops, costs, Allies and card rules (one per family)."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.compiler import compile_text
from reishi.games.dbz.effects import Who
from reishi.games.dbz.kit import executable_problem

CASES = [
    (
        "You may discard a card from your hand to perform a copy of that attack for your next "
        "action.",
        fx.Optional(
            fx.Stipulation(fx.DiscardFromHand(1), fx.CopyAttack("that attack", "next action"))
        ),
    ),
    (
        "POWER: Discard a card from your hand to perform the last attack your opponent used "
        "this combat. That attack deals an additional +2 stages of damage.",
        fx.Power(
            (
                fx.Stipulation(
                    fx.DiscardFromHand(1), fx.CopyAttack("last opponent attack", bonus_stages=2)
                ),
            )
        ),
    ),
    (
        "Your opponent reveals the top 4 cards of his Life Deck.",
        fx.RevealTop(4, Who.OPPONENT),
    ),
    ("Look at the top card of a player's Life Deck.", fx.RevealTop(1, Who.ANY, look=True)),
    (
        "Your opponent's energy attacks cost +1 stage to perform.",
        fx.CostModifier(Who.OPPONENT, 1, "energy"),
    ),
    (
        "All Styled energy attacks cost -1 stage to perform this combat, to a minimum of 1.",
        fx.CostModifier(Who.ANY, -1, "styled energy", "this combat", 1),
    ),
    ("Your maximum hand size is +1 during the Discard Step.", fx.HandSizeBonus(1)),
    (
        "You may discard a Dragon Ball from your hand.",
        fx.Optional(fx.DiscardFromHand(1, Who.YOU, "dragon ball")),
    ),
    ("Cancel the effects of that card.", fx.CancelThatCard()),
    ("The personality performing this attack may pay any amount of stages.", fx.PayAnyStages()),
    (
        "For every 2 stages paid, lower your opponent's anger 1 level.",
        fx.ForX(
            "levels",
            fx.LowerAnger(0, Who.OPPONENT),
            "1 times the number of stages paid divided by 2",
        ),
    ),
    ("All of your attacks are considered Styled this combat.", fx.ConsideredStyled("this combat")),
    ("Your Drills are not discarded when changing levels this combat.", fx.DrillsKept()),
    (
        "Your opponent cannot perform an energy attack in his next action.",
        fx.Restriction(Who.OPPONENT, "perform energy attacks", "next action"),
    ),
    (
        "(Use only if your opponent has not performed a successful physical attack this combat.)",
        fx.UseOnlyIf("your opponent has not performed a successful physical attack this combat"),
    ),
]


@pytest.mark.parametrize(("text", "record"), CASES, ids=[t[:40] for t, _ in CASES])
def test_phrase_family_compiles_to_a_runnable_record(text: str, record: fx.Effect) -> None:
    """Each family's example compiles to its record, and the record can be executed."""
    result = compile_text(text)
    assert result.is_complete, result.unknown_phrases
    assert result.program == (record,)
    assert executable_problem(record) is None


def test_name_two_cards_may_repeat_but_two_different_may_not() -> None:
    """DBZ CRD: Individual Card Rulings — The Movie Collection C14 (Black Flying Knee)."""
    assert compile_text("Name 2 cards.").program == (fx.NameCard((), 2, different=False),)
    assert compile_text("Name two different cards.").program == (fx.NameCard((), 2),)
