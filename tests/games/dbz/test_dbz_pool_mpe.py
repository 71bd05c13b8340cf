"""Phrase families of The Movie Collection and Promos on real cards: Trait labels, Endurance
barred from an attack, card descriptions (a title with either word, a card not already in
play, a numbered Dragon Ball up to the MP's level) and "Your Energy Combat attacks gain …"."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import attacks
from reishi.games.dbz import effects as fx
from reishi.games.dbz.attack_start import begin_attack, gained
from reishi.games.dbz.attacks import crit_threshold, shield_options
from reishi.games.dbz.basics import Ctx, constants
from reishi.games.dbz.conditions import card_matches, condition_holds, event_matches
from reishi.games.dbz.flow import EXEC
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Attack, DbzState, Floating, Zone

from .families import assert_family_runs, game_at, records

_SURPRISE = "card with 'Dragon' or 'Reinforced' in the title"
_DISTURBANCE = (
    "Namek Dragon Ball with a number in the title that is less than or equal to your MP's "
    "personality level"
)
FAMILIES = [
    # "SAIYAN: All of your opponent's Allies lose 3 stages, to a minimum of 0."
    (
        "Orange Sword Break",
        fx.If("your mp has saiyan trait", (fx.LoseStagesAll(3, fx.Who.OPPONENT, "allies", True),)),
    ),
    # "EARTHLING: If you have 2 or less Traits, Endurance cannot be used on this attack."
    (
        "Black Swagger Blast",
        fx.If(
            "your mp has earthling trait",
            (
                fx.If(
                    "your mp has 2 or less traits",
                    (fx.AttackProperty("endurance cannot be used"),),
                ),
            ),
        ),
    ),
    # "Search your Life Deck for a card with 'Dragon' or 'Reinforced' in the title …"
    (
        "Namekian Surprise Attack",
        fx.Search(("Life Deck",), _SURPRISE, "place into your hand"),
    ),
    # "… search your opponent's Life Deck for an Ally that isn't already in play and play it."
    (
        "Black Dash",
        fx.Search(("Life Deck",), "Ally that isn't already in play", "play", who=fx.Who.OPPONENT),
    ),
    # "Search your Life Deck for a Namek Dragon Ball with a number in the title that is less
    # than or equal to your MP's personality level and play it."
    ("Namekian Disturbance", fx.Search(("Life Deck",), _DISTURBANCE, "play")),
    # "You may lower your anger 2 levels to destroy all of your opponent's Allies or all of his
    # Drills": "his" is the opponent's in both
    (
        "Red Lightning Slash",
        fx.Choice(
            tuple(
                fx.MoveCards("play", "destroy", kind, 99, "all", fx.Who.OPPONENT)
                for kind in ("allies", "drills")
            ),
            (
                "destroy all of your opponent's Allies",
                "destroy all of your opponent's Drills",
            ),
        ),
    ),
    # "Also stops a physical attack in your opponent's next action."
    ("Orange Cover Up", fx.StopNextAttack("physical", next_action=True)),
    # "Whenever you perform a Styled attack, you may choose for that attack to deal its life
    # card damage as power stages of damage instead."
    (
        "Orange Chasing Drill",
        fx.AttacksGain(
            "your styled attacks",
            (fx.Optional(fx.AttackProperty("deals its life card damage as stages")),),
        ),
    ),
    # "(You must banish the top 3 cards of your Life Deck to play this card.)"
    ("Tenshinhan's Draining Blast", fx.PlayCost(fx.BanishTopOfLifeDeck(3, fx.Who.YOU))),
    # "At the beginning of the next action this combat, end combat."
    ("Blinding Energy Move", fx.AtNextAction((fx.EndCombat(),))),
    # "Banish 2 of those cards and shuffle the remaining into your Life Deck."
    (
        "Namekian Sudden Blast",
        fx.Sequence(
            (
                fx.MoveCards(fx.THOSE_IN_DISCARD, "banish", "", 2, "exactly"),
                fx.MoveCards(fx.THOSE_IN_DISCARD, "life deck", "", 99, "all"),
            )
        ),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    assert_family_runs(kit, title, record)


def _game(kit: DbzKit, p1: dict[str, object], p2: dict[str, object] | None = None) -> Game:
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10, **p1},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10, **(p2 or {})},
    }
    return game_at(kit, spec)


def _state(game: Game) -> DbzState:
    state = game.state
    assert isinstance(state, DbzState)
    return state


def test_a_trait_label_asks_the_mps_traits(kit: DbzKit) -> None:
    """Krillin (EARTHLING, one Trait) meets "EARTHLING:" and "2 or less Traits", not "SAIYAN:"."""
    state = _state(_game(kit, {}))
    assert condition_holds(state, 0, "your mp has earthling trait")
    assert condition_holds(state, 0, "your mp has 2 or less traits")
    assert not condition_holds(state, 0, "your mp has saiyan trait")


def test_endurance_cannot_be_used_on_this_attack(kit: DbzKit) -> None:
    """Black Dash (Endurance 1) taken as damage: its owner may banish it to prevent damage,
    unless the attack bars Endurance; then it is discarded like any Life Card."""
    game = _game(kit, {}, {"life": ["Black Dash"] + ["Saiyan Clash"] * 9})
    for barred in (False, True):
        state = _state(game.clone())
        state.attack = Attack(0, state.mp(0), -1, "energy", "power")
        state.attack.endurance_barred = barred
        state.frames.append(("life_damage", 1, 3))
        attacks._run_life_damage(state, state.frames[-1])
        discarded = [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)]
        assert discarded == (["Black Dash"] if barred else [])


def test_a_title_with_either_word(kit: DbzKit) -> None:
    """ "a card with 'Dragon' or 'Reinforced' in the title": either word will do."""
    life = ["Namek Dragon Ball 1", "Namekian Reinforced Block", "Red Blaze"]
    state = _state(_game(kit, {"life": life}))
    found = {
        state.defs[c].title: card_matches(state, c, _SURPRISE) for c in state.cards_in(0, Zone.LIFE)
    }
    assert found == {
        "Namek Dragon Ball 1": True,
        "Namekian Reinforced Block": True,
        "Red Blaze": False,
    }


def test_an_ally_not_already_in_play(kit: DbzKit) -> None:
    """An Ally whose title is in play (under either player) does not fit; another does."""
    state = _state(
        _game(
            kit,
            {"allies": ["Maron - Popular"]},
            {"life": ["Maron - Popular", "Korin - Watching From Afar"] + ["Saiyan Clash"] * 8},
        )
    )
    what = "Ally that isn't already in play"
    life = state.cards_in(1, Zone.LIFE)
    fits = {state.defs[c].title: card_matches(state, c, what) for c in life}
    assert fits["Maron - Popular"] is False
    assert fits["Korin - Watching From Afar"] is True
    assert fits["Saiyan Clash"] is False


def test_a_numbered_dragon_ball_up_to_the_mps_level(kit: DbzKit) -> None:
    """At level 1 only Namek Dragon Ball 1 fits; an Earth Dragon Ball never does."""
    life = ["Namek Dragon Ball 1", "Namek Dragon Ball 3", "Earth Dragon Ball 1"]
    state = _state(_game(kit, {"life": life}))
    assert state.level(0) == 1
    fits = {
        state.defs[c].title: card_matches(state, c, _DISTURBANCE)
        for c in state.cards_in(0, Zone.LIFE)
    }
    assert fits == {
        "Namek Dragon Ball 1": True,
        "Namek Dragon Ball 3": False,
        "Earth Dragon Ball 1": False,
    }


def test_energy_combat_attacks_gain_only_from_energy_combat_cards(kit: DbzKit) -> None:
    """Orange Captivity Drill: an Energy Combat card's attack gains its HIT, a personality's
    Power attack and a Physical Combat card's do not."""
    state = _state(
        _game(
            kit,
            {
                "drills": ["Orange Captivity Drill"],
                "hand": ["Namekian Surprise Attack", "Black Dash"],
            },
        )
    )
    energy, physical = state.cards_in(0, Zone.HAND)
    assert gained(state, 0, energy)[1]
    assert not gained(state, 0, physical)[1]
    assert not gained(state, 0, state.mp(0))[1]


