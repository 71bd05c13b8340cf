"""Vengeance, Perfection, Promos and The Movie Collection phrase families on real cards."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.actions import PlayCard, UseRule
from reishi.games.dbz.basics import Ctx, move
from reishi.games.dbz.combat_steps import ANSWER as COMBAT_ANSWERS
from reishi.games.dbz.combat_steps import combat_actions
from reishi.games.dbz.conditions import condition_holds, event_matches
from reishi.games.dbz.flow import EXEC as STEPS
from reishi.games.dbz.flow import apply_action
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import rejuvenate
from reishi.games.dbz.state import Attack, DbzState, Zone
from reishi.games.dbz.steps_late_rejuvenate import PICKED as REJUVENATION_PICKS
from reishi.games.dbz.steps_late_rejuvenate import RUN as REJUVENATION_STEPS

from .families import assert_family_runs, game_at

_YOU = fx.Who.YOU
FAMILIES = [
    # "(IF your MP has 'Android' in the title, as an action you may banish this card from your
    # discard pile to raise your anger 1 level.)"
    (
        "Android Insubordination",
        fx.HandAction(
            (fx.RaiseAnger(1, _YOU),),
            how="banish",
            condition="your mp has 'android' in the title",
            zone="discard pile",
        ),
    ),
    # "(If your MP's power level is 0, you may play this card from your hand as an action.)"
    ("Yamcha's Expert Assistance", fx.HandAction((), condition="your mp's power level is 0")),
    # "(If this card is in your discard pile, as an action you may banish three Physical Combat
    # cards from your discard pile to place this card into play.)"
    ("Namekian Reinforced Drill", fx.PlaceThis("play")),
    # "While attached as an action, you may banish this card to raise your anger 1 level."
    (
        "Saiyan Resistance",
        fx.HandAction((fx.RaiseAnger(1, _YOU),), how="banish", zone="play"),
    ),
    # "(You may discard this card from your hand during the Planning Step. If you do, choose a
    # Setup in play and place it at the bottom of its owner's Life Deck.)"
    (
        "Blue Precarious Defense",
        fx.HandAction(
            (fx.MoveCards("play", "bottom of life deck", "setup", whose=fx.Who.ANY),),
            how="discard",
            step="planning step",
        ),
    ),
    # "POWER: Whenever one of your Setups, Drills, or Allies leaves play this combat, you may
    # destroy the top card of your opponent's Life Deck."
    (
        "Blue Training",
        fx.Whenever(
            "one of your setups, drills, or allies leaves play this combat",
            (fx.Optional(fx.DestroyTopOfLifeDeck(1, fx.Who.OPPONENT)),),
        ),
    ),
    # "Banish this card when you control more than 4 Drills."
    ("Orange Dressing Room", fx.Whenever("you control more than 4 drills", (fx.BanishThis(),))),
    # "(If this card is Rejuvenated, you may place it into play instead.)"
    ("Saiyan Menace", fx.FromHand("rejuvenated", (fx.PlaceThis("play"),), instead=True)),
    # "If the revealed card was a Setup or Drill, you may place it into play under your control."
    (
        "Black Grounding Bash",
        fx.If("the revealed card was a setup or drill", (fx.Optional(fx.PlaceRevealed()),)),
    ),
    # "[CONSTANT]: If your MP has 'Android' in the title, attacks performed by your MP deal +1
    # stage of damage for each Ally you control with 'Android' in the title."
    (
        "Android 14 - Stoic",
        fx.ForX(
            "stages",
            fx.AttackModifier(_YOU, 0, by="mp"),
            "1 times the number of ally you control with 'android' in the title",
        ),
    ),
    # "(When this card enters play, you may search … and destroy it. If you do, destroy a
    # non-Styled Setup.)": the "If you do" of the timing before it
    (
        "Android 14 - Stoic",
        fx.IfYouDo((fx.MoveCards("play", "destroy", "non-styled setup", whose=fx.Who.ANY),)),
    ),
    # "HIT: If this attack did not deal critical damage, it stays in play to be used a second
    # time this combat."
    (
        "Turles' Energy Ring",
        fx.If("this attack did not deal critical damage", (fx.StaysInPlay(),)),
    ),
    # "(If the highest power level on your MP's level 4 is 500,000 or less, you may banish this
    # card from your hand as an action to search your discard pile for …)"
    (
        "Saiyan Reinforcements",
        fx.HandAction(
            (
                fx.Search(
                    ("discard pile",),
                    "card that can attach to your MP",
                    "place into play attached",
                ),
            ),
            how="banish",
            condition="the highest power level on your mp's level 4 is 500,000 or less",
        ),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _state(kit: DbzKit, mp: str, **more: list[str]) -> DbzState:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": [mp], "life": ["Saiyan Clash"] * 5, **more},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


def _offers(state: DbzState, card: int) -> list[object]:
    return [a for a, _ in combat_actions(state, 0) if getattr(a, "card", -1) == card]


@pytest.mark.parametrize(
    ("mp", "offered"), [("Android 18 - Directing", True), ("Krillin - Ready", False)]
)
def test_a_card_in_the_discard_pile_is_used_as_an_action(
    kit: DbzKit, mp: str, offered: bool
) -> None:
    """DBZ RB: Glossary — Parenthesis Text: Android Insubordination's rule holds in the discard
    pile, while its owner's MP has 'Android' in the title; banishing it is the cost, and the
    anger is raised."""
    state = _state(kit, mp, discard=["Android Insubordination"])
    card = state.cards_in(0, Zone.DISCARD)[0]
    offers = _offers(state, card)
    assert offers == ([UseRule(card=card)] if offered else [])
    if not offered:
        return
    COMBAT_ANSWERS["combat_action"](state, ("combat_action", 0), UseRule(card=card))
    assert state.zone_of(card) is Zone.BANISHED
    effect = next(f for f in reversed(state.frames) if f[0] == "fx")
    assert effect[1] == fx.RaiseAnger(1, _YOU) and effect[2].seat == 0


@pytest.mark.parametrize("attacks", [2, 3])
def test_a_drill_placed_from_the_discard_pile_for_a_cost(kit: DbzKit, attacks: int) -> None:
    """Namekian Reinforced Drill is offered from the discard pile; using it resolves its
    stipulation (DBZ CRD: General — Effects with stipulations): three Physical Combat cards
    banished from the discard pile, then the Drill placed into play; with two of them it is not
    offered."""
    pile = ["Namekian Reinforced Drill", *["Saiyan Clash"] * attacks]  # Physical Combat cards
    state = _state(kit, "Krillin - Ready", discard=pile)
    card = state.cards_in(0, Zone.DISCARD)[0]
    assert _offers(state, card) == ([UseRule(card=card)] if attacks == 3 else [])
    if attacks < 3:
        return  # the stipulation cannot be met: not offered
    apply_action(state, UseRule(card=card))
    while state.decision is not None and state.decision.kind == "pick":
        apply_action(state, state.decision.actions[0])  # which Physical Combat card to banish
    assert state.zone_of(card) is Zone.DRILLS
    assert len(state.cards_in(0, Zone.BANISHED)) == 3


@pytest.mark.parametrize("stage", [0, 2])
def test_a_setup_played_from_the_hand_as_an_action(kit: DbzKit, stage: int) -> None:
    """Yamcha's Expert Assistance is played as an action only while its owner's MP's power
    level is 0, and then it is in play (a Setup), its Power to be used later."""
    state = _state(kit, "Krillin - Ready", hand=["Yamcha's Expert Assistance"])
    state.stage[state.mp(0)] = stage
    card = state.cards_in(0, Zone.HAND)[0]
    assert _offers(state, card) == ([PlayCard(card=card)] if stage == 0 else [])
    if stage:
        return
    COMBAT_ANSWERS["combat_action"](state, ("combat_action", 0), PlayCard(card=card))
    assert state.zone_of(card) is Zone.SETUPS


@pytest.mark.parametrize(("life", "stays"), [(4, True), (5, False)])
def test_an_attack_that_did_not_deal_critical_damage(kit: DbzKit, life: int, stays: bool) -> None:
    """DBZ RB: Critical Damage — five life cards of damage are critical: Turles' Energy Ring's
    HIT condition reads its own attack's damage; the defender's side never holds it."""
    state = _state(kit, "Krillin - Ready", hand=["Turles' Energy Ring"])
    card = state.cards_in(0, Zone.HAND)[0]
    state.attack = Attack(0, card, state.mp(0), "energy", "card")
    state.attack.life_taken = life
    words = "this attack did not deal critical damage"
    assert condition_holds(state, 0, words) is stays
    assert not condition_holds(state, 1, words)


def test_an_attached_card_used_as_an_action(kit: DbzKit) -> None:
    """DBZ CRD: General — Attached Cards: Saiyan Resistance's "While attached as an action, you
    may banish this card to raise your anger 1 level" is offered while it is attached (not
    from the hand, where it is a defense card), and banishing it is the cost."""
    state = _state(kit, "Krillin - Ready", attached=["Saiyan Resistance"])
    card = state.cards_in(0, Zone.ATTACHED)[0]
    assert _offers(state, card) == [UseRule(card=card)]
    apply_action(state, UseRule(card=card))
    assert state.zone_of(card) is Zone.BANISHED
    assert state.anger[0] == 1
    held = _state(kit, "Krillin - Ready", hand=["Saiyan Resistance"])
    assert _offers(held, held.cards_in(0, Zone.HAND)[0]) == []


def test_a_card_discarded_from_the_hand_during_the_planning_step(kit: DbzKit) -> None:
    """DBZ RB: Gameplay — 2. Planning Step: Blue Precarious Defense's rule "You may discard this
    card from your hand during the Planning Step. If you do, choose a Setup in play and place it
    at the bottom of its owner's Life Deck" is offered then (discarding it is the cost), and
    not as a combat action."""
    spec = {
        "active": "p1",
        "step": "planning",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 5},
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 5,
            "setups": ["Yamcha's Expert Assistance"],
        },
    }
    spec["p1"]["hand"] = ["Blue Precarious Defense"]
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    card = state.cards_in(0, Zone.HAND)[0]
    setup = state.cards_in(1, Zone.SETUPS)[0]
    assert state.decision is not None and UseRule(card=card) in state.decision.actions
    apply_action(state, UseRule(card=card))
    while state.decision is not None and state.decision.kind == "pick":
        apply_action(state, state.decision.actions[0])  # the only Setup in play
    assert state.zone_of(card) is Zone.DISCARD
    assert state.cards_in(1, Zone.LIFE)[0] == setup  # the bottom of its owner's Life Deck
    combat = _state(kit, "Krillin - Ready", hand=["Blue Precarious Defense"])
    assert _offers(combat, combat.cards_in(0, Zone.HAND)[0]) == []


def test_banish_this_card_when_you_control_more_than_4_drills(kit: DbzKit) -> None:
    """Orange Dressing Room's "Banish this card when you control more than 4 Drills": the count
    grows as a Drill enters play under its owner's control, and the timing is that entry; the
    opponent's Drills and an entry that leaves the count at 4 are no such timing."""
    drills = [
        "Orange Spying Drill",
        "Orange Possession Drill",
        "Saiyan Hanging Out Drill",
        "Quickness Drill",
    ]
    state = _state(kit, "Krillin - Ready", drills=drills, hand=["Singing Drill"])
    words = "you control more than 4 drills"
    fourth = state.cards_in(0, Zone.DRILLS)[-1]
    assert not event_matches(state, words, 0, -1, ("enters", 0, fourth))
    fifth = state.cards_in(0, Zone.HAND)[0]
    move(state, fifth, 0, Zone.DRILLS)
    assert event_matches(state, words, 0, -1, ("enters", 0, fifth))
    assert not event_matches(state, words, 1, -1, ("enters", 0, fifth))
    assert not event_matches(state, words, 0, -1, ("leaves", 0, fifth))


