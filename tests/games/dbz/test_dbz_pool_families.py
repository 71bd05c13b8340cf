"""Phrase families of Perfection and Vengeance, each with a real card that needs it."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.compiler import compile_text
from reishi.games.dbz.conditions import is_known_condition, is_known_what, is_known_x
from reishi.games.dbz.deck_builder import complete_mp_sets
from reishi.games.dbz.kit import DbzKit, compile_for_play, executable_problem
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.octgn import parse_set_xml


def _xml(name: str, **props: str) -> bytes:
    values = {"Style": "Freestyle", "Card Number": "C001", "Text": ""} | props
    inner = "".join(f'<property name="{k}" value="{v}"/>' for k, v in values.items())
    card = f'<card id="id-1" name="{name}">{inner}</card>'
    return f'<?xml version="1.0"?><set name="Perfection"><cards>{card}</cards></set>'.encode()


def _executable(pool: CardPool, title: str, set_name: str = "") -> None:
    found = (c for c in pool if c.retail and c.title == title and set_name in c.set_name)
    card = next(found, None)
    assert card is not None, title
    result = compile_for_play(card)
    assert result.is_complete, (title, result.unknown_phrases)


def test_physical_combat_damage_line_without_attack_sentence_is_a_physical_attack() -> None:
    text = "Raise your anger 1 level. DAMAGE AT +3 stages. HIT: Draw a card."
    card = parse_set_xml(_xml("Red Test Kick", Type="Physical Combat", Text=text)).cards[0]
    assert (
        card.text
        == "Raise your anger 1 level. Physical attack. DAMAGE: AT +3 stages. HIT: Draw a card."
    )
    assert "'Physical attack.' declared before the DAMAGE line" in card.corrections
    # An Energy Combat card's cost is unknown, so nothing is declared for it.
    energy = parse_set_xml(_xml("Red Test Beam", Type="Energy Combat", Text=text)).cards[0]
    assert energy.text == text


def test_real_cards_missing_their_attack_sentence(real_pool: CardPool) -> None:
    for title in ("Sobering Hammer", "Saiyan Grab"):
        _executable(real_pool, title)


@pytest.mark.parametrize(
    ("stages", "expected"),
    [
        (  # Android 16 - Enraged: 10,000,000 between 600,000 and 1,400,000
            "0;5000;10000;25000;50000;100000;200000;600000;10000000;1400000;1800000",
            (0, 5000, 10000, 25000, 50000, 100000, 200000, 600000, 1000000, 1400000, 1800000),
        ),
        (  # Broly - Undaunted: 500,000 between 40,000 and 100,000
            "0;2500;5000;10000;20000;30000;40000;500000;100000;150000;200000",
            (0, 2500, 5000, 10000, 20000, 30000, 40000, 50000, 100000, 150000, 200000),
        ),
        # The top stage far below the one under it: no single reading, left unreadable.
        ("0;500;1000;1700;2000;2500;3000;3250;4500;5500;5000", ()),
    ],
)
def test_one_slipped_zero_in_power_stages_is_read(stages: str, expected: tuple[int, ...]) -> None:
    props = {"Type": "Personality", "Card Level": "3", "Power Rating": stages}
    card = parse_set_xml(_xml("Android 16 - Enraged", **props)).cards[0]
    assert card.type is CardType.MAIN_PERSONALITY
    assert card.power_stages == expected
    assert any(("slipped zero" in c) == bool(expected) for c in card.corrections)


def test_when_this_card_is_event_is_the_cards_own_timing(real_pool: CardPool) -> None:
    result = compile_text("(When this card is Rejuvenated, lower your opponent's anger 1 level)")
    assert result.program == (fx.FromHand("rejuvenated", (fx.LowerAnger(1, fx.Who.OPPONENT),)),)
    assert executable_problem(result.program[0]) is None
    aura = compile_text("(If this is revealed from your hand during combat, draw a card.)")
    assert aura.program == (
        fx.FromHand("revealed from your hand during combat", (fx.DrawCards(1),)),
    )
    for title in ("Orange Right Beam", "Saiyan Energy Aura"):
        _executable(real_pool, title)


def test_alignment_restricted_and_attached_card_descriptions(real_pool: CardPool) -> None:
    assert is_known_what("Alignment-restricted card")
    assert is_known_what("non-Personality card that is Alignment-restricted")
    assert is_known_what("drill or attached card")
    for title in ("Android 16 - Enraged", "Android 15 - Relaxed"):
        _executable(real_pool, title)


@pytest.mark.parametrize(
    ("text", "record"),
    [
        (
            "Choose an Ally in play and place it at the bottom of its owner's Life Deck.",
            fx.MoveCards("play", "bottom of life deck", "ally", 1, "exactly", fx.Who.ANY),
        ),
        (
            "Choose a Setup or Drill in your opponent's discard pile and place it into play "
            "under your opponent's control.",
            fx.MoveCards(
                "discard pile",
                "play",
                "setup or drill",
                1,
                "exactly",
                fx.Who.OPPONENT,
                under=fx.Who.OPPONENT,
            ),
        ),
        (
            "Draw the top or bottom card of your Life Deck.",
            fx.Choice(
                (fx.DrawCards(1), fx.DrawFromLifeBottom()),
                ("draw the top card of your life deck", "draw the bottom card of your life deck"),
            ),
        ),
        ("This Drill is not discarded when you advance a level.", fx.NotDiscardedOnLevel()),
        (
            "Your Drills are not discarded when advancing from this level.",
            fx.DrillsKeptFromThisLevel(),
        ),
        ("Banish this Drill.", fx.BanishThis()),
    ],
    ids=lambda v: v[:40] if isinstance(v, str) else "",
)
def test_moves_and_level_rules_compile_to_runnable_records(text: str, record: fx.Effect) -> None:
    result = compile_text(text)
    assert result.program == (record,)
    assert executable_problem(record) is None


def test_all_or_all_is_the_players_choice() -> None:
    (record,) = compile_text("Banish all Allies or all Drills.").program
    assert isinstance(record, fx.Choice)
    assert record.labels == ("Banish all Allies", "Banish all Drills")
    assert executable_problem(record) is None


def test_real_cards_of_the_moves_and_levels_families(real_pool: CardPool) -> None:
    for title in ("Blue Toss", "Black Sharp Kick", "Namekian Flight", "Trunks - Protective"):
        _executable(real_pool, title)


@pytest.mark.parametrize(
    ("text", "record"),
    [
        (
            "Until the end of your next turn, your opponent cannot gain more than 1 anger from "
            "each card effect.",
            fx.Restriction(
                fx.Who.OPPONENT, "gain more than 1 anger from each effect", "end next turn"
            ),
        ),
        (
            "For the remainder of combat, your anger can only be lowered by critical damage "
            "effects.",
            fx.Restriction(fx.Who.YOU, "have anger lowered", "combat"),
        ),
        (
            "The Endurance on non-styled cards cannot be used.",
            fx.Restriction(fx.Who.EACH, "use non-styled endurance", "while in play"),
        ),
        (
            "Your Allies cannot be discarded by critical damage effects this combat.",
            fx.Restriction(fx.Who.YOU, "have allies discarded by crits", "combat"),
        ),
    ],
    ids=lambda v: v[:40] if isinstance(v, str) else "",
)
def test_limits_compile_to_restrictions_the_rules_read(text: str, record: fx.Effect) -> None:
    assert compile_text(text).program == (record,)
    assert executable_problem(record) is None


@pytest.mark.parametrize(
    "condition",
    [
        "this attack is performed from your discard pile",
        "you have performed an attack from your discard pile this combat",
        "your opponent prevented damage from this attack",
    ],
)
def test_attack_history_conditions_are_read(condition: str) -> None:
    assert is_known_condition(condition)


def test_real_cards_of_the_limits_and_attack_history_families(real_pool: CardPool) -> None:
    for title in (
        "Saiyan Severing Punch",
        "Saiyan Ferocious Blast",
        "Blue Seizing Drill",
        "Blue Energy Shield",
        "Red Right Blast",
        "Namekian Face Crush",
        "Black Double Team",
    ):
        _executable(real_pool, title)


@pytest.mark.parametrize(
    ("text", "record"),
    [
        (
            "Whenever this Drill leaves play, your attacks this combat deal +2 stages of damage.",
            fx.Whenever(
                "this card is leaving play",
                (fx.AttackModifier(fx.Who.YOU, 2, 0, "this combat"),),
            ),
        ),
        (
            "Whenever your opponent plays a non-Styled card, destroy the top card of his Life "
            "Deck.",
            fx.Whenever(
                "your opponent plays a non-styled card",
                (fx.DestroyTopOfLifeDeck(1, fx.Who.OPPONENT),),
            ),
        ),
        (
            "You may discard a card without 'Sword' in the title from your hand.",
            fx.Optional(
                fx.MoveCards("hand", "discard", "card without 'sword' in the title", 1, "exactly")
            ),
        ),
        ("Reveal the top card of each player's Life Deck.", fx.RevealTop(1, fx.Who.EACH)),
    ],
    ids=lambda v: v[:40] if isinstance(v, str) else "",
)
def test_timings_and_targets_worded_another_way(text: str, record: fx.Effect) -> None:
    assert compile_text(text).program == (record,)
    assert executable_problem(record) is None


def test_real_cards_of_the_timings_family(real_pool: CardPool) -> None:
    for title in (
        "Orange Charging Drill",
        "Orange Thumbs Up Drill",
        "Saiyan Sword Dodge",
        "Black Vaulted Strike",
    ):
        _executable(real_pool, title)


def test_life_deck_shuffle_and_bottom_card_reveal() -> None:
    result = compile_text(
        "You may reveal the bottom card of your Life Deck. If the revealed card was non-Styled, "
        "use a critical damage effect. Shuffle your Life Deck."
    )
    assert result.program == (
        fx.Optional(fx.RevealBottom()),
        fx.If("the revealed card was non-styled", (fx.UseCriticalDamage(),)),
        fx.ShuffleLifeDeck(),
    )
    assert all(executable_problem(record) is None for record in result.program)


def test_the_first_time_each_combat_is_honoured_by_its_limit(real_pool: CardPool) -> None:
    # "each combat" is kept by the timing's limit (once in every combat), so the card counts.
    (drill,) = compile_text(
        "[CONSTANT]: The first time you Rejuvenate a Drill each combat, shuffle your Life "
        "Deck and draw a card."
    ).program
    assert isinstance(drill, fx.Constant)
    (timing,) = drill.effects
    assert isinstance(timing, fx.Whenever) and timing.limit == "combat"
    for title in ("Orange Intimidating Drill", "Namekian Backflip"):
        _executable(real_pool, title)


def test_stages_above_zero_listed_highest_first_are_reversed() -> None:
    # Hercule - Champion: "0; 50; 45; 40; 35; 30; 25; 20; 15; 10; 5".
    props = {"Type": "Personality", "Card Level": "1", "Power Rating": "0; 50; 45; 40; 35; 30; "}
    props["Power Rating"] += "25; 20; 15; 10; 5"
    card = parse_set_xml(_xml("Hercule - Champion", **props)).cards[0]
    assert card.power_stages == (0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50)
    assert "power stages above 0 listed highest first; reversed" in card.corrections


def test_prevent_from_one_kind_and_dragon_balls_losing_effects(real_pool: CardPool) -> None:
    assert compile_text("Prevent all damage from an energy attack.").program == (
        fx.Prevent(all_damage=True, kind="energy"),
    )
    (balls,) = compile_text("Dragon Balls lose all effects for the remainder of combat.").program
    assert balls == fx.Sequence(
        (
            fx.LoseEffects(("dragon ball",)),
            fx.Restriction(fx.Who.EACH, "use dragon ball effects", "combat"),
        )
    )
    for title in ("Saiyan Obstruction", "Saiyan Overhead Flare"):
        _executable(real_pool, title)


def test_revealed_cards_taken_and_the_rest_placed_in_order(real_pool: CardPool) -> None:
    result = compile_text(
        "Reveal the top 4 cards of your Life Deck. You may place 1 Styled [DEFENSE] card revealed "
        "into your hand. Place the remaining cards at the bottom of your Life Deck in any order."
    )
    assert result.program == (
        fx.RevealTop(4),
        fx.Optional(fx.MoveCards("revealed", "hand", "styled [defense]", 1, "exactly")),
        fx.PlaceRemainingInOrder("bottom of life deck"),
    )
    assert compile_text("Place 1 of those cards on top of your Life Deck.").program == (
        fx.MoveCards("revealed", "top of life deck", "", 1, "exactly"),
    )
    for title in ("Red High Kick", "Broly's Face Crusher", "Namekian Concern"):
        _executable(real_pool, title)


def test_destroying_from_a_life_deck_timing_bonus_and_looked_card(real_pool: CardPool) -> None:
    (bonus,) = compile_text(
        "Until the end of your next turn, your effects that destroy cards from the top of your "
        "opponent's Life Deck are increased by 1."
    ).program
    assert bonus == fx.TopOfLifeDeckBonus(1, "destroy", "end next turn")
    (timing,) = compile_text(
        "Whenever you destroy cards from your opponent's Life Deck, draw a card."
    ).program
    assert timing == fx.Whenever(
        "you destroy cards from your opponent's life deck", (fx.DrawCards(1),)
    )
    assert executable_problem(timing) is None
    for title in ("Blue Challenging strike", "Black Extreme Blast", "Namekian Focused Ball"):
        _executable(real_pool, title)


def test_opponent_chooses_must_declare_and_opponent_cards_entering(real_pool: CardPool) -> None:
    assert compile_text("Your opponent chooses 3 cards in your discard pile.").program == (
        fx.MoveCards("discard pile", "choose", "", 3, "exactly", fx.Who.YOU, fx.Who.OPPONENT),
    )
    assert compile_text("If you can declare combat, you must do so.").program == (
        fx.Restriction(fx.Who.YOU, "skip combat", "while in play"),
    )
    (timing,) = compile_text(
        "Whenever an opponent's Setup or Drill enters play, destroy the top card of your "
        "opponent's Life Deck."
    ).program
    assert executable_problem(timing) is None
    for title in ("Black Fist Catch", "Orange Welcoming Drill"):
        _executable(real_pool, title)


def test_unqualified_prevention_and_alignment_restricted_wording(real_pool: CardPool) -> None:
    assert compile_text("Prevent damage from an attack.").program == (fx.Prevent(all_damage=True),)
    (cost,) = compile_text(
        "Place a non-Personality card that is Alignment-restricted from your discard pile at "
        "the bottom of your Life Deck."
    ).program
    assert cost == fx.MoveCards(
        "discard pile", "bottom of life deck", "alignment-restricted non-personality card"
    )
    for title in ("Master Roshi - Overwhelmed", "Android 16 - Distracted"):
        _executable(real_pool, title)


def test_either_of_them_android_titles_and_attack_cards_gaining_hits(real_pool: CardPool) -> None:
    (_, if_either) = compile_text(
        "You may lower your anger 2 levels or lower your MP 1 level. If you do either of them, "
        "your opponent cannot play non-Styled cards this combat."
    ).program
    assert if_either == fx.IfYouDo(
        (fx.Restriction(fx.Who.OPPONENT, "play non-styled cards", "combat"),)
    )
    (gain,) = compile_text(
        'Your non-Styled attack cards gain "HIT: Your opponent skips his next action this combat."'
    ).program
    assert isinstance(gain, fx.AttacksGain) and gain.which == "your non-styled attacks"
    assert is_known_x("1 times the number of card with 'android' in the title in your discard pile")
    _executable(real_pool, "Red Tandem Blast", "Perfection")  # Awakening's lacks its DAMAGE line
    _executable(real_pool, "Android 13 - Surging Strength")


def test_android_16_awoken_deck_rule_and_skipped_combat_timing(real_pool: CardPool) -> None:
    result = compile_text(
        "(Your Life Deck may include non-Personality cards that are 'Heroes only') [CONSTANT] "
        "Whenever a player does not declare combat during his Combat Step, destroy the top card "
        "of his Life Deck."
    )
    rule, constant = result.program
    assert rule == fx.DeckMayInclude("Hero")
    assert isinstance(constant, fx.Constant)
    (both,) = constant.effects
    assert both == fx.Sequence(
        (
            fx.Whenever(
                "you do not declare combat during your combat step",
                (fx.DestroyTopOfLifeDeck(1, fx.Who.YOU),),
            ),
            fx.Whenever(
                "your opponent does not declare combat during his combat step",
                (fx.DestroyTopOfLifeDeck(1, fx.Who.OPPONENT),),
            ),
        )
    )
    _executable(real_pool, "Android 16 - Awoken")


# Main Personality sets made complete by the families above (the others: test_dbz_pool).
NEWLY_COMPLETE_MP_SETS = ("Android 16", "Android 19")


def test_main_personality_sets_completed_by_these_families(real_pool: CardPool) -> None:
    """Levels 1–4 of each run, so a deck of that personality can be built and played."""
    kit = DbzKit(real_pool)
    complete = complete_mp_sets(kit.pool, kit.result)
    for name in NEWLY_COMPLETE_MP_SETS:
        assert name in complete, name
        levels = [kit.pool.find(t) for t in complete[name]]
        assert [c.level for c in levels if c is not None] == [1, 2, 3, 4]


def test_x_defined_inside_card_rules_parentheses(real_pool: CardPool) -> None:
    (rule,) = compile_text(
        "(If this attack is performed from your discard pile, destroy the top X cards of your "
        "opponent's Life Deck. X = the number of Dragon Balls you control.)"
    ).program
    assert isinstance(rule, fx.If)
    (inner,) = rule.effects
    assert isinstance(inner, fx.ForX) and inner.x == "the number of dragon balls you control"
    (unknown,) = compile_text("(Draw X cards. X = nothing known.)").program
    assert executable_problem(unknown) is not None  # an X the rules cannot count is refused
    _executable(real_pool, "Red Ejection")


def test_titled_cards_from_a_pile_and_the_only_ally(real_pool: CardPool) -> None:
    assert compile_text(
        "Banish 2 cards with 'Sword' in the title from your discard pile."
    ).program == (
        fx.MoveCards("discard pile", "banish", "cards with 'sword' in the title", 2, "exactly"),
    )
    (only,) = compile_text("If you control 1 Ally, you may destroy it to draw a card.").program
    assert isinstance(only, fx.If) and only.condition == "you control 1 ally"
    assert executable_problem(only) is None
    for title in ("Black Sword Attack", "Blue Swat"):
        _executable(real_pool, title)
