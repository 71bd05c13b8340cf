"""Phrase families of Perfection and Vengeance on real cards: a card's own events ("If this card
is destroyed from your Life Deck", "… banished by one of your effects", "If this card enters
play during combat")."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.actions import PassPriority, UsePower
from reishi.games.dbz.attack_start import attack_styled, begin_attack
from reishi.games.dbz.attacks import RUN as ATTACK_STEPS
from reishi.games.dbz.attacks import _shield_effects, shield_options
from reishi.games.dbz.basics import Ctx, move
from reishi.games.dbz.combat_steps import combat_actions, play_in_combat
from reishi.games.dbz.compiler import split_sentences
from reishi.games.dbz.conditions import (
    card_matches,
    condition_holds,
    effect_endurance,
    event_matches,
    self_event_matches,
    x_value,
)
from reishi.games.dbz.flow import EXEC
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import discard_by_effect, draw_cards, enter_play, mill
from reishi.games.dbz.resolution import RUN as RESOLUTION_STEPS
from reishi.games.dbz.stages import change_level, gain_stages
from reishi.games.dbz.state import Attack, DbzState, Floating, Zone
from reishi.games.dbz.steps_vp_hand import ANSWER as HAND_ANSWERS
from reishi.games.dbz.steps_vp_next import begin_next_action
from reishi.games.dbz.steps_vp_stops import stop_fits

from .families import assert_family_runs, game_at

FAMILIES = [
    # "If this card is destroyed from your Life Deck, you may use a critical damage effect"
    (
        "Red Android Palm Blast",
        fx.FromHand("destroyed from your life deck", (fx.Optional(fx.UseCriticalDamage()),)),
    ),
    # "If this card is banished by one of your effects, raise your anger 1 level"
    (
        "Red Disregard",
        fx.FromHand("banished by one of your effects", (fx.RaiseAnger(1, fx.Who.YOU),)),
    ),
    # "If this card enters play during combat, damage from your attacks cannot be prevented
    # this combat"
    (
        "Orange Bravado",
        fx.Whenever(
            "this card enters play during combat",
            (fx.AttacksHave("cannot be prevented", "", "this combat"),),
        ),
    ),
    # "If the highest power level on your MP's Level 4 is 500,000 or less, this attack stays
    # in play to be used a second time this combat": the power level's comma is not the end
    (
        "Pesky Barrage",
        fx.If(
            "the highest power level on your mp's level 4 is 500,000 or less",
            (fx.StaysInPlay(),),
        ),
    ),
    # "This card's Endurance is considered to be 5 for your card effects" (ENDURANCE 3)
    ("Saiyan Ki Burst", fx.EnduranceForEffects(5)),
    # "While attached, AT damage is considered to be 4 for all physical attacks": both players'
    ("Saiyan Flip", fx.AtValue(4, "physical", fx.Who.ANY)),
    # "When this card enters play, if it is the first time a card titled "Singing Drill" has
    # entered play this turn you may discard a card from your hand to draw a card"
    (
        "Singing Drill",
        fx.If(
            'it is the first time a card titled "singing drill" has entered play this turn',
            (fx.Optional(fx.Stipulation(fx.DiscardFromHand(1, fx.Who.YOU), fx.DrawCards(1))),),
        ),
    ),
    # "(IF you control 3 or more Drills, you may banish this card from your hand to stop a
    # physical or energy attack.)": a conditioned dual use
    (
        "Red Cannon",
        fx.Optional(fx.StopInstead("physical or energy", "banish", "you control 3 or more drills")),
    ),
    # "(… you may play this card to stop a non-Styled attack instead of as an action)"
    (
        "Playful Punch",
        fx.Optional(
            fx.StopInstead(
                "non-styled",
                "play",
                "the highest power level on your mp's level 4 is 500,000 or less",
            )
        ),
    ),
    # "(You may play this card to stop and attack from a personality's POWER instead of as an
    # attack.)": "and" for "an"
    ("Heroic Jab", fx.Optional(fx.StopInstead("from a personality's power"))),
    # "(After your opponent gains stages during combat, you may banish this card from your hand
    # to destroy the top 5 cards of your opponent's Life Deck.)"
    (
        "Saiyan Trap",
        fx.HandResponse(
            "your opponent gains stages during combat",
            (fx.DestroyTopOfLifeDeck(5, fx.Who.OPPONENT),),
        ),
    ),
    # "(After your opponent's MP advances 1 or more levels from a card effect, you may banish
    # the card from your hand to lower your opponent's MP 1 level.)"
    (
        "Saiyan Assistance",
        fx.HandResponse(
            "your opponent's mp advances 1 or more levels from a card effect",
            (fx.ChangeLevel(-1, fx.Who.OPPONENT),),
        ),
    ),
    # "(If this card is discarded from your hand during combat, place it into play instead.)"
    (
        "Namekian Risk",
        fx.FromHand(
            "discarded from your hand during combat", (fx.PlaceThis("play"),), instead=True
        ),
    ),
    # "(If this card is discarded from your hand during combat, you may place it into play at 3
    # power stages above 0.)": an Ally enters play at 3 power stages above 0
    (
        "Cooler - Angered",
        fx.FromHand("discarded from your hand during combat", (fx.Optional(fx.PlaceThis("play")),)),
    ),
    # "(You cannot play this card unless you control at least 1 Ally)": a "Use only if"
    ("Blue Discharge", fx.UseOnlyIf("you control 1 or more ally")),
    # "After the next time your opponent's MP advances a level this combat, set his power
    # level to 0": the next time, once
    (
        "Saiyan Trample",
        fx.Whenever(
            "your opponent's mp advances a level this combat",
            (fx.SetStage(0, fx.Who.OPPONENT),),
            once=True,
        ),
    ),
    # "Your MP may pay 3 stages to make this attack's damage unpreventable"
    (
        "Black Overload",
        fx.Optional(fx.Stipulation(fx.PayStages(3), fx.AttackProperty("cannot be prevented"))),
    ),
    # "If that attack was non-Styled, destroy the top 2 cards of your opponent's Life Deck"
    (
        "Black Running Guard",
        fx.If("that attack was non-styled", (fx.DestroyTopOfLifeDeck(2, fx.Who.OPPONENT),)),
    ),
    # "[CONSTANT]: Whenever your opponent gains stages during combat, your MP gains the same
    # number of stages"
    (
        "Black Astonishing Drill",
        fx.Whenever(
            "your opponent gains stages during combat",
            (
                fx.ForX(
                    "amount",
                    fx.GainStages(0, fx.Who.YOU),
                    "the number of stages your opponent gained",
                ),
            ),
        ),
    ),
    # "If you do, destroy the same number of cards from the top of your opponent's Life Deck"
    (
        "Orange Combined Burst",
        fx.ForX(
            "count",
            fx.DestroyTopOfLifeDeck(0, fx.Who.OPPONENT),
            "the number of cards that effect moved from the top of a life deck",
        ),
    ),
    # "… gains 'HIT: You may use a critical damage effect.' The next non-Styled Physical attack
    # …": the single-quoted sentence ends the first
    (
        "Namekian Back Kick",
        fx.NextAttackGains(
            (fx.Hit((fx.Optional(fx.UseCriticalDamage()),)),), "non-styled physical"
        ),
    ),
    # "Reveal your hand. If you revealed at least 2 attack cards, your anger cannot be lowered
    # this combat"
    (
        "Paragus - Desperate Father",
        fx.If(
            "you revealed at least 2 attack cards",
            (fx.Restriction(fx.Who.YOU, "have anger lowered", "combat"),),
        ),
    ),
    # "The next energy attack you perform this combat is considered Styled"
    ("Saiyan Lob", fx.NextAttackGains((fx.ConsideredStyled("this attack"),), "energy")),
    # "(You may banish this card from your hand at the end of combat to search your discard
    # pile for a Drill and place it on top of your Life Deck.)"
    (
        "Orange Withdrawal",
        fx.HandResponse(
            "the end of combat",
            (fx.Search(("discard pile",), "Drill", "place on top of your life deck"),),
        ),
    ),
    # "(You must banish a card from your hand to play this card)": a cost of playing it
    ("Android 16's Rocket Punch", fx.PlayCost(fx.BanishFromHand(1))),
    # "(You must destroy the top 2 cards of your Life Deck to use this card)"
    ("Tenshinhan's Tri-Beam", fx.PlayCost(fx.DestroyTopOfLifeDeck(2, fx.Who.YOU))),
    # "At the beginning of the next action this combat, end combat"
    ("Blinding Energy Move", fx.AtNextAction((fx.EndCombat(),))),
    # "At the start of your next action this combat, you may search your Life Deck for …"
    (
        "Red Lasers",
        fx.AtNextAction(
            (fx.Optional(fx.Search(("Life Deck",), "Styled energy attack card", "discard")),),
            "you",
        ),
    ),
    # "If this card is banished from your discard pile during combat, your next successful
    # attack this combat cannot have its damage prevented"
    (
        "Red Infuriated Attack",
        fx.FromHand(
            "banished from your discard pile during combat",
            (fx.AttacksHave("cannot be prevented", "", fx.NEXT_SUCCESSFUL),),
        ),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _state(kit: DbzKit, life: list[str], **more: list[str]) -> DbzState:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": life, **more},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


def test_destroyed_from_the_life_deck_is_an_effects_doing(kit: DbzKit) -> None:
    """DBZ CRD: General — destroying from the Life Deck is not damage: Red Android Palm Blast
    answers an effect destroying it (either player's), not a card lost as damage."""
    state = _state(kit, ["Red Android Palm Blast"] + ["Saiyan Clash"] * 5)
    card = state.cards_in(0, Zone.LIFE)[-1]  # the top card: the first listed
    assert state.defs[card].title == "Red Android Palm Blast"
    mill(state, 0, 1, "destroy", "<test>", by=1)
    assert state.zone_of(card) is Zone.DISCARD
    raised = [t for t in state.triggers if len(t) > 2 and t[2] == card]
    event = "destroyed from your life deck"
    assert any(self_event_matches(state, event, card, t) for t in raised)
    assert not self_event_matches(state, event, card, ("life_discard", 0, card))


@pytest.mark.parametrize(("acting", "answers"), [(0, True), (1, False)])
def test_banished_by_one_of_your_effects_is_whose_effect(
    kit: DbzKit, acting: int, answers: bool
) -> None:
    """Red Disregard answers only its owner's effect banishing it."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Red Disregard"])
    card = state.cards_in(0, Zone.HAND)[0]
    state.acting = acting
    move(state, card, 0, Zone.BANISHED)
    raised = [t for t in state.triggers if len(t) > 2 and t[2] == card]
    event = "banished by one of your effects"
    assert any(self_event_matches(state, event, card, t) for t in raised) is answers


_KRILLIN = [
    "Krillin - Ready",
    "Krillin - Energetic",
    "Krillin - Ready For Battle",
    "Krillin - Enraged",
]
_GOKU = ["Goku - Training", "Goku - Determined", "Goku - Courageous", "Goku - Selfless"]


@pytest.mark.parametrize(("mp", "low"), [(_KRILLIN, True), (_GOKU, False)])
def test_the_highest_power_level_of_the_level_4_card(kit: DbzKit, mp: list[str], low: bool) -> None:
    """DBZ RB: Card Types — each level card prints its power stages: Krillin's Level 4 tops at
    500,000 ("or less" holds), Goku's at 2,400,000; whichever level is in play, the Level 4
    card is read."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": mp, "level": 2, "life": ["Saiyan Clash"] * 5},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    words = "the highest power level on your mp's level 4 is 500,000 or less"
    assert condition_holds(state, 0, words) is low
    assert (
        condition_holds(
            state, 0, "the highest power level on your mp's level 4 is more than 500,000"
        )
        is not low
    )
    assert not condition_holds(state, 1, words)  # no Level 4 card in that set: nothing printed


