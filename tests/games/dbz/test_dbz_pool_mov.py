"""Phrase families of The Movie Collection, Promos and Set 1 on real cards: wordings one step
from a record the grammar has, where a used card goes as decided when it resolves, cards
played from the hand by an effect."""

from __future__ import annotations

import re
from typing import Any

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.card_data import compile_for_play
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone

from .families import assert_family_runs, do, game_at, records

FAMILIES = [
    # "HIT: Attach this card to your opponent's MP. At the beginning of each turn, your
    # opponent banishes the top card of his Life Deck."
    ("Black Capture", fx.BanishTopOfLifeDeck(1, fx.Who.OPPONENT)),
    # "HIT: You may use the effect of a Dragon Ball in play. If you do, banish this card after
    # use."
    ("Namekian Targeted Strike", fx.UseDragonBall(fx.Who.ANY, fx.Who.YOU, "dragon ball")),
    ("Namekian Targeted Strike", fx.IfYouDo((fx.AfterUseThis("banish"),))),
    # "(Banish after use.) … If your current anger is 3 or higher, discard after use instead."
    (
        "Blue Shifting Manuever",
        fx.If("your current anger is 3 or higher", (fx.AfterUseThis("discard"),)),
    ),
    # "You may play a Drill from your hand to end combat."
    (
        "Orange Escape",
        fx.Optional(fx.Stipulation(fx.PlayFromHand("drill"), fx.EndCombat())),
    ),
    # "You may play a Dragon Ball from your hand or Rejuvenate 4. If your MP is level 3 or
    # higher, you may instead search your Life Deck for a Styled card and place it into your
    # hand."
    ("Namekian Growth", fx.If("not your mp is level 3 or higher", ())),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    if isinstance(record, fx.If) and not record.effects:
        card = kit.pool.find(title)
        assert card is not None
        result = kit.result(card)
        assert result.is_complete, result.unknown_phrases
        program = result.program[-1]
        assert isinstance(program, fx.Power)
        assert [e.condition for e in program.effects if isinstance(e, fx.If)] == [
            record.condition,
            record.condition.removeprefix("not "),
        ]
        return
    assert_family_runs(kit, title, record)


def _game(kit: DbzKit, p1: dict[str, Any], p2: dict[str, Any]) -> Game:
    base = {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 10}
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": base | p1,
        "p2": base | {"mp": ["Vegeta - Prince Of Saiyans"]} | p2,
    }
    return game_at(kit, spec)


def _titles(state: DbzState, seat: int, zone: Zone) -> list[str]:
    return [state.defs[c].title for c in state.cards_in(seat, zone)]


@pytest.mark.parametrize(("anger", "zone"), [(3, Zone.DISCARD), (2, Zone.BANISHED)])
def test_discard_after_use_instead(kit: DbzKit, anger: int, zone: Zone) -> None:
    """Blue Shifting Manuever is banished after use, but discarded when its player's anger is
    3 or higher as it resolves."""
    game = _game(
        kit, {"hand": ["Orange Hand Cannon"]}, {"anger": anger, "hand": ["Blue Shifting Manuever"]}
    )
    do(game, "play Orange Hand Cannon")
    do(game, "defend Blue Shifting Manuever")
    state = game.state
    assert isinstance(state, DbzState)
    assert _titles(state, 1, zone) == ["Blue Shifting Manuever"]


@pytest.mark.parametrize("use", [True, False])
def test_banish_this_card_after_use_if_you_do(kit: DbzKit, use: bool) -> None:
    """Namekian Targeted Strike is banished after use only if its HIT used a Dragon Ball's
    effects (Earth Dragon Ball 3 draws the bottom 3 cards of the discard pile); otherwise it is
    discarded as an attack is."""
    game = _game(
        kit,
        {
            "hand": ["Namekian Targeted Strike"],
            "discard": ["Saiyan Clash"] * 3,
            "dragon_balls": ["Earth Dragon Ball 3"],
        },
        {},
    )
    do(game, "play Namekian Targeted Strike")
    do(game, "choose yes" if use else "choose no")
    state = game.state
    assert isinstance(state, DbzState)
    if use:
        do(game, "choose Saiyan Clash")
        do(game, "choose Saiyan Clash")
        assert _titles(state, 0, Zone.BANISHED) == ["Namekian Targeted Strike"]
        assert "Namekian Targeted Strike" not in _titles(state, 0, Zone.DISCARD)
    else:
        assert _titles(state, 0, Zone.DISCARD)[-1] == "Namekian Targeted Strike"
        assert _titles(state, 0, Zone.BANISHED) == []