@pytest.mark.parametrize("controlled", [[], ["Earth Dragon Ball 2"]])
def test_a_condition_checked_at_the_end_of_combat(kit: DbzKit, controlled: list[str]) -> None:
    """Lord Slug - Aged: "If you do not control a Dragon Ball at the end of combat, search your
    Life Deck for a Dragon Ball and place it into play" — checked when combat ends."""
    card = kit.pool.find("Lord Slug - Aged")
    assert card is not None
    assert kit.result(card).is_complete, kit.result(card).unknown_phrases
    life = ["Red Blaze"] * 5 + ["Earth Dragon Ball 1"] + ["Red Blaze"] * 4
    # Neither player has a card to play: both pass, combat ends (DBZ RB: The Combat Step).
    game = _game(kit, {"mp": ["Lord Slug - Aged"], "life": life, "dragon_balls": controlled})
    state = _state(game)
    assert not state.in_combat
    balls = sorted(state.defs[c].title for c in state.cards_in(0, Zone.DRAGON_BALLS))
    assert balls == (controlled or ["Earth Dragon Ball 1"])


@pytest.mark.parametrize("choice", ["choose yes", "choose no"])
def test_an_attack_chosen_to_deal_no_damage(kit: DbzKit, choice: str) -> None:
    """Sagacious Strike: chosen to deal no damage, it deals 0 and Orange Guard does not stop it
    (it still uses its critical damage effect); not chosen, Orange Guard stops it."""
    game = _game(
        kit,
        {"mp": ["Vegeta - Prince Of Saiyans"], "hand": ["Sagacious Strike"]},
        {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10, "hand": ["Orange Guard"]},
    )
    game.apply(next(a for a in game.legal_actions() if "Sagacious" in game.describe(a)))
    game.apply(next(a for a in game.legal_actions() if game.describe(a) == choice))
    game.apply(next(a for a in game.legal_actions() if "Orange Guard" in game.describe(a)))
    stopped = any(type(e).__name__ == "AttackStopped" for e in game.log)
    assert stopped == (choice == "choose no")
    damage = [getattr(e, "text", "") for e in game.log if type(e).__name__ == "DamageTaken"]
    if choice == "choose yes":
        assert damage == ["the attack deals 0 stage(s) and 0 Life Card(s)"]
        offered = [game.describe(a) for a in game.legal_actions()]
        assert "choose capture a Dragon Ball" in offered  # its critical damage effect
    else:
        assert damage == []


