"""Phrase families of attacks on real cards: attacks an effect performs (from a Power or from
the hand as an action) and life card damage that is banished."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.attack_start import attack_cost, begin_attack
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import mill
from reishi.games.dbz.performed_steps import life_damage_banished
from reishi.games.dbz.state import Attack, DbzState, Floating, Zone

from .families import assert_family_runs, game_at, records

_PERFORM_AT_2 = fx.PerformAttack("physical", fx.AtPlus(2), "non-styled")
FAMILIES = [
    # "… to perform a non-Styled physical attack dealing AT +2 stages" (a Drill's Power)
    ("Orange Commanding Drill", fx.Stipulation(fx.DiscardFromHand(1), _PERFORM_AT_2)),
    # an Ally's Power: the Ally performs it
    (
        "Android 18 - Smirking",
        fx.PerformAttack("physical", fx.LifeCards(2), "non-styled"),
    ),
    # from the hand as an action, the card being the cost
    (
        "Orange Distracting Drill",
        fx.HandAction((fx.PerformAttack("physical", fx.Stages(3), "non-styled"),), "", "discard"),
    ),
    (
        "Namekian Intervention",
        fx.HandAction((fx.PerformAttack("physical", fx.AtPlus(2), "styled"),), "", "play"),
    ),
    # life card damage banished: your attacks this combat, or every attack while in play
    ("Saiyan Lunge", fx.LifeDamageBanished(fx.Who.YOU, "this combat")),
    ("Frieza - Mastermind", fx.LifeDamageBanished(fx.Who.ANY, "while in play")),
    # "You do not have to pay power stage costs for your next Styled energy attack this combat"
    ("Blue Rejection", fx.CostModifier(fx.Who.YOU, -99, "styled energy", "next attack")),
    (
        "Orange Hand Cannon",
        fx.Sequence(
            (
                fx.AttacksHave("cannot be prevented", "styled energy", "next attack"),
                fx.CostModifier(fx.Who.YOU, -99, "styled energy", "next attack"),
            )
        ),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _game(kit: DbzKit, p1: dict[str, object]) -> Game:
    krillin = ["Krillin - Ready", "Krillin - Energetic", "Krillin - Ready For Battle"]
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": [*krillin, "Krillin - Enraged"],
            "level": 3,
            "stage": 7,
            "life": ["Red Blaze"] * 10,
            **p1,
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans", "Vegeta - Villainous"],
            "stage": 7,
            "life": ["Saiyan Clash"] * 10,
        },
    }
    return game_at(kit, spec)


def test_a_card_discarded_from_the_hand_performs_its_attack(kit: DbzKit) -> None:
    """Orange Distracting Drill: discarded from the hand (never played into play), it performs
    a non-Styled attack although the card is Orange; its 3 stages are dealt."""
    game = _game(kit, {"hand": ["Orange Distracting Drill"]})
    state = game.state
    assert isinstance(state, DbzState)
    (card,) = state.cards_in(0, Zone.HAND)
    labels = {game.describe(a): a for a in game.legal_actions()}
    action = next(a for text, a in labels.items() if text.endswith("as an action"))
    game.apply(action)
    assert state.zone_of(card) is Zone.DISCARD
    assert state.cards_in(0, Zone.DRILLS) == []
    assert state.stage[state.mp(1)] == 7 - 3


def test_a_performed_attack_is_styled_as_its_words_say(kit: DbzKit) -> None:
    """The attack's own words ("a non-Styled physical attack") decide, not the card's style."""
    game = _game(kit, {"drills": ["Orange Commanding Drill"], "hand": ["Red Hurl"]})
    state = game.state
    assert isinstance(state, DbzState)
    labels = {game.describe(a): a for a in game.legal_actions()}
    use = next(a for text, a in labels.items() if text.startswith("use Orange Commanding"))
    before = state.stage[state.mp(1)]
    game.apply(use)
    assert state.stage[state.mp(1)] == before - 5  # AT 3 +2 stages
    assert state.cards_in(0, Zone.DRILLS)  # the Drill stays in play


def test_banished_damage_covers_whose_attacks_it_says(kit: DbzKit) -> None:
    """Frieza - Mastermind banishes every attack's life card damage while in play; Saiyan
    Lunge's floating effect only its own player's."""
    state = _game(kit, {"allies": ["Frieza - Mastermind"]}).state
    assert isinstance(state, DbzState)
    assert (life_damage_banished(state, 0), life_damage_banished(state, 1)) == (True, True)
    state = _game(kit, {}).state
    assert isinstance(state, DbzState)
    assert (life_damage_banished(state, 0), life_damage_banished(state, 1)) == (False, False)
    lunge = fx.LifeDamageBanished(fx.Who.YOU, "this combat")
    state.floating.append(Floating(0, -1, lunge, "combat", state.turn))
    assert (life_damage_banished(state, 0), life_damage_banished(state, 1)) == (True, False)


def test_the_next_attack_of_its_kind_is_free_and_only_it(kit: DbzKit) -> None:
    """Blue Rejection's floating effect: its player's Styled energy attack costs nothing; a
    physical attack, or the opponent's, still pays."""
    hand = ["Orange Hand Cannon", "Red Shattering Leap"]
    state = _game(kit, {"hand": hand}).state
    assert isinstance(state, DbzState)
    free = fx.CostModifier(fx.Who.YOU, -99, "styled energy", "next attack")
    state.floating.append(Floating(0, -1, free, "combat", state.turn))
    cannon, leap = state.cards_in(0, Zone.HAND)
    cannon_rec = state.kit.info(state.defs[cannon]).attack
    leap_rec = state.kit.info(state.defs[leap]).attack
    assert cannon_rec is not None and leap_rec is not None
    assert cannon_rec.cost_stages > 0
    assert attack_cost(state, 0, cannon, cannon_rec) == 0
    assert attack_cost(state, 0, leap, leap_rec) == leap_rec.cost_stages  # physical
    assert attack_cost(state, 1, cannon, cannon_rec) == cannon_rec.cost_stages  # not his


