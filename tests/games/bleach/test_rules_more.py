"""Rules that need more than a scenario file can say: loops, simultaneous triggers, the
sequence of windows in a whole turn, do-what-you-can, repeated and limited activations,
and modified costs."""

from __future__ import annotations

import pytest

import reishi
from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError, ReishiError
from reishi.engine.game import Game
from reishi.games.bleach import events as ev
from reishi.games.bleach.commands import LOOP as LOOP_COMMAND
from reishi.games.bleach.loops import demonstrated_loop, loop_actions, repeat_loop
from reishi.games.bleach.state import BleachState, Zone
from reishi.testing.scenario import parse_scenario, start_game

OPPONENT = """
[position.p2]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy", "Mind Energy"]
"""


def game_from(text: str) -> Game:
    """A game at the position a scenario text describes (no actions, no expectations)."""
    return start_game(parse_scenario('game = "bleach"\n' + text, "<test>"))


def state_of(game: Game) -> BleachState:
    state = game.state
    assert isinstance(state, BleachState)
    return state


def settle(game: Game) -> None:
    """Pass until the queue is empty (forced passes happen on their own)."""
    while state_of(game).queue and not game.is_over:
        game.apply(game.parse("pass"))


def events_of(game: Game, kind: type) -> list[ev.Event]:
    return [e for e in game.log if isinstance(e, kind)]


LOOP = (
    """
title = "loop"
[[card]]
title = "Hourglass Keeper"
type = "character"
cost = { mind = 1 }
stats = { STR = 1 }
traits = ["Non-Unique"]
effects = ["deplete: renew a character in play"]

[position]
step = "main"
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
energy = ["Mind Energy", "Body Energy", "Spirit Energy"]  # Reality Check is playable
hand = ["Reality Check"]
party = [
    "Hourglass Keeper",
    { title = "Hourglass Keeper", depleted = true },
    { title = "Chad - Young Student", depleted = true },   # a second target: a real choice
]
"""
    + OPPONENT
)


def _demonstrate(game: Game, times: int) -> None:
    # Two Keepers renew each other: the position after each round is the one before it.
    first, second = state_of(game).cards_in(0, Zone.PARTY)[:2]
    for _ in range(times):
        for user, target in ((first, second), (second, first)):
            game.apply(game.parse(f"use Hourglass Keeper #{user} effect 1"))
            game.apply(game.parse(f"choose Hourglass Keeper #{target}"))
            game.apply(game.parse("pass"))


@pytest.mark.rule("ARD: Infinite Rules")
def test_loop_repeats_n_times_after_three_demonstrations() -> None:
    game = game_from(LOOP)
    _demonstrate(game, 2)
    with pytest.raises(IllegalActionError, match="demonstrated 3 times"):
        loop_actions(game, 0, 5)  # shown only twice so far
    _demonstrate(game, 1)
    assert demonstrated_loop(game, 0) is not None
    depletes_before = len(events_of(game, ev.CardDepleted))
    looped = repeat_loop(game, 0, 50)
    assert len(events_of(looped, ev.CardDepleted)) - depletes_before == 100  # 2 per round
    assert isinstance(looped.log[-1], ev.LoopRepeated)
    # The original game is untouched: the loop ran on a copy.
    assert len(events_of(game, ev.CardDepleted)) == depletes_before


@pytest.mark.rule("ARD: Infinite Rules")
def test_loop_interrupted_by_the_opponent_is_not_a_loop() -> None:
    game = game_from(LOOP)
    _demonstrate(game, 3)
    state = state_of(game)
    # An opponent's real choice (not a pass) in the middle breaks the demonstration.
    state.record(ev.ActionTaken(seat=1, text="play Reality Check #9"))
    _demonstrate(game, 2)
    assert demonstrated_loop(game, 0) is None


@pytest.mark.rule("ARD: Infinite Rules")
def test_loop_table_command_applies_through_the_front_end_and_logs_the_loop() -> None:
    game = game_from(LOOP)
    applied: list[Action] = []

    def apply(action: Action) -> None:
        applied.append(action)
        game.apply(action)

    with pytest.raises(IllegalActionError, match="demonstrated 3 times"):
        LOOP_COMMAND.run(game, 0, "2", apply)
    with pytest.raises(ReishiError, match="usage: loop N"):
        LOOP_COMMAND.run(game, 0, "many", apply)
    assert applied == []  # a refused command changes nothing
    _demonstrate(game, 3)
    depletes_before = len(events_of(game, ev.CardDepleted))
    message = LOOP_COMMAND.run(game, 0, "4", apply)
    assert message == "Loop of 6 action(s) repeated 4 time(s)."
    assert len(events_of(game, ev.CardDepleted)) - depletes_before == 8  # 2 per round
    assert len(applied) >= 4 * 6  # every action went through the front end's apply (replays)
    assert isinstance(game.log[-1], ev.LoopRepeated)


TRIGGERS = """
title = "both players trigger"
[[card]]
title = "Exile"
type = "event"
effects = ["discard a character in play"]

[position]
step = "main"
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
hand = ["Exile", "Exile"]
party = ["Grand Fisher - Lure", "Chad - Young Student"]
[position.p2]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
party = ["Grand Fisher - Lure"]
"""


