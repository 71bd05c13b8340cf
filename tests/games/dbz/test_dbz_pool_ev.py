"""Phrase families of Evolution on real cards: Red cards' own timing when an effect of their
owner banishes them from the top of his discard pile; an Instant Power "Use entering combat";
the next time an attack's own effect changes its player's level; an attack an Ally may perform
regardless of the MP's power stage; "that card" a sentence before revealed; an MP two
levels higher, and the opponent's discard pile banished; an Ally entering play as the only one;
a card banished instead of discarded by its owner's effect; a card revealed instead of
discarded; the next successful energy attack unmodified and unprevented; one copy of a Drill
in play; what the opponent may do on his own side; an Ally acting and dealing more for the
combat; anger only from combat cards; attacks stopped only by cards from the hand."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import discard_by_effect
from reishi.games.dbz.stages import change_anger
from reishi.games.dbz.state import Zone

from .families import assert_family_runs, combat_game, dbz_state, do, game_at, records

FAMILIES = [
    # "(When this card is banished from the top of your discard pile by one of your effects,
    # raise your anger 1 level)"
    (
        "Red Collision",
        fx.FromHand(
            "banished from the top of your discard pile by one of your effects",
            (fx.RaiseAnger(1),),
        ),
    ),
    # "[INSTANT] POWER: Use entering combat. Your MP gains 1 stage and your opponent's MP loses
    # 1 stage."
    (
        "Android 19 - Injured",
        fx.InstantPower(
            "Use when entering combat",
            (fx.Sequence((fx.GainStages(1), fx.LoseStages(1, fx.Who.OPPONENT))),),
        ),
    ),
    # "The next time one of your attacks causes you to change levels this combat, you may
    # search your Life Deck for a Styled Event and place it into your hand."
    (
        "Orange Drain",
        fx.Whenever(
            "one of your attacks causes you to change levels this combat",
            (fx.Optional(fx.Search(("Life Deck",), "Styled Event", "place into your hand")),),
            once=True,
        ),
    ),
    # "(An Ally you control may perform this attack regardless of your MP's power stage)"
    ("Namekian Door Destruction", fx.AllyMayPerform()),
    # "Reveal the bottom card of your Life Deck. If that card is Styled or a Dragon Ball, you may
    # place it into your hand. If you do, place a card from your hand on the top of [or] bottom
    # of your Life Deck."
    (
        "Namekian Restored Mastery",
        fx.If("that card is styled or dragon ball", (fx.Optional(fx.MoveChosen("hand")),)),
    ),
    ("Namekian Restored Mastery", fx.HandToLifeDeck(1, "top or bottom")),
    # "If that card was Styled, place it into your hand."
    ("Red Analysis", fx.If("that card was styled", (fx.MoveChosen("hand"),))),
    # "HIT: … If you advance a personality level with this card and your MP is 2 or more levels
    # higher than your opponent's MP, banish your opponent's discard pile."
    (
        "Saiyan Fierce Kick",
        fx.If(
            "you advance a personality level with this card and your mp is 2 or more levels "
            "higher than your opponent's mp",
            (fx.MoveCards("discard pile", "banish", "", 99, "all", fx.Who.OPPONENT),),
        ),
    ),
    # "[INSTANT] POWER: Use when an Ally enters play under your control during combat and it is
    # the only Ally you control. Draw a card."
    (
        "Blue Transportation Drill",
        fx.InstantPower(
            "Use when an Ally enters play under your control during combat and it is the only "
            "Ally you control",
            (fx.DrawCards(1),),
        ),
    ),
    # "POWER Physical attack Damage 4 life cards." (a period left out)
    ("Vegeta - On The Move", fx.Power((fx.PhysicalAttack(fx.LifeCards(4)),))),
    # "(If this card would be discarded from your hand by one of your effects, you may banish it
    # instead. If you do, your opponent's MP loses 2 stages.)"
    (
        "Saiyan Blockade",
        fx.FromHand(
            "discarded from your hand by one of your effects",
            (fx.LoseStages(2, fx.Who.OPPONENT),),
            instead=True,
        ),
    ),
    # "[CONSTANT]: The first time each combat one of your card effects requires you to discard 1
    # cards from your hand, you may reveal that card instead."
    ("Vegeta - Calculating", fx.RevealInsteadOfDiscard(by_you=True, first_each_combat=True)),
    # "INSTANT POWER Use when you perform a Styled attack. You may choose for that attack to deal
    # its life card damage as stages of damage instead."
    (
        "Vegeta - Calculating",
        fx.Optional(fx.AttackProperty("deals its life card damage as stages")),
    ),
    # "The next time one of your effects requires you to discard a card from your hand this
    # combat, you may reveal it instead." (Awakening)
    ("Black Dispel", fx.RevealInsteadOfDiscard(by_you=True)),
    # "HIT Your next successful energy attack this combat cannot have its damage modified nor
    # prevented."
    (
        "Orange Ki Blast",
        fx.AttacksHave("cannot be modified", "energy", fx.NEXT_SUCCESSFUL),
    ),
    # "(You may only have one copy of Android Attack Drill in play.)"
    ("Android Attack Drill", fx.OnlyOneInPlay("android attack drill")),
    # "Your opponent may discard a card from his hand to search his Life Deck for a Named attack
    # card and place it into his hand."
    (
        "Defiant Challenge",
        fx.OpponentMayUse(
            (
                fx.Stipulation(
                    fx.DiscardFromHand(1),
                    fx.Search(("Life Deck",), "Named attack card", "place into your hand"),
                ),
            )
        ),
    ),
    # "Players can only gain anger from the effects of Physical Combat or Energy Combat cards
    # this turn."
    (
        "Energized Strike",
        fx.Restriction(fx.Who.EACH, "gain anger except from combat cards", "turn"),
    ),
    # "Attacks can only be stopped by cards played from the hand this combat."
    (
        "Blue Hush",
        fx.Restriction(
            fx.Who.EACH, "stop attacks except with cards played from the hand", "combat"
        ),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


@pytest.mark.parametrize(("on_top", "raised"), [(True, 1), (False, 0)])
def test_banished_from_the_top_of_your_discard_pile(kit: DbzKit, on_top: bool, raised: int) -> None:
    """Black Energy Beam banishes the top 10 cards of its player's discard pile: Red Collision
    among them raises its owner's anger 1 level; deeper in the pile it stays and does nothing.
    The HIT banishes the opponent's pile by an effect that is not his: his Red Collision is
    silent."""
    pile = ["Saiyan Clash"] * 10
    mine = ["Red Collision", *pile] if not on_top else [*pile, "Red Collision"]
    game = combat_game(
        kit,
        {"hand": ["Black Energy Beam"], "discard": mine},
        {"discard": ["Red Collision"]},
    )
    state = dbz_state(game)
    do(game, "play Black Energy Beam")
    reds = [c for c in range(len(state.defs)) if state.defs[c].title == "Red Collision"]
    mine_red = next(c for c in reds if state.owner[c] == 0)
    theirs = next(c for c in reds if state.owner[c] == 1)
    assert (state.zone_of(mine_red) is Zone.BANISHED) is on_top
    assert state.zone_of(theirs) is Zone.BANISHED
    assert state.anger[0] == raised
    assert state.anger[1] == 0


@pytest.mark.parametrize(("anger", "advanced"), [(4, True), (0, False)])
def test_one_of_your_attacks_causes_you_to_change_levels(
    kit: DbzKit, anger: int, advanced: bool
) -> None:
    """Orange Drain's HIT raises its player's anger 1 level: from 4 that advances his MP, the
    next time his attack changes his level, and he may search his Life Deck for a Styled Event
    (Blue Rest); from 0 it does not, and nothing is offered."""
    game = combat_game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "anger": anger,
            "hand": ["Orange Drain"],
            "life": ["Blue Rest", *["Saiyan Clash"] * 9],
        },
        {},
    )
    state = dbz_state(game)
    do(game, "play Orange Drain")  # the opponent, with no card in hand, takes the damage
    assert (state.level(0) == 2) is advanced
    prompts = [game.describe(a) for a in game.legal_actions()]
    assert ("choose yes" in prompts) is advanced, prompts
    if advanced:
        do(game, "choose yes")
    rest = next(c for c in range(len(state.defs)) if state.defs[c].title == "Blue Rest")
    assert (state.zone_of(rest) is Zone.HAND) is advanced


def test_an_ally_may_perform_this_attack_regardless_of_the_mps_stage(kit: DbzKit) -> None:
    """With the MP at 5 stages above 0 Allies may not act (DBZ RB: Allies During Combat), yet
    Namekian Door Destruction may be performed by the Ally, which pays its 3 stages; another
    attack is offered to the MP alone."""
    game = combat_game(
        kit,
        {
            "allies": [["Tenshinhan - Returned", 4]],
            "hand": ["Namekian Door Destruction", "Saiyan Spin Kick"],
        },
        {},
    )
    state = dbz_state(game)
    labels = [game.describe(a) for a in game.legal_actions()]
    by_ally = [label for label in labels if " by Tenshinhan" in label]
    assert len(by_ally) == 1 and by_ally[0].startswith("play Namekian Door Destruction"), labels
    do(game, by_ally[0])
    ally = state.cards_in(0, Zone.ALLIES)[0]
    assert state.stage[ally] == 1
    assert state.stage[state.mp(0)] == 5


@pytest.mark.parametrize(("bottom", "taken"), [("Blue Rest", True), ("Earth Dragon Ball 2", False)])
def test_that_card_is_the_revealed_card(kit: DbzKit, bottom: str, taken: bool) -> None:
    """Red Analysis reveals the bottom card of its player's Life Deck: "that card" and "it" are
    that card, which goes into his hand when Styled (Blue Rest), and stays when it is not; Red
    Analysis itself is banished after use either way, never placed into the hand."""
    game = combat_game(
        kit,
        {"hand": ["Red Analysis"], "life": [*["Saiyan Clash"] * 9, bottom]},
        {},
    )
    state = dbz_state(game)
    do(game, "play Red Analysis")
    card = next(c for c in range(len(state.defs)) if state.defs[c].title == bottom)
    analysis = next(c for c in range(len(state.defs)) if state.defs[c].title == "Red Analysis")
    assert state.zone_of(card) is (Zone.HAND if taken else Zone.LIFE)
    assert state.zone_of(analysis) is Zone.BANISHED


@pytest.mark.parametrize(("opponent", "banished"), [(1, True), (2, False)])
def test_banish_your_opponents_discard_pile_when_two_levels_higher(
    kit: DbzKit, opponent: int, banished: bool
) -> None:
    """Saiyan Fierce Kick's HIT raises its player's anger from 4: his MP advances to level 3
    with this card; two levels above the opponent's MP (level 1) the opponent's whole discard
    pile is banished, one level above (level 2) it stays."""
    game = combat_game(
        kit,
        {
            "mp": ["Raditz - Cunning", "Raditz - True Saiyan", "Raditz - Confident"],
            "level": 2,
            "anger": 4,
            "hand": ["Saiyan Fierce Kick"],
        },
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "level": opponent,
            "discard": ["Saiyan Clash", "Blue Rest"],
        },
    )
    state = dbz_state(game)
    do(game, "play Saiyan Fierce Kick")
    assert state.level(0) == 3
    assert (not state.cards_in(1, Zone.DISCARD)) is banished
    assert (len(state.cards_in(1, Zone.BANISHED)) == 2) is banished


@pytest.mark.parametrize("allies", [0, 1])
def test_an_ally_enters_play_and_it_is_the_only_ally_you_control(kit: DbzKit, allies: int) -> None:
    """Namekian Energy Assault shuffles a Dragon Ball away to play an Ally from its player's Life
    Deck during combat: Blue Transportation Drill's Instant Power is offered when that Ally is
    the only one its player controls (then it draws a card), not when he has another."""
    game = combat_game(
        kit,
        {
            "drills": ["Blue Transportation Drill"],
            "hand": ["Namekian Energy Assault"],
            "dragon_balls": ["Earth Dragon Ball 2"],
            "life": ["Saiyan Clash", "Tenshinhan - Returned", "Saiyan Clash"],
            "allies": [["Oolong - Concerned", 3]] * allies,
        },
        {},
    )
    state = dbz_state(game)
    do(game, "play Namekian Energy Assault")
    do(game, "choose yes")
    assert len(state.cards_in(0, Zone.ALLIES)) == allies + 1
    labels = [game.describe(a) for a in game.legal_actions()]
    offered = any(label.startswith("use Blue Transportation Drill") for label in labels)
    assert offered is (allies == 0), labels
    if offered:
        hand = len(state.cards_in(0, Zone.HAND))
        do(game, "use Blue Transportation Drill")
        assert len(state.cards_in(0, Zone.HAND)) == hand + 1


@pytest.mark.parametrize("instead", [True, False])
def test_banished_instead_of_discarded_by_your_own_effect(kit: DbzKit, instead: bool) -> None:
    """Red Face Break lets its player discard a card from his hand: Saiyan Blockade may be
    banished instead, and then the opponent's MP loses 2 stages; discarded, nothing more."""
    game = combat_game(kit, {"hand": ["Red Face Break", "Saiyan Blockade"]}, {})
    state = dbz_state(game)
    do(game, "play Red Face Break")
    do(game, "choose yes")
    do(game, "banish it instead" if instead else "discard it")
    blockade = next(c for c in range(len(state.defs)) if state.defs[c].title == "Saiyan Blockade")
    assert state.zone_of(blockade) is (Zone.BANISHED if instead else Zone.DISCARD)
    texts = [getattr(e, "text", "") for e in game.log]
    replaced = [i for i, text in enumerate(texts) if text.endswith("was banished instead")]
    assert len(replaced) == (1 if instead else 0)
    if instead:
        # Before the attack's damage: the opponent's MP (5 stages above 0) loses 2 stages.
        assert texts[replaced[0] + 1].endswith("lost 2 stage(s) → 3")