def test_endurance_considered_for_your_card_effects_only(kit: DbzKit) -> None:
    """Saiyan Dive prints ENDURANCE 0 and is "considered to be 10 for your card effects": its
    owner's effects read 10 (a card with Endurance), the opponent's read the printed 0."""
    state = _state(kit, ["Saiyan Dive"] + ["Saiyan Clash"] * 5)
    card = state.cards_in(0, Zone.LIFE)[-1]
    assert state.defs[card].title == "Saiyan Dive"
    assert state.kit.info(state.defs[card]).endurance == 0  # damage reads the printed value
    assert (effect_endurance(state, card, 0), effect_endurance(state, card, 1)) == (10, 0)
    state.acting = 0
    assert card_matches(state, card, "card with endurance")
    state.acting = 1
    assert not card_matches(state, card, "card with endurance")


def test_the_next_successful_attack_spends_it_a_stopped_one_does_not(kit: DbzKit) -> None:
    """DBZ RB: Glossary — Effects — a HIT needs a successful attack: "your next successful
    attack this combat cannot have its damage prevented" binds to a stopped attack and stays;
    the attack that succeeds spends it; the one after it is preventable again."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Orange Hand Cannon"] * 3)
    unpreventable = fx.AttacksHave("cannot be prevented", "", fx.NEXT_SUCCESSFUL)
    state.floating.append(Floating(0, -1, unpreventable, "combat", state.turn))
    seen = []
    for attacker, succeeds in zip(state.cards_in(0, Zone.HAND), (False, True, False), strict=True):
        rec = state.kit.info(state.defs[attacker]).attack
        assert rec is not None
        state.attack = None
        begin_attack(state, 0, attacker, state.mp(0), rec, (), (), "card")
        assert state.attack is not None
        seen.append(state.attack.unpreventable)
        state.attack.stopped = not succeeds
        state.attack.stages_taken = 1
        state.frames.append(("atk_hit", ()))
        ATTACK_STEPS["atk_hit"](state, state.frames[-1])
    assert seen == [True, True, False]


def test_the_first_time_a_title_entered_play_this_turn(kit: DbzKit) -> None:
    """DBZ CRD: Timing — Special timings: Singing Drill's "When this card enters play, if it is
    the first time a card titled 'Singing Drill' has entered play this turn" holds for the first
    copy that enters this turn, not the second; a new turn starts the count again; "While you
    control no other Drills" counts the Drill itself."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Singing Drill"] * 2)
    first, second = state.cards_in(0, Zone.HAND)
    words = "it is the first time a card titled 'singing drill' has entered play this turn"
    assert not condition_holds(state, 0, words)  # none has entered yet
    enter_play(state, 0, first, played=True)
    assert condition_holds(state, 0, words)
    assert condition_holds(state, 0, "you control no other drills")
    move(state, first, 0, Zone.DISCARD)
    enter_play(state, 0, second, played=True)
    assert not condition_holds(state, 0, words)  # the second entry this turn
    state.entered_turn = ()  # what a new turn begins with (turn_steps)
    assert not condition_holds(state, 0, words)