@pytest.mark.rule(
    "ARD: Triggered Effects", "ARD: Simultaneous Effects", "ARD: Triggered Effects and the Queue"
)
def test_active_players_triggers_go_on_the_queue_first_and_resolve_last() -> None:
    game = game_from(TRIGGERS)
    game.apply(game.parse("play Exile"))
    game.apply(game.parse("choose Chad - Young Student"))
    settle(game)  # Exile resolves; both Grand Fishers trigger, then resolve
    added = [e for e in events_of(game, ev.QueueItemAdded) if e.kind == "triggered"]
    assert [e.seat for e in added] == [0, 1]  # stage 1 (active) then stage 2 (responding)
    gains = [e.seat for e in events_of(game, ev.PowerChanged)]
    assert gains == [1, 0]  # last in, first out: the responding player's resolves first


@pytest.mark.rule(
    "ARD: The Sequence of Play and Priority Windows",
    "ARD: Sequence — Step 2 Main",
    "ARD: Sequence — Phase A Pass",
    "ARD: Sequence — Step 3 End",
    "RB: How a Turn Works",
    "RB: 2. The Main Step",
    "RB: 3. The End Step",
)
def test_a_whole_turn_opens_every_window_in_order() -> None:
    game = reishi.new_game("bleach", seed=11)
    while state_of(game).turn < 4 and not game.is_over:  # play all of turn 3
        game.apply(game.legal_actions()[0])
    windows: list[str] = []
    turn = 0
    for event in game.log:
        if isinstance(event, ev.TurnBegan):
            turn = event.turn
        elif isinstance(event, ev.WindowOpened) and turn == 3:
            windows.append(event.label)
    assert windows == [
        "Resource Phase 1: renewed",
        "Resource Phase 2: drew",
        "Resource Phase 3",
        "Resource Phase 4",
        "Main step began",
        "Main step ended",  # Phase A: the active player passed the Main step
        "End step",
    ]


DISCARD_TWO = (
    """
title = "do what you can"
[[card]]
title = "Mind Rot"
type = "event"
effects = ["opponent discards 2"]
[position]
step = "main"
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
hand = ["Mind Rot", "Mind Rot"]
"""
    + OPPONENT
    + 'hand = ["Chad - Young Student"]\n'
)


@pytest.mark.rule("RB: Do What You Can Rule")
def test_do_what_you_can_discards_the_only_card() -> None:
    game = game_from(DISCARD_TWO)
    game.apply(game.parse("play Mind Rot"))
    settle(game)
    state = state_of(game)
    assert state.cards_in(1, Zone.HAND) == []
    assert [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)] == [
        "Chad - Young Student"
    ]
    assert not state.is_over  # play continues


GUARDIAN_TWICE = (
    """
title = "use twice"
[position]
step = "main"
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
energy = [{ title = "Spirit Energy", count = 6 }, "Mind Energy"]
hand = ["Kon's Pep Talk"]
party = ["Chad - Young Student"]
"""
    + OPPONENT
)


@pytest.mark.rule("RB: Using a Card", "RB: Activated Effect", "ARD: Activated Effect")
def test_an_activated_effect_is_used_as_often_as_it_is_paid() -> None:
    game = game_from(GUARDIAN_TWICE)
    for _ in range(2):
        game.apply(game.parse("use Ichigo Kurosaki"))
        settle(game)
    state = state_of(game)
    chad = state.cards_in(0, Zone.PARTY)[0]
    from reishi.games.bleach.stats import stat_value

    assert stat_value(state, chad, "STR") == state.defs[chad].stats["STR"] + 4
    # Six spirit energy paid for two uses; a third use cannot be paid.
    assert not any("use Ichigo Kurosaki" in game.describe(a) for a in game.legal_actions())


BADGE = (
    """
title = "once per turn"
[position]
step = "main"
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
energy = [{ title = "Spirit Energy", count = 2 }, "Mind Energy"]
hand = ["Kon's Pep Talk"]
party = [{ title = "Chad - Young Student", attached = ["Substitute Badge"] }]
"""
    + OPPONENT
)


@pytest.mark.rule("ARD: Card Rules", "RB: Limiting Text")
def test_limit_once_per_turn_allows_one_use_even_with_energy_left() -> None:
    game = game_from(BADGE)
    game.apply(game.parse("use Substitute Badge"))
    settle(game)
    assert not any("use Substitute Badge" in game.describe(a) for a in game.legal_actions())


SHOP = (
    """
title = "cost modifier"
[position]
step = "main"
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Mind Energy"]
energy = ["Spirit Energy", "Mind Energy"]
hand = ["Zangetsu", "Kon's Pep Talk"]
party = ["Chad - Young Student"]
grounds = ["Urahara Shop"]
"""
    + OPPONENT
)


@pytest.mark.rule("RB: Energy Cost", "ARD: Costs")
def test_cost_modifier_changes_what_is_paid_not_the_energy_cost() -> None:
    game = game_from(SHOP)
    state = state_of(game)
    zangetsu = next(c for c in state.cards_in(0, Zone.HAND) if state.defs[c].title == "Zangetsu")
    assert state.defs[zangetsu].energy_cost == 2  # printed: 2 spirit
    # Urahara Shop: items cost 1 less spirit, so one spirit energy pays for Zangetsu.
    game.apply(game.parse("play Zangetsu"))
    spirit = [
        c for c in state_of(game).cards_in(0, Zone.ENERGY) if state.defs[c].title == "Spirit Energy"
    ]
    assert all(state_of(game).depleted[c] for c in spirit)
    assert state_of(game).defs[zangetsu].energy_cost == 2