@pytest.mark.parametrize("drill", [True, False])
def test_play_a_drill_from_your_hand_to_end_combat(kit: DbzKit, drill: bool) -> None:
    """Orange Escape: the Drill is played from the hand, and combat ends only if one was."""
    hand = ["Orange Guardian Drill", "Saiyan Clash"] if drill else ["Saiyan Clash"]
    game = _game(kit, {"setups": ["Orange Escape"], "hand": hand}, {})
    do(game, "use Orange Escape")
    do(game, "choose yes")
    state = game.state
    assert isinstance(state, DbzState)
    assert _titles(state, 0, Zone.DRILLS) == (["Orange Guardian Drill"] if drill else [])
    assert state.in_combat is not drill


def test_played_dragon_ball_uses_its_effects(kit: DbzKit) -> None:
    """Namekian Growth plays the Dragon Ball (not placed): its effects are used as it enters
    play (Earth Dragon Ball 3 raises its player's anger 1 level)."""
    game = _game(
        kit,
        {
            "setups": ["Namekian Growth"],
            "hand": ["Earth Dragon Ball 3", "Saiyan Clash", "Saiyan Clash"],
            "discard": ["Saiyan Clash"] * 3,
        },
        {},
    )
    state = game.state
    assert isinstance(state, DbzState)
    do(game, "use Namekian Growth")
    do(game, "choose yes")
    do(game, "play a Dragon Ball")
    for _ in range(2):
        do(game, "choose Saiyan Clash")  # the Dragon Ball's "Shuffle 2 cards from your hand …"
    assert _titles(state, 0, Zone.DRAGON_BALLS) == ["Earth Dragon Ball 3"]
    assert state.anger[0] == 1


@pytest.mark.parametrize(
    ("title", "ending"),
    [
        ("Black Command", "your opponent destroys the top 3 cards of his or her Life Deck."),
        (
            "Namekian Flinch",
            "If your MP is level 3 or higher search your Life Deck for a Dragon Ball and place "
            "it into play.",
        ),
    ],
)
def test_text_cut_short_is_completed_from_a_reprint(kit: DbzKit, title: str, ending: str) -> None:
    """The Set 1 printing's text stops mid-sentence in the data; the sentence's rest is read
    from the reprint whose words it shares, shown as a correction, and the card then runs."""
    set_one = [c for c in kit.pool.printings(title) if c.set_name == "Set 1"]
    assert len(set_one) == 1
    card = set_one[0]
    assert card.text.endswith(ending)
    assert any("completed from a reprint" in note for note in card.corrections)
    played = compile_for_play(card)
    assert played.is_complete, played.unknown_phrases


def test_if_without_comma_tries_a_longer_condition(kit: DbzKit) -> None:
    """ "If your MP is level 3 or higher search …": "your mp is level 3" is a condition too,
    but the rest ("or higher search …") reads as nothing, so the longer condition is taken."""
    card = next(c for c in kit.pool.printings("Namekian Flinch") if c.set_name == "Set 1")
    program = kit.result(card).program
    conditions = [e.condition for e in program if isinstance(e, fx.If)]
    assert conditions == ["your mp is level 3 or higher"]


def _declare_combat(kit: DbzKit, p1_hand: list[str], p2_hand: list[str]) -> Game:
    spec = {
        "active": "p1",
        "step": "planning",
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 10, "hand": p1_hand},
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans"],
            "life": ["Saiyan Clash"] * 10,
            "hand": p2_hand,
        },
    }
    game = game_at(kit, spec)
    do(game, "declare combat")
    return game


def _offered(game: Game) -> list[str]:
    return [game.describe(a) for a in game.legal_actions()]


def test_event_in_hand_used_when_entering_combat(kit: DbzKit) -> None:
    """Red Restriction ("[INSTANT] POWER: Use when entering combat") is used from the hand in
    its player's entering-combat window, and then leaves play as its card rule says."""
    game = _declare_combat(kit, ["Red Restriction"], [])
    assert any("use Red Restriction" in o for o in _offered(game))
    do(game, "use Red Restriction")
    state = game.state
    assert isinstance(state, DbzState)
    assert "Red Restriction" not in _titles(state, 0, Zone.HAND)