def test_not_banished_instead_when_the_opponents_effect_discards_it(kit: DbzKit) -> None:
    """ "By one of your effects": the opponent's effect discarding Saiyan Blockade from its
    owner's hand offers no replacement; the card is discarded."""
    game = combat_game(kit, {"hand": ["Saiyan Blockade"]}, {})
    state = dbz_state(game)
    blockade = state.cards_in(0, Zone.HAND)[0]
    frames = len(state.frames)
    discard_by_effect(state, blockade, 1)
    assert state.zone_of(blockade) is Zone.DISCARD
    assert len(state.frames) == frames


@pytest.mark.parametrize("reveal", [True, False])
def test_reveal_instead_of_discarding_the_first_time_each_combat(kit: DbzKit, reveal: bool) -> None:
    """Vegeta - Calculating: the first time each combat its player's own effect (Red Face
    Break's "You may discard a card from your hand") requires a discard from his hand, he may
    reveal that card instead; it stays in his hand. Declined, it is discarded."""
    game = combat_game(
        kit,
        {"mp": ["Vegeta - Calculating"], "hand": ["Red Face Break", "Saiyan Clash"]},
        {},
    )
    state = dbz_state(game)
    clash = next(c for c in state.cards_in(0, Zone.HAND) if state.defs[c].title == "Saiyan Clash")
    do(game, "play Red Face Break")
    do(game, "pass (use no Instant Power)")  # its Instant Power sees a Styled attack performed
    do(game, "choose yes")
    do(game, "reveal it instead" if reveal else "discard it")
    assert state.zone_of(clash) is (Zone.HAND if reveal else Zone.DISCARD)