@pytest.mark.parametrize("take", [True, False])
def test_a_rejuvenated_card_placed_into_play_instead(kit: DbzKit, take: bool) -> None:
    """DBZ CRD: General — Rejuvenation: Saiyan Menace, Rejuvenated from the top of the discard
    pile, offers its owner "you may place it into play instead"; taken, it is in play and was
    not Rejuvenated (no such timing); declined, it stays at the bottom of the Life Deck."""
    state = _state(kit, "Krillin - Ready", discard=["Saiyan Menace"])
    card = state.cards_in(0, Zone.DISCARD)[0]
    state.triggers.clear()
    assert rejuvenate(state, 0, 1, "<test>") == 1
    assert state.frames[-1] == ("rejuvenation_replacement", 0, card)
    REJUVENATION_STEPS["rejuvenation_replacement"](state, state.frames[-1])
    assert state.decision is not None and state.decision.seat == 0
    REJUVENATION_PICKS["replace_rejuvenate"](state, int(take), state.decision.frame[3])
    assert state.zone_of(card) is (Zone.SETUPS if take else Zone.LIFE)
    assert (("rejuvenate", 0, card) in state.triggers) is not take


@pytest.mark.parametrize("in_combat", [True, False])
def test_a_rejuvenation_banished_instead_during_combat(kit: DbzKit, in_combat: bool) -> None:
    """Saiyan Back Crash: "If this card is Rejuvenated during combat, you may banish it instead
    to use a critical damage effect" — offered only during combat; taken, it is banished and
    the critical damage effect is its owner's."""
    state = _state(kit, "Krillin - Ready", discard=["Saiyan Back Crash"])
    state.in_combat = in_combat
    card = state.cards_in(0, Zone.DISCARD)[0]
    rejuvenate(state, 0, 1, "<test>")
    offered = state.frames[-1] == ("rejuvenation_replacement", 0, card)
    assert offered is in_combat
    if not offered:
        return
    REJUVENATION_STEPS["rejuvenation_replacement"](state, state.frames[-1])
    assert state.decision is not None
    REJUVENATION_PICKS["replace_rejuvenate"](state, 1, state.decision.frame[3])
    assert state.zone_of(card) is Zone.BANISHED
    effect = next(f for f in reversed(state.frames) if f[0] == "fx")
    assert effect[1] == fx.UseCriticalDamage() and effect[2].seat == 0


def test_the_revealed_card_placed_into_play_under_your_control(kit: DbzKit) -> None:
    """Black Grounding Bash: "Reveal the top card of your opponent's Life Deck. If the revealed
    card was a Setup or Drill, you may place it into play under your control." — the opponent's
    Drill enters play under the attacker's control; a revealed attack card is no such card."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 5},
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Singing Drill", "Saiyan Clash"],
        },
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    drill, clash = state.cards_in(1, Zone.LIFE)
    if state.defs[drill].title != "Singing Drill":
        drill, clash = clash, drill
    words = "the revealed card was a setup or drill"
    state.last_moved = (clash,)
    assert not condition_holds(state, 0, words)
    state.last_moved = (drill,)
    assert condition_holds(state, 0, words)
    STEPS[fx.PlaceRevealed](state, fx.PlaceRevealed(), Ctx(0, -1))
    assert state.zone_of(drill) is Zone.DRILLS and state.controller[drill] == 0