@pytest.mark.parametrize("drills", [2, 3])
def test_a_conditioned_dual_use_stop_is_offered_while_its_condition_holds(
    kit: DbzKit, drills: int
) -> None:
    """DBZ RB: How Attack and Defense Cards Work — Red Cannon stops from the hand only while
    its owner controls 3 or more Drills; then it is banished, not discarded."""
    names = ["Orange Spying Drill", "Orange Possession Drill", "Saiyan Hanging Out Drill"][:drills]
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Red Cannon"], drills=names)
    cannon = state.cards_in(0, Zone.HAND)[0]
    assert len(state.cards_in(0, Zone.DRILLS)) == drills
    assert any(a.card == cannon for a, _ in shield_options(state, 0)) is (drills == 3)
    effects = _shield_effects(state.kit.info(state.defs[cannon]).immediate)
    assert effects == (fx.Stops("physical or energy"), fx.BanishThis())


@pytest.mark.parametrize(
    ("kind", "hand", "source", "fits"),
    [
        ("non-styled", True, "card", False),
        ("non-styled", False, "power", True),
        ("from a personality's power", False, "power", True),
        ("from a personality's power", True, "card", False),
        ("physical or energy", True, "card", True),
    ],
)
def test_what_a_stop_fits(kit: DbzKit, kind: str, hand: bool, source: str, fits: bool) -> None:
    """Playful Punch stops a non-Styled attack (the Freestyle MP's Power), not a Styled card's
    (Orange Hand Cannon); Heroic Jab stops an attack a personality's Power performs, not one
    played from the hand."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Orange Hand Cannon"])
    card = state.cards_in(0, Zone.HAND)[0] if hand else state.mp(0)
    attack = Attack(0, card, state.mp(0), "energy", source)
    assert stop_fits(state, attack, kind) is fits


def test_a_card_in_hand_answers_a_timing_after_the_sentence(kit: DbzKit) -> None:
    """DBZ CRD: Timing — Special timings: after the sentence in which the opponent gains stages
    during combat, Saiyan Trap's owner is offered to banish it from the hand (its cost) to
    destroy the top 5 cards of the opponent's Life Deck; passing keeps it in hand."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Saiyan Trap", "Saiyan Clash"])
    trap = state.cards_in(0, Zone.HAND)[0]
    state.in_combat = True
    gain_stages(state, state.mp(1), 2, "<test>")
    state.frames.append(("after_sentence",))
    RESOLUTION_STEPS["after_sentence"](state, state.frames[-1])
    assert state.frames[-1] == ("hand_response", 0, (trap,))
    offer = state.frames[-1]
    HAND_ANSWERS["hand_response"](state, offer, PassPriority())
    assert state.zone_of(trap) is Zone.HAND
    HAND_ANSWERS["hand_response"](state, offer, UsePower(card=trap))
    assert state.zone_of(trap) is Zone.BANISHED
    effect = next(f for f in reversed(state.frames) if f[0] == "fx")
    assert effect[1] == fx.DestroyTopOfLifeDeck(5, fx.Who.OPPONENT) and effect[2].seat == 0
    # Its own gain of stages is no opponent's: nothing offered.
    state.frames.clear()
    gain_stages(state, state.mp(0), 1, "<test>")
    state.frames.append(("after_sentence",))
    RESOLUTION_STEPS["after_sentence"](state, state.frames[-1])
    assert not any(f[0] == "hand_response" for f in state.frames)


