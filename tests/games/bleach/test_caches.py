"""The priority-window cache: checked by recomputation, and a stale one is caught."""

from __future__ import annotations

import pytest

from reishi.engine import caches
from reishi.engine.actions import Action, PassPriority
from reishi.engine.events import CardDrawn
from reishi.engine.game import Game, new_game
from reishi.games.bleach import events as ev
from reishi.games.bleach import legal
from reishi.games.bleach.abilities import Ability, AbilityKind, Condition, QueueTarget
from reishi.games.bleach.actions import UseEffect
from reishi.games.bleach.conditions import PartyCount
from reishi.games.bleach.filters import CardFilter, Target
from reishi.games.bleach.info import title_info
from reishi.games.bleach.legal import instant_actions
from reishi.games.bleach.state import BleachState, Zone
from reishi.sim.playout import new_agents, play_to_end


def _play_checked(agent: str, seed: int) -> Game:
    game = new_game("bleach", None, seed)
    play_to_end(game, new_agents([agent, agent], seed, game="bleach"), 5_000)
    return game


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_every_cached_answer_matches_a_fresh_one(
    agent: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    for seed in range(6):
        assert _play_checked(agent, seed).is_over


def test_a_stale_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    game = new_game("bleach", None, 3)
    while not any(k is not None for k in game.state.instants):
        game.apply(game.legal_actions()[-1])
    seat = next(s for s, kept in enumerate(game.state.instants) if kept is not None)
    game.state.instants[seat] = [PassPriority(), PassPriority()]  # not what the state allows
    with pytest.raises(caches.StaleCacheError, match="stale cache bleach instant actions"):
        instant_actions(game.state, seat)


def test_a_clone_asks_again() -> None:
    game = new_game("bleach", None, 3)
    while not any(k is not None for k in game.state.instants):
        game.apply(game.legal_actions()[-1])
    assert game.clone().state.instants == [None, None]


def test_shared_card_views_match_fresh_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    for seed in range(4):
        game = new_game("bleach", None, seed)
        players = new_agents(["random", "random"], seed, game="bleach")
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            game.view(seat)
            game.view(None)
            game.apply(players[seat].choose(None, game.legal_actions()))


def test_an_answer_outlives_quiet_events_and_not_a_change() -> None:
    game = new_game("bleach", None, 3)
    while not any(k is not None for k in game.state.instants):
        game.apply(game.legal_actions()[-1])
    state = game.state
    seat = next(s for s, kept in enumerate(state.instants) if kept is not None)
    kept = state.instants[seat]
    # A window opening and a pass change nothing a response depends on: kept.
    state.record(ev.WindowOpened(label="test"))
    state.record(ev.PriorityPassed(seat=seat))
    assert instant_actions(state, seat) is kept  # the kept list itself: not asked again
    # Nor do power, the step or a battle before it begins, which no response reads.
    state.record(ev.MainStepPassed(seat=state.active))
    state.record(ev.PowerChanged(seat=seat, amount=-1, power=5, cause="test"))
    assert instant_actions(state, seat) is kept  # the kept list itself: not asked again
    # Any other event may have: asked again.
    state.record(ev.CardsRenewed(seat=seat, cards=()))
    again = instant_actions(state, seat)
    assert again == kept and again is not kept  # asked again: a new list, the same answer


def test_only_an_answer_that_can_choose_a_queued_effect_is_asked_again_on_queue_changes() -> None:
    game = new_game("bleach", None, 3)
    state = game.state
    seat = _kept_seat(game)
    kept = state.instants[seat]
    state.instants_queue[seat] = -1  # found without looking at anything that reads the queue
    state.record(ev.QueueItemResolved(uid=1, source="test"))
    assert instant_actions(state, seat) is kept  # the kept list itself: not asked again
    state.instants_queue[seat] = state.queue_changes  # found looking at a cancel effect
    state.record(ev.QueueItemAdded(uid=2, seat=seat, kind="event", source="t", description="t"))
    again = instant_actions(state, seat)
    assert again == kept and again is not kept  # asked again: a new list, the same answer


def test_an_unrecorded_change_counts_for_both_seats() -> None:
    state = new_game("bleach", None, 3).state
    before = state.changes[:]
    state.touch()
    assert state.changes == [before[0] + 1, before[1] + 1]


def test_a_game_whose_responses_may_read_more_counts_every_event() -> None:
    state = new_game("bleach", None, 3).state
    state.narrow_responses = False  # as set_info finds when a test kind reads widely
    before = state.changes[:]
    state.record(ev.MainStepPassed(seat=0))
    state.record(CardDrawn(seat=0, card=0))
    assert state.changes == [before[0] + 2, before[1] + 2]


def _kept_seat(game: Game) -> int:
    while not any(k is not None for k in game.state.instants):
        game.apply(game.legal_actions()[-1])
    return next(s for s, kept in enumerate(game.state.instants) if kept is not None)


def test_a_change_to_one_seats_own_resources_leaves_the_other_seats_answer() -> None:
    game = new_game("bleach", None, 3)
    state = game.state
    assert state.narrow_responses  # no starter card looks at the other seat's hand or energy
    seat = _kept_seat(game)
    kept = state.instants[seat]
    state.record(CardDrawn(seat=1 - seat, card=0))  # the other seat's hand: kept
    assert instant_actions(state, seat) is kept  # the kept list itself: not asked again
    state.record(CardDrawn(seat=seat, card=0))  # its own hand: asked again
    again = instant_actions(state, seat)
    assert again == kept and again is not kept  # asked again: a new list, the same answer


def test_a_card_that_looks_at_the_other_seats_hand_makes_every_change_count() -> None:
    game = new_game("bleach", None, 3)
    state = game.state
    peek = Ability(
        kind=AbilityKind.PLAY,
        text="Choose a card in your opponent's hand.",
        targets=(Target(filter=CardFilter(zones=(Zone.HAND,), side="opponent"), prompt="?"),),
    )
    own = Ability(
        kind=AbilityKind.PLAY,
        text="Choose a card in your hand.",
        targets=(Target(filter=CardFilter(zones=(Zone.HAND,), side="you"), prompt="?"),),
    )
    card = state.defs[0]
    assert title_info(card, (peek,)).reads_widely
    assert not title_info(card, (own,)).reads_widely
    state.set_info([*state.info[1:], title_info(card, (peek,))])
    assert not state.narrow_responses
    before = state.changes[:]
    state.record(CardDrawn(seat=0, card=0))
    assert state.changes == [before[0] + 1, before[1] + 1]


def test_a_kind_of_test_that_does_not_say_what_it_reads_may_read_anything() -> None:
    class Unknown(Condition):
        def holds(self, state: BleachState, seat: int, source: int) -> bool:
            return True

    assert Unknown().reads_widely()
    assert not PartyCount(trait="Good", count=2).reads_widely()


def test_a_cancel_effect_reads_the_queue() -> None:
    card = new_game("bleach", None, 3).state.defs[0]
    cancel = Ability(kind=AbilityKind.PLAY, text="Cancel an effect.", targets=(QueueTarget(),))
    assert title_info(card, (cancel,)).reads_queue
    assert not title_info(card, ()).reads_queue


@pytest.mark.interpreted_only
def test_a_main_step_pre_test_that_rules_out_too_much_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for seed in range(20):
        game = new_game("bleach", None, seed)
        players = new_agents(["random", "random"], seed, game="bleach")
        while not game.is_over:
            state = game.state
            d = state.decision
            usable = legal.usable_effects(state, d.seat) if d.kind == "main" else []
            if any(_pays_energy(state, u) for u in usable):
                monkeypatch.setattr(legal, "_covered", lambda available, costs: False)
                monkeypatch.setattr(caches, "CHECK", True)
                with pytest.raises(caches.StaleCacheError, match="bleach usable effects"):
                    legal.l_main(state, d)
                return
            seat = game.current_player
            assert seat is not None
            game.apply(players[seat].choose(None, game.legal_actions()))
    raise AssertionError("no main step with a usable effect")


def _pays_energy(state: BleachState, action: Action) -> bool:
    assert isinstance(action, UseEffect)
    info = state.info[action.card]
    index = [i for i, _ in info.activated].index(action.ability)
    return bool(info.activated_quick[index][0])