@pytest.mark.parametrize(
    ("anger", "rules", "anger_after", "done"),
    [(3, 0, 1, True), (3, 1, 2, True), (3, 2, 3, True), (1, 0, 1, False), (1, 1, 0, True)],
)
def test_effects_that_lower_your_anger_are_reduced(
    kit: DbzKit, anger: int, rules: int, anger_after: int, done: bool
) -> None:
    """Red City Destruction: "your effects that require you to lower your anger are reduced by
    1 (to a minimum of 0)": "Lower your anger 2 levels" lowers it by 2, 1 or 0 with none, one
    or two such rules (and can be met from anger 1 with one); the opponent's are not reduced."""
    card = kit.pool.find("Red City Destruction")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    rule = fx.Restriction(fx.Who.YOU, "lower own anger 1 less", "next turn")
    assert rule in [r for e in result.program for r in records(e)]
    state = _state(_game(kit, {}))
    state.floating.extend(Floating(0, -1, rule, "next turn", state.turn) for _ in range(rules))
    state.anger[0] = anger
    EXEC[fx.LowerAnger](state, fx.LowerAnger(2, fx.Who.YOU), Ctx(0, state.mp(0)))
    assert (state.anger[0], state.last_done) == (anger_after, done)
    state.anger[0] = 3
    EXEC[fx.LowerAnger](state, fx.LowerAnger(1, fx.Who.OPPONENT), Ctx(1, state.mp(1)))
    assert state.anger[0] == 2


def _play(game: Game, *steps: str) -> list[str]:
    """Take the actions whose descriptions hold these words; the stops logged."""
    for words in steps:
        game.apply(next(a for a in game.legal_actions() if words in game.describe(a)))
    return [getattr(e, "text", "") for e in game.log if type(e).__name__ == "AttackStopped"]