@pytest.mark.parametrize(("by_anger", "answers"), [(False, True), (True, False)])
def test_a_level_advanced_from_a_card_effect(kit: DbzKit, by_anger: bool, answers: bool) -> None:
    """DBZ RB: Anger — five anger advances the MP by the game's rule: Saiyan Assistance's "After
    your opponent's MP advances 1 or more levels from a card effect" answers an effect's
    advance only."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Saiyan Assistance"],
        },
        "p2": {"mp": _GOKU, "life": ["Saiyan Clash"] * 5},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    card = state.cards_in(0, Zone.HAND)[0]
    assert change_level(state, 1, 1, by_anger=by_anger)
    trig = state.triggers[-1]
    event = "your opponent's mp advances 1 or more levels from a card effect"
    assert event_matches(state, event, 0, card, trig) is answers
    assert event_matches(state, "your opponent's mp advances a level", 0, card, trig)


@pytest.mark.parametrize("in_combat", [True, False])
def test_discarded_from_the_hand_during_combat_goes_into_play_instead(
    kit: DbzKit, in_combat: bool
) -> None:
    """Namekian Risk: an effect discarding it from the hand during combat puts it into play
    instead (it never reaches the discard pile); out of combat it is discarded."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Namekian Risk"])
    card = state.cards_in(0, Zone.HAND)[0]
    state.in_combat = in_combat
    discard_by_effect(state, card, 1)
    assert state.zone_of(card) is (Zone.SETUPS if in_combat else Zone.DISCARD)
    assert any(t[0] == "hand_discard" for t in state.triggers) is not in_combat


