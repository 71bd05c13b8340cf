"""Shortcuts of the procedure: forced passes taken in the window, triggers looked for only
where some card has them, and the battle decision's responses read from the kept answer."""

from __future__ import annotations

from typing import Any

import pytest

from reishi.engine import caches
from reishi.engine.actions import PassPriority
from reishi.engine.game import Game, new_game
from reishi.games.bleach import events as ev
from reishi.games.bleach import frames, queue_steps
from reishi.games.bleach.abilities import Trigger
from reishi.games.bleach.legal import compute_legal, instant_actions
from reishi.games.bleach.state import BleachState
from reishi.games.bleach.triggers import TRIGGER_CODES, fire


def _play_until(game: Game, wanted: str, limit: int = 3_000) -> None:
    """Play the last legal action until the pending decision is of kind ``wanted``."""
    for _ in range(limit):
        state: BleachState = game.state
        if game.is_over:
            break
        if state.decision is not None and state.decision.kind == wanted:
            return
        game.apply(game.legal_actions()[-1])
    pytest.fail(f"no {wanted} decision came up")


@pytest.mark.interpreted_only
def test_a_seat_that_can_only_pass_is_not_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    # It passes inside the window, logged as a forced pass, instead of being handed a
    # decision whose one legal action the driver would take for it.
    asked: list[bool] = []

    def decide(state: BleachState, kind: str, seat: int, prompt: str, **kw: Any) -> None:
        if kind == "priority":
            asked.append(bool(instant_actions(state, seat)))
        frames.decide(state, kind, seat, prompt, **kw)

    monkeypatch.setattr(queue_steps, "decide", decide)
    forced = 0
    for seed in range(4):
        game = new_game("bleach", None, seed)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[seed % len(legal)])
        forced += sum(1 for e in game.log if isinstance(e, ev.PriorityPassed) and e.automatic)
    assert asked and all(asked)
    assert forced > 0


def test_the_triggers_looked_for_are_every_printed_one() -> None:
    game = new_game("bleach", None, 3)
    state: BleachState = game.state
    printed = frozenset(t for i in state.info for t in i.triggers)
    assert state.triggers_present == printed
    assert printed and printed != frozenset(Trigger)  # the starter decks lack some
    assert game.clone().state.triggers_present == printed
    assert game.determinize(0, 1).state.triggers_present == printed


def _pending_after(
    state: BleachState, trigger: Trigger, card: int, present: frozenset[Trigger] | None
) -> list[object]:
    """What firing ``trigger`` about ``card`` leaves pending, with ``present`` as the game's."""
    probe = state.clone()
    probe.pending = [[], []]
    probe.triggers_present = present  # None: unknown, so every zone is looked at
    fire(probe, trigger, card)
    return [*probe.pending[0], *probe.pending[1]]


def _a_trigger_that_fires() -> tuple[BleachState, Trigger, int]:
    """A state, a trigger and a card in play whose triggered effect it sets off."""
    for seed in range(20):
        game = new_game("bleach", None, seed)
        while not game.is_over:
            state: BleachState = game.state
            for seat in (0, 1):
                for code in TRIGGER_CODES[seat]:
                    for card in state.zones[code]:
                        for trigger in state.info[card].triggers:
                            if _pending_after(state, trigger, card, state.triggers_present):
                                return state, trigger, card
            legal = game.legal_actions()
            game.apply(legal[seed % len(legal)])
    pytest.fail("no triggered effect of a card in play could be set off")


def test_a_trigger_is_looked_for_only_where_the_game_says_it_may_be() -> None:
    state, trigger, card = _a_trigger_that_fires()
    found = _pending_after(state, trigger, card, state.triggers_present)
    assert found == _pending_after(state, trigger, card, None)
    assert _pending_after(state, trigger, card, frozenset()) == []  # a game without it


def test_a_stale_answer_is_caught_at_a_battle_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("bleach", None, 3)
    _play_until(game, "battle")
    state: BleachState = game.state
    seat = state.decision.seat
    monkeypatch.setattr(caches, "CHECK", True)
    assert compute_legal(state) == game.legal_actions()  # the kept answer holds
    state.instants[seat] = [PassPriority()]  # not what the state allows
    state.instants_at[seat] = state.changes[seat]
    state.instants_queue[seat] = -1
    with pytest.raises(caches.StaleCacheError, match="stale cache bleach instant actions"):
        compute_legal(state)
