"""Phrase families of the hand and the discard pile on real cards: a hand played revealed as
the words say, and the top card of a discard pile placed on a Life Deck."""

from __future__ import annotations

import msgspec
import pytest

from reishi.engine import caches
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import hand_revealed
from reishi.games.dbz.conditions import card_matches, condition_holds, event_matches
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.position import PositionSpec
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Floating, Zone

from .families import assert_family_runs, game_at, records

FAMILIES = [
    # "Play with your hand revealed this turn" (a Setup's Power)
    ("Orange Spotlight", fx.HandRevealed(fx.Who.YOU, "turn")),
    # "At the start of your Rejuvenation Step, place the top card of your discard pile at the
    # bottom of your Life Deck"
    (
        "Kami - Guardian",
        fx.MoveCards("discard pile", "bottom of life deck", "", 1, "top"),
    ),
    # "put the top Physical Combat card from your discard pile at the bottom of your Life Deck"
    (
        "Blue Energy Overload",
        fx.MoveCards("discard pile", "bottom of life deck", "physical combat card", 1, "top"),
    ),
    # "Choose a Physical Combat, Energy Combat, or Event from your discard pile and place it on
    # top of your Life Deck": any one of the kinds listed
    (
        "Heroic Assistance",
        fx.MoveCards(
            "discard pile", "top of life deck", "physical combat, energy combat or event", 1
        ),
    ),
    # "Shuffle all Drills in your discard pile into your Life Deck" under "If you have at least
    # 5 Drills in play"
    ("Orange Overhead Smash", fx.MoveCards("discard pile", "life deck", "drills", 99, "all")),
    # cards described by a word in the title, in a pile: "Banish 4 cards with Android in the
    # title from your discard pile", "choose a card with “Android” in the title from your
    # discard pile and Rejuvenate it"
    (
        "Android Presence",
        fx.MoveCards("discard pile", "banish", "cards with 'android' in the title", 4),
    ),
    (
        "Android 17 - Beckoning",
        fx.MoveCards("discard pile", "rejuvenate", "card with 'android' in the title", 1),
    ),
    # "shuffle your Life Deck"; "the top 3 Styled Events in your discard pile"; 'Shuffle
    # 'Lord Slug' into your Life Deck': the card itself
    ("Maron - Popular", fx.ShuffleLifeDeck()),
    (
        "Lord Slug - Amazed",
        fx.MoveCards("discard pile", "bottom of life deck", "styled events", 3, "top"),
    ),
    ("Lord Slug - Amazed", fx.ShuffleThis()),
    # "Destroy this card when you take critical damage" (attached)
    ("Red Stomach Dive", fx.Whenever("you take critical damage", (fx.DestroyThis(),))),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _state(kit: DbzKit) -> DbzState:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


@pytest.mark.parametrize(
    ("who", "revealed"),
    [(fx.Who.YOU, (True, False)), (fx.Who.OPPONENT, (False, True)), (fx.Who.EACH, (True, True))],
)
def test_whose_hand_is_revealed_is_as_the_words_say(
    kit: DbzKit, who: fx.Who, revealed: tuple[bool, bool]
) -> None:
    """Player 1's effect: "play with your hand revealed" shows his own hand, "your opponent
    plays with his hand revealed" the opponent's, "players play …" both."""
    state = _state(kit)
    assert (hand_revealed(state, 0), hand_revealed(state, 1)) == (False, False)
    state.floating.append(Floating(0, -1, fx.HandRevealed(who, "turn"), "turn", state.turn))
    assert (hand_revealed(state, 0), hand_revealed(state, 1)) == revealed


def test_at_least_counts_the_cards_in_play(kit: DbzKit) -> None:
    """ "you have at least 2 Drills in play" and "… 2 or more Drills in play" hold from 2."""
    state = _state(kit)
    for words in ("you have at least 2 drills in play", "you have 2 or more drills in play"):
        assert not condition_holds(state, 0, words)
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "drills": ["Orange Spying Drill", "Orange Possession Drill"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    assert condition_holds(state, 0, "you have at least 2 drills in play")
    assert condition_holds(state, 0, "you control at least 2 drills")
    assert not condition_holds(state, 1, "you have 2 or more drills in play")


def test_any_amount_of_the_top_cards_of_the_discard_pile(kit: DbzKit) -> None:
    """Red Smash: "Look at the top 3 cards of your discard pile and banish any amount of them":
    only those three are offered, and stopping at once is an answer."""
    for printing in (c for c in kit.pool.cards if c.title == "Red Smash" and c.retail):
        result = kit.result(printing)
        assert result.is_complete, (printing.set_name, result.unknown_phrases)
        assert fx.AmongTop(3) in [r for e in result.program for r in records(e)]
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "hand": ["Red Smash"],
            "discard": ["Red Blaze", "Red Destiny", "Red Hurl", "Red Shattering Leap"],
            "life": ["Red Blaze"] * 10,
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
    bottom, *top = state.cards_in(0, Zone.DISCARD)
    game.apply(next(a for a in game.legal_actions() if "Red Smash" in game.describe(a)))
    offered = [game.describe(a) for a in game.legal_actions()]
    assert len(offered) == 4 and offered[-1] == "choose stop", offered
    assert not any(state.defs[bottom].title in o for o in offered)
    game.apply(game.legal_actions()[0])  # the top card
    game.apply(next(a for a in game.legal_actions() if game.describe(a) == "choose stop"))
    assert state.cards_in(0, Zone.BANISHED) == [top[-1]]


def test_not_named_excludes_that_title(kit: DbzKit) -> None:
    """Namekian Clench: "Rejuvenate a Styled card from your Banished Zone not named Namekian
    Clench": another Styled card fits, a copy of Namekian Clench does not."""
    card = kit.pool.find("Namekian Clench")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    what = "styled card not named namekian clench"
    record = fx.MoveCards("banished zone", "rejuvenate", what, 1)
    assert record in [r for e in result.program for r in records(e)]
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "banished": ["Namekian Clench", "Red Hurl", "Dashing Sword Attack"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    clench, hurl, freestyle = state.cards_in(0, Zone.BANISHED)
    fits = [card_matches(state, c, what) for c in (clench, hurl, freestyle)]
    assert fits == [False, True, False]


def test_a_villains_only_card_played_is_an_event_android_16_watches(kit: DbzKit) -> None:
    """Android 16 - Injured: "Whenever you play a 'Villains only' card" reads the card's rule
    (it is no description of a card type)."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "hand": ["Saiyan Grab"], "life": ["Red Blaze"] * 10},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    (grab,) = state.cards_in(0, Zone.HAND)  # "(Villains only. Banish after use.)"
    played = ("played", 0, grab)
    assert event_matches(state, "you play a 'villains only' card", 0, -1, played)
    assert not event_matches(state, "you play a 'heroes only' card", 0, -1, played)


def test_a_constant_hand_revealed_is_seen_and_its_cards_checked(
    kit: DbzKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Blue Mental Drill ("your opponent plays with his hand revealed") in play reveals the
    other hand; the cards that can reveal are found once per game, and the check mode
    catches a stale list of them."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "drills": ["Blue Mental Drill"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    assert (hand_revealed(state, 0), hand_revealed(state, 1)) == (False, True)
    assert state.revealers is not None and len(state.revealers) == 1
    state.revealers = ()  # stale: as if no card could reveal
    monkeypatch.setattr(caches, "CHECK", False)  # as in play, whatever the environment says
    assert not hand_revealed(state, 1)  # unchecked, the list is believed
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="stale cache dbz revealers"):
        hand_revealed(state, 1)
