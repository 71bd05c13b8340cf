"""Dragon Balls attached to the Main Personality (Dende - Alarmed, Dende - Protected): the
attachment keeps them in play and controlled, no "attached card" effect sees them, Dende -
Protected keeps them from capture, and Dende - Alarmed cancels a capture before it happens."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, move, push_sentences
from reishi.games.dbz.compiler import compile_text
from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.deck_builder import complete_mp_sets
from reishi.games.dbz.flow import advance
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone
from reishi.games.dbz.steps_dende_balls import attached_to_mp, cancel_problem

from .families import assert_family_runs, game_at

_DENDE = ["Dende - Watcher", "Dende - Guardian of Earth", "Dende - Alarmed", "Dende - Protected"]
_BALLS = ["Namek Dragon Ball 6", "Earth Dragon Ball 3"]


@pytest.mark.parametrize(
    ("title", "record"),
    [
        ("Dende - Alarmed", fx.DragonBallsNotAttached()),
        ("Dende - Alarmed", fx.AttachDragonBall()),
        ("Dende - Alarmed", fx.CancelThatEffect()),
        ("Dende - Protected", fx.AttachedBallsUncapturable()),
        ("Face Smash", fx.CaptureQuietly("dragon ball")),
        ("Face Smash", fx.Hit((fx.UseThatDragonBall(),))),
        ("Namekian Inheritance", fx.OpponentGainsThatBall()),
        (
            "Saiyan Interruption",
            fx.InstantPower(
                "Use when a card effect would end combat",
                (
                    fx.Restriction(fx.Who.EACH, "end combat", "turn"),
                    fx.SkipNextAction(fx.Who.OPPONENT),
                ),
            ),
        ),
    ],
)
def test_the_family_runs_on_real_cards(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """Each card of the family compiles and every sentence runs."""
    assert_family_runs(kit, title, record)


def test_the_dende_set_is_complete(kit: DbzKit) -> None:
    """Levels 1–4 of Dende all run, so the set is a complete Main Personality set."""
    assert "Dende" in complete_mp_sets(kit.pool, kit.result)


def test_cancel_that_effect_needs_a_would_be_captured_timing() -> None:
    """ "Cancel that effect" names the capture an Instant Power waits on; elsewhere it is
    refused rather than run as nothing."""
    alarmed = "INSTANT POWER: Use when a Dragon Ball you own would be captured. Cancel that effect."
    assert cancel_problem(compile_text(alarmed).program) is None
    for text in (
        "POWER: Cancel that effect.",
        "INSTANT POWER: Use when entering combat. Cancel that effect.",
    ):
        assert cancel_problem(compile_text(text).program) is not None, text


def _dende_at(kit: DbzKit, level: int, active: str = "p1") -> Game:
    spec = {
        "active": active,
        "step": "combat",
        "p1": {
            "mp": _DENDE,
            "level": level,
            "stage": 7,
            "dragon_balls": _BALLS,
            "life": ["Saiyan Clash"] * 10,
        },
        "p2": {
            "mp": [
                "Krillin - Ready",
                "Krillin - Energetic",
                "Krillin - Ready For Battle",
                "Krillin - Enraged",
            ],
            "level": 3,
            "stage": 7,
            "hand": ["Black Lunge"],
            "life": ["Red Blaze"] * 10,
        },
    }
    return game_at(kit, spec)


def _attach(game: Game, pick: str) -> int:
    """p1 resolves "Attach a Dragon Ball you control to your MP", choosing ``pick``."""
    state = game.state
    assert isinstance(state, DbzState)
    state.decision = None
    state.frames.clear()
    push_sentences(state, (fx.AttachDragonBall(),), Ctx(0, state.mp(0)))
    advance(state)
    choice = next(a for a in game.legal_actions() if pick in game.describe(a))
    game.apply(choice)
    return next(b for b in state.cards_in(0, Zone.DRAGON_BALLS) if state.defs[b].title == pick)


def test_an_attached_dragon_ball_stays_controlled_and_is_no_attached_card(kit: DbzKit) -> None:
    """The attached Dragon Ball stays in p1's Dragon Ball zone (counted by "you control 2 …
    Dragon Balls"), is offered no more for attaching, and "banish an attached card" does not
    see it; moving it ends the attachment."""
    game = _dende_at(kit, 3)
    state = game.state
    assert isinstance(state, DbzState)
    ball = _attach(game, "Earth Dragon Ball 3")
    assert attached_to_mp(state, ball) and state.attached_to[ball] == state.mp(0)
    assert state.cards_in(0, Zone.ATTACHED) == []
    assert condition_holds(state, 0, "you control 2 or more dragon balls")
    state.decision = None
    state.frames.clear()
    push_sentences(state, (fx.AttachDragonBall(),), Ctx(0, state.mp(0)))  # one left: no choice
    advance(state)
    other = next(b for b in state.cards_in(0, Zone.DRAGON_BALLS) if b != ball)
    assert attached_to_mp(state, other)
    state.decision = None
    state.frames.clear()
    banish = fx.Remove(how="banish", kinds=("attached card",), count=1, whose=fx.Who.ANY)
    push_sentences(state, (banish,), Ctx(0, state.mp(0)))
    advance(state)
    assert sorted(state.cards_in(0, Zone.DRAGON_BALLS)) == sorted([ball, other])
    move(state, ball, 0, Zone.LIFE)
    assert not attached_to_mp(state, ball) and state.attached_to[ball] < 0


def _capture_by_p2(kit: DbzKit, level: int) -> tuple[Game, DbzState, int]:
    """p1's Earth Dragon Ball attached to Dende at ``level``; p2 resolves "Capture a Dragon
    Ball" (a forced choice is taken at once)."""
    game = _dende_at(kit, level)
    state = game.state
    assert isinstance(state, DbzState)
    ball = next(b for b in state.cards_in(0, Zone.DRAGON_BALLS) if "Earth" in state.defs[b].title)
    state.attached_to[ball] = state.mp(0)
    state.decision = None
    state.frames.clear()
    push_sentences(state, (fx.CaptureDragonBall(),), Ctx(1, state.mp(1)))
    advance(state)
    return game, state, ball