@pytest.mark.parametrize("energy_first", [False, True])
def test_a_stop_in_the_opponents_next_action(kit: DbzKit, energy_first: bool) -> None:
    """Orange Cover Up stops Black Dash and the physical attack of its opponent's next action;
    if that action is an energy attack instead, the stop is spent and a later Black Dash is not
    stopped (Vegeta has nothing to play: his actions are passes)."""
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Black Dash", "Black Dash", "Namekian Surprise Attack"],
        },
        {"mp": ["Vegeta - Prince Of Saiyans"], "hand": ["Orange Cover Up"]},
    )
    _play(game, "play Black Dash", "defend Orange Cover Up")
    if energy_first:
        _play(game, "play Namekian Surprise Attack", "do not verify")
    stops = _play(game, "play Black Dash")
    floating = "the attack is stopped by a floating effect"
    assert (floating in stops) is not energy_first
    assert len([s for s in stops if s.startswith("the attack by Black Dash")]) == (
        1 if energy_first else 2
    )


def test_some_of_those_cards_banished_and_the_rest_shuffled_in(kit: DbzKit) -> None:
    """Namekian Sudden Blast's HIT: 4 of 5 cards chosen in the discard pile, 2 of them banished,
    the other 2 shuffled into the Life Deck; the card not chosen stays in the pile."""
    pile = ["Black Dash", "Orange Guard", "Red Repel", "Black Duck", "Orange Defense"]
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Namekian Sudden Blast"],
            "discard": pile,
        },
    )
    state = _state(game)
    _play(game, "play Namekian Sudden Blast", *pile[:4], "Black Dash", "Red Repel")
    banished = [state.defs[c].title for c in state.cards_in(0, Zone.BANISHED)]
    assert sorted(banished) == ["Black Dash", "Red Repel"]
    life = [state.defs[c].title for c in state.cards_in(0, Zone.LIFE)]
    assert life.count("Orange Guard") == life.count("Black Duck") == 1
    discard = [state.defs[c].title for c in state.cards_in(0, Zone.DISCARD)]
    assert "Orange Defense" in discard and not {"Orange Guard", "Black Duck"} & set(discard)


@pytest.mark.parametrize("choice", ["choose yes", "choose no"])
def test_life_card_damage_dealt_as_stages(kit: DbzKit, choice: str) -> None:
    """Orange Chasing Drill: Namekian Sudden Blast (Styled, 5 Life Cards) may deal 5 stages of
    damage instead; the choice is made before its damage."""
    card = kit.pool.find("Namekian Reinforced Defense")
    assert card is not None
    assert kit.result(card).is_complete, kit.result(card).unknown_phrases
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Namekian Sudden Blast"],
            "drills": ["Orange Chasing Drill"],
        },
    )
    _play(game, "play Namekian Sudden Blast", choice)
    damage = [getattr(e, "text", "") for e in game.log if type(e).__name__ == "DamageTaken"]
    expected = "5 stage(s) and 0 Life Card(s)" if choice == "choose yes" else "0 stage(s) and 5"
    assert damage[0].startswith(f"the attack deals {expected}")


@pytest.mark.parametrize("by_ally", [False, True])
def test_the_next_attack_unstoppable_only_if_an_ally_performs_it(
    kit: DbzKit, by_ally: bool
) -> None:
    """Goku - Calm's HIT: the next attack is unstoppable if an Ally performs it; performed by
    the MP, it is not, and the effect is spent either way."""
    card = kit.pool.find("Goku - Calm")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    rule = fx.AttacksHave("cannot be stopped", fx.IF_BY_ALLY, "next attack")
    assert rule in [r for e in result.program for r in records(e)]
    game = _game(kit, {"allies": ["Maron - Popular"], "hand": ["Black Dash"]})
    state = _state(game)
    state.floating.append(Floating(0, state.mp(0), rule, "combat", state.turn))
    (ally,) = state.cards_in(0, Zone.ALLIES)
    (dash,) = state.cards_in(0, Zone.HAND)
    rec = state.kit.info(state.defs[dash]).attack
    assert rec is not None
    begin_attack(state, 0, dash, ally if by_ally else state.mp(0), rec, (), (), "card")
    assert state.attack is not None
    assert state.attack.unstoppable is by_ally
    assert rule not in [f.effect for f in state.floating]