def test_entering_combat_as_the_defender(kit: DbzKit) -> None:
    """Piccolo's Weighted Clothing is offered to the player who did not declare combat only;
    used, the declaring player skips his first action."""
    game = _declare_combat(
        kit, ["Piccolo's Weighted Clothing"], ["Piccolo's Weighted Clothing", "Saiyan Clash"]
    )
    state = game.state
    assert isinstance(state, DbzState)
    # The declarer holds one too but has no window for it: the defender decides first.
    assert state.decision is not None and state.decision.seat == 1
    assert any("use Piccolo's Weighted Clothing" in o for o in _offered(game))
    do(game, "use Piccolo's Weighted Clothing")
    skipped = [e for e in game.log if "skipped an action" in str(getattr(e, "text", ""))]
    assert len(skipped) == 1  # the declarer's first action
    assert state.decision is not None and state.decision.seat == 1
    assert "Piccolo's Weighted Clothing" not in _titles(state, 1, Zone.HAND)


def test_choose_an_attack_styled_or_titled(kit: DbzKit) -> None:
    """Trunks - Defiant (Promos): "choose an attack card that is Styled or has Sword in the
    title from your discard pile and place it into your hand" — one card of either kind."""
    card = next(c for c in kit.pool.printings("Trunks - Defiant") if c.set_name == "Promos")
    played = compile_for_play(card)
    assert played.is_complete, played.unknown_phrases
    record = fx.MoveFromDiscard(1, 'styled attack or attack with "sword" in the title', "hand")
    assert record in [r for e in played.program for r in records(e)]


@pytest.mark.parametrize(("option", "x"), [(None, 0), (2, 4), (3, 6)])
def test_x_is_twice_the_anger_lowered(kit: DbzKit, option: int | None, x: int) -> None:
    """Gohan - Determined: "You may lower your anger any amount. This attack deals +X life
    cards. X = 2 times the amount lowered." — what the anger lost, 0 when declined."""
    p1 = {
        "mp": ["Gohan - Resilient Child", "Gohan - Young Warrior", "Gohan - Determined"],
        "level": 3,
        "anger": 3,
    }
    game = _game(kit, p1, {"stage": 10, "life": ["Saiyan Clash"] * 30})
    do(game, "use Gohan - Determined")
    do(game, "choose no" if option is None else "choose yes")
    if option is not None:
        do(game, f"choose lower your anger by {option}")
    texts = [str(getattr(e, "text", "")) for e in game.log]
    assert f"X = {x} (2 times the amount lowered)" in texts
    state = game.state
    assert isinstance(state, DbzState)
    assert state.anger[0] == 3 - (option or 0)


def test_attack_lowering_your_anger(kit: DbzKit) -> None:
    """Red Maneuvering Drill: "Whenever one of your attacks lowers your anger, that attack
    deals +X stages of damage. X = the amount of anger lowered." compiles and runs."""
    record = fx.Whenever(
        "one of your attacks lowers your anger",
        (
            fx.ForX(
                "stages",
                fx.AttackModifier(fx.Who.YOU, 0, 0, "that attack"),
                "the amount of anger lowered",
            ),
        ),
    )
    assert_family_runs(kit, "Red Maneuvering Drill", record)


def _stages_dealt(game: Game) -> int:
    for event in game.log:
        found = re.match(r"the attack deals (\d+) stage", str(getattr(event, "text", "")))
        if found:
            return int(found.group(1))
    raise AssertionError("no damage dealt")


def test_attack_lowering_your_anger_deals_more(kit: DbzKit) -> None:
    """With Red Maneuvering Drill in play, Red Back Kick's "You may lower your anger 3 levels
    to …" makes that attack deal +3 stages (the amount lowered); declined, no more."""
    dealt = []
    for answer in ("choose yes", "choose no"):
        game = _game(
            kit,
            {"anger": 3, "drills": ["Red Maneuvering Drill"], "hand": ["Red Back Kick"]},
            {"stage": 10},
        )
        do(game, "play Red Back Kick")
        do(game, answer)
        dealt.append(_stages_dealt(game))
    assert dealt[0] == dealt[1] + 3


def _life_dealt(game: Game) -> int:
    for event in game.log:
        found = re.search(r"and (\d+) Life Card", str(getattr(event, "text", "")))
        if found:
            return int(found.group(1))
    raise AssertionError("no damage dealt")


@pytest.mark.parametrize("lower", [True, False])
def test_x_is_the_anger_when_the_attack_was_performed(kit: DbzKit, lower: bool) -> None:
    """Red Despair Drill: "+X life cards. X = your current anger level when you perform that
    attack": Red Heating Beams (3 life cards) performed at anger 2 deals 5, also when its
    "You may lower your anger 1 level to draw a card" leaves the anger at 1 by its damage."""
    game = _game(
        kit,
        {"anger": 2, "drills": ["Red Despair Drill"], "hand": ["Red Heating Beams"]},
        {"stage": 10, "life": ["Saiyan Clash"] * 30},
    )
    do(game, "play Red Heating Beams")
    do(game, "choose yes" if lower else "choose no")
    state = game.state
    assert isinstance(state, DbzState)
    assert state.anger[0] == (1 if lower else 2)
    assert _life_dealt(game) == 5


