"""Choices and chosen cards on real cards: 'A unless you B' (the other way offered only when
it can be done), a subject carried over 'and', a random card revealed and 'that card' moved."""

from __future__ import annotations

import msgspec
import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz import performed_steps
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.combat_steps import combat_actions
from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.position import PositionSpec
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Zone

from .families import assert_family_runs, game_at, records


def test_unless_binds_to_its_own_step(kit: DbzKit) -> None:
    """Orange Possession Drill: "Draw 2 cards and then discard 2 cards … unless you discard a
    Styled Drill …": the draw always happens; only the discard has another way."""
    card = kit.pool.find("Orange Possession Drill")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    (power,) = result.program
    assert isinstance(power, fx.Power)
    (sequence,) = power.effects
    assert isinstance(sequence, fx.Sequence)
    draw, unless = sequence.effects
    assert draw == fx.DrawCards(2)
    assert isinstance(unless, fx.Unless)
    assert unless.effect == fx.DiscardFromHand(2)
    assert unless.instead == fx.DiscardFromHand(1, fx.Who.YOU, "styled drill")


def _game(kit: DbzKit, hand: list[str]) -> Game:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "drills": ["Orange Possession Drill"],
            "hand": hand,
            "life": ["Red Blaze", "Red Destiny"] * 5,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    return game_at(kit, spec)


def _use_drill(game: Game) -> None:
    use = next(a for a in game.legal_actions() if "Orange Possession" in game.describe(a))
    game.apply(use)


def test_without_the_card_the_first_way_happens(kit: DbzKit) -> None:
    """No Styled Drill in the hand (the two drawn are attacks): 2 cards are discarded."""
    game = _game(kit, ["Red Hurl"])
    state = game.state
    assert isinstance(state, DbzState)
    _use_drill(game)
    assert state.decision is not None
    assert state.decision.prompt != "Which will you do?"  # the other way is never offered
    while state.decision is not None and state.decision.kind == "pick":
        game.apply(game.legal_actions()[0])  # the discards
    assert len(state.cards_in(0, Zone.HAND)) == 1  # 1 + 2 drawn - 2 discarded
    assert len(state.cards_in(0, Zone.DISCARD)) == 2


def test_with_the_card_the_player_may_take_the_other_way(kit: DbzKit) -> None:
    """A Styled Drill in the hand: the player is asked, and discarding it is all he pays."""
    game = _game(kit, ["Orange Possession Drill"])
    state = game.state
    assert isinstance(state, DbzState)
    _use_drill(game)
    labels = [game.describe(a) for a in game.legal_actions()]
    assert any("Styled Drill" in text for text in labels), labels
    game.apply(next(a for a in game.legal_actions() if "Styled Drill" in game.describe(a)))
    while state.decision is not None and state.decision.kind == "pick":
        game.apply(game.legal_actions()[0])
    assert len(state.cards_in(0, Zone.HAND)) == 2  # 1 + 2 drawn - the Drill
    assert [state.defs[c].title for c in state.cards_in(0, Zone.DISCARD)] == [
        "Orange Possession Drill"
    ]


CHOSEN = [
    # "Your opponent shuffles that card into his Life Deck and draws a card"
    (
        "Black Strike",
        fx.Sequence((fx.ShuffleChosenIntoLifeDeck(), fx.DrawCards(1, fx.Who.OPPONENT))),
    ),
    # "Your opponent reveals a random card from his hand, Your opponent places that card on top
    # of his Life Deck"
    ("Black Signal", fx.MoveCards("hand", "reveal", "", 1, "random", fx.Who.OPPONENT)),
    ("Black Signal", fx.MoveChosen("top of life deck")),
]


