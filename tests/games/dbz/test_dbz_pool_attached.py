"""Phrase families of cards in play on real cards: "While attached when …" without its comma,
"return this card to your hand", and a DAMAGE line counting copies "for each"."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import constants, restricted, unusable
from reishi.games.dbz.compiler import compile_text
from reishi.games.dbz.conditions import x_value
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Floating, Zone

from .families import assert_family_runs, game_at, records

_HEADBUTT_X = "4 times the number of copy of saiyan headbutt in your discard pile and banished zone"
_COUNTER_X = "the number of energy combat cards in your opponent's banished zone"
FAMILIES = [
    # "an attached card" as a description: "You may shuffle an attached card in play into its
    # owner's Life Deck", "shuffle all attached cards into their owner's Life Deck"
    (
        "Saiyan Backbreaker",
        fx.MoveCards("play", "life deck", "attached card", 1, "exactly", fx.Who.ANY),
    ),
    (
        "Blue Release Drill",
        fx.MoveCards("play", "life deck", "attached cards", 99, "all", fx.Who.ANY),
    ),
    # "While attached when your MP changes levels, return this card to your hand."
    ("Red Trailing Blast", fx.Whenever("your mp changes levels", (fx.ReturnThis(),))),
    # a Drill's Power: "Return this drill to your hand."
    ("Orange Spying Drill", fx.Power((fx.ReturnThis(),))),
    # "DAMAGE: 4 stages +4 stages for each copy of Saiyan Headbutt in your discard pile and
    # Banished Zone": the "for each" is an X counted when the damage is
    (
        "Saiyan Headbutt",
        fx.PhysicalAttack(fx.Combined(4, 0, 1, 0, 0, 0, _HEADBUTT_X)),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _game(kit: DbzKit, p1: dict[str, object]) -> Game:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "life": ["Red Blaze", "Red Destiny"] * 5,
            **p1,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    return game_at(kit, spec)


def test_a_drill_returns_itself_to_the_hand(kit: DbzKit) -> None:
    """Orange Spying Drill's Power takes it from play back into its owner's hand."""
    game = _game(kit, {"drills": ["Orange Spying Drill"]})
    state = game.state
    assert isinstance(state, DbzState)
    (drill,) = state.cards_in(0, Zone.DRILLS)
    use = next(a for a in game.legal_actions() if "Orange Spying" in game.describe(a))
    game.apply(use)
    assert state.zone_of(drill) is Zone.HAND


def test_copies_for_each_are_counted_in_both_piles(kit: DbzKit) -> None:
    """Two copies in the discard pile and one banished: +12 stages; other cards do not count."""
    game = _game(
        kit,
        {
            "discard": ["Saiyan Headbutt", "Red Blaze", "Saiyan Headbutt"],
            "banished": ["Saiyan Headbutt", "Red Destiny"],
        },
    )
    state = game.state
    assert isinstance(state, DbzState)
    assert x_value(state, 0, _HEADBUTT_X) == 12
    assert x_value(state, 1, _HEADBUTT_X) == 0


REPAIRED = [
    # "Shuffle one of your Drills in play into your Life Deck to search …" (Orange Dodge)
    (
        "Orange Dodge",
        fx.MoveCards("play", "life deck", "drill", 1, "exactly", fx.Who.YOU),
    ),
    # data that leaves out "Physical attack." before its DAMAGE line (Saiyan Grab)
    ("Saiyan Grab", fx.PhysicalAttack(fx.AtPlus(0))),
    # "AT 2+stages" as its Promos printing reads, "AT +2 stages" (Blue Crush)
    ("Blue Crush", fx.PhysicalAttack(fx.AtPlus(2))),
    # "(Banish after use,)" with its stray comma (Blue Head Kick)
    ("Blue Head Kick", fx.BanishAfterUse()),
    # "this attack stays on the table to be used a second time this combat" (Orange Mini Ball)
    ("Orange Mini Ball", fx.StaysInPlay()),
    # "Choose a Dragon Ball in your hand place it into play": the "and" the data leaves out
    ("Namekian Shocking Drill", fx.MoveCards("hand", "play", "dragon ball", 1)),
    # "Energy attack 3 stages": "costing" left out (Black Counter Ball)
    (
        "Black Counter Ball",
        fx.EnergyAttack(fx.VariableDamage(2, 1, fx.Unit.LIFE_CARDS, _COUNTER_X), 3),
    ),
    # "If you do your opponent cannot play Events this combat": "If you do" without its comma
    (
        "Red Combined Blast",
        fx.IfYouDo((fx.Restriction(fx.Who.OPPONENT, "play events"),)),
    ),
]


@pytest.mark.parametrize(("title", "record"), REPAIRED, ids=[t for t, _ in REPAIRED])
def test_every_printing_runs(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """Every retail printing of the card runs and holds the record (typos in some repaired)."""
    printings = [c for c in kit.pool.cards if c.title == title and c.retail]
    assert printings
    for card in printings:
        result = kit.result(card)
        assert result.is_complete, (card.set_name, result.unknown_phrases)
        assert record in [r for e in result.program for r in records(e)], card.set_name


def test_an_attack_sentence_is_added_only_where_there_is_none(kit: DbzKit) -> None:
    """Namekian Double Strike's Promos data is typed Physical Combat but says "Energy attack":
    no physical attack is added, and its DAMAGE line stays the energy attack's."""
    printings = [c for c in kit.pool.cards if c.title == "Namekian Double Strike" and c.retail]
    assert printings
    for card in printings:
        result = kit.result(card)
        assert result.is_complete, result.unknown_phrases
        attacks = [e for e in result.program if isinstance(e, fx.PhysicalAttack | fx.EnergyAttack)]
        assert attacks == [fx.EnergyAttack(fx.LifeCards(5), 2)], card.set_name