@pytest.mark.parametrize("allies", [0, 1])
def test_a_card_that_cannot_be_played_unless(kit: DbzKit, allies: int) -> None:
    """Blue Discharge: "(You cannot play this card unless you control at least 1 Ally)" — the
    attack is offered from the hand only while its owner controls an Ally."""
    more = {"allies": ["Oolong - Concerned"]} if allies else {}
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Blue Discharge"], **more)
    card = state.cards_in(0, Zone.HAND)[0]
    offered = [a for a, _ in combat_actions(state, 0) if getattr(a, "card", -1) == card]
    assert bool(offered) is bool(allies)


@pytest.mark.parametrize(("styled", "holds"), [(False, True), (True, False)])
def test_that_attack_was_non_styled(kit: DbzKit, styled: bool, holds: bool) -> None:
    """Black Running Guard: "If that attack was non-Styled" reads the attack defended against:
    the Freestyle MP's Power is non-Styled, Orange Hand Cannon is Styled."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Orange Hand Cannon"])
    card = state.cards_in(0, Zone.HAND)[0] if styled else state.mp(0)
    state.attack = Attack(0, card, state.mp(0), "energy", "card" if styled else "power")
    assert condition_holds(state, 1, "that attack was non-styled") is holds
    assert not condition_holds(state, 0, "that attack was non-styled")  # not the attacker's


def test_the_same_number_of_stages_as_the_opponent_gained(kit: DbzKit) -> None:
    """Black Astonishing Drill: "Whenever your opponent gains stages during combat, your MP gains
    the same number of stages" — the timing answers the opponent's gain, X is that gain."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Black Astonishing Drill"])
    drill = state.cards_in(0, Zone.HAND)[0]
    enter_play(state, 0, drill, played=True)
    state.triggers.clear()
    state.in_combat = True
    before = state.stage[state.mp(1)]
    gain_stages(state, state.mp(1), 3, "<test>")
    assert state.stage[state.mp(1)] - before == 3
    assert x_value(state, 0, "the number of stages your opponent gained") == 3
    state.frames.clear()
    state.frames.append(("after_sentence",))
    RESOLUTION_STEPS["after_sentence"](state, state.frames[-1])
    order = next(f for f in state.frames if f[0] == "order")
    assert order[1] == 0 and order[2][0][0] == drill
    gain = fx.ForX(
        "amount", fx.GainStages(0, fx.Who.YOU), "the number of stages your opponent gained"
    )
    assert order[2][0][1] == (gain,)