def test_n_plus_x_cards(kit: DbzKit) -> None:
    """Red Vaulted Kick: "HIT: Banish 2 + X cards from your opponent's discard pile. X = your
    MP's level." — at level 1, 3 of the 6 cards there."""
    game = _game(
        kit,
        {"hand": ["Red Vaulted Kick"]},
        {"stage": 10, "discard": ["Saiyan Clash"] * 6},
    )
    do(game, "play Red Vaulted Kick")
    for _ in range(3):
        do(game, "choose Saiyan Clash")
    state = game.state
    assert isinstance(state, DbzState)
    assert len(state.cards_in(1, Zone.BANISHED)) == 3
    assert len(state.cards_in(1, Zone.DISCARD)) == 3
    assert not any("choose Saiyan Clash" in o for o in _offered(game))


def test_opponent_draws_by_a_card_effect(kit: DbzKit) -> None:
    """Android 17 - Entertained: "Use when your opponent uses a card effect to draw any number
    of cards. Your opponent randomly discards a card from their hand." — offered when Red
    Heating Beams draws a card, not for the three cards of the Draw Step."""
    spec = {
        "active": "p1",
        "step": "draw",
        "p1": {
            "mp": ["Krillin - Ready"],
            "anger": 2,
            "life": ["Saiyan Clash"] * 10,
            "hand": ["Red Heating Beams", "Saiyan Clash"],
        },
        "p2": {"mp": ["Android 17 - Entertained"], "stage": 10, "life": ["Saiyan Clash"] * 30},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    assert len(state.cards_in(0, Zone.HAND)) == 5  # the Draw Step's 3 cards: no offer
    assert state.decision is not None and state.decision.seat == 0
    do(game, "declare combat")
    do(game, "play Red Heating Beams")
    do(game, "choose yes")  # lower anger 1 level to draw a card
    assert state.decision is not None and state.decision.seat == 1
    do(game, "use Android 17 - Entertained")
    assert len(state.cards_in(0, Zone.HAND)) == 4  # 5 - Beams + 1 drawn - 1 discarded
    assert len(state.cards_in(0, Zone.DISCARD)) == 1


@pytest.mark.parametrize(("lower", "destroyed"), [(True, 5), (False, 3)])
def test_destroy_the_top_five_instead(kit: DbzKit, lower: bool, destroyed: int) -> None:
    """Dr. Wheelo's History: "Destroy the top 3 cards of your opponent's Life Deck. You may
    lower your MP 1 level. If you do, destroy the top 5 instead." — 5 in all, or 3."""
    assert_family_runs(
        kit, "Dr. Wheelo's History", fx.IfYouDo((fx.DestroyTopOfLifeDeck(2, fx.Who.OPPONENT),))
    )
    p1 = {
        "mp": ["Gohan - Resilient Child", "Gohan - Young Warrior"],
        "level": 2,
        "hand": ["Dr. Wheelo's History", "Saiyan Clash"],  # a choice after: the game waits
    }
    game = _game(kit, p1, {"life": ["Saiyan Clash"] * 20})
    do(game, "play Dr. Wheelo's History")
    do(game, "choose yes" if lower else "choose no")
    state = game.state
    assert isinstance(state, DbzState)
    assert len(state.cards_in(1, Zone.LIFE)) == 20 - destroyed
    assert state.level(0) == (1 if lower else 2)


def test_prevent_damage_in_his_next_action(kit: DbzKit) -> None:
    """Orange Electricity: "Prevent all damage from your opponent's attacks in his next action
    this combat" — his next attack deals nothing; the one after, in a later action, does."""
    game = _game(
        kit,
        {"hand": ["Orange Electricity", "Saiyan Clash"]},
        {"hand": ["Orange Hand Cannon", "Orange Hand Cannon"]},
    )
    do(game, "play Orange Electricity")
    do(game, "play Orange Hand Cannon")
    state = game.state
    assert isinstance(state, DbzState)
    assert len(state.cards_in(0, Zone.LIFE)) == 10
    do(game, "pass")
    do(game, "play Orange Hand Cannon")
    assert len(state.cards_in(0, Zone.LIFE)) < 10