@pytest.mark.parametrize(
    ("chosen", "dealt"), [(True, "4 stage(s) and 0"), (False, "2 stage(s) and 2")]
)
def test_that_attack_deals_its_life_card_damage_as_stages(
    kit: DbzKit, chosen: bool, dealt: str
) -> None:
    """Vegeta - Calculating's Instant Power, used as its player performs a Styled attack (Orange
    Drain: 2 stages +2 life cards), may have that attack deal its life cards as stages."""
    game = combat_game(
        kit, {"mp": ["Vegeta - Calculating"], "hand": ["Orange Drain"]}, {"stage": 8}
    )
    do(game, "play Orange Drain")
    do(game, "use Vegeta - Calculating")
    do(game, "choose yes" if chosen else "choose no")
    texts = [getattr(e, "text", "") for e in game.log]
    assert f"the attack deals {dealt} Life Card(s)" in texts


@pytest.mark.parametrize("first", ["Orange Ki Blast", "Orange Drain"])
def test_next_successful_energy_attack_cannot_be_modified_nor_prevented(
    kit: DbzKit, first: str
) -> None:
    """Orange Ki Blast's HIT binds to its player's next energy attack (Orange Drain): its damage
    can neither be modified nor prevented; after Orange Drain instead, neither holds."""
    second = "Orange Drain" if first == "Orange Ki Blast" else "Orange Ki Blast"
    game = combat_game(
        kit,
        {"stage": 8, "hand": [first, second]},
        {"stage": 8, "hand": ["Black Dispel"]},
    )
    state = dbz_state(game)
    do(game, f"play {first}")
    do(game, "no defense")
    do(game, f"play {second}")
    attack = state.attack
    assert attack is not None and state.defs[attack.card].title == second
    bound = first == "Orange Ki Blast"
    assert attack.modifiers_blocked is bound
    assert attack.unpreventable is bound