def test_anger_lowered_by_at_most_one(kit: DbzKit) -> None:
    """Orange Investigation Drill: an effect lowering its player's anger by 3 lowers it by 1;
    the other player's anger is lowered in full."""
    state = _state(_game(kit, {"drills": ["Orange Investigation Drill"]}))
    state.anger[0] = state.anger[1] = 4
    EXEC[fx.LowerAnger](state, fx.LowerAnger(3, fx.Who.OPPONENT), Ctx(1, state.mp(1)))
    EXEC[fx.LowerAnger](state, fx.LowerAnger(3, fx.Who.OPPONENT), Ctx(0, state.mp(0)))
    assert (state.anger[0], state.anger[1]) == (3, 1)


def test_every_anger_raise_is_one(kit: DbzKit) -> None:
    """Gohan - Trained: "Whenever a player raises his anger, change that amount to 1", both
    players' raises, whoever's effect it is."""
    state = _state(_game(kit, {"allies": ["Gohan - Trained"]}))
    state.anger[0] = state.anger[1] = 0
    EXEC[fx.RaiseAnger](state, fx.RaiseAnger(3, fx.Who.YOU), Ctx(1, state.mp(1)))
    EXEC[fx.RaiseAnger](state, fx.RaiseAnger(2, fx.Who.YOU), Ctx(0, state.mp(0)))
    assert (state.anger[0], state.anger[1]) == (1, 1)


def test_a_cost_to_play_a_card(kit: DbzKit) -> None:
    """Tenshinhan's Draining Blast: the top 3 cards of the Life Deck are banished as it is
    played, before the opponent may defend."""
    game = _game(
        kit,
        {"mp": ["Krillin - Ready", "Krillin - Energetic"], "hand": ["Tenshinhan's Draining Blast"]},
        {"mp": ["Vegeta - Prince Of Saiyans"], "hand": ["Orange Guard"]},
    )
    state = _state(game)
    top = state.cards_in(0, Zone.LIFE)[-3:]
    _play(game, "play Tenshinhan's Draining Blast")
    assert all(state.zone_of(c) is Zone.BANISHED for c in top)
    assert any("Orange Guard" in game.describe(a) for a in game.legal_actions())


def test_combat_ends_at_the_beginning_of_the_next_action(kit: DbzKit) -> None:
    """Blinding Energy Move: its attack resolves, then combat ends before the opponent's next
    action (he holds Black Dash but is never asked)."""
    game = _game(
        kit,
        {"mp": ["Krillin - Ready", "Krillin - Energetic"], "hand": ["Blinding Energy Move"]},
        {"mp": ["Vegeta - Prince Of Saiyans"], "hand": ["Black Dash"]},
    )
    state = _state(game)
    _play(game, "play Blinding Energy Move")
    texts = [getattr(e, "text", "") for e in game.log]
    assert "the attack deals 0 stage(s) and 3 Life Card(s)" in texts
    assert "combat was ended by an effect" in texts
    assert not state.in_combat


@pytest.mark.parametrize("stages", [1, 2])
def test_a_performed_attack_needs_its_cost(kit: DbzKit, stages: int) -> None:
    """Orange Commanding Drill's attack against Android 18 - Determined ("Your opponent's
    physical attacks cost +2 stages"): an MP with 1 stage cannot perform it, with 2 it does."""
    card = kit.pool.find("Orange Commanding Drill")
    assert card is not None
    (power,) = kit.info(card).powers
    (stipulation,) = power.effects
    assert isinstance(stipulation, fx.Stipulation)
    perform = stipulation.effect
    assert isinstance(perform, fx.PerformAttack)
    state = _state(
        _game(
            kit,
            {"drills": ["Orange Commanding Drill"]},
            {
                "mp": [
                    "Android 18 - Directing",
                    "Android 18 - Threatening",
                    "Android 18 - Effective",
                    "Android 18 - Determined",
                ],
                "level": 4,
            },
        )
    )
    assert state.in_combat
    (drill,) = state.cards_in(0, Zone.DRILLS)
    state.stage[state.mp(0)] = stages
    EXEC[fx.PerformAttack](state, perform, Ctx(0, drill))
    assert (state.attack is not None) == (stages >= 2)


