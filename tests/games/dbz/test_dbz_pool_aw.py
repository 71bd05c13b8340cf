"""Phrase families of Awakening and Heroes and Villains on real cards: how many cards of a kind
a player owns in play ("If less than 3 Dragon Balls you own are in play"), a word considered in
a card's title and attacks with a word in the title ("Sword")."""

from __future__ import annotations

import pytest

from reishi.engine.events import CardDrawn
from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, ally_may_act, move
from reishi.games.dbz.conditions import condition_holds, event_matches, title_has
from reishi.games.dbz.events import DamageTaken, Revealed
from reishi.games.dbz.flow import EXEC
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.stages import lose_stages
from reishi.games.dbz.state import Attack, DbzState, Zone
from reishi.games.dbz.steps_vp_stops import stop_fits

from .families import assert_family_runs, do, game_at, records

FEWER = "less than 3 dragon balls you own are in play"
EARTH = "3 or more earth dragon balls you own are in play"


@pytest.mark.parametrize("condition", [FEWER, EARTH])
def test_owned_count_runs_on_namekian_radiant_mastery(kit: DbzKit, condition: str) -> None:
    """Namekian Radiant Mastery compiles, every sentence runs, and both counts are its own."""
    card = kit.pool.find("Namekian Radiant Mastery")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    found = [r.condition for e in result.program for r in records(e) if isinstance(r, fx.If)]
    assert condition in found


def _state(kit: DbzKit, balls: list[str]) -> DbzState:
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "mastery": "Namekian Radiant Mastery",
            "life": ["Saiyan Clash"] * 5,
            "dragon_balls": balls,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


def test_owned_counts_hold_on_the_cards_the_player_owns(kit: DbzKit) -> None:
    """Three Dragon Balls in play (two Earth): not "less than 3", not "3 or more Earth"; a
    captured one is still its owner's, never its new controller's."""
    state = _state(kit, ["Earth Dragon Ball 1", "Earth Dragon Ball 2", "Namek Dragon Ball 3"])
    assert not condition_holds(state, 0, FEWER)
    assert not condition_holds(state, 0, EARTH)
    assert condition_holds(state, 1, FEWER)  # the opponent owns none
    captured = state.cards_in(0, Zone.DRAGON_BALLS)[0]
    move(state, captured, 1, Zone.DRAGON_BALLS)
    assert state.cards_in(1, Zone.DRAGON_BALLS) == [captured]
    assert not condition_holds(state, 0, FEWER)  # still owned by the first player
    assert condition_holds(state, 1, FEWER)
    move(state, captured, 0, Zone.DISCARD)
    assert condition_holds(state, 0, FEWER)  # two left in play


def test_owned_counts_reach_three_earth_balls(kit: DbzKit) -> None:
    """Three Earth Dragon Balls: "3 or more Earth Dragon Balls you own are in play" holds for
    their owner only."""
    balls = ["Earth Dragon Ball 1", "Earth Dragon Ball 2", "Earth Dragon Ball 3"]
    state = _state(kit, balls)
    assert condition_holds(state, 0, EARTH)
    assert not condition_holds(state, 1, EARTH)


@pytest.mark.parametrize(
    ("title", "record"),
    [
        # "(This card is considered to have "Sword" in the title for your card effects.)"
        ("Trunks' Knee Bash", fx.TitleForEffects("sword")),
        # "[CONSTANT]: Your attacks with "Sword" in the title cannot be stopped and gain "Raise
        # your anger 1 level.""
        (
            "Trunks - Overwhelming",
            fx.AttacksHave("cannot be stopped", "title:sword", "while in play"),
        ),
        (
            "Trunks - Overwhelming",
            fx.AttacksGain("your attacks with 'sword' in the title", (fx.RaiseAnger(1),)),
        ),
    ],
)
def test_titled_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _trunks(kit: DbzKit, hand: list[str], mp: str = "Trunks - Overwhelming") -> Game:
    # Trunks - Overwhelming is a level 4 Main Personality.
    level = 4 if mp == "Trunks - Overwhelming" else 1
    spec = {
        "p1": {"mp": [mp], "level": level, "life": ["Saiyan Clash"] * 10, "hand": hand},
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Black Finger Block"],
        },
    }
    return game_at(kit, spec)