MILL_BONUS = [
    # an MP's constant: "… destroys cards from the top of your opponent's Life Deck, increase
    # that amount by 1"; "… by 2 and Rejuvenate 2"
    ("Dr. Wheelo - Confined", fx.MillBonus(1)),
    ("Dr. Wheelo - Robotic", fx.MillBonus(2, effects=(fx.Rejuvenate(2),))),
    # an attack's: "… destroy or banish … this combat, increase that amount by 1"
    ("Black Chomp", fx.MillBonus(1, ("destroy", "banish"), "this combat")),
    # an Ally's, under a condition: "While you control 1 Ally, your effects that destroy …
    # have that amount increased by 1"
    ("Cell Jr. - Trapped", fx.MillBonus(1)),
]


@pytest.mark.parametrize(("title", "record"), MILL_BONUS, ids=[t for t, _ in MILL_BONUS])
def test_mill_bonus_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the bonus is in its program."""
    test_family_runs_on_a_real_card(kit, title, record)


def test_a_mill_bonus_adds_to_your_effects_on_the_opponents_life_deck(kit: DbzKit) -> None:
    """Dr. Wheelo - Robotic: 2 destroyed become 4 and Rejuvenate 2 follows; a banish, or the
    opponent destroying his own cards, is not increased."""
    state = _game(kit, {"mp": ["Dr. Wheelo - Robotic"], "level": 4}).state
    assert isinstance(state, DbzState)
    life = state.cards_in(1, Zone.LIFE)
    before = len(life)
    mill(state, 1, 2, "destroy", "test", by=0)
    assert len(life) == before - 4
    assert ("fx", fx.Rejuvenate(2), Ctx(0, state.mp(0))) in state.frames
    mill(state, 1, 1, "banish", "test", by=0)
    assert len(life) == before - 5
    mill(state, 1, 1, "destroy", "test", by=1)
    assert len(life) == before - 6


HIGHER = [
    ("Saiyan Discovery", fx.ConsideredHigher()),
    ("Saiyan Driving Punch", fx.ConsideredHigher("this combat")),
    ("Saiyan Counter Kick", fx.ConsideredHigher("this combat")),
]


@pytest.mark.parametrize(("title", "record"), HIGHER, ids=[t for t, _ in HIGHER])
def test_considered_higher_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the record is in its program."""
    test_family_runs_on_a_real_card(kit, title, record)


def test_considered_higher_holds_for_its_players_effects_only(kit: DbzKit) -> None:
    """With the MP at a lower power level, "the personality performing this attack has a higher
    power level than the defending personality" holds for the attacker's effects once his MP
    is considered higher, and still not when an Ally performs the attack."""
    game = _game(kit, {"stage": 1, "allies": ["Frieza - Mastermind"]})
    state = game.state
    assert isinstance(state, DbzState)
    words = "the personality performing this attack has a higher power level than the defending "
    words += "personality"
    card = state.cards_in(0, Zone.LIFE)[0]
    state.attack = Attack(0, card, -1, "physical", "card")
    assert not condition_holds(state, 0, words)
    state.attack.mp_higher = True
    assert condition_holds(state, 0, words)
    assert not condition_holds(state, 0, words.replace("higher", "lower", 1))
    (ally,) = state.cards_in(0, Zone.ALLIES)
    state.attack = Attack(0, card, ally, "physical", "card")
    state.attack.mp_higher = True
    assert condition_holds(state, 0, words) == (
        state.power_level(ally) > state.power_level(state.mp(1))
    )