def test_events_that_stop_attacks_cannot_be_played(kit: DbzKit) -> None:
    """Orange Fracture: the opponent may not defend with Red Stop (an Event that stops) this
    combat; Orange Guard (a Physical Combat card) he still may."""
    card = kit.pool.find("Orange Fracture")
    assert card is not None
    result = kit.result(card)
    assert result.is_complete, result.unknown_phrases
    rule = fx.Restriction(fx.Who.OPPONENT, "play events that stop attacks", "combat")
    assert rule in [r for e in result.program for r in records(e)]
    state = _state(_game(kit, {}, {"hand": ["Red Stop", "Orange Guard"]}))

    def offered() -> list[str]:
        return sorted(words.split(" #")[0] for _, words in shield_options(state, 1))

    assert offered() == ["defend Orange Guard", "defend Red Stop"]
    state.floating.append(Floating(0, state.mp(0), rule, "combat", state.turn))
    assert offered() == ["defend Orange Guard"]


def test_critical_damage_from_fewer_life_cards(kit: DbzKit) -> None:
    """Black Conflict Mastery: its player's attacks deal critical damage from 4 Life Cards, the
    opponent's still from 5; Namekian Deflection's "3 or more … this combat" floats."""
    state = _state(_game(kit, {"mastery": "Black Conflict Mastery"}))
    assert (crit_threshold(state, 0), crit_threshold(state, 1)) == (4, 5)
    card = kit.pool.find("Namekian Deflection")
    assert card is not None
    rule = fx.CritThreshold(fx.Who.YOU, life=3)
    assert rule in [r for e in kit.result(card).program for r in records(e)]
    state = _state(_game(kit, {}))
    state.floating.append(Floating(1, -1, rule, "combat", state.turn))
    assert (crit_threshold(state, 0), crit_threshold(state, 1)) == (5, 3)


def test_use_after_performing_a_successful_styled_physical_attack(kit: DbzKit) -> None:
    """Orange Scorn's timing: a successful Styled physical attack of its player (Black Dash);
    not a Freestyle one (Sagacious Strike), an energy one, the opponent's, nor one performed
    but not successful."""
    card = kit.pool.find("Orange Scorn")
    assert card is not None
    assert kit.result(card).is_complete, kit.result(card).unknown_phrases
    hand = ["Black Dash", "Sagacious Strike", "Namekian Surprise Attack"]
    state = _state(_game(kit, {"hand": hand}))
    dash, strike, surprise = state.cards_in(0, Zone.HAND)
    timing = "performing a successful styled physical attack"

    def fits(kind: str, seat: int, attack: int) -> bool:
        return event_matches(state, timing, 0, -1, (kind, seat, attack))

    assert fits("success", 0, dash)
    assert not fits("success", 0, strike)
    assert not fits("success", 0, surprise)
    assert not fits("success", 1, dash)
    assert not fits("attack", 0, dash)


@pytest.mark.parametrize(("ally", "level"), [("Kami - Guardian", 2), ("Maron - Popular", 1)])
def test_if_that_ally_was_kami_or_nail(kit: DbzKit, ally: str, level: int) -> None:
    """Namekian Enhancement: banishing Kami advances the MP a level, banishing Maron does not."""
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Namekian Enhancement"],
            "allies": [ally],
        },
    )
    state = _state(game)
    _play(game, "play Namekian Enhancement")
    if any(game.describe(a) == "choose do not verify" for a in game.legal_actions()):
        _play(game, "choose do not verify")
    assert state.zone_of(state.cards_in(0, Zone.BANISHED)[0]) is Zone.BANISHED
    assert state.level(0) == level


def test_a_named_card_that_performs_a_physical_attack(kit: DbzKit) -> None:
    """Blue Cleanse's search: a Named physical attack card (Gohan's Backlash) fits, an unnamed
    one (Black Dash) does not."""
    card = kit.pool.find("Blue Cleanse")
    assert card is not None
    assert kit.result(card).is_complete, kit.result(card).unknown_phrases
    state = _state(_game(kit, {"hand": ["Black Dash", "Gohan's Backlash"]}))
    dash, backlash = state.cards_in(0, Zone.HAND)
    what = "Named card that performs a physical attack"
    assert card_matches(state, backlash, what)
    assert not card_matches(state, dash, what)
    assert card_matches(state, dash, "card that performs a physical attack")
    assert not card_matches(state, dash, "card that performs an energy attack")