@pytest.mark.parametrize(("title", "record"), CHOSEN, ids=[t for t, _ in CHOSEN])
def test_chosen_card_families_run_on_real_cards(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def test_the_random_card_revealed_goes_on_top_of_its_owners_life_deck(kit: DbzKit) -> None:
    """Black Signal's Power: the opponent draws a card; his only card, revealed at random, goes
    back on top of his Life Deck."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "setups": ["Black Signal"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 9 + ["Saiyan Gut Kick"],
        },
    }
    game = (
        DbzRules(kit)
        .scenario_hooks()
        .new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
    )
    state = game.state
    assert isinstance(state, DbzState)
    kick = state.cards_in(1, Zone.LIFE)[-1]  # the top: drawn, then put back
    use = next(a for a in game.legal_actions() if "Black Signal" in game.describe(a))
    game.apply(use)
    assert state.cards_in(1, Zone.LIFE)[-1] == kick  # the top (lists are bottom first)
    assert state.cards_in(1, Zone.HAND) == []


MORE = [
    # "Your opponent chooses 4 Styled cards in his discard pile and Rejuvenates them"
    (
        "Black Barrier Destruction",
        fx.MoveCards(
            "discard pile",
            "rejuvenate",
            "styled cards",
            4,
            "exactly",
            fx.Who.OPPONENT,
            fx.Who.OPPONENT,
        ),
    ),
    # "Name a card. Your opponent cannot play that card for the remainder of combat."
    ("Black Swirl", fx.NamedUnplayable()),
    # "As an action, you may place this card into play to …" (an Ally), "… banish this card
    # from your hand to …" (a Setup): used from the hand as an action
    (
        "Raditz - Proud",
        fx.HandAction((fx.RejuvenateChosen(1, "styled card"),), "", "play"),
    ),
    (
        "Blue Stylish Pose",
        fx.HandAction(
            (fx.Search(("discard pile", "Banished Zone"), "Ally", "play"),), "", "banish"
        ),
    ),
]


@pytest.mark.parametrize(("title", "record"), MORE, ids=[t for t, _ in MORE])
def test_more_families_run_on_real_cards(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    test_chosen_card_families_run_on_real_cards(kit, title, record)


def test_the_named_card_cannot_be_played_by_the_opponent(kit: DbzKit) -> None:
    """Black Swirl: once "Red Hurl" is named, the opponent may not play it this combat; the
    player himself still may."""
    game = _game(kit, ["Red Hurl"])
    state = game.state
    assert isinstance(state, DbzState)
    state.named = ("Red Hurl",)
    performed_steps.EXEC[fx.NamedUnplayable](state, fx.NamedUnplayable(), Ctx(1, -1))
    labels = [label for _, label in combat_actions(state, 0)]
    assert not any(label.startswith("play Red Hurl") for label in labels), labels
    state.floating = [f for f in state.floating if f.seat != 1]
    labels = [label for _, label in combat_actions(state, 0)]
    assert any(label.startswith("play Red Hurl") for label in labels), labels


def test_a_setup_is_banished_from_the_hand_as_an_action(kit: DbzKit) -> None:
    """Blue Stylish Pose: offered as an action from the hand; the card goes to the Banished
    Zone (its cost), never into play."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Blue Stylish Pose"],
            "life": ["Red Blaze", "Red Destiny"] * 5,
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
    (pose,) = state.cards_in(0, Zone.HAND)
    action = next(a for a in game.legal_actions() if game.describe(a).endswith("as an action"))
    game.apply(action)
    assert state.zone_of(pose) is Zone.BANISHED


def test_if_you_do_with_a_further_condition(kit: DbzKit) -> None:
    """Namekian Right Throw (Promos): "If you do and your MP has 2 or less Traits, raise your
    anger 2": only if the shuffle was done and the MP card has at most 2 traits."""
    printing = next(
        c for c in kit.pool.cards if c.title == "Namekian Right Throw" and "Traits" in c.text
    )
    result = kit.result(printing)
    assert result.is_complete, result.unknown_phrases
    raise_two = fx.IfYouDo((fx.If("your mp has 2 or less traits", (fx.RaiseAnger(2),)),))
    assert raise_two in [r for e in result.program for r in records(e)]
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Vegeta - Prince of Saiyans"], "life": ["Red Blaze"] * 10},
        "p2": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    traits = len(state.defs[state.mp(0)].traits)
    assert condition_holds(state, 0, f"your mp has {traits} or less traits")
    assert not condition_holds(state, 0, f"your mp has {traits + 1} or more traits")


@pytest.mark.rule("DBZ RB: Anger")
@pytest.mark.parametrize(
    ("title", "offered"),
    [
        # HIT: "Raise or lower your opponent's anger 2 levels": the opponent's only.
        ("Blue Hand Blast", ["choose raise p2", "choose lower p2"]),
        # "Raise or lower a player's anger 1 level": either player's.
        (
            "Blue Ki Ball",
            ["choose raise p1", "choose lower p1", "choose raise p2", "choose lower p2"],
        ),
    ],
)
def test_raise_or_lower_offers_only_the_player_the_card_names(
    kit: DbzKit, title: str, offered: list[str]
) -> None:
    """ "Your opponent's anger" is the opponent's to raise or lower, "a player's" either one's."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "hand": [title], "stage": 10, "life": ["Red Blaze"] * 10},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Red Blaze"] * 10},
    }
    game = game_at(kit, spec)
    game.apply(next(a for a in game.legal_actions() if game.describe(a).startswith("play ")))
    labels = [game.describe(a) for a in game.legal_actions()]
    assert labels == offered