def test_dragon_balls_lose_all_effects_for_both_players(kit: DbzKit) -> None:
    """Oolong - Concerned in play: a Dragon Ball's constant is ignored and no player may use a
    Dragon Ball's immediate effects; without Oolong the constant holds again."""
    silent = fx.Restriction(fx.Who.EACH, "dragon balls lose all effects")
    card = kit.pool.find("Oolong - Concerned")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    assert silent in [r for e in result.program for r in records(e)]
    balls = {"dragon_balls": ["Namek Dragon Ball 1"]}
    state = _game(kit, balls).state
    assert isinstance(state, DbzState)
    assert any(isinstance(e, fx.OthersUncapturable) for _, e in constants(state, 0))
    state = _game(kit, {**balls, "allies": ["Oolong - Concerned"]}).state
    assert isinstance(state, DbzState)
    assert not any(isinstance(e, fx.OthersUncapturable) for _, e in constants(state, 0))
    assert restricted(state, 0, "use dragon ball effects")
    assert restricted(state, 1, "use dragon ball effects")


def test_a_for_each_damage_line_needs_a_count_it_can_make() -> None:
    """ "+4 stages for each moonbeam in your discard pile": no X is guessed."""
    known = compile_text("Physical attack. DAMAGE: 4 stages +4 stages for each Drill in play.")
    unknown = compile_text(
        "Physical attack. DAMAGE: 4 stages +4 stages for each moonbeam over the lookout."
    )
    assert known.is_complete, known.unknown_phrases
    assert not unknown.is_complete


def test_a_dragon_balls_power_is_silenced_too(kit: DbzKit) -> None:
    """Earth Dragon Ball 7's Power (from its constant) cannot be used while Dragon Balls lose
    all effects (Oolong - Concerned), nor this combat after a floating "lose all effects"."""
    state = _game(kit, {"dragon_balls": ["Earth Dragon Ball 7"]}).state
    assert isinstance(state, DbzState)
    (ball,) = state.cards_in(0, Zone.DRAGON_BALLS)
    assert not unusable(state, 0, ball)
    state.floating.append(Floating(1, -1, fx.LoseEffects(("dragon ball",)), "combat", state.turn))
    assert unusable(state, 0, ball)
    state = _game(kit, {"dragon_balls": ["Earth Dragon Ball 7"], "allies": ["Oolong - Concerned"]})
    assert isinstance(state.state, DbzState)
    (ball,) = state.state.cards_in(0, Zone.DRAGON_BALLS)
    assert unusable(state.state, 0, ball)