@pytest.mark.parametrize(
    ("defence", "zone"), [("Orange Guard", Zone.DISCARD), ("Red Stop", Zone.BANISHED)]
)
def test_what_stopped_this_attack(kit: DbzKit, defence: str, zone: Zone) -> None:
    """Black Traveling Punch stopped by a Physical Combat card (Orange Guard) destroys the top 2
    cards of the opponent's Life Deck; stopped by an Event (Red Stop) it banishes them."""
    game = _game(
        kit,
        {"mp": ["Krillin - Ready", "Krillin - Energetic"], "hand": ["Black Traveling Punch"]},
        {"mp": ["Vegeta - Prince Of Saiyans"], "hand": [defence]},
    )
    state = _state(game)
    top = state.cards_in(1, Zone.LIFE)[-2:]
    _play(game, "play Black Traveling Punch", f"defend {defence}")
    while any("choose Black Traveling Punch" in game.describe(a) for a in game.legal_actions()):
        _play(game, "choose Black Traveling Punch")  # the order of its two "if stopped" effects
    assert [state.zone_of(c) for c in top] == [zone, zone]


def test_the_opponent_cannot_lower_the_mps_level(kit: DbzKit) -> None:
    """Saiyan Tracking Blast attached to P2's MP: P1's effect lowering it a level is refused,
    and that refusal is the timing that banishes the card; P2's own effect may lower it."""
    krillin = ["Krillin - Ready", "Krillin - Energetic"]
    state = _state(
        _game(kit, {}, {"mp": krillin, "level": 2, "attached": ["Saiyan Tracking Blast"]})
    )
    assert state.cards_in(1, Zone.ATTACHED)
    EXEC[fx.ChangeLevel](state, fx.ChangeLevel(-1, fx.Who.OPPONENT), Ctx(0, state.mp(0)))
    assert state.level(1) == 2
    assert ("level_lower_refused", 1, state.mp(0)) in state.triggers
    timing = "your opponent uses an effect that would have lowered your mp a personality level"
    trigger = ("level_lower_refused", 1, state.mp(0))
    assert event_matches(state, timing, 1, -1, trigger)
    assert not event_matches(state, timing, 0, -1, trigger)
    EXEC[fx.ChangeLevel](state, fx.ChangeLevel(-1, fx.Who.YOU), Ctx(1, state.mp(1)))
    assert state.level(1) == 1


def _raditz(kit: DbzKit) -> Game:
    return _game(
        kit,
        {
            "mp": ["Raditz - Cunning", "Raditz - True Saiyan", "Raditz - Confident"],
            "level": 2,
            "hand": ["Android Superiority"],
            "life": ["Black Dash", "Orange Guard"] + ["Red Blaze"] * 8,
        },
        {"discard": ["Black Dash", "Sagacious Strike", "Orange Guard"]},
    )


def test_one_styled_and_one_non_styled_card_banished(kit: DbzKit) -> None:
    """Android Superiority: the player picks one Styled card (of two) and the only non-Styled
    card in the opponent's discard pile; both are banished, the other Styled card stays."""
    game = _raditz(kit)
    state = _state(game)
    _play(game, "play Android Superiority", "choose Black Dash")
    banished = sorted(state.defs[c].title for c in state.cards_in(1, Zone.BANISHED))
    assert banished == ["Black Dash", "Sagacious Strike"]
    assert [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)] == ["Orange Guard"]


def test_one_revealed_card_to_the_hand_and_the_other_banished(kit: DbzKit) -> None:
    """Raditz - True Saiyan: of the 2 cards revealed, the one picked goes to the hand and the
    other is banished."""
    game = _raditz(kit)
    state = _state(game)
    _play(game, "use Raditz - True Saiyan", "choose Orange Guard")
    hand = [state.defs[c].title for c in state.cards_in(0, Zone.HAND)]
    assert "Orange Guard" in hand
    assert [state.defs[c].title for c in state.cards_in(0, Zone.BANISHED)] == ["Black Dash"]