def test_placed_into_the_hand_by_an_effect_is_not_a_draw(kit: DbzKit) -> None:
    """ "If this card is placed into your hand by a card effect" (Overwhelming Power's card
    rule): a card an effect moves into the hand raises it; a card drawn does not."""
    state = _state(kit, ["Saiyan Clash"] * 5, discard=["Saiyan Clash"])
    event = "placed into your hand by a card effect"
    on_top = state.cards_in(0, Zone.LIFE)[-1]
    draw_cards(state, 0, 1, "<test>")
    assert state.zone_of(on_top) is Zone.HAND
    assert not any(self_event_matches(state, event, on_top, t) for t in state.triggers)
    card = state.cards_in(0, Zone.DISCARD)[0]
    move(state, card, 0, Zone.HAND)
    assert any(self_event_matches(state, event, card, t) for t in state.triggers)


def test_searched_your_life_deck_this_turn(kit: DbzKit) -> None:
    """Aggressive Sword Drill: "If you have not searched your Life Deck this turn" — a search of
    your own Life Deck by your effect is remembered until the turn ends."""
    state = _state(kit, ["Saiyan Clash"] * 5)
    words = "you have not searched your life deck this turn"
    assert condition_holds(state, 0, words)
    search = fx.Search(("life deck",), "card", "place into your hand")
    EXEC[fx.Search](state, search, Ctx(0, -1))
    assert not condition_holds(state, 0, words)
    assert condition_holds(state, 1, words)  # the other player has not