@pytest.mark.parametrize(
    ("attack", "titled"), [("Trunks' Knee Bash", True), ("Black Fist Lock", False)]
)
def test_sword_attacks_cannot_be_stopped_and_raise_anger(
    kit: DbzKit, attack: str, titled: bool
) -> None:
    """Trunks - Overwhelming: Trunks' Knee Bash, considered to have "Sword" in its title for its
    player's effects, cannot be stopped (Black Finger Block does not stop it) and raises his
    anger a level as it is performed; Black Fist Lock, without the word, is stopped and gains
    nothing."""
    game = _trunks(kit, [attack])
    state = game.state
    assert isinstance(state, DbzState)
    do(game, f"play {attack}")
    assert state.anger[0] == (1 if titled else 0)
    performed = state.attack
    assert performed is not None
    do(game, "defend Black Finger Block")
    assert performed.stopped != titled
    assert any(isinstance(e, DamageTaken) for e in game.log) == titled


def test_considered_title_is_read_by_its_owners_effects_only(kit: DbzKit) -> None:
    """ "For your card effects": the owner's effects see "Sword" in Trunks' Knee Bash's title,
    his opponent's do not; a card played so counts as one "with 'Sword' in the title"."""
    game = _trunks(kit, ["Trunks' Knee Bash"], mp="Krillin - Ready")
    state = game.state
    assert isinstance(state, DbzState)
    bash = state.cards_in(0, Zone.HAND)[0]
    assert title_has(state, bash, "sword", 0)
    assert not title_has(state, bash, "sword", 1)
    assert not title_has(state, bash, "dragon", 0)
    played = "you have played a card with 'sword' in the title this combat"
    assert not condition_holds(state, 0, played)
    do(game, "play Trunks' Knee Bash")
    assert condition_holds(state, 0, played)


def test_choose_and_destroy_runs_on_krillin_supportive(kit: DbzKit) -> None:
    """ "[CONSTANT]: Once per turn at the start of your Rejuvenation Step, choose a Drill and
    destroy it": one Drill in play, chosen by the player."""
    destroy = fx.Remove("destroy", ("drill",), 1, fx.Who.ANY)
    assert_family_runs(kit, "Krillin - Supportive", destroy)


