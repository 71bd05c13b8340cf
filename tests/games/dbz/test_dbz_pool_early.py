"""Phrase families of Awakening, Evolution, Heroes and Villains and Set 1 on real cards:
conditions on the opponent's last action ("If you stopped an attack in your opponent's last
action"), a card that stops attacks staying in play for a second use, attacks gaining a HIT
for the rest of combat."""

from __future__ import annotations

import pytest

from reishi.engine.events import CardDrawn
from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import move
from reishi.games.dbz.conditions import condition_holds, event_matches
from reishi.games.dbz.conditions_early import begin_action, note_events
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone
from reishi.games.dbz.steps_early_power import considered_power_level

from .families import assert_family_runs, do, game_at, records

FAMILIES = [
    # "If you stopped an attack in your opponent's last action, raise your anger 2 levels"
    (
        "Blue Determined Attack",
        fx.If("you stopped an attack in your opponent's last action", (fx.RaiseAnger(2),)),
    ),
    # "If you stopped an attack on your opponent's last action this combat, …"
    ("Trunks Slam", fx.If("you stopped an attack on your opponent's last action this combat", ())),
    # "If your opponent banished an Ally in his last action this combat, this attack deals +4
    # life cards of damage"
    ("Blue Clash", fx.If("your opponent banished an ally in his last action this combat", ())),
    # "If your MP's level is higher than your opponent's MP's level, this card stays in play to
    # be used a second time this combat" (a card that stops attacks)
    (
        "Saiyan Parry",
        fx.If("your mp's level is higher than your opponent's mp's level", (fx.CardStaysInPlay(),)),
    ),
    # "You may discard a Styled card from your hand. If you do, this card stays in play …"
    ("Black Protection", fx.IfYouDo((fx.CardStaysInPlay(),))),
    # "If you control 2 or more Dragon Balls, all other attacks you perform this combat gain
    # 'HIT: Rejuvenate 1.'" (Set 1 and Evolution print it)
    (
        "Namekian Energy Toss",
        fx.AttacksGainThisCombat("your attacks", (fx.Hit((fx.Rejuvenate(1),)),), others=True),
    ),
    # "Your opponent looks at your hand and chooses a card. Discard that card."
    ("Saiyan Face Off", fx.OpponentChoosesFromHand()),
    # "If this is the first card you have played this combat, look at your opponent's hand …"
    (
        "Saiyan Face Off",
        fx.If(
            "this is the first card you have played this combat",
            (fx.LookAtHand(fx.Who.OPPONENT, choose=True),),
        ),
    ),
    # "Each time you take damage in a combat, your attacks deal +1 stage of damage for that
    # combat"
    (
        "Saiyan Retaliation Drill",
        fx.Whenever(
            "you take damage from an attack",
            (fx.AttackModifier(fx.Who.YOU, 1, 0, "this combat"),),
        ),
    ),
    # "You may lower your anger 2 levels to choose a Styled attack in your discard pile except
    # 'Red Heel Kick' and place it into your hand"
    (
        "Red Heel Kick",
        fx.Search(
            ("discard pile",), 'Styled attack except "Red Heel Kick"', "place into your hand"
        ),
    ),
    # "… and damage from your next attack this combat cannot be prevent."
    ("Red Sacrifice", fx.AttacksHave("cannot be prevented", "", "next attack")),
    # "If your opponent's MP's power level is over 9,000 both players raise their anger 6
    # levels": no comma after the condition, one inside the power level
    (
        "It's Over 9,000!",
        fx.If(
            "your opponent's mp's power level is over 9,000",
            (fx.Sequence((fx.RaiseAnger(6, fx.Who.YOU), fx.RaiseAnger(6, fx.Who.OPPONENT))),),
        ),
    ),
    # "If you have at least 5 Drills in play this attack deals an additional +7 life cards …"
    (
        "Orange Overhead Smash",
        fx.If(
            "you have at least 5 drills in play",
            (fx.AttackModifier(fx.Who.YOU, 0, 7, "this attack"),),
        ),
    ),
    # "Your opponent shuffles his hand into his Life Deck and draws the same number of cards"
    (
        "Black Taunt",
        fx.ForX("count", fx.DrawCards(0, fx.Who.OPPONENT), "the number of cards moved this way"),
    ),
    # "Your opponent pays 5 stages or discards a card from his hand"
    (
        "Black Barrage",
        fx.OpponentChoice(
            (fx.PayStages(5), fx.DiscardFromHand(1)),
            ("pays 5 stages", "discards a card from his hand"),
        ),
    ),
    # "If your MP has a lower power level than the attacking personality, your power level is
    # considered to be 1,000,000 this combat" (Awakening and Evolution print it)
    (
        "Saiyan Palm Block",
        fx.If(
            "your mp has a lower power level than the attacking personality",
            (fx.PowerLevelConsidered(1_000_000, "combat"),),
        ),
    ),
    # "Until the end of your next turn, while your power level is above 0 your power level is
    # considered to be 1,000,000"
    ("Saiyan Empowered Slide", fx.PowerLevelConsidered(1_000_000, "end next turn", True)),
    # "This attack stays in play to be used a second and third time this combat"
    ("Namekian Backhand", fx.StaysForUses(3)),
    # "Your opponent cannot use Endurance on your Styled attacks this combat"
    (
        "Red Static Shot",
        fx.Restriction(fx.Who.OPPONENT, "use endurance on styled attacks", "combat"),
    ),
    # "(If you banish this card for Endurance, your Dragon Balls cannot be captured this combat.)"
    (
        "Namekian Overhead Blast",
        fx.FromHand(
            "banished for endurance",
            (fx.Restriction(fx.Who.YOU, "have dragon balls captured", "combat"),),
        ),
    ),
    # "If that Ally had 'Cell Jr.' in the title, destroy the top 3 cards …"
    ("Cell's Provocation", fx.If('that ally had "cell jr." in the title', ())),
    # "If your opponent destroyed a Physical Combat or Energy Combat card, your MP gains 4 …"
    (
        "Black Perceptive Mastery",
        fx.If("your opponent destroyed a physical combat or energy combat card", ()),
    ),
    # "POWER: Attach to your MP. Draw a card. [CONSTANT]: Whenever you raise your anger, banish
    # the bottom card of your opponent's discard pile": an attached Event's constant
    (
        "Saiyan Strength Test",
        fx.Whenever("you raise your anger", (fx.BanishFromDiscard(1, fx.Who.OPPONENT, "bottom"),)),
    ),
    # "[CONSTANT]: While attached, your MP is considered to have a higher power level than the
    # defending personality for your card effects"
    ("Vegeta's Anger", fx.ConsideredHigher("while in play")),
    # "You may discard from hand. If you do, this attack stays in play …": a card from the hand
    ("Blue Leaping Kick", fx.Optional(fx.DiscardFromHand(1))),
    # "Place at the bottom of your Life Deck after use"
    ("Blue Rest", fx.PlaceThis("bottom of life deck")),
    # "Choose a Setup or Drill in you hand and place it into play"
    ("Orange Guardian Drill", fx.MoveCards("hand", "play", "setup or drill")),
    # "You may have your MP pay 2 stages to draw the bottom of your discard pile"
    (
        "Recoome - Ginyu Force",
        fx.Optional(fx.Stipulation(fx.PayStages(2), fx.DrawFromDiscard("bottom"))),
    ),
    # "Shuffle an Ally you control into its owner's Life Deck to stop all attacks this combat"
    (
        "Blue Farewell",
        fx.Stipulation(fx.ShuffleIntoLifeDeck(("ally",), fx.Who.YOU), fx.StopAllAttacks()),
    ),
    # 'If your MP is "Captain Ginyu", your attacks deal +2 stages of damage instead'
    (
        "Burter - Ginyu Force",
        fx.If(
            'your mp is "captain ginyu"', (fx.AttackModifier(fx.Who.YOU, 2, 0, "while in play"),)
        ),
    ),
]