@pytest.mark.parametrize("in_play", [0, 1])
def test_only_one_copy_of_the_drill_in_play(kit: DbzKit, in_play: int) -> None:
    """Android Attack Drill (a Freestyle Drill): "You may only have one copy of Android Attack
    Drill in play": a second copy cannot be played in the Planning Step; the first can."""
    game = game_at(
        kit,
        {
            "active": "p1",
            "step": "planning",
            "p1": {
                "mp": ["Krillin - Ready"],
                "life": ["Saiyan Clash"] * 10,
                "hand": ["Android Attack Drill"],
                "drills": ["Android Attack Drill"] * in_play,
            },
            "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
        },
    )
    labels = [game.describe(a) for a in game.legal_actions()]
    offered = any(label.startswith("play Android Attack Drill") for label in labels)
    assert offered is (in_play == 0), labels


@pytest.mark.parametrize("accepts", [True, False])
def test_your_opponent_may_discard_to_search_his_life_deck(kit: DbzKit, accepts: bool) -> None:
    """Defiant Challenge: its player's opponent is asked; accepting, he discards a card from his
    own hand to search his own Life Deck for a Named attack card (Vegeta's Final Flash), which
    goes into his hand; declining, nothing of his moves."""
    game = combat_game(
        kit,
        {"hand": ["Defiant Challenge"]},
        {
            "hand": ["Saiyan Clash"],
            "life": ["Saiyan Clash", "Vegeta's Final Flash", "Saiyan Clash"],
        },
    )
    state = dbz_state(game)
    do(game, "play Defiant Challenge")
    do(game, "do not verify")  # the Banished Zone search of its player (a choice of his)
    assert game.current_player == 1
    do(game, "choose yes" if accepts else "choose no")
    titles = [state.defs[c].title for c in state.cards_in(1, Zone.HAND)]
    assert titles == (["Vegeta's Final Flash"] if accepts else ["Saiyan Clash"])
    assert len(state.cards_in(1, Zone.DISCARD)) == (1 if accepts else 0)