def test_protected_keeps_attached_dragon_balls_from_capture(kit: DbzKit) -> None:
    """With Dende - Protected's constant the attached Earth Dragon Ball is not offered: the
    capture takes the other one; under Dende - Alarmed, without it, both are offered."""
    _, state, ball = _capture_by_p2(kit, 4)
    assert state.cards_in(0, Zone.DRAGON_BALLS) == [ball] and attached_to_mp(state, ball)
    assert [state.defs[b].title for b in state.cards_in(1, Zone.DRAGON_BALLS)] == [_BALLS[0]]
    game, state, _ = _capture_by_p2(kit, 3)
    labels = [game.describe(a).removeprefix("choose ").split(" #")[0] for a in game.legal_actions()]
    assert sorted(labels) == sorted(_BALLS), labels


@pytest.mark.parametrize(("balls", "payable"), [(0, False), (2, False), (3, True)])
def test_an_attack_costs_less_for_each_dragon_ball(kit: DbzKit, balls: int, payable: bool) -> None:
    """Namekian Salvo costs 5 stages -1 for each Dragon Ball in play (both players'): an MP at
    2 stages may perform it only once 3 Dragon Balls are in play."""
    mine = ["Earth Dragon Ball 3", "Namek Dragon Ball 6"][: min(balls, 2)]
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": _DENDE,
            "stage": 2,
            "hand": ["Namekian Salvo"],
            "dragon_balls": mine,
            "life": ["Red Blaze"] * 10,
        },
        "p2": {
            "mp": ["Vegeta - Prince Of Saiyans", "Vegeta - Villainous"],
            "dragon_balls": ["Earth Dragon Ball 1"] * (balls > 2),
            "life": ["Saiyan Clash"] * 10,
        },
    }
    game = game_at(kit, spec)
    labels = [game.describe(a) for a in game.legal_actions()]
    assert any(label.startswith("pass") for label in labels), labels  # p1 is to act
    assert any("Namekian Salvo" in label for label in labels) is payable, labels


def test_a_dragon_ball_attached_by_dende_is_not_counted_as_attached(kit: DbzKit) -> None:
    """Black Vehicle Toss ("Banish this card when more than 1 card is attached to your MP")
    attaches beside Dende's attached Dragon Ball and stays: that Dragon Ball is not an attached
    card for effects."""
    game = _dende_at(kit, 3)
    state = game.state
    assert isinstance(state, DbzState)
    ball = _attach(game, "Earth Dragon Ball 3")
    toss = state.new_card(kit.pool.find("Black Vehicle Toss"), 0, 0)  # p1's Life Deck
    move(state, toss, 0, Zone.HAND)
    state.decision = None
    state.frames.clear()
    push_sentences(state, (fx.AttachTo("your mp"),), Ctx(0, toss))
    advance(state)
    assert state.cards_in(0, Zone.ATTACHED) == [toss] and attached_to_mp(state, ball)
