"""Main Personality set phrase families on real cards: Power limits, provisional data readings."""

from __future__ import annotations

import msgspec
import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import Card
from reishi.games.dbz.decks import Deck, check_deck
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.octgn import parse_set_xml
from reishi.games.dbz.position import PositionSpec
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Zone

from .families import assert_family_runs

FAMILIES = [
    # "(You may use this Defense Power more than once per turn but only once per attack)"
    ("Android 20 - Master Planner", fx.OncePerAttack()),
    ("Android 20's Scouting Drill", fx.OncePerAttack()),
    # "(Your Life Deck may include up to 3 copies of each Ally with "Cell Jr." in the title.)"
    ("Cell Jr. - Taunting", fx.DeckCopies("ally", "Cell Jr.", 3)),
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
    rules = DbzRules(kit).scenario_hooks()
    game = rules.new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
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
    rules = DbzRules(kit).scenario_hooks()
    game = rules.new_game(msgspec.convert(spec, PositionSpec), [], 0, {}, "<test>")
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
