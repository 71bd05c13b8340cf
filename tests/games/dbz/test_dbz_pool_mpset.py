"""Main Personality set phrase families on real cards: Power limits, provisional data readings."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.attack_start import begin_attack, gained
from reishi.games.dbz.basics import Ctx, push_sentences
from reishi.games.dbz.cards import Card
from reishi.games.dbz.compiler import compile_clause
from reishi.games.dbz.decks import Deck, check_deck
from reishi.games.dbz.flow import advance
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.octgn import parse_set_xml
from reishi.games.dbz.state import DbzState, Zone

from .families import assert_family_runs, game_at

_YOU = fx.Who.YOU
FAMILIES = [
    # "(You may use this Defense Power more than once per turn but only once per attack)"
    ("Android 20 - Master Planner", fx.OncePerAttack()),
    ("Android 20's Scouting Drill", fx.OncePerAttack()),
    # "(Your Life Deck may include up to 3 copies of each Ally with "Cell Jr." in the title.)"
    ("Cell Jr. - Taunting", fx.DeckCopies("ally", "Cell Jr.", 3)),
    # "If a Dragon Ball is banished in this way, you may play it"
    ("Mercenary Tao - Armed", fx.PlayMoved("dragon ball")),
    # "Your MP pays 1 stage to make that attack gain, 'If stopped, use this attack's HIT
    # effects' and 'Banish after use.'" (its quotation marks read from its reprint)
    ("Nail - Warrior", fx.ThatAttackGains((fx.HitIfStopped(), fx.BanishAfterUse()))),
    # "The first time each turn when your opponent uses an effect to search … for 1 card, you
    # may search and choose that card instead of your opponent"
    ("Master Roshi - Barricade", fx.SearchInstead()),
    # "Physical attacks performed by this personality deal +4 stages of damage and their
    # damage is banished"
    (
        "Broly - Relentless",
        fx.LifeDamageBanished(fx.Who.YOU, "while in play", "physical", "this personality"),
    ),
    # "The first time during combat one of your effects shuffles or Rejuvenates cards from
    # your discard pile into your Life Deck, double that amount"
    ("Lord Slug - Renewed", fx.DoubleRecycle()),
    # "Shuffle all Allies you control with "Cell Jr." in the title into their owner's Life Deck"
    (
        "Cell Jr. - Unrelenting",
        fx.MoveCards(
            "play", "life deck", 'allies with "cell jr." in the title', 99, "all", _YOU, _YOU, _YOU
        ),
    ),
    # "Your opponent destroys the top X cards of his or her Life Deck, X = the number of Allies
    # banished this way": the X defined after a comma
    (
        "Cell Jr.'s Swarm",
        fx.ForX(
            "count",
            fx.DestroyTopOfLifeDeck(0, fx.Who.OPPONENT),
            "the number of allies banished this way",
        ),
    ),
    # "If that Ally had "Cell Jr." in the title, destroy the top 3 cards …"
    (
        "Cell's Provocation",
        fx.If(
            'that ally had "cell jr." in the title', (fx.DestroyTopOfLifeDeck(3, fx.Who.OPPONENT),)
        ),
    ),
    # "The first attack you play each combat stays in play to be used a second time …"
    (
        "Tenshinhan - Smug",
        fx.AttacksGain("your first played attack each combat", (fx.StaysInPlay(),)),
    ),
    # "Your physical attacks that do not have AT base damage deal +3 stages of damage"
    (
        "Cell Jr. - Confident",
        fx.AttackModifier(fx.Who.YOU, 3, 0, "while in play", "physical", fx.NO_AT_BASE),
    ),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES)
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """Each family compiles its real card to the record shown, and the card runs."""
    assert_family_runs(kit, title, record)


def _defence_offers(kit: DbzKit, mp: str, level: int) -> list[bool]:
    """Whether ``mp``'s defence is offered against each of two energy attacks of one turn."""
    spec = {
        "p1": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "stage": 10,
            "hand": ["Saiyan Ki Web", "Saiyan Ki Web"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": [mp], "level": level, "life": ["Red Blaze"] * 10},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    offered: list[bool] = []
    for _ in range(2):
        game.apply(next(a for a in game.legal_actions() if "Saiyan Ki Web" in game.describe(a)))
        while state.decision is not None and state.decision.seat == 0 and state.attack:
            game.apply(game.legal_actions()[0])  # the attacker's own choices: the first
        labels = [game.describe(a) for a in game.legal_actions()]
        defend = [a for a in game.legal_actions() if "defend with" in game.describe(a)]
        offered.append(bool(defend))
        game.apply(defend[0] if defend else game.legal_actions()[0])
        while state.decision is not None and state.decision.seat == 1 and state.in_combat:
            game.apply(game.legal_actions()[0])
        assert labels
    return offered


def test_a_defense_power_used_once_per_attack(kit: DbzKit) -> None:
    """Android 20 - Master Planner: "You may use this Defense Power more than once per turn but
    only once per attack": its POWER ("… to prevent all damage from an energy attack") defends
    against both energy attacks of a turn, where an MP's Power is otherwise used once a turn."""
    assert _defence_offers(kit, "Android 20 - Master Planner", 4) == [True, True]


def test_a_defense_power_leaves_the_action_power_to_the_action(kit: DbzKit) -> None:
    """Android 20 - Master Planner's second POWER ("Shuffle a non-Styled Drill you control into
    its owner's Life Deck to destroy the top 3 cards of your opponent's Life Deck") is the one
    its card offers as an action, its first (a defense) being kept for defending."""
    spec = {
        "p1": {
            "mp": ["Android 20 - Master Planner"],
            "level": 4,
            "drills": ["Android 20's Scouting Drill"],
            "hand": ["Saiyan Ki Web"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Red Blaze"] * 10},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    use = [a for a in game.legal_actions() if game.describe(a).startswith("use Android 20")]
    assert len(use) == 1
    game.apply(use[0])
    assert state.decision is not None and state.decision.seat == 0  # P1's next action
    assert len(state.cards_in(1, Zone.LIFE)) == 7
    assert not state.cards_in(0, Zone.DRILLS)
    labels = [game.describe(a) for a in game.legal_actions()]
    assert not any(label.startswith("use Android 20") for label in labels)  # once a turn


def _card(name: str, stages: str, text: str = "", number: str = "061") -> str:
    props = {
        "Type": "Personality",
        "Style": "Freestyle",
        "Card Number": number,
        "Text": text,
        "Card Level": "1",
        "PUR": "2",
        "Power Rating": stages,
    }
    inner = "".join(f'<property name="{k}" value="{v}"/>' for k, v in props.items())
    return f'<card id="{name}{number}" name="{name}">{inner}</card>'


def _imported(*cards: str, set_name: str = "Perfection") -> dict[str, Card]:
    xml = f'<?xml version="1.0"?><set name="{set_name}"><cards>{"".join(cards)}</cards></set>'
    return {c.title: c for c in parse_set_xml(xml.encode()).cards}


_STEPS = "0;1;2;3;4;5;6;7;8;9;10"


def test_a_stray_stage_is_read_out_provisionally() -> None:
    """Tenshinhan - Patient's twelve values "3800; 0; 200; …; 1400; 1600; 1800; …; 3400": the top
    stage written first, and 1600 the one value off the equal steps of 400."""
    raw = "3800; 0; 200; 600; 1000; 1400; 1600; 1800; 2200; 2600; 3000; 3400"
    card = _imported(_card("T - P", raw))["T - P"]
    assert card.power_stages == (
        0,
        200,
        600,
        1000,
        1400,
        1800,
        2200,
        2600,
        3000,
        3400,
        3800,
    )
    assert card.provisional
    # No one value whose removal evens the steps out (the top one far off): not guessed at.
    two = "3800; 0; 200; 400; 600; 800; 1000; 1200; 1400; 1600; 1800; 2000"
    assert _imported(_card("A - B", two))["A - B"].power_stages == ()


def test_an_attack_in_a_constant_paragraph_is_read_as_the_power() -> None:
    """Cell Jr. - Oppressive: "[CONSTANT]: … to stop a physical or energy attack. Physical
    attack. Search … DAMAGE: 1 life card.": the attack is the POWER whose label was lost."""
    text = (
        "[CONSTANT]: Your anger cannot be lowered. Physical attack. Draw a card. "
        "DAMAGE: 1 life card."
    )
    card = _imported(_card("C - J", _STEPS, text))["C - J"]
    assert card.text == (
        "[CONSTANT]: Your anger cannot be lowered. POWER: Physical attack. Draw a card. "
        "DAMAGE: 1 life card."
    )
    assert card.provisional
    labelled = "[CONSTANT]: Your anger cannot be lowered. POWER: Physical attack. DAMAGE: 1 stage."
    assert not _imported(_card("D - K", _STEPS, labelled))["D - K"].provisional


def test_quotation_marks_are_taken_from_a_reprint() -> None:
    """Nail - Warrior (P9) lost the quotation marks round the gained texts its reprint (P13)
    keeps; the words are the same, so the reprint's are read."""
    bare = "Make that attack gain, If stopped, use this attack's HIT effects and Banish after use."
    quoted = (
        "Make that attack gain, 'If stopped, use this attack's HIT effects' and 'Banish after use.'"
    )
    cards = parse_set_xml(
        (
            '<?xml version="1.0"?><set name="Promos"><cards>'
            f"{_card('N - W', _STEPS, bare, 'P9')}{_card('N - W', _STEPS, quoted, 'P13')}"
            "</cards></set>"
        ).encode()
    ).cards
    assert [c.text for c in cards] == [quoted, quoted]
    assert "quotation marks taken from a reprint" in cards[0].corrections


@pytest.mark.rule("DBZ RB: Making a Deck")
@pytest.mark.parametrize(
    ("mp", "copies", "problem"),
    [
        ("Cell Jr. - Taunting", 3, None),
        ("Cell Jr. - Taunting", 4, "4 copies of Cell Jr. - Trapped: the MP allows 3 copies"),
        ("Cell Jr. - On the Move", 2, "2 copies of Cell Jr. - Trapped: one copy of any Ally"),
    ],
)
def test_an_mp_raises_the_copies_of_its_allies(
    kit: DbzKit, mp: str, copies: int, problem: str | None
) -> None:
    """Cell Jr. - Taunting: "(Your Life Deck may include up to 3 copies of each Ally with "Cell
    Jr." in the title.)": three copies are legal with it, four are not, and two without it."""
    deck = Deck("test", personality=(mp,), main=("Cell Jr. - Trapped",) * copies)
    found = [p for p in check_deck(deck, kit.pool) if "copies of Cell Jr. - Trapped" in p]
    assert [p[: len(problem)] for p in found] == ([problem] if problem else [])


def _position(kit: DbzKit, p1: dict[str, object]) -> Game:
    spec = {
        "p1": {"life": ["Red Blaze"] * 10, **p1},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Red Blaze"] * 10},
    }
    return game_at(kit, spec)


def test_the_first_attack_played_each_combat_stays(kit: DbzKit) -> None:
    """Tenshinhan - Smug: "The first attack you play each combat stays in play to be used a
    second time that combat": the first attack played from a card gains it, even after a
    Power's attack (performed, not played); the next card does not."""
    game = _position(kit, {"mp": ["Tenshinhan - Smug"], "level": 4, "hand": ["Red Hurl"] * 2})
    state = game.state
    assert isinstance(state, DbzState)
    first, second = state.cards_in(0, Zone.HAND)
    mp = state.mp(0)
    rec = state.kit.info(state.defs[first]).attack
    assert rec is not None
    stays: list[bool] = []
    for attacker, source in ((mp, "power"), (first, "card"), (second, "card")):
        state.attack = None
        begin_attack(state, 0, attacker, mp, rec, (), (), source)
        stays.append(fx.StaysInPlay() in gained(state, 0, attacker)[0])
    assert stays == [False, True, False]


def _confident(kit: DbzKit, hand: list[str]) -> Game:
    return _position(kit, {"mp": ["Cell Jr. - Confident"], "level": 4, "stage": 0, "hand": hand})


def test_a_hand_card_used_as_an_action_by_a_constant(kit: DbzKit) -> None:
    """Cell Jr. - Confident: "As an action during combat, you may banish an Ally with "Cell
    Jr." in the title from your hand to destroy the top 3 cards of your opponent's Life Deck":
    each such Ally of the hand is offered, and using one banishes it and destroys 3."""
    game = _confident(kit, ["Cell Jr. - Trapped", "Red Blaze"])
    state = game.state
    assert isinstance(state, DbzState)
    offers = [a for a in game.legal_actions() if "as an action" in game.describe(a)]
    assert [game.describe(a) for a in offers] == [
        f"banish Cell Jr. - Trapped #{state.cards_in(0, Zone.HAND)[0]} as an action"
    ]
    game.apply(offers[0])
    banished = [state.defs[c].title for c in state.cards_in(0, Zone.BANISHED)]
    assert banished == ["Cell Jr. - Trapped"]
    assert len(state.cards_in(1, Zone.LIFE)) == 7


@pytest.mark.parametrize(("attack", "dealt"), [("Saiyan Clash", 4), ("Black Fist Lock", 4)])
def test_a_modifier_for_attacks_without_at_base_damage(
    kit: DbzKit, attack: str, dealt: int
) -> None:
    """Cell Jr. - Confident: "Your physical attacks that do not have AT base damage deal +3
    stages of damage": Saiyan Clash ("DAMAGE: 1 stage") deals 1 + 3; Black Fist Lock ("AT +4
    stages", AT 0 at equal power levels) deals 4, not 7."""
    game = _confident(kit, [attack])
    game.apply(next(a for a in game.legal_actions() if attack in game.describe(a)))
    if any(game.describe(a) == "no defense" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if game.describe(a) == "no defense"))
    lines = [str(getattr(e, "text", "")) for e in game.log]
    line = next(line for line in lines if line.startswith("the attack deals"))
    assert line.startswith(f"the attack deals {dealt} stage(s)")


@pytest.mark.parametrize("play", [True, False])
def test_a_dragon_ball_banished_this_way_may_be_played(kit: DbzKit, play: bool) -> None:
    """Mercenary Tao - Armed: "Whenever one of your attacks is stopped, banish the top card of
    your opponent's Life Deck. If a Dragon Ball is banished in this way, you may play it.":
    the opponent's Earth Dragon Ball 2, banished, is played by P1 if he wishes."""
    spec = {
        "p1": {
            "mp": ["Mercenary Tao - Armed"],
            "level": 3,
            "hand": ["Black Fist Lock"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "hand": ["Black Finger Block"],
            "life": ["Earth Dragon Ball 2", *["Red Blaze"] * 9],
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    (ball,) = [c for c in state.cards_in(1, Zone.LIFE) if state.defs[c].title.startswith("Earth")]
    game.apply(next(a for a in game.legal_actions() if "Black Fist Lock" in game.describe(a)))
    while state.decision is not None and state.decision.seat == 0 and state.attack:
        game.apply(game.legal_actions()[0])
    game.apply(next(a for a in game.legal_actions() if "Black Finger Block" in game.describe(a)))
    asked = [game.describe(a) for a in game.legal_actions()]
    assert state.zone_of(ball) is Zone.BANISHED
    wanted = "choose yes" if play else "choose no"
    game.apply(next(a for a in game.legal_actions() if game.describe(a) == wanted))
    assert (state.zone_of(ball) is Zone.DRAGON_BALLS) == play, asked
    if play:
        assert state.controller[ball] == 0  # the opponent's Dragon Ball, now P1's


@pytest.mark.parametrize("use", [True, False])
def test_an_attack_gains_hit_effects_when_stopped_and_banishment(kit: DbzKit, use: bool) -> None:
    """Nail - Warrior: "INSTANT POWER: Use when you perform a Styled attack. Your MP pays 1
    stage to make that attack gain, 'If stopped, use this attack's HIT effects' and 'Banish
    after use.'": Saiyan Sabotage, stopped, still banishes the Drill (its HIT) and is banished;
    without the Power it is only stopped and discarded."""
    spec = {
        "p1": {
            "mp": ["Nail - Warrior"],
            "hand": ["Saiyan Sabotage"],
            "life": ["Red Blaze"] * 10,
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "hand": ["Black Finger Block"],
            "drills": ["Android 20's Scouting Drill"],
            "life": ["Red Blaze"] * 10,
        },
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    (sabotage,) = state.cards_in(0, Zone.HAND)
    (drill,) = state.cards_in(1, Zone.DRILLS)
    stage = state.stage[state.mp(0)]
    game.apply(next(a for a in game.legal_actions() if "Saiyan Sabotage" in game.describe(a)))
    labels = [game.describe(a) for a in game.legal_actions()]
    power = [a for a in game.legal_actions() if "Nail - Warrior" in game.describe(a)]
    assert power, labels
    game.apply(power[0] if use else next(a for a in game.legal_actions() if a not in power))
    while state.decision is not None and state.decision.seat == 0 and state.attack:
        game.apply(game.legal_actions()[0])
    game.apply(next(a for a in game.legal_actions() if "Black Finger Block" in game.describe(a)))
    while state.decision is not None and state.attack is not None:
        game.apply(game.legal_actions()[0])
    assert state.zone_of(drill) is (Zone.BANISHED if use else Zone.DRILLS)
    assert state.zone_of(sabotage) is (Zone.BANISHED if use else Zone.DISCARD)
    assert state.stage[state.mp(0)] <= stage - (1 if use else 0)


def test_the_opponent_searches_instead_once_a_turn(kit: DbzKit) -> None:
    """Master Roshi - Barricade: "The first time each turn when your opponent uses an effect
    to search a Life Deck or discard pile for 1 card, you may search and choose that card
    instead of your opponent": P2 picks the Dragon Ball P1's effect puts into P1's hand; the
    next search of the turn is P1's own."""
    spec = {
        "p1": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": [*(f"Earth Dragon Ball {n}" for n in (2, 3, 4)), *["Red Blaze"] * 7],
        },
        "p2": {"mp": ["Master Roshi - Barricade"], "level": 4, "life": ["Red Blaze"] * 10},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    search = compile_clause("Search your Life Deck for a Dragon Ball and place it into your hand")
    chooser: list[int] = []
    offered: list[bool] = []
    state.decision = None
    push_sentences(state, (search, search), Ctx(0, state.mp(0)))
    advance(state)
    for _ in range(2):
        assert state.decision is not None
        chooser.append(state.decision.seat)
        offered.append(any("opponent choose" in game.describe(a) for a in game.legal_actions()))
        game.apply(game.legal_actions()[0])
    assert chooser == [1, 0] and offered == [True, False]
    in_hand = [state.defs[c].title for c in state.cards_in(0, Zone.HAND)]
    assert len([t for t in in_hand if t.startswith("Earth Dragon Ball")]) == 2  # both P1's


@pytest.mark.parametrize(
    ("mp", "level", "banished"), [("Broly - Relentless", 4, True), ("Broly - Legendary", 3, False)]
)
def test_the_damage_of_this_personalitys_attacks_is_banished(
    kit: DbzKit, mp: str, level: int, banished: bool
) -> None:
    """Broly - Relentless: "Physical attacks performed by this personality deal +4 stages of
    damage and their damage is banished": the five life cards Blue Head Knock takes go to the
    Banished Zone (Broly - Legendary's do not)."""
    game = _position(kit, {"mp": [mp], "level": level, "hand": ["Blue Head Knock"]})
    state = game.state
    assert isinstance(state, DbzState)
    game.apply(next(a for a in game.legal_actions() if "Blue Head Knock" in game.describe(a)))
    while state.attack is not None and state.decision is not None:
        labels = [game.describe(a) for a in game.legal_actions()]
        game.apply(
            game.legal_actions()[labels.index("no defense") if "no defense" in labels else 0]
        )
    taken = Zone.BANISHED if banished else Zone.DISCARD
    assert len(state.cards_in(1, taken)) >= 5
    assert not state.cards_in(1, Zone.DISCARD if banished else Zone.BANISHED)


@pytest.mark.parametrize("mp", ["Lord Slug - Renewed", "Vegeta - Prince Of Saiyans"])
def test_the_first_return_from_the_discard_pile_each_combat_is_doubled(
    kit: DbzKit, mp: str
) -> None:
    """Lord Slug - Renewed: "The first time during combat one of your effects shuffles or
    Rejuvenates cards from your discard pile into your Life Deck, double that amount":
    "Rejuvenate 2" returns 4, then "Shuffle 2 cards from your discard pile into your Life Deck"
    returns 2 (only the first is doubled); without it, 2 and 2."""
    level = 3 if mp.startswith("Lord Slug") else 1
    hand = ["Saiyan Clash"]  # an action to take: the combat goes on
    game = _position(kit, {"mp": [mp], "level": level, "hand": hand, "discard": ["Red Blaze"] * 8})
    state = game.state
    assert isinstance(state, DbzState)
    sentences = (
        compile_clause("Rejuvenate 2"),
        compile_clause("Shuffle 2 cards from your discard pile into your Life Deck"),
    )
    returned: list[int] = []
    for sentence in sentences:
        before = len(state.cards_in(0, Zone.LIFE))
        state.decision = None
        push_sentences(state, (sentence,), Ctx(0, state.mp(0)))
        advance(state)
        while (
            state.decision is not None
            and state.decision.seat == 0
            and "choose" in str([game.describe(a) for a in game.legal_actions()][:1])
        ):
            game.apply(game.legal_actions()[0])
        returned.append(len(state.cards_in(0, Zone.LIFE)) - before)
    assert returned == ([4, 2] if level == 3 else [2, 2])


@pytest.mark.parametrize(
    ("ally", "destroyed"), [("Cell Jr. - Trapped", 3), ("Tenshinhan - Returned", 0)]
)
def test_a_condition_on_the_title_of_the_card_returned(
    kit: DbzKit, ally: str, destroyed: int
) -> None:
    """Cell's Provocation: "POWER: Return an Ally in play to its owner's hand. If that Ally had
    "Cell Jr." in the title, destroy the top 3 cards of your opponent's Life Deck"."""
    game = _position(
        kit,
        {"mp": ["Vegeta - Prince Of Saiyans"], "hand": ["Cell's Provocation"], "allies": [ally]},
    )
    state = game.state
    assert isinstance(state, DbzState)
    game.apply(next(a for a in game.legal_actions() if "Provocation" in game.describe(a)))
    while (
        state.decision is not None and state.decision.seat == 0 and state.cards_in(0, Zone.ALLIES)
    ):
        game.apply(game.legal_actions()[0])
    assert [state.defs[c].title for c in state.cards_in(0, Zone.HAND)] == [ally]
    assert len(state.cards_in(1, Zone.LIFE)) == 10 - destroyed


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_an_mp_bars_cards_that_perform_energy_attacks(kit: DbzKit) -> None:
    """Hercule - Champion's "(Your Life Deck cannot include cards that perform energy
    attacks.)" on a personality whose text runs: Saiyan Ki Web (an energy attack) is refused,
    Saiyan Clash (physical) is not."""
    text = "(Your Life Deck cannot include cards that perform energy attacks.) POWER: Draw a card."
    (mp,) = _imported(_card("Hercule - Test", _STEPS, text)).values()
    pool = CardPool([*kit.pool.cards, mp])
    deck = Deck("test", personality=(mp.title,), main=("Saiyan Ki Web", "Saiyan Clash"))
    found = [p for p in check_deck(deck, pool) if "performs" in p]
    assert found == [
        "Saiyan Ki Web performs energy attacks; the MP's rule says the Life Deck cannot include "
        "such cards"
    ]