def _conditions(effect: fx.Effect) -> list[str]:
    return [effect.condition] if isinstance(effect, fx.If) else []


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    if isinstance(record, fx.If) and not record.effects:
        # Only the condition is the family's: the card's other words are other families'.
        card = kit.pool.find(title)
        assert card is not None
        result = kit.result(card)
        assert result.is_complete, result.unknown_phrases
        found = [c for e in result.program for r in records(e) for c in _conditions(r)]
        assert record.condition in found
        return
    assert_family_runs(kit, title, record)


def _game(kit: DbzKit, p1_hand: list[str], p2_hand: list[str]) -> Game:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 10, "hand": p1_hand},
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 10,
            "hand": p2_hand,
        },
    }
    return game_at(kit, spec)


@pytest.mark.parametrize("stopped", [True, False])
def test_stopped_an_attack_in_the_opponents_last_action(kit: DbzKit, stopped: bool) -> None:
    """Blue Determined Attack raises its player's anger 2 levels only when the opponent's
    action just before it was an attack he stopped (Saiyan Energy Deflection raises 1)."""
    game = _game(
        kit,
        ["Blue Determined Attack", "Saiyan Energy Deflection"],
        ["Orange Hand Cannon", "Saiyan Clash"],
    )
    do(game, "pass")
    do(game, "play Orange Hand Cannon")
    do(game, "defend Saiyan Energy Deflection" if stopped else "no defense")
    state = game.state
    assert isinstance(state, DbzState)
    before = state.anger[0]
    assert before == (1 if stopped else 0)
    do(game, "play Blue Determined Attack")
    assert state.anger[0] == before + (2 if stopped else 0)