def test_that_ally_acts_and_its_attacks_deal_more_for_the_rest_of_combat(kit: DbzKit) -> None:
    """Goku - Dashing (Evolution S9): "For the remainder of combat , that Ally may make actions
    regardless of your MP's power stage and attacks performed by that Ally deal +4 life cards of
    damage": the chosen Ally's permission and its attacks' damage, both for the combat."""
    record = fx.Sequence(
        (fx.ChosenActs(), fx.AttackModifier(fx.Who.YOU, 0, 4, "this combat", by="that ally"))
    )
    found = []
    for card in kit.pool.printings("Goku - Dashing"):
        result = kit.result(card)
        if record in [r for e in result.program for r in records(e)]:
            assert result.is_complete, result.unknown_phrases
            found.append(card.set_name)
    assert "Evolution" in found


@pytest.mark.parametrize("source", ["Saiyan Spin Kick", "Krillin - Ready"])
def test_anger_only_from_combat_cards_this_turn(kit: DbzKit, source: str) -> None:
    """After Energized Strike, this turn anger rises only by the effects of Physical Combat or
    Energy Combat cards (Saiyan Spin Kick), not by another card's (Krillin - Ready's Power)."""
    game = combat_game(kit, {"hand": ["Energized Strike", "Saiyan Spin Kick"]}, {})
    state = dbz_state(game)
    do(game, "play Energized Strike")
    card = next(c for c in range(len(state.defs)) if state.defs[c].title == source)
    before = state.anger[1]
    change_anger(state, 1, 1, Ctx(1, card), "test")
    assert state.anger[1] == before + (1 if source == "Saiyan Spin Kick" else 0)


@pytest.mark.parametrize("used", [True, False])
def test_attacks_stopped_only_by_cards_played_from_the_hand(kit: DbzKit, used: bool) -> None:
    """Blue Hush, used entering combat: this combat the opponent may stop the attack with
    Black Dispel from his hand, not with Blue Blockade's Power in play; unused, both."""
    game = game_at(
        kit,
        {
            "active": "p1",
            "step": "planning",
            "p1": {
                "mp": ["Krillin - Ready"],
                "setups": ["Blue Hush"],
                "hand": ["Orange Drain"],
                "life": ["Saiyan Clash"] * 10,
            },
            "p2": {
                "mp": ["Vegeta - Prince Of Saiyans"],
                "setups": ["Blue Blockade"],
                "hand": ["Black Dispel"],
                "life": ["Saiyan Clash"] * 10,
            },
        },
    )
    do(game, "declare combat")
    do(game, "use Blue Hush" if used else "pass (done entering combat)")
    do(game, "play Orange Drain")
    labels = [game.describe(a) for a in game.legal_actions()]
    assert any(label.startswith("defend Black Dispel") for label in labels), labels
    blockade = any(label.startswith("defend with Blue Blockade") for label in labels)
    assert blockade is not used, labels
