"""Awakening and Set 1 phrase families on real cards, and the Main Personality sets: data the
importer reads provisionally (a dropped stage, a blank), and every set that does not run yet."""

from __future__ import annotations

import msgspec
import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, constants, power_cards, push_sentences
from reishi.games.dbz.card_data import compile_card
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.deck_builder import complete_mp_sets
from reishi.games.dbz.flow import advance
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.octgn import parse_set_xml
from reishi.games.dbz.position import PositionSpec, build_kit
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Floating, Zone
from reishi.games.dbz.table import card_face
from reishi.games.dbz.view import CardView

from .families import assert_family_runs, game_at, records

_YOU, _OPP = fx.Who.YOU, fx.Who.OPPONENT
FAMILIES = [
    # "While attached, when entering combat you may draw a card": the comma left out
    (
        "Orange Aid",
        fx.Whenever(
            "entering combat",
            (fx.Optional(fx.DrawCards(1, _YOU)), fx.IfYouDo((fx.DrawCards(1, _OPP),))),
        ),
    ),
    # "Destroy the top 3 cards of your deck": a player's deck is the Life Deck
    ("Goku's Kaio-Ken", fx.DestroyTopOfLifeDeck(3, _YOU)),
    # "Shuffle your Deck" and "Setups, Drills, and Allies lose all effects this combat"
    ("The Ultimate Sacrifice", fx.LoseEffects(("setup", "drill", "ally"))),
    # "Your opponent reveals his or her hand and banishes any Setups or Drills in it"
    ("Black Entanglement", fx.RevealHand(_OPP)),
    (
        "Black Entanglement",
        fx.MoveCards("hand", "banish", "setups or drills", 99, "all", _OPP),
    ),
    # "(This Drill is not discarded when changing levels.)" and "look at your opponent's hand
    # and the top card of a player's Life Deck"
    ("Black Protective Drill", fx.NotDiscardedOnLevel()),
    ("Black Protective Drill", fx.RevealTop(1, fx.Who.ANY, look=True)),
    # "If C, this attack's base damage is 7 stages instead": the attack stays an attack
    (
        "Saiyan Uppercut",
        fx.If(
            "the personality performing this attack has a higher power level than the "
            "defending personality",
            (fx.BaseDamageInstead(fx.Combined(stages=7)),),
        ),
    ),
    ("Saiyan Uppercut", fx.PhysicalAttack(fx.Stages(5))),
    # "Destroy and opponent's Setup or Drill to draw a card": the data's typo corrected
    ("Orange Inspection", fx.DrawCards(1, _YOU)),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def test_a_kind_narrowed_by_a_title_with_spaces(kit: DbzKit) -> None:
    """Cell Jr. - Oppressive: 'an Ally with "Cell Jr." in the title' is one description, in
    its constant offer to Rejuvenate one from the hand to stop an attack (its POWER lacks its
    label in the data, so the card does not run yet)."""
    card = kit.pool.find("Cell Jr. - Oppressive")
    assert card is not None
    found = [r for e in compile_card(card).program for r in records(e)]
    offers = [r for r in found if isinstance(r, fx.StopFromHand)]
    assert offers and offers[0].what == 'ally with "cell jr." in the title'


def _personality(name: str, stages: str, level: str = "1", pur: str = "2") -> str:
    props = {
        "Type": "Personality",
        "Style": "Freestyle",
        "Card Number": "061",
        "Text": "",
        "Card Level": level,
        "PUR": pur,
        "Power Rating": stages,
    }
    inner = "".join(f'<property name="{k}" value="{v}"/>' for k, v in props.items())
    return f'<card id="{name}" name="{name}">{inner}</card>'


def _import(*cards: str) -> dict[str, tuple[tuple[int, ...], int | None, bool, tuple[str, ...]]]:
    body = "".join(cards)
    xml = f'<?xml version="1.0"?><set name="Perfection"><cards>{body}</cards></set>'
    result = parse_set_xml(xml.encode())
    return {c.title: (c.power_stages, c.level, c.provisional, c.corrections) for c in result.cards}


def test_a_dropped_stage_is_read_back_provisionally() -> None:
    """Mercenary Tao - Old Foe's "187; …; 147; 137; …; 0": every step 10 but one of 20."""
    cards = _import(_personality("A - One", "187; 177; 167; 147; 137; 127; 117; 107; 97; 0"))
    stages, _, provisional, corrections = cards["A - One"]
    assert stages == (0, 97, 107, 117, 127, 137, 147, 157, 167, 177, 187)
    assert provisional
    assert "power stage 157 missing between 147 and 167 (provisional)" in corrections


def test_a_blank_stage_is_read_back_provisionally() -> None:
    """Turtle - Protective's "2;3;4;5;6;;8;9;10;11": the blank keeps every step 1."""
    stages, _, provisional, corrections = _import(_personality("T - P", "2;3;4;5;6;;8;9;10;11"))[
        "T - P"
    ]
    assert stages == (0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
    assert provisional
    assert any("blank between 6 and 8 read as 7 (provisional)" in c for c in corrections)


def test_a_timing_that_lost_its_effect_is_left_out_provisionally() -> None:
    """Broly - Determined's "After your opponent's MP advances a level." has no effect in the
    data; the fragment is dropped, the rest is kept, and the card says it is provisional."""
    card = _personality("B - D", "0;1;2;3;4;5;6;7;8;9;10").replace(
        'value=""',
        'value="Constant: After your opponent\'s MP advances a level. Draw a card."',
    )
    result = parse_set_xml(
        f'<?xml version="1.0"?><set name="Vengeance"><cards>{card}</cards></set>'.encode()
    )
    (read,) = result.cards
    assert read.text == "[CONSTANT]: Draw a card."
    assert read.provisional
    assert any("lost its effect in the data; left out (provisional)" in c for c in read.corrections)


def test_ambiguous_stages_stay_unreadable() -> None:
    """Steps that differ, or a list that two readings fix equally, are not guessed at."""
    cards = _import(
        _personality("A - One", "0; 10; 20; 40; 50; 70; 80; 90; 100; 110"),  # two long steps
        _personality("B - Two", "3800; 0; 200; 600; 1000; 1400; 1600; 1800; 2200; 2600; 3000"),
        _personality("C - Three", "1;2;;5;6;7;8;9;10;11"),  # the blank's step is not 1
        _personality(
            "D - Four", "0; 5000; 10000; 25000; 50000; 10000; 30000; 50000; 70000; 900000; 110000"
        ),
    )
    for title, (stages, _, provisional, _) in cards.items():
        assert stages == () and not provisional, title


def test_a_blank_level_is_read_from_its_set_provisionally() -> None:
    """Master Roshi - Barricade: PUR 5, the set's Levels 1–3 have PUR 2–4, so it is Level 4."""
    stages = "0;1;2;3;4;5;6;7;8;9;10"
    cards = _import(
        _personality("M - One", stages, "1", "2"),
        _personality("M - Two", stages, "2", "3"),
        _personality("M - Three", stages, "3", "4"),
        _personality("M - Four", stages, "", "5"),
        _personality("N - Odd", stages, "", "9"),  # no siblings: left without a level
    )
    assert cards["M - Four"][1] == 4 and cards["M - Four"][2]
    assert cards["N - Odd"][1] is None and not cards["N - Odd"][2]
    assert not cards["M - Three"][2]


def test_provisional_data_is_marked_on_the_table() -> None:
    """A provisional card is drawn with the provisional mark wherever it appears."""
    card = CardView(id=1, title="Mercenary Tao - Old Foe", type="Main Personality")
    assert card_face(card).marks == []
    marked = CardView(id=1, title="Mercenary Tao - Old Foe", type="x", provisional=True)
    assert [m.value for m in card_face(marked).marks] == ["provisional"]


def test_real_provisional_readings(kit: DbzKit) -> None:
    """The retail cards read provisionally, each saying what was read and why."""
    provisional = {c.title for c in kit.pool if c.retail and c.provisional}
    assert provisional == {
        "Mercenary Tao - Old Foe",
        "Nail - Unflinching",
        "Turtle - Protective",
        "Master Roshi - Barricade",
        "Tenshinhan - Patient",  # a stray stage (test_dbz_pool_mpset)
        "Cell Jr. - Oppressive",  # its attack's lost POWER label (test_dbz_pool_mpset)
        "Hercule - Posing",
        "Broly - Determined",  # a timing that lost its effect (below)
    }
    barricade = kit.pool.find("Master Roshi - Barricade")
    assert barricade is not None and barricade.level == 4


# Retail personalities whose Levels 1–4 do not all run yet: the first level none of whose
# printings runs (its first title). None is left. Data defects met on the way:
#   Trunks - Energy Charged (Set 1): "0; 5000; 10000; 25000; 50000; 10000; 30000; 50000;
#     70000; 900000; 110000" ascends with a zero added to five values (to 1,100,000) or one
#     taken from five (to 110,000), so it stays unread; Trunks has another Level 3 (Defiant)
#     in Promos.
#   Broly - Determined (Vengeance) lost the effect of "After your opponent's MP advances a
#     level." (Levels 1 and 3 go on with different amounts): the importer leaves the fragment
#     out and marks the card provisional (test above), so its set runs with that shown.
# Dende (Alarmed, Protected) runs since Dragon Balls attach to the MP (test_dbz_pool_dende).
# Every retail MP name has a printed Level 1–4 (Master Roshi's Level 4 is Barricade, whose
# blank level is read from its PUR, above).
KNOWN_MP_GAPS: dict[str, str] = {}


def test_every_retail_mp_set_runs_or_is_a_known_gap(kit: DbzKit) -> None:
    """Every retail Main Personality has Levels 1–4 that run, or is listed above with the
    first level that does not (the list shrinks as families land; it never hides a set)."""
    mps = [c for c in kit.pool if c.retail and c.type is CardType.MAIN_PERSONALITY]
    complete = complete_mp_sets(kit.pool, kit.result)
    gaps: dict[str, str] = {}
    for name in sorted({c.name for c in mps} - set(complete)):
        printed = {c.level for c in mps if c.name == name}
        assert printed >= {1, 2, 3, 4}, name  # every level is printed
        for level in (1, 2, 3, 4):
            prints = sorted(c.title for c in mps if c.name == name and c.level == level)
            if not any(kit.result(c).is_complete for c in mps if c.title in prints):
                gaps[name] = prints[0]
                break
    assert gaps == KNOWN_MP_GAPS


def _frieza_at(kit: DbzKit, level: int) -> Game:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": [
                "Frieza - Tyrant",
                "Frieza - Transformed",
                "Frieza - Galatic Conquerer",
                "Frieza - Revived",
            ],
            "level": level,
            "hand": ["Saiyan Clash"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    return game_at(kit, spec)


def test_a_lower_levels_power_is_lent(kit: DbzKit) -> None:
    """Frieza - Revived: "You may also use your Level 2 Powers" offers Frieza - Transformed's
    POWER beside the MP's own, once per turn; Level 1's is not offered."""
    game = _frieza_at(kit, 4)
    labels = [game.describe(a) for a in game.legal_actions()]
    assert any("Frieza - Transformed" in label for label in labels)
    assert not any("Frieza - Tyrant" in label for label in labels)
    use = next(a for a in game.legal_actions() if "Frieza - Transformed" in game.describe(a))
    game.apply(use)
    state = game.state
    assert isinstance(state, DbzState)
    (transformed,) = [c for c in state.cards_in(0, Zone.MP_SET) if state.defs[c].level == 2]
    assert transformed not in power_cards(state, 0)  # used this turn
    assert state.zone_of(transformed) is Zone.MP_SET  # lent, never put into play


def test_a_lower_levels_constants_are_lent(kit: DbzKit) -> None:
    """Frieza - Galatic Conquerer: its Level 1's constant ("When you stop an attack, you may
    raise your anger 1 level") holds; at Level 4 it does not."""
    for level, lent in ((3, True), (4, False)):
        state = _frieza_at(kit, level).state
        assert isinstance(state, DbzState)
        sources = {state.defs[card].title for card, _ in constants(state, 0)}
        assert ("Frieza - Tyrant" in sources) is lent


def _take_damage(game: Game, seat: int, cards: int) -> DbzState:
    """``seat`` takes ``cards`` life cards of damage now (DBZ RB: When Taking Damage), then the
    timings of that sentence are answered; the pending decision is asked again after."""
    state = game.state
    assert isinstance(state, DbzState)
    state.decision = None
    state.frames.append(("after_sentence",))
    state.frames.append(("life_damage", seat, cards))
    advance(state)
    return state


def test_a_dragon_ball_revealed_when_taking_damage(kit: DbzKit) -> None:
    """Garlic Jr. - Crazed: "Whenever a Dragon Ball is revealed when taking damage, raise your
    anger 1 level" — a Dragon Ball on top of either Life Deck; a plain card raises nothing."""
    for top, raised in (("Earth Dragon Ball 1", 1), ("Red Blaze", 0)):
        for damaged in (0, 1):
            spec = {
                "p1": {
                    "mp": ["Garlic Jr. - Crazed"],
                    "level": 2,
                    "hand": ["Saiyan Clash"],  # p1's combat goes on: an action to take
                    "life": [top] + ["Red Blaze"] * 9,
                },
                "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": [top] + ["Red Blaze"] * 9},
            }
            game = game_at(kit, spec)
            state = _take_damage(game, damaged, 1)
            assert state.anger[0] == raised, (top, damaged)


def test_an_ally_discarded_from_the_opponents_life_deck(kit: DbzKit) -> None:
    """Mercenary Tao - Old Foe: "Whenever an Ally is discarded or destroyed from your
    opponent's Life Deck, you may raise your anger 1 level" — offered for the opponent's Ally
    taken as damage, not for his own Life Deck's, nor for a non-Ally."""
    for top, damaged, offered in (
        ("Cell Jr. - Trapped", 1, True),
        ("Cell Jr. - Trapped", 0, False),
        ("Red Blaze", 1, False),
    ):
        spec = {
            "p1": {
                "mp": ["Mercenary Tao - Old Foe"],
                "hand": ["Saiyan Clash"],
                "life": [top] + ["Red Blaze"] * 9,
            },
            "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": [top] + ["Red Blaze"] * 9},
        }
        game = game_at(kit, spec)
        state = _take_damage(game, damaged, 1)
        decision = state.decision
        assert decision is not None
        assert ("anger" in decision.prompt.lower()) is offered, (top, decision.prompt)


