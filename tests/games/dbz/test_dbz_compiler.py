"""The card-text compiler on examples quoted from the DBZ rulebook and rulings."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.compiler import compile_card, compile_text, parse_damage, split_sentences
from reishi.games.dbz.kit import compile_for_play, executable_problem
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rulings import RULED_TEXTS, Ruling


def test_split_keeps_parentheses_and_quotes() -> None:
    text = '(Limit 2 per deck. Banish after use.) Physical attack. Gain, "A. B." C.'
    assert split_sentences(text) == [
        "(Limit 2 per deck. Banish after use.)",
        "Physical attack.",
        'Gain, "A. B."',
        "C.",
    ]


def test_black_lunge_damage_at_plus_life_cards() -> None:
    # DBZ CRD: Damage — AT values: "Black Lunge, dealing AT + 4 Life Cards of damage".
    assert parse_damage("DAMAGE: AT + 4 Life Cards") == fx.AtPlus(4, fx.Unit.LIFE_CARDS)


def test_attack_with_damage_line() -> None:
    result = compile_text(
        "(Banish after use.) Energy attack costing 2 stages. DAMAGE: 4 life cards."
    )
    assert result.program == (
        fx.BanishAfterUse(),
        fx.EnergyAttack(damage=fx.LifeCards(4), cost_stages=2),
    )


def test_unknown_phrase_is_named() -> None:
    result = compile_text("Physical attack. Juggle three moons.")
    assert not result.is_complete and result.unknown_phrases == ("Juggle three moons",)


def test_orange_power_point_and_saiyan_wrist_block(real_pool: CardPool) -> None:
    # Both are named in DBZ CRD (Modifiers example; Gaining/losing stages example).
    for title in ("Orange Power Point", "Saiyan Wrist Block"):
        card = real_pool.find(title)
        assert card is not None
        assert compile_card(card).is_complete, compile_card(card).unknown_phrases


@pytest.mark.parametrize("ruling", RULED_TEXTS, ids=lambda r: r.title)
def test_ruled_text_replaces_printed_text(ruling: Ruling, real_pool: CardPool) -> None:
    # DBZ CRD: Individual Card Rulings — "Treat this card as if it reads …".
    title = ruling.title
    card = real_pool.find(title)
    if card is None:
        pytest.skip(f"{title} is not in the data")
    result = compile_card(card)
    assert result.ruled_text == ruling.text
    assert result.is_complete, result.unknown_phrases
    assert compile_for_play(card).is_complete, compile_for_play(card).unknown_phrases


def test_orange_stare_down_ruled_program() -> None:
    # DBZ CRD: The Movie Collection — P9 Orange Stare Down.
    ruling = next(r for r in RULED_TEXTS if r.title == "Orange Stare Down")
    assert compile_text(ruling.text).program == (
        fx.EnergyAttack(damage=fx.LifeCards(4), cost_stages=2),
        fx.Remove("banish", ("setup", "drill", "ally"), 1, fx.Who.OPPONENT),
    )


def test_x_amount_is_defined_by_a_later_sentence() -> None:
    # "Choose X cards … X = the number of Dragon Balls in play" (Namekian Wish).
    result = compile_text(
        "POWER: End combat. Choose X cards in your discard pile and Rejuvenate them. "
        "X = the number of Dragon Balls in play."
    )
    assert result.program == (
        fx.Power(
            (
                fx.EndCombat(),
                fx.ForX(
                    "count", fx.RejuvenateChosen(0, "cards"), "the number of dragon balls in play"
                ),
            )
        ),
    )


def test_combined_damage_terms() -> None:
    # Gold Title Reprint Saiyan Direct Strike: "AT +3 stages and +2 life cards".
    assert parse_damage("DAMAGE: AT +3 stages and +2 life cards") == fx.Combined(
        stages=3, stages_at=1, life_cards=2
    )
    assert parse_damage("DAMAGE: 3 +AT life cards") == fx.Combined(life_cards=3, life_at=1)


def test_if_condition_and_self_trigger() -> None:
    # DBZ CRD: Timing — Special timings ("if" effects after the sentence).
    result = compile_text(
        "(If this card is discarded from your hand by one of your card effects during combat, "
        "banish the top 2 cards of your opponent's Life Deck.) Stops an energy attack."
    )
    assert result.program == (
        fx.FromHand(
            "discarded from your hand by one of your card effects during combat",
            (fx.BanishTopOfLifeDeck(2, fx.Who.OPPONENT),),
        ),
        fx.Stops("energy"),
    )


@pytest.mark.parametrize(
    ("text", "program"),
    [
        (
            "(You may play this card to stop a physical attack instead of as an attack.)",
            (fx.Optional(fx.StopInstead("physical")),),
        ),
        (
            "This attack can only be stopped by an Energy Combat card.",
            (fx.AttackProperty("stop barred by non-energy combat card"),),
        ),
        (
            "This attack cannot be stopped or have its damage prevented by Physical Combat cards.",
            (
                fx.Sequence(
                    (
                        fx.AttackProperty("stop barred by physical combat card"),
                        fx.AttackProperty("prevent barred by physical combat card"),
                    )
                ),
            ),
        ),
        (
            "Raise your anger 1 level or gain 5 stages.",
            (
                fx.Choice(
                    (fx.RaiseAnger(1), fx.GainStages(5)),
                    ("Raise your anger 1 level", "gain 5 stages"),
                ),
            ),
        ),
        (
            "Look at the top 4 cards of your Life Deck and place them back in any order.",
            (fx.RearrangeTop(4),),
        ),
        ("Capture an Earth Dragon Ball.", (fx.CaptureDragonBall("earth dragon ball"),)),
        (
            "Your opponent plays with his hand revealed until the start of your next turn.",
            (fx.HandRevealed(fx.Who.OPPONENT, "next turn"),),
        ),
        (
            "Stops the next physical attack performed against you this combat.",
            (fx.StopNextAttack("physical"),),
        ),
        ("Destroy X Allies. X = 2.", (fx.ForX("count", fx.Remove("destroy", ("ally",), 0), "2"),)),
        (
            "Destroy the top X cards of your opponent's Life Deck and gain X stages. X = 3.",
            (
                fx.Sequence(
                    (
                        fx.ForX("count", fx.DestroyTopOfLifeDeck(0), "3"),
                        fx.ForX("amount", fx.GainStages(0), "3"),
                    )
                ),
            ),
        ),
        (
            "(When this card is discarded or destroyed from your Life Deck, banish an Ally.)",
            (
                fx.FromHand(
                    "discarded or destroyed from your life deck",
                    (fx.Remove("banish", ("ally",)),),
                ),
            ),
        ),
        (
            "For each card destroyed, lower your opponent's anger 2 levels.",
            (
                fx.ForX(
                    "levels",
                    fx.LowerAnger(0),
                    "2 times the number of cards moved this way",
                ),
            ),
        ),
        ("You may pay 3 stages.", (fx.Optional(fx.PayStages(3)),)),
        (
            "Search the top 4 cards of your discard pile for a Drill and place it into play.",
            (fx.Search(("discard pile",), "Drill", "place into play", 1, fx.Who.YOU, 4),),
        ),
        (
            "Rearrange the top 5 cards of your discard pile.",
            (fx.RearrangeTop(5, fx.Who.YOU, "discard pile"),),
        ),
        (
            "[CONSTANT]: After taking life card damage from an attack, Rejuvenate 1.",
            (
                fx.Constant(
                    (fx.Whenever("you take life card damage from an attack", (fx.Rejuvenate(1),)),)
                ),
            ),
        ),
        (
            "After taking damage from an attack, your MP gains X stages. "
            "X = the number of life cards that attack dealt.",
            (
                fx.Whenever(
                    "you take damage from an attack",
                    (
                        fx.ForX(
                            "amount", fx.GainStages(0), "the number of life cards that attack dealt"
                        ),
                    ),
                ),
            ),
        ),
        (
            "This attack deals +4 life cards of damage.",
            (fx.AttackModifier(fx.Who.YOU, 0, 4, "this attack"),),
        ),
        (
            "Your next Styled physical attack this combat cannot be stopped.",
            (fx.AttacksHave("cannot be stopped", "styled physical", "next attack"),),
        ),
        (
            "Damage from your attacks cannot be prevented this combat.",
            (fx.AttacksHave("cannot be prevented", "", "this combat"),),
        ),
        (
            'Your next attack this combat gains "HIT: Use a critical damage effect."',
            (fx.NextAttackGains((fx.Hit((fx.UseCriticalDamage(),)),)),),
        ),
        (
            "Prevent 1 stage of damage from all of your opponent's attacks this combat.",
            (fx.PreventAttacks(1, 0),),
        ),
        (
            "Prevent 4 stages and 4 life cards of damage from your opponent's next attack this "
            "combat.",
            (fx.PreventAttacks(4, 4, next_only=True),),
        ),
        (
            "Once per turn when you deal critical damage, you may draw a card.",
            (
                fx.Whenever(
                    "you deal critical damage", (fx.Optional(fx.DrawCards(1)),), limit="turn"
                ),
            ),
        ),
        (
            "Search your Life Deck for an Ally and place it into play at 5 stages above 0.",
            (fx.Search(("Life Deck",), "Ally", "place into play at 5 stages above 0"),),
        ),
        (
            "Your opponent cannot use Endurance this combat.",
            (fx.Restriction(fx.Who.OPPONENT, "use endurance"),),
        ),
        ("(This card is considered Named.)", (fx.ConsideredNamed(),)),
        (
            "Advance your MP 1 level at the end of combat.",
            (fx.PlaceDelayed((fx.ChangeLevel(1),)),),
        ),
        (
            "Destroy the top card of each player's Life Deck.",
            (
                fx.Sequence(
                    (
                        fx.DestroyTopOfLifeDeck(1, fx.Who.YOU),
                        fx.DestroyTopOfLifeDeck(1, fx.Who.OPPONENT),
                    )
                ),
            ),
        ),
    ],
)
def test_new_phrase_families_compile_and_run(text: str, program: tuple[fx.Effect, ...]) -> None:
    """Each phrase family compiles to its record, and the interpreter has a step for it."""
    result = compile_text(text)
    assert result.program == program, result.unknown_phrases
    assert [executable_problem(effect) for effect in result.program] == [None] * len(program)