def test_timings_of_reveals_destroyed_cards_and_attacks_not_from_the_hand(kit: DbzKit) -> None:
    """Red Aerial Assault's "you reveal a card from your hand this combat", Black Haunting's
    "destroying a non-Styled card from your opponent's Life Deck" (your effect's, not your own
    deck's), Blue Guarding Drill's "you perform an attack that was not played from your hand"."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"], "hand": ["Orange Hand Cannon"]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Playful Punch", "Saiyan Clash"]},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    card = state.cards_in(0, Zone.HAND)[0]
    reveal = "you reveal a card from your hand this combat"
    assert event_matches(state, reveal, 0, -1, ("revealed", 0, card))
    assert not event_matches(state, reveal, 1, -1, ("revealed", 0, card))
    destroyed = "destroying a non-styled card from your opponent's life deck"
    freestyle, styled = state.cards_in(1, Zone.LIFE)[-1], state.cards_in(1, Zone.LIFE)[0]
    assert event_matches(state, destroyed, 0, -1, ("life_destroyed_by", 0, freestyle))
    assert not event_matches(state, destroyed, 0, -1, ("life_destroyed_by", 0, styled))
    assert not event_matches(state, destroyed, 0, -1, ("life_destroyed_by", 1, freestyle))
    own = state.cards_in(0, Zone.LIFE)[-1]
    assert not event_matches(state, destroyed, 0, -1, ("life_destroyed_by", 0, own))
    mp_power = "you perform an attack that was not played from your hand"
    for source, answers in (("power", True), ("card", False)):
        attacker = state.mp(0) if source == "power" else card
        state.attack = Attack(0, attacker, state.mp(0), "energy", source)
        assert event_matches(state, mp_power, 0, -1, ("attack", 0, attacker)) is answers


def test_a_single_quoted_sentence_ends_the_sentence_quoting_it() -> None:
    """Namekian Back Kick: "… gains 'HIT: You may use a critical damage effect.' The next …" is
    two sentences; an apostrophe after a period followed by a lower-case word is not an end."""
    text = "A gains 'HIT: Draw a card.' The next B. C gains 'D.' e."
    assert split_sentences(text) == [
        "A gains 'HIT: Draw a card.'",
        "The next B.",
        "C gains 'D.' e.",
    ]


@pytest.mark.parametrize(
    ("hand", "holds"),
    [(["Orange Hand Cannon"] * 2, True), (["Orange Hand Cannon", "Saiyan Trap"], False)],
)
def test_you_revealed_at_least_two_attack_cards(kit: DbzKit, hand: list[str], holds: bool) -> None:
    """Paragus - Desperate Father: "Reveal your hand. If you revealed at least 2 attack cards":
    the cards revealed by the sentence before."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=hand)
    EXEC[fx.RevealHand](state, fx.RevealHand(), Ctx(0, -1))
    assert condition_holds(state, 0, "you revealed at least 2 attack cards") is holds