def test_banished_an_ally_in_his_last_action(kit: DbzKit) -> None:
    """Blue Clash: an Ally banished by the acting player's effect counts for his last action
    until he begins another one; the other player's action in between does not end it, and a
    card that is no Ally, or an Ally banished by the other player's effect, does not count."""
    game = _game(kit, ["Saiyan Clash"], ["Saiyan Clash"])
    state = game.state
    assert isinstance(state, DbzState)
    holds = "your opponent banished an ally in his last action this combat"
    begin_action(state, 1)
    state.acting = 1
    move(state, state.cards_in(0, Zone.HAND)[0], 0, Zone.BANISHED)
    note_events(state, state.triggers)
    assert not condition_holds(state, 0, holds)  # Saiyan Clash is no Ally
    game = _game_with_ally(kit)
    state = game.state
    assert isinstance(state, DbzState)
    begin_action(state, 1)
    state.acting = 0
    move(state, state.cards_in(0, Zone.ALLIES)[0], 0, Zone.BANISHED)
    note_events(state, state.triggers)
    assert not condition_holds(state, 0, holds)  # banished by its own player's effect
    state.acting = 1
    move(state, state.cards_in(0, Zone.ALLIES)[0], 0, Zone.BANISHED)
    note_events(state, state.triggers)
    assert condition_holds(state, 0, holds)
    begin_action(state, 0)
    assert condition_holds(state, 0, holds)  # still his last action
    begin_action(state, 1)
    assert not condition_holds(state, 0, holds)