def test_krillin_supportive_destroys_a_drill_at_the_start_of_the_rejuvenation_step(
    kit: DbzKit,
) -> None:
    """The opponent's turn ends, then Krillin's player's Rejuvenation Step begins: the only
    Drill in play (the opponent's) is destroyed then, not before."""
    spec = {
        "active": "p2",
        "step": "planning",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 10,
            "allies": ["Krillin - Supportive"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 10,
            "drills": ["Orange Spying Drill"],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    drill = state.cards_in(1, Zone.DRILLS)[0]
    do(game, "pass (no combat)")  # the opponent's turn
    do(game, "pass (no combat)")  # Krillin's player's turn
    while state.step == "discard":
        assert state.zone_of(drill) is Zone.DRILLS
        do(game, "discard")
    assert state.zone_of(drill) is Zone.DISCARD


def test_opponent_mp_lost_stages_runs_on_red_determination(kit: DbzKit) -> None:
    """Red Determination: "If your opponent's MP has lost stages from one of your effects this
    combat, raise your anger 2 levels" compiles and every sentence runs."""
    record = fx.If(LOST, (fx.RaiseAnger(2),))
    assert_family_runs(kit, "Red Determination", record)


LOST = "your opponent's mp has lost stages from one of your effects this combat"


def test_opponent_mp_lost_stages_counts_effects_not_damage_nor_costs(kit: DbzKit) -> None:
    """Stages the opponent's MP loses to damage or to its own player's effect (a cost) are not
    "from one of your effects"; those lost to an effect of the player's are."""
    state = _trunks(kit, [], mp="Krillin - Ready").state
    assert isinstance(state, DbzState)
    opponent_mp = state.mp(1)
    state.acting = -2  # damage
    lose_stages(state, opponent_mp, 1, as_damage=True)
    state.acting = 1  # the opponent's own effect
    lose_stages(state, opponent_mp, 1, as_damage=False)
    assert not condition_holds(state, 0, LOST)
    state.acting = 0
    lose_stages(state, state.mp(0), 1, as_damage=False)  # the player's own MP
    assert not condition_holds(state, 0, LOST)
    lose_stages(state, opponent_mp, 1, as_damage=False)
    assert condition_holds(state, 0, LOST)
    assert not condition_holds(state, 1, LOST)


@pytest.mark.parametrize("already", [[], ["Red Stomach Dive"]])
def test_black_vehicle_toss_is_banished_when_a_second_card_is_attached(
    kit: DbzKit, already: list[str]
) -> None:
    """ "Banish this card when more than 1 card is attached to your MP": attached beside Red
    Stomach Dive it is banished at once; alone it stays attached."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Black Vehicle Toss"],
            "attached": already,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    toss = state.cards_in(0, Zone.HAND)[0]
    do(game, "play Black Vehicle Toss")
    while state.zone_of(toss) is Zone.HAND or state.attack is not None:
        do(game, "")  # the opponent's answers: no defense
    assert state.zone_of(toss) is (Zone.BANISHED if already else Zone.ATTACHED)


TILT = "one of your effects banishes a card from your life deck or discard pile this combat"


def test_banished_from_pile_runs_on_red_tilt(kit: DbzKit) -> None:
    """Red Tilt: "The next time one of your effects banishes a card from your Life Deck or
    discard pile this combat, draw a card" compiles and every sentence runs."""
    record = fx.Whenever(TILT, (fx.DrawCards(1),), once=True)
    assert_family_runs(kit, "Red Tilt", record)


def test_banished_from_pile_is_the_players_own_effect_on_his_own_piles(kit: DbzKit) -> None:
    """The event holds for a card the player's effect banishes from his Life Deck or discard
    pile, not from his hand, nor by his opponent's effect, nor from his opponent's piles."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Saiyan Clash"],
            "discard": ["Saiyan Clash"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)

    def banished(card: int, acting: int) -> bool:
        state.triggers = []
        state.acting = acting
        move(state, card, state.owner[card], Zone.BANISHED)
        return any(event_matches(state, TILT, 0, -1, t) for t in state.triggers)

    assert not banished(state.cards_in(0, Zone.HAND)[0], 0)
    assert not banished(state.cards_in(0, Zone.DISCARD)[0], 1)
    assert not banished(state.cards_in(1, Zone.LIFE)[0], 0)
    assert banished(state.cards_in(0, Zone.LIFE)[0], 0)
    move(state, state.cards_in(0, Zone.BANISHED)[0], 0, Zone.DISCARD)
    assert banished(state.cards_in(0, Zone.DISCARD)[0], 0)


@pytest.mark.parametrize("attached", [[], ["Saiyan Crouch"]])
def test_attached_pur_bonus_runs_in_the_power_up(kit: DbzKit, attached: list[str]) -> None:
    """Saiyan Crouch: "Attach this card to your MP. While attached, your MP's PUR is +3": its
    MP powers up 3 stages more in the Planning Step while it is attached."""
    card = kit.pool.find("Saiyan Crouch")
    assert card is not None
    assert kit.result(card).is_complete
    spec = {
        "step": "planning",
        "p1": {
            "mp": ["Krillin - Ready"],
            "stage": 0,
            "life": ["Saiyan Clash"] * 10,
            "attached": attached,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    mp = state.mp(0)
    pur = state.defs[mp].pur or 0
    while state.step == "planning":
        do(game, "")
    assert state.stage[mp] == pur + (3 if attached else 0)


def test_allies_act_this_combat_runs_on_allied_blitz(kit: DbzKit) -> None:
    """Allied Blitz's HIT: "If your MP is not a Saiyan, then for the remainder of combat your
    Allies can make actions regardless of your MP's power stage"."""
    record = fx.If("your mp is not a saiyan", (fx.AlliesActThisCombat(),))
    assert_family_runs(kit, "Allied Blitz", record)


def test_allies_act_this_combat_lifts_the_stage_rule_for_its_player(kit: DbzKit) -> None:
    """With the MP 5 stages above zero no Ally may act (DBZ RB: Allies During Combat); after
    the effect its player's Allies may, his opponent's still may not."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "allies": ["Krillin - Supportive"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 5,
            "allies": ["Krillin - Supportive"],
        },
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    mine, theirs = state.cards_in(0, Zone.ALLIES)[0], state.cards_in(1, Zone.ALLIES)[0]
    assert not ally_may_act(state, 0, mine)
    effect = fx.AlliesActThisCombat()
    EXEC[type(effect)](state, effect, Ctx(0, mine))
    assert ally_may_act(state, 0, mine)
    assert not ally_may_act(state, 1, theirs)


def test_allied_blitz_timing_answers_later_energy_attacks_only(kit: DbzKit) -> None:
    """ "Whenever you perform an energy attack this combat, your opponent skips his next action
    this combat": not for the Allied Blitz that made it, but for the next energy attack."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Allied Blitz", "Allied Blitz"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = game_at(kit, spec)

    def skips() -> int:
        return sum("skipped an action" in getattr(e, "text", "") for e in game.log)

    do(game, "play Allied Blitz")
    while game.current_player != 0:
        do(game, "")
    assert skips() == 0
    do(game, "play Allied Blitz")
    while game.current_player != 0:
        do(game, "")
    assert skips() == 1


def test_each_player_places_the_hand_on_top_of_the_life_deck(kit: DbzKit) -> None:
    """Black Construction Drill entering play in the Planning Step: both hands go on top of
    their owners' Life Decks, and no card title of the opponent's hand is shown to the
    player."""
    spec = {
        "step": "planning",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Black Construction Drill", "Black Fist Lock"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Black Finger Block", "Black Finger Block"],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    lock = state.cards_in(0, Zone.HAND)[1]
    blocks = list(state.cards_in(1, Zone.HAND))
    do(game, "play Black Construction Drill")
    assert state.cards_in(0, Zone.HAND) == [] and state.cards_in(1, Zone.HAND) == []
    assert state.cards_in(0, Zone.LIFE)[-1] == lock  # the top card: the last of the list
    assert set(state.cards_in(1, Zone.LIFE)[-2:]) == set(blocks)
    assert all("Black Finger Block" not in getattr(e, "text", "") for e in game.log_for(0))


def test_top_cards_of_each_discard_pile_run_on_black_construction_drill(kit: DbzKit) -> None:
    """ "[CONSTANT]: At the start of your turn, banish the top 3 of each player's discard pile"
    reads as "the top 3 cards"."""
    record = fx.MoveCards("discard pile", "banish", "", 3, "top", fx.Who.EACH)
    assert_family_runs(kit, "Black Construction Drill", record)


def test_attached_rule_once_per_turn_runs_on_saiyan_rescue(kit: DbzKit) -> None:
    """Saiyan Rescue (Awakening): "While attached, once per turn as an action you may choose a
    card in your discard pile and Rejuvenate it" is a rule of the attached card."""
    record = fx.HandAction((fx.RejuvenateChosen(1, "card"),), limit="turn", how="", zone="play")
    assert_family_runs(kit, "Saiyan Rescue", record)


def test_saiyan_rescue_rejuvenates_once_per_turn(kit: DbzKit) -> None:
    """Attached, Saiyan Rescue offers its rule as an action: the chosen card of the discard pile
    goes to the bottom of the Life Deck, Saiyan Rescue stays attached, and the rule is not
    offered again that turn."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "discard": ["Black Fist Lock", "Black Fist Lock"],
            "attached": ["Saiyan Rescue"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    rescue = state.cards_in(0, Zone.ATTACHED)[0]
    do(game, "use Saiyan Rescue")
    if any("Black Fist Lock" in game.describe(a) for a in game.legal_actions()):
        do(game, "Black Fist Lock")  # the card chosen in the discard pile
    assert len(state.cards_in(0, Zone.DISCARD)) == 1
    assert state.defs[state.cards_in(0, Zone.LIFE)[0]].title == "Black Fist Lock"  # the bottom
    assert state.zone_of(rescue) is Zone.ATTACHED
    while game.current_player != 0:
        do(game, "")
    assert not any("Saiyan Rescue" in game.describe(a) for a in game.legal_actions())


@pytest.mark.parametrize("baba", [True, False])
def test_allies_gain_endurance_while_baba_is_in_play(kit: DbzKit, baba: bool) -> None:
    """Baba - Surprise Visitor: "Allies gain 'Endurance 1.'": an Ally taken from the Life Deck
    as damage may be banished for its Endurance while Baba is in play, not otherwise."""
    card = kit.pool.find("Baba - Surprise Visitor")
    assert card is not None
    assert kit.result(card).is_complete
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Allied Blitz"],
            "allies": ["Baba - Surprise Visitor"] if baba else [],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Krillin - Supportive"] * 10},
    }
    game = game_at(kit, spec)
    do(game, "play Allied Blitz")
    offered = False
    while game.current_player == 1:
        options = [game.describe(a) for a in game.legal_actions()]
        offered = offered or any("(Endurance 1)" in o for o in options)
        do(game, "discard it" if "discard it" in options else "")
    assert offered == baba


def test_saiyan_internal_conflict_banishes_once_per_drill_destroyed(kit: DbzKit) -> None:
    """ "Destroy any amount of Setups or Drills you control. For each Drill destroyed this
    way, banish a Setup or Drill. Rejuvenate this card after use.": one Drill destroyed, one
    card banished, and the Event goes to the bottom of its owner's Life Deck."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Saiyan Internal Conflict"],
            "drills": ["Orange Spying Drill", "Orange Viewing Drill"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 5,
            "drills": ["Orange Spying Drill", "Orange Viewing Drill"],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    conflict = state.cards_in(0, Zone.HAND)[0]
    do(game, "play Saiyan Internal Conflict")
    do(game, "choose Orange Spying Drill")  # destroyed
    do(game, "choose stop")
    do(game, "choose Orange Spying Drill")  # the opponent's, banished
    assert len(state.cards_in(0, Zone.DRILLS)) == 1
    assert len(state.cards_in(1, Zone.DRILLS)) == 1
    assert len(state.cards_in(1, Zone.BANISHED)) == 1
    assert state.cards_in(0, Zone.LIFE)[0] == conflict  # Rejuvenated: the bottom card


def test_stop_by_ally_runs_on_blue_introduction(kit: DbzKit) -> None:
    """Blue Introduction: "(You may play this card from your hand to stop an attack performed by
    an Ally.)" is a defence of its own from the hand."""
    record = fx.Optional(fx.StopInstead("performed by an ally", "play"))
    assert_family_runs(kit, "Blue Introduction", record)


def test_stop_by_ally_fits_an_allys_attack_only(kit: DbzKit) -> None:
    """The stop reaches an attack an Ally performs, not one the MP performs."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "allies": ["Krillin - Supportive"],
            "hand": ["Black Fist Lock"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    card = state.cards_in(0, Zone.HAND)[0]
    ally = state.cards_in(0, Zone.ALLIES)[0]
    by_ally = Attack(0, card, ally, "physical", "card")
    by_mp = Attack(0, card, state.mp(0), "physical", "card")
    assert stop_fits(state, by_ally, "performed by an ally")
    assert not stop_fits(state, by_mp, "performed by an ally")


def test_orange_affection_drill_shuffles_the_revealed_drills_and_draws_as_many(
    kit: DbzKit,
) -> None:
    """ "Reveal up to 2 Drills from your hand and shuffle them into your Life Deck to draw the
    same number of cards": both players see the two Drills, they go into the Life Deck, and
    two cards are drawn; the other hand card stays."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Orange Spying Drill", "Orange Viewing Drill", "Black Fist Lock"],
            "drills": ["Orange Affection Drill"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    lock = state.cards_in(0, Zone.HAND)[2]
    drawn_before = sum(isinstance(e, CardDrawn) for e in game.log)
    do(game, "use Orange Affection Drill")
    do(game, "Orange Spying Drill")
    do(game, "Orange Viewing Drill")
    assert sum(isinstance(e, CardDrawn) for e in game.log) == drawn_before + 2
    hand = state.cards_in(0, Zone.HAND)
    assert lock in hand and len(hand) == 3  # Black Fist Lock and the two cards drawn
    assert len(state.cards_in(0, Zone.LIFE)) == 5
    shown = [e for e in game.log_for(1) if isinstance(e, Revealed)]
    assert len(shown) == 2


@pytest.mark.parametrize(
    ("discarded", "stages"), [("Earth Dragon Ball 1", 3), ("Black Fist Lock", 1)]
)
def test_namekian_self_training_modifier_replaced_by_what_was_discarded(
    kit: DbzKit, discarded: str, stages: int
) -> None:
    """ "Discard a card from your hand to have your physical attacks deal +1 stage of damage
    this combat. If you discarded a Dragon Ball, they deal +3 stages instead.": the one
    modifier this combat deals +3 stages after a Dragon Ball, +1 after any other card."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": [discarded],
            "setups": ["Namekian Self-Training"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    do(game, "use Namekian Self-Training")
    if any(discarded in game.describe(a) for a in game.legal_actions()):
        do(game, discarded)
    assert state.cards_in(0, Zone.HAND) == []
    made = [f.effect for f in state.floating if isinstance(f.effect, fx.AttackModifier)]
    assert [(m.stages, m.kind, m.duration) for m in made] == [(stages, "physical", "this combat")]


@pytest.mark.parametrize("cards", [2, 1])
def test_black_memories_discarded_puts_an_opponents_card_on_his_life_deck(
    kit: DbzKit, cards: int
) -> None:
    """ "(If your opponent has more than 1 card in his or her hand when this card is discarded
    from your hand, your opponent chooses a card from his or her hand and places it on top of
    his or her Life Deck.)": discarded to pay Namekian Self-Training, with two cards in the
    opponent's hand one goes on top of his Life Deck; with one, nothing happens."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Black Memories"],
            "setups": ["Namekian Self-Training"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Black Finger Block"] * cards,
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    do(game, "use Namekian Self-Training")
    if any("Black Memories" in game.describe(a) for a in game.legal_actions()):
        do(game, "Black Memories")
    if game.current_player == 1 and any(
        "Black Finger Block" in game.describe(a) for a in game.legal_actions()
    ):
        do(game, "Black Finger Block")  # the opponent's own choice
    placed = 1 if cards > 1 else 0
    assert len(state.cards_in(1, Zone.HAND)) == cards - placed
    top = state.defs[state.cards_in(1, Zone.LIFE)[-1]].title
    assert top == ("Black Finger Block" if placed else "Saiyan Clash")


def test_saiyan_despair_rejuvenated_from_the_hand_as_an_action(kit: DbzKit) -> None:
    """ "(You may Rejuvenate this card from your hand as an action to gain 4 stages.)": the card
    goes to the bottom of the Life Deck, shown to the opponent as it is used, and the MP gains
    4 stages."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "stage": 2,
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Saiyan Despair"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    despair = state.cards_in(0, Zone.HAND)[0]
    do(game, "rejuvenate Saiyan Despair")
    assert state.cards_in(0, Zone.LIFE)[0] == despair  # the bottom card
    assert state.stage[state.mp(0)] == 6
    shown = [e for e in game.log_for(1) if isinstance(e, Revealed)]
    assert any("Saiyan Despair" in e.text for e in shown)


@pytest.mark.parametrize("reveal", [True, False])
def test_black_dispel_replaces_the_next_discard_by_a_reveal(kit: DbzKit, reveal: bool) -> None:
    """Black Dispel stops Allied Blitz; the next discard its player's effect requires (Namekian
    Self-Training's cost) may be a reveal instead: the card stays in the hand, shown to both,
    and the effect still happens."""
    spec = {
        "active": "p2",
        "p1": {
            "mp": ["Krillin - Ready"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Black Dispel", "Black Fist Lock"],
            "setups": ["Namekian Self-Training"],
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 5,
            "hand": ["Allied Blitz"],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    lock = state.cards_in(0, Zone.HAND)[1]
    do(game, "play Allied Blitz")
    do(game, "defend Black Dispel")
    while game.current_player != 0:
        do(game, "")
    do(game, "use Namekian Self-Training")
    if any("Black Fist Lock" in game.describe(a) for a in game.legal_actions()):
        do(game, "Black Fist Lock")
    do(game, "reveal it instead" if reveal else "discard it")
    assert (state.zone_of(lock) is Zone.HAND) == reveal
    shown = [e for e in game.log_for(1) if isinstance(e, Revealed) and "Black Fist Lock" in e.text]
    assert bool(shown) == reveal
    made = [f.effect for f in state.floating if isinstance(f.effect, fx.AttackModifier)]
    assert len(made) == 1  # the discard (or its reveal) paid the cost