def test_the_first_attack_of_its_kind_each_combat_gains_and_only_it(kit: DbzKit) -> None:
    """Vegeta - Elite: the first Styled energy attack of the combat gains the HIT; the second
    does not, and a physical attack before it does not spend it."""
    card = kit.pool.find("Vegeta - Elite")
    assert card is not None
    search = fx.Search(("discard pile",), "physical attack card", "place into your hand")
    gain = fx.AttacksGain("your first styled energy attack each combat", (fx.Hit((search,)),))
    assert gain in [r for e in kit.result(card).program for r in records(e)]
    hand = ["Red Shattering Leap", "Orange Hand Cannon", "Orange Hand Cannon"]
    state = _game(kit, {"mp": ["Vegeta - Elite"], "level": 4, "hand": hand}).state
    assert isinstance(state, DbzState)
    leap, first, second = state.cards_in(0, Zone.HAND)
    hits = []
    for attacker in (leap, first, second):
        rec = state.kit.info(state.defs[attacker]).attack
        assert rec is not None
        state.attack = None
        begin_attack(state, 0, attacker, state.mp(0), rec, (), (), "card")
        (hit,) = [f[1] for f in state.frames if f[0] == "atk_hit"][-1:]
        hits.append(search in hit)
    assert hits == [False, True, False]


def test_the_next_action_decides_whether_an_attack_stays(kit: DbzKit) -> None:
    """Black Request: "If your next action is a Styled attack, it stays in play to be used a
    second time this combat": a Styled attack as the next action stays; a pass spends it."""
    for card in (c for c in kit.pool.cards if c.title == "Black Request" and c.retail):
        result = kit.result(card)
        assert result.is_complete, result.unknown_phrases
        assert fx.NextActionStays("styled") in [r for e in result.program for r in records(e)]
    request = fx.NextActionStays("styled")
    game = _game(kit, {"hand": ["Red Hurl"]})
    state = game.state
    assert isinstance(state, DbzState)
    (hurl,) = state.cards_in(0, Zone.HAND)
    state.floating.append(Floating(0, -1, request, "combat", state.turn))
    game.apply(next(a for a in game.legal_actions() if game.describe(a).startswith("play Red")))
    assert state.attack.stays if state.attack is not None else state.second_use[hurl]
    assert not any(f.effect == request for f in state.floating)
    game = _game(kit, {"hand": ["Red Hurl"]})
    state = game.state
    assert isinstance(state, DbzState)
    state.floating.append(Floating(0, -1, request, "combat", state.turn))
    game.apply(next(a for a in game.legal_actions() if game.describe(a) == "pass"))
    assert not any(f.effect == request for f in state.floating)


def test_the_opponents_first_attack_each_combat_costs_more(kit: DbzKit) -> None:
    """Saiyan Hanging Out Drill: +1 stage on the opponent's first attack of the combat only;
    the player's own attacks cost as printed."""
    card = kit.pool.find("Saiyan Hanging Out Drill")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    first = fx.CostModifier(fx.Who.OPPONENT, 1, "", "first each combat")
    assert first in [r for e in result.program for r in records(e)]
    state = _game(kit, {"drills": ["Saiyan Hanging Out Drill"], "hand": ["Red Hurl"]}).state
    assert isinstance(state, DbzState)
    (hurl,) = state.cards_in(0, Zone.HAND)
    rec = state.kit.info(state.defs[hurl]).attack
    assert rec is not None
    assert attack_cost(state, 0, hurl, rec) == rec.cost_stages
    assert attack_cost(state, 1, hurl, rec) == rec.cost_stages + 1
    state.combat_log = state.combat_log | {(1, "attack")}
    assert attack_cost(state, 1, hurl, rec) == rec.cost_stages


def test_an_mp_among_several_names(kit: DbzKit) -> None:
    """Orange Gathering: "If your MP is Tenshinhan, Yamcha, Chaozu, or Yajirobe, look at the
    top 5 cards …, place them back in any order, and then draw a card"."""
    card = kit.pool.find("Orange Gathering")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    names = ("tenshinhan", "yamcha", "chaozu", "yajirobe")
    either = " or ".join(f"your mp is {name}" for name in names)
    steps = fx.Sequence((fx.RearrangeTop(5), fx.DrawCards(1)))
    assert fx.If(either, (steps,)) in [r for e in result.program for r in records(e)]