def test_the_same_number_of_cards_from_the_top(kit: DbzKit) -> None:
    """Orange Combined Burst: "You may destroy up to 3 cards from the top of your Life Deck. If
    you do, destroy the same number of cards from the top of your opponent's Life Deck"."""
    state = _state(kit, ["Saiyan Clash"] * 5)
    mill(state, 0, 2, "destroy", "<test>", by=0)
    x = "the number of cards that effect moved from the top of a life deck"
    assert x_value(state, 0, x) == 2


def test_the_next_energy_attack_is_considered_styled(kit: DbzKit) -> None:
    """Saiyan Lob: the next energy attack gains being Styled as an immediate effect; a physical
    attack does not spend it."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Blue Discharge"])
    gains = fx.NextAttackGains((fx.ConsideredStyled("this attack"),), "energy")
    state.floating.append(Floating(0, -1, gains, "combat", state.turn))
    card = state.mp(0)  # the Freestyle MP's energy attack: non-Styled by its card
    attack = Attack(0, card, card, "energy", "power")
    state.attack = attack
    assert not attack_styled(state, attack)
    EXEC[fx.ConsideredStyled](state, fx.ConsideredStyled("this attack"), Ctx(0, card, True))
    assert attack_styled(state, attack)
    assert stop_fits(state, attack, "styled")


def test_a_hand_card_answers_the_end_of_combat(kit: DbzKit) -> None:
    """Orange Withdrawal: its owner is offered to banish it from the hand when combat ends (the
    "combat_end" timing raised with the other "at the end of combat" effects)."""
    state = _state(kit, ["Saiyan Clash"] * 5, hand=["Orange Withdrawal"])
    card = state.cards_in(0, Zone.HAND)[0]
    state.frames.clear()
    state.triggers.append(("combat_end", 0, -1))
    state.frames.append(("after_sentence",))
    RESOLUTION_STEPS["after_sentence"](state, state.frames[-1])
    assert ("hand_response", 0, (card,)) in state.frames


@pytest.mark.parametrize("life", [1, 2])
def test_a_cost_of_playing_the_card(kit: DbzKit, life: int) -> None:
    """DBZ CRD: Timing — Attack sequence 1 (pay any costs): Tenshinhan's Tri-Beam is offered only
    while its owner can destroy the top 2 cards of the Life Deck, and playing it pays that first,
    before its stage cost and its immediate effects."""
    state = _state(kit, ["Saiyan Clash"] * life, hand=["Tenshinhan's Tri-Beam"])
    card = state.cards_in(0, Zone.HAND)[0]
    offered = [a for a, _ in combat_actions(state, 0) if getattr(a, "card", -1) == card]
    assert bool(offered) is (life == 2)
    if not offered:
        return
    play_in_combat(state, 0, card, -1)
    top = [f for f in state.frames if f[0] == "fx"][-1]
    assert top[1] == fx.DestroyTopOfLifeDeck(2, fx.Who.YOU)
    assert state.frames[-1] == top  # paid before the attack's stage cost


@pytest.mark.parametrize(
    ("whose", "seat", "due"), [("any", 1, True), ("you", 1, False), ("you", 0, True)]
)
def test_at_the_beginning_of_the_next_action(kit: DbzKit, whose: str, seat: int, due: bool) -> None:
    """Blinding Energy Move's "At the beginning of the next action this combat, end combat"
    resolves before the next Action is made, whoever makes it; Red Lasers' "At the start of your
    next action" waits for its owner's."""
    state = _state(kit, ["Saiyan Clash"] * 5)
    state.in_combat = True
    waiting = fx.AtNextAction((fx.EndCombat(),), whose)
    EXEC[fx.AtNextAction](state, waiting, Ctx(0, -1))
    state.frames.clear()
    frame = ("combat_action", seat)
    assert begin_next_action(state, frame) is due
    if due:
        assert state.frames[0] == frame  # the Action comes after the effect
        assert ("fx", fx.EndCombat(), Ctx(0, -1)) in state.frames
        assert not any(isinstance(f.effect, fx.AtNextAction) for f in state.floating)
    else:
        assert not state.frames