def _game_with_ally(kit: DbzKit) -> Game:
    spec = {
        "active": "p2",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 10,
            "allies": ["Tenshinhan - Returned", "Tenshinhan - Returned"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    return game_at(kit, spec)


_KRILLIN = [
    "Krillin - Ready",
    "Krillin - Energetic",
    "Krillin - Ready For Battle",
    "Krillin - Enraged",
]


def _defenses(game: Game) -> list[str]:
    return [game.describe(a) for a in game.legal_actions() if "defend" in game.describe(a)]


@pytest.mark.parametrize("level", [2, 1])
def test_a_card_that_stops_stays_in_play_for_a_second_use(kit: DbzKit, level: int) -> None:
    """Saiyan Parry stops a physical attack and, while its player's MP is at a higher level than
    the opponent's, stays in play to stop a second one; after the second use it is banished
    ("Banish after use"), and at an equal level it is banished after the first."""
    spec = {
        "active": "p2",
        "step": "combat",
        "p1": {"mp": _KRILLIN, "level": level, "life": ["Saiyan Clash"] * 10},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    spec["p1"]["hand"] = ["Saiyan Parry"]
    spec["p2"]["hand"] = ["Saiyan Clash"] * 3
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    parry = state.cards_in(0, Zone.HAND)[0]
    do(game, "play Saiyan Clash")
    do(game, "defend Saiyan Parry")
    assert state.zone_of(parry) is (Zone.PLAYING if level == 2 else Zone.BANISHED)
    do(game, "pass")
    do(game, "play Saiyan Clash")
    if level == 1:
        assert _defenses(game) == []
        return
    assert _defenses(game) == [f"defend again with Saiyan Parry #{parry}"]
    do(game, "defend again with Saiyan Parry")
    assert state.zone_of(parry) is Zone.BANISHED
    do(game, "pass")
    do(game, "play Saiyan Clash")
    assert _defenses(game) == []


@pytest.mark.parametrize("balls", [2, 1])
def test_other_attacks_gain_a_hit_for_the_rest_of_combat(kit: DbzKit, balls: int) -> None:
    """Namekian Energy Toss: with 2 Dragon Balls in play, the attacks its player performs after
    it this combat gain "HIT: Rejuvenate 1." (the Toss, on top of the discard pile, goes to the
    bottom of the Life Deck when the next attack hits); with 1, they do not."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Namekian Energy Toss", "Saiyan Clash"],
            "dragon_balls": ["Earth Dragon Ball 1", "Earth Dragon Ball 2"][:balls],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    toss = state.cards_in(0, Zone.HAND)[0]
    assert state.defs[toss].title == "Namekian Energy Toss"
    do(game, "play Namekian Energy Toss")
    do(game, "use no critical damage effect")  # its 4 life cards are critical damage
    assert state.zone_of(toss) is Zone.DISCARD  # the opponent, with no card, passes
    do(game, "play Saiyan Clash")
    assert not state.attack  # the attack is over: it hit
    assert state.zone_of(toss) is (Zone.LIFE if balls == 2 else Zone.DISCARD)


def test_a_card_placed_at_the_bottom_of_the_life_deck_after_use(kit: DbzKit) -> None:
    """Blue Rest prevents the damage of the attack it defends against and goes to the bottom of
    its owner's Life Deck, not the discard pile."""
    game = _game(kit, ["Blue Rest"], ["Saiyan Clash"])
    state = game.state
    assert isinstance(state, DbzState)
    rest = state.cards_in(0, Zone.HAND)[0]
    do(game, "pass")
    do(game, "play Saiyan Clash")
    do(game, "defend Blue Rest")
    assert state.zone_of(rest) is Zone.LIFE
    assert state.cards_in(0, Zone.LIFE)[0] == rest  # the bottom card


@pytest.mark.parametrize(("name", "holds"), [("Krillin", True), ("Captain Ginyu", False)])
def test_a_quoted_mp_name(kit: DbzKit, name: str, holds: bool) -> None:
    """'If your MP is "Captain Ginyu"' reads the name inside the quotes."""
    state = _game(kit, [], []).state
    assert isinstance(state, DbzState)
    assert condition_holds(state, 0, f'your mp is "{name.lower()}"') is holds


def _choices(game: Game) -> tuple[int, list[str]]:
    return game.current_player, [game.describe(a) for a in game.legal_actions()]


@pytest.mark.parametrize("first", [True, False])
def test_the_opponent_chooses_a_card_in_your_hand(kit: DbzKit, first: bool) -> None:
    """Saiyan Face Off: when it is the first card its player played this combat he chooses a
    card in the opponent's hand, which is discarded; then the opponent looks at his hand and
    chooses the card he discards."""
    game = _game(
        kit,
        ["Saiyan Face Off", "Blue Rest", "Saiyan Clash", "Saiyan Clash"],
        ["Orange Hand Cannon", "Saiyan Clash"],
    )
    state = game.state
    assert isinstance(state, DbzState)
    if not first:
        do(game, "play Saiyan Clash")
        do(game, "pass")  # the opponent's action
    rest = next(c for c in state.cards_in(0, Zone.HAND) if state.defs[c].title == "Blue Rest")
    do(game, "play Saiyan Face Off")
    if first:
        assert _choices(game)[0] == 0
        do(game, "choose Orange Hand Cannon")
    seat, labels = _choices(game)
    assert seat == 1
    assert f"choose Blue Rest #{rest}" in labels
    do(game, "choose Blue Rest")
    assert state.zone_of(rest) is Zone.DISCARD
    cannon = next(c for c in range(len(state.defs)) if state.defs[c].title == "Orange Hand Cannon")
    assert state.zone_of(cannon) is (Zone.DISCARD if first else Zone.HAND)


@pytest.mark.parametrize(("level", "over"), [(10, True), (9, False)])
def test_a_power_level_written_with_commas(kit: DbzKit, level: int, over: bool) -> None:
    """ "Over 9,000" reads 9000: Vegeta - Prince Of Saiyans is above it at 4 stages above 0, not
    at 0."""
    state = _game(kit, [], []).state
    assert isinstance(state, DbzState)
    state.stage[state.mp(1)] = level
    assert (state.power_level(state.mp(1)) > 9000) is over
    holds = condition_holds(state, 0, "your opponent's mp's power level is over 9,000")
    assert holds is over


def test_the_opponent_shuffles_his_hand_in_and_draws_as_many(kit: DbzKit) -> None:
    """Black Taunt: the opponent (anger 0) destroys the top card of his Life Deck, shuffles his
    3 cards into it and draws 3."""
    game = _game(kit, ["Black Taunt"], ["Orange Hand Cannon", "Saiyan Clash", "Blue Rest"])
    state = game.state
    assert isinstance(state, DbzState)
    before = len(game.log)
    do(game, "play Black Taunt")
    drawn = [e for e in game.log[before:] if isinstance(e, CardDrawn) and e.seat == 1]
    assert len(drawn) == 3
    assert len(state.cards_in(1, Zone.HAND)) == 3
    assert len(state.cards_in(1, Zone.DISCARD)) == 1
    assert len(state.cards_in(1, Zone.LIFE)) == 10 - 1


@pytest.mark.parametrize("stage", [5, 4])
def test_the_opponent_chooses_to_pay_or_discard(kit: DbzKit, stage: int) -> None:
    """Black Barrage's HIT: the opponent chooses to pay 5 stages or to discard a card; with 4
    stages he cannot pay, so only the discard is his to choose."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 10, "hand": ["Black Barrage"]},
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "stage": stage,
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Saiyan Clash"],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    do(game, "play Black Barrage")  # 4 life cards: no critical damage; no defense to play
    stages_before = state.stage[state.mp(1)]
    if stage == 5:
        seat, labels = _choices(game)
        assert seat == 1
        assert labels == ["choose pays 5 stages", "choose discards a card from his hand"]
        do(game, "choose pays 5 stages")
        assert state.stage[state.mp(1)] == stages_before - 5
        assert len(state.cards_in(1, Zone.HAND)) == 1
    else:
        # The one option he can do is done without asking.
        assert state.stage[state.mp(1)] == stages_before
        assert state.cards_in(1, Zone.HAND) == []


@pytest.mark.parametrize(("stage", "considered"), [(1, True), (10, False)])
def test_a_power_level_considered_to_be_another(kit: DbzKit, stage: int, considered: bool) -> None:
    """Saiyan Palm Block: with a lower power level than the attacking Vegeta (2,000), Krillin's
    power level is considered to be 1,000,000 this combat: the conditions read it (as does the
    Attack Table), his stages are unchanged; higher already, nothing changes."""
    spec = {
        "active": "p2",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "stage": stage,
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Saiyan Palm Block", "Saiyan Clash"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    spec["p2"]["hand"] = ["Saiyan Clash"]
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    krillin = state.mp(0)
    printed, stages = state.power_level(krillin), state.stage[krillin]
    do(game, "play Saiyan Clash")
    do(game, "defend Saiyan Palm Block")
    assert state.in_combat  # Krillin's player acts next
    assert state.stage[krillin] == stages
    assert considered_power_level(state, krillin) == (1_000_000 if considered else printed)
    higher = "your mp's power level is higher than your opponent's mp's power level"
    assert condition_holds(state, 0, higher) is (considered or printed > 2000)


def test_an_attack_used_a_second_and_third_time(kit: DbzKit) -> None:
    """Namekian Backhand stays in play after its first and second uses and is banished after
    its third ("Banish after use")."""
    game = _game(kit, ["Namekian Backhand", "Saiyan Clash"], [])
    state = game.state
    assert isinstance(state, DbzState)
    backhand = state.cards_in(0, Zone.HAND)[0]
    for use in (1, 2, 3):
        do(game, "play Namekian Backhand")  # the opponent, with no card, passes
        assert state.zone_of(backhand) is (Zone.PLAYING if use < 3 else Zone.BANISHED), use
    assert not [a for a in _choices(game)[1] if "Namekian Backhand" in a]


@pytest.mark.parametrize("attack", ["Red Static Shot", "Orange Hand Cannon"])
def test_no_endurance_on_styled_attacks(kit: DbzKit, attack: str) -> None:
    """Red Static Shot's own damage (a Styled attack) meets no Endurance: Blue Rest (ENDURANCE
    2) on top of the Life Deck is not offered; Orange Hand Cannon's damage meets it."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 10, "hand": [attack]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Blue Rest"] * 10},
    }
    game = game_at(kit, spec)
    do(game, f"play {attack}")
    seat, labels = _choices(game)
    offered = seat == 1 and any("Endurance" in label for label in labels)
    assert offered is (attack == "Orange Hand Cannon")


def test_the_card_your_opponent_destroyed(kit: DbzKit) -> None:
    """Black Perceptive Mastery: the card the latest top-of-Life-Deck effect took from the
    opponent's deck is read (a Physical Combat card holds, an Event does not); one taken from
    the player's own deck is not his opponent's."""
    game = _game(kit, ["Saiyan Clash"], ["Saiyan Clash", "Black Taunt"])
    state = game.state
    assert isinstance(state, DbzState)
    clash, taunt = state.cards_in(1, Zone.HAND)
    own = state.cards_in(0, Zone.HAND)[0]
    holds = "your opponent destroyed a physical combat or energy combat card"
    for cards, expected in (((clash,), True), ((taunt,), False), ((own,), False)):
        state.last_moved = cards
        assert condition_holds(state, 0, holds) is expected


def test_that_ally_had_a_word_in_the_title(kit: DbzKit) -> None:
    """Cell's Provocation: the Ally the sentence before took, by a word of its title."""
    state = _game_with_ally(kit).state
    assert isinstance(state, DbzState)
    ally = state.cards_in(0, Zone.ALLIES)[0]  # Tenshinhan - Returned
    state.last_moved = (ally,)  # the card the sentence before moved (returned to the hand)
    assert condition_holds(state, 0, "that ally had 'tenshinhan' in the title")
    assert not condition_holds(state, 0, 'that ally had "cell jr." in the title')


def test_an_earth_dragon_ball_you_own_enters_play_during_combat(kit: DbzKit) -> None:
    """Namekian Radiant Mastery's timing: one of its player's Earth Dragon Balls entering play
    while combat is under way (not a Namek one, not the opponent's, not outside combat)."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Earth Dragon Ball 1", "Namek Dragon Ball 1"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Earth Dragon Ball 2"],
        },
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    earth, namek = state.cards_in(0, Zone.HAND)
    theirs = state.cards_in(1, Zone.HAND)[0]
    timing = "an earth dragon ball you own enters play during combat"
    assert state.in_combat
    assert event_matches(state, timing, 0, -1, ("db_enters", 0, earth))
    assert not event_matches(state, timing, 0, -1, ("db_enters", 0, namek))
    assert not event_matches(state, timing, 0, -1, ("db_enters", 1, theirs))
    state.in_combat = False
    assert not event_matches(state, timing, 0, -1, ("db_enters", 0, earth))


def test_an_attached_events_constant(kit: DbzKit) -> None:
    """Saiyan Strength Test: "POWER: Attach to your MP. Draw a card. [CONSTANT]: Whenever you
    raise your anger, banish the bottom card of your opponent's discard pile": its constant
    is read while it is attached (Red Heel Kick raises the anger)."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Saiyan Strength Test", "Red Heel Kick"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 10,
            "discard": ["Blue Rest", "Saiyan Clash"],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    test = state.cards_in(0, Zone.HAND)[0]
    bottom = state.cards_in(1, Zone.DISCARD)[0]
    assert state.defs[bottom].title == "Blue Rest"
    do(game, "play Saiyan Strength Test")  # the opponent, with no card, passes
    assert state.zone_of(test) is Zone.ATTACHED
    assert state.zone_of(bottom) is Zone.DISCARD
    do(game, "play Red Heel Kick")
    assert state.zone_of(bottom) is Zone.BANISHED