def test_a_card_from_the_hand_to_either_end_of_the_life_deck(kit: DbzKit) -> None:
    """Trunks - Defiant (Evolution): "Place a card from your hand on the top or bottom of your
    Life Deck to choose an attack card from your discard pile and place it into your hand": the
    player picks the card and the end, then takes the attack back."""
    spec = {
        "p1": {
            "mp": ["Trunks - Defiant"],  # the Evolution printing, retail first
            "level": 3,
            "hand": ["Red Blaze"],
            "discard": ["Saiyan Clash"],
            "life": ["Earth Dragon Ball 1"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = (
        DbzRules(kit)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    state = game.state
    assert isinstance(state, DbzState)
    (placed,) = state.cards_in(0, Zone.HAND)
    game.apply(next(a for a in game.legal_actions() if "Trunks" in game.describe(a)))
    # One card in the hand and one attack in the discard pile: only the end is asked.
    game.apply(next(a for a in game.legal_actions() if "bottom" in game.describe(a)))
    assert state.cards_in(0, Zone.LIFE)[0] == placed  # the bottom card (the last id is the top)
    assert [state.defs[c].title for c in state.cards_in(0, Zone.HAND)] == ["Saiyan Clash"]


@pytest.mark.parametrize("controlled", [False, True])
def test_a_condition_checked_at_the_end_of_combat(kit: DbzKit, controlled: bool) -> None:
    """Lord Slug - Aged: "If you do not control a Dragon Ball at the end of combat, search your
    Life Deck for a Dragon Ball and place it into play" — a timing of every combat whose
    condition is checked then; with a Dragon Ball in play nothing is searched."""
    spec = {
        "p1": {
            "mp": ["Lord Slug - Aged"],
            "hand": ["Saiyan Clash"],
            "life": ["Red Blaze"] * 5 + ["Namek Dragon Ball 1"] + ["Red Blaze"] * 4,
            "dragon_balls": ["Earth Dragon Ball 1"] if controlled else [],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = (
        DbzRules(kit)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    state = game.state
    assert isinstance(state, DbzState)
    while state.in_combat and not game.is_over:
        game.apply(next(a for a in game.legal_actions() if game.describe(a).startswith("pass")))
    titles = sorted(state.defs[c].title for c in state.cards_in(0, Zone.DRAGON_BALLS))
    assert titles == (["Earth Dragon Ball 1"] if controlled else ["Namek Dragon Ball 1"])


def test_the_opponent_pays_or_you_may(kit: DbzKit) -> None:
    """Turles - Watchful's HIT: "Your opponent pays 3 stages or you may raise your anger 2
    levels and use a critical damage effect": the attacker chooses; the first option costs the
    opponent 3 stages, the second raises the attacker's anger 2 levels."""
    card = kit.pool.find("Turles - Watchful")
    assert card is not None and kit.result(card).is_complete
    (hit,) = [r for e in kit.result(card).program for r in records(e) if isinstance(r, fx.Hit)]
    (choice,) = hit.effects
    assert isinstance(choice, fx.Choice)
    for pick, stages, anger in ((0, 2, 0), (1, 5, 2)):
        spec = {
            "p1": {
                "mp": ["Turles - Watchful"],
                "level": 2,
                "hand": ["Saiyan Clash"],
                "life": ["Red Blaze"] * 10,
            },
            "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Red Blaze"] * 10},
        }
        game = (
            DbzRules(kit)
            .scenario_hooks()
            .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
        )
        state = game.state
        assert isinstance(state, DbzState)
        state.decision = None
        push_sentences(state, (choice,), Ctx(0, state.mp(0)))
        advance(state)
        labels = [game.describe(a) for a in game.legal_actions()]
        assert len(labels) == 2 and "loses 3 stages" in labels[0], labels
        game.apply(game.legal_actions()[pick])
        assert (state.stage[state.mp(1)], state.anger[0]) == (stages, anger)


def test_a_constant_stops_an_attack_with_a_card_from_the_hand(kit: DbzKit) -> None:
    """Cell Jr. - On the Move: "Once per combat, you may discard an Ally with "Cell Jr." in the
    title from your hand to stop an attack": offered as a defense, the Ally is discarded and
    the attack stopped; the next attack of that combat is not offered it."""
    spec = {
        "p1": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "hand": ["Saiyan Clash", "Saiyan Clash"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {
            "mp": ["Cell Jr. - On the Move"],
            "level": 2,
            "hand": ["Cell Jr. - Trapped", "Cell Jr. - Escaping", "Red Blaze"],
            "life": ["Red Blaze"] * 10,
        },
    }
    game = (
        DbzRules(kit)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    state = game.state
    assert isinstance(state, DbzState)
    offers: list[list[str]] = []
    for _ in range(2):
        game.apply(next(a for a in game.legal_actions() if "Saiyan Clash" in game.describe(a)))
        while state.decision is not None and state.decision.seat == 0:
            game.apply(game.legal_actions()[0])  # the attacker's own choices: the first
        labels = [game.describe(a) for a in game.legal_actions()]
        offers.append([label for label in labels if "to stop the attack" in label])
        if offers[-1]:
            game.apply(next(a for a in game.legal_actions() if "Trapped" in game.describe(a)))
            assert state.attack is None or state.attack.stopped
        elif "no defense" in labels:
            game.apply(next(a for a in game.legal_actions() if game.describe(a) == "no defense"))
        # (with no defense to offer, "no defense" is taken without asking)
        while state.decision is not None and state.decision.seat == 1 and state.in_combat:
            game.apply(game.legal_actions()[0])
    assert len(offers[0]) == 2 and not offers[1], offers  # two Cell Jr. Allies; Red Blaze not
    discard = [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)]
    assert "Cell Jr. - Trapped" in discard


@pytest.mark.parametrize("dearer", [False, True])
def test_a_performed_attack_needs_its_cost(kit: DbzKit, dearer: bool) -> None:
    """Android 18 - Smirking at 0 stages: "Discard a card from your hand to perform a non-Styled
    physical attack" costs nothing and is offered, but not once "your opponent's attacks cost
    +1 stage" (a stage it cannot pay; DBZ RB: How Attack Cards Work)."""
    spec = {
        "p1": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "stage": 1,  # Allies act while the MP is at most 1 stage above 0
            "allies": [["Android 18 - Smirking", 0]],
            "hand": ["Red Blaze", "Red Blaze"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10},
    }
    game = (
        DbzRules(kit)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    state = game.state
    assert isinstance(state, DbzState)
    if dearer:
        dearer_attacks = fx.CostModifier(fx.Who.OPPONENT, 1, duration="this combat")
        state.floating.append(Floating(1, state.mp(1), dearer_attacks, "combat", state.turn))
        state.decision = None
        state.frames.append(("after_sentence",))
        advance(state)
    labels = [game.describe(a) for a in game.legal_actions()]
    assert any("Android 18" in label for label in labels) is not dearer, labels


# A stand-in for Android 14 - Stoic, whose own text does not run yet: only its name counts.
_ANDROID_14 = {
    "title": "Android 14 - Stand-in",
    "type": "Ally",
    "text": "POWER: Gain 1 stage.",
    "power_stages": [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000],
}


@pytest.mark.parametrize("both", [True, False])
def test_two_named_personalities_banished_to_advance(kit: DbzKit, both: bool) -> None:
    """Android 13 - Amused: "Banish Android 14 and Android 15 if they are under your control
    and/or in discard pile to advance your MP 1 level": one in play and one in the discard
    pile are both banished and the MP advances; with Android 15 missing nothing happens."""
    card = kit.pool.find("Android 13 - Amused")
    assert card is not None and kit.result(card).is_complete
    (instant,) = [e for e in kit.result(card).program if isinstance(e, fx.InstantPower)]
    spec = {
        "p1": {
            "mp": [
                "Android 13 - Redneck Robot",
                "Android 13 - Amused",
                "Android 13 - Dark Villain",
            ],
            "level": 2,
            "stage": 1,
            "allies": ["Android 14 - Stand-in"],
            "discard": ["Android 15 - Relaxed"] if both else ["Red Blaze"],
            "hand": ["Saiyan Clash"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10},
    }
    own = build_kit(kit, [_ANDROID_14], "<test>")
    game = (
        DbzRules(own)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    state = game.state
    assert isinstance(state, DbzState)
    state.decision = None
    push_sentences(state, instant.effects, Ctx(0, state.mp(0)))
    advance(state)
    banished = sorted(state.defs[c].name for c in state.cards_in(0, Zone.BANISHED))
    assert banished == (["Android 14", "Android 15"] if both else [])
    assert state.level(0) == (3 if both else 2)


def _dealt(kit: DbzKit, attack: str, attacker_stage: int, defender_stage: int) -> str:
    """The line saying what ``attack`` deals, played by P1 and not defended."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "stage": attacker_stage,
            "hand": [attack],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Krillin - Ready"], "stage": defender_stage, "life": ["Red Blaze"] * 10},
    }
    game = (
        DbzRules(kit)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    game.apply(next(a for a in game.legal_actions() if attack in game.describe(a)))
    if any(game.describe(a) == "no defense" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if game.describe(a) == "no defense"))
    lines = [str(getattr(e, "text", "")) for e in game.log]
    return next(line for line in lines if line.startswith("the attack deals"))


def test_an_attacks_base_damage_replaced(kit: DbzKit) -> None:
    """Saiyan Uppercut: "DAMAGE: 5 stages. If the personality performing this attack has a
    higher power level than the defending personality, this attack's base damage is 7 stages
    instead"; Saiyan Clothesline: "DAMAGE: AT +3 stages … 2 times the AT instead"."""
    assert _dealt(kit, "Saiyan Uppercut", 10, 0) == "the attack deals 7 stage(s) and 0 Life Card(s)"
    assert _dealt(kit, "Saiyan Uppercut", 0, 10) == "the attack deals 5 stage(s) and 0 Life Card(s)"
    # Krillin at 10 stages against 0 is one bracket above: the AT is 2, twice that is 4 (not
    # AT +3 = 5); at 0 against 10 the AT is 0 and AT +3 stands.
    assert (
        _dealt(kit, "Saiyan Clothesline", 10, 0) == "the attack deals 4 stage(s) and 0 Life Card(s)"
    )
    assert (
        _dealt(kit, "Saiyan Clothesline", 0, 10) == "the attack deals 3 stage(s) and 0 Life Card(s)"
    )


@pytest.mark.parametrize(
    ("mp", "level", "sentence", "by", "start", "anger"),
    [
        # Trunks - Bold: "Whenever your anger would be lowered by any amount, its lowered by 1
        # instead" — 4 lowered by 3, by either player's effect, is lowered by 1.
        ("Trunks - Bold", 3, fx.LowerAnger(3, fx.Who.YOU), 0, 4, 3),
        ("Trunks - Bold", 3, fx.LowerAnger(3, fx.Who.OPPONENT), 1, 4, 3),
        ("Trunks - Bold", 3, fx.RaiseAnger(2, fx.Who.YOU), 0, 0, 2),  # a raise is untouched
        # Trunks - Dashing: "Whenever you raise your anger during combat, that amount is
        # doubled" — his own effect's raise of 2 is 4; the opponent's raise of 2 stays 2.
        ("Trunks - Dashing", 1, fx.RaiseAnger(2, fx.Who.YOU), 0, 0, 4),
        ("Trunks - Dashing", 1, fx.RaiseAnger(2, fx.Who.OPPONENT), 1, 0, 2),
    ],
)
def test_anger_amounts_changed(
    kit: DbzKit, mp: str, level: int, sentence: fx.Effect, by: int, start: int, anger: int
) -> None:
    """A constant that changes how far its player's anger moves."""
    spec = {
        "p1": {
            "mp": [mp],
            "level": level,
            "anger": start,
            "hand": ["Saiyan Clash"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Krillin - Ready"], "hand": ["Saiyan Clash"], "life": ["Red Blaze"] * 10},
    }
    game = (
        DbzRules(kit)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    state = game.state
    assert isinstance(state, DbzState)
    state.decision = None
    push_sentences(state, (sentence,), Ctx(by, state.mp(by)))
    advance(state)
    assert state.anger[0] == anger