@pytest.mark.parametrize("bottom", ["Earth Dragon Ball 1", "Black Duck"])
def test_a_card_drawn_from_the_bottom_and_revealed(kit: DbzKit, bottom: str) -> None:
    """Namekian Overwatch: the bottom card of the Life Deck is drawn and revealed; if it is a
    Dragon Ball, the bottom card of the discard pile is drawn too. The first sentence is a
    choice; lowering the opponent's anger is taken."""
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Namekian Overwatch"],
            "life": ["Red Blaze"] * 9 + [bottom],
            "discard": ["Black Dash", "Orange Guard"],
        },
        {"anger": 3},
    )
    state = _state(game)
    _play(game, "play Namekian Overwatch", "choose Lower your opponent's anger 2 levels")
    assert state.anger[1] == 1
    hand = sorted(state.defs[c].title for c in state.cards_in(0, Zone.HAND))
    assert hand == sorted([bottom, "Black Dash"] if bottom.startswith("Earth") else [bottom])
    assert f"P1 revealed {bottom}" in " ".join(getattr(e, "text", "") for e in game.log)


@pytest.mark.parametrize("choice", ["choose yes", "choose no"])
def test_when_this_drill_is_leaving_play(kit: DbzKit, choice: str) -> None:
    """Red Dazing Drill destroyed by Red Lightning Slash: its player may banish it to search
    his Life Deck for a copy and place it into his hand; if not, it stays discarded."""
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Red Lightning Slash"],
            "anger": 3,
        },
        {
            "drills": ["Red Dazing Drill"],
            "life": ["Red Blaze"] * 5 + ["Red Dazing Drill"] + ["Red Blaze"] * 4,
        },
    )
    state = _state(game)
    _play(game, "play Red Lightning Slash", "choose yes", "Drills", choice)

    def titles(zone: Zone) -> list[str]:
        return [state.defs[c].title for c in state.cards_in(1, zone)]

    banished = choice == "choose yes"
    assert titles(Zone.BANISHED) == (["Red Dazing Drill"] if banished else [])
    assert titles(Zone.HAND) == (["Red Dazing Drill"] if banished else [])
    assert titles(Zone.DISCARD) == ([] if banished else ["Red Dazing Drill"])


def test_chosen_cards_lose_all_effects(kit: DbzKit) -> None:
    """Saiyan Energy Focus: of the non-personality cards in play (two Drills; the opponent's
    Ally is a personality) the player chooses them; their constants are gone this combat."""
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Saiyan Energy Focus"],
            "drills": ["Orange Chasing Drill", "Orange Captivity Drill"],
        },
        {"allies": ["Maron - Popular"]},
    )
    state = _state(game)
    before = sorted(state.defs[c].title for c, _ in constants(state, 0))
    assert before == ["Orange Captivity Drill", "Orange Chasing Drill"]
    _play(game, "play Saiyan Energy Focus")
    offered = [game.describe(a) for a in game.legal_actions()]
    assert offered == ["choose Orange Chasing Drill #13", "choose Orange Captivity Drill #14"]
    assert not any("Maron" in words for words in offered)
    _play(game, "choose Orange Chasing Drill")
    assert constants(state, 0) == []
    assert all(state.zone_of(c) is Zone.DRILLS for c in state.cards_in(0, Zone.DRILLS))


@pytest.mark.parametrize("opponent_passed", [False, True])
def test_if_your_opponent_passed_as_his_last_action(kit: DbzKit, opponent_passed: bool) -> None:
    """Saiyan Sword Strike: after the opponent's pass it cannot be stopped (Orange Guard does
    not stop it); as the first action of combat it can be."""
    game = _game(
        kit,
        {
            "mp": ["Krillin - Ready", "Krillin - Energetic"],
            "hand": ["Namekian Surprise Attack", "Saiyan Sword Strike"],
        },
        {"hand": ["Orange Guard"]},
    )
    if opponent_passed:
        # Vegeta takes the energy attack, then has nothing to do: his action is a pass.
        _play(game, "play Namekian Surprise Attack", "no defense", "do not verify")
        assert "pass" in [getattr(e, "text", "") for e in game.log][-1:]
    stops = _play(game, "play Saiyan Sword Strike", "defend Orange Guard")
    assert any("Saiyan Sword Strike" in s for s in stops) is not opponent_passed
