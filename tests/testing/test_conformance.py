"""Every registered game passes the conformance kit, and the kit catches what it claims to."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest

import reishi
from reishi.agents.random_agent import RandomAgent
from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError
from reishi.engine.events import ActionTaken
from reishi.interfaces.replay_file import ReplayRecorder, load_replay, replay, save_replay
from reishi.testing.conformance import (
    Check,
    ConformanceError,
    check_game,
    invariant_violations,
)
from reishi.testing.random_play import random_positions
from toygame.rules import PlayCard, ToyRules
from toygame.state import ToyState, Zone
from toygame.view import build_view

GAMES = 30  # seeded random games per game and check


def test_game_conforms(reishi_game: str, conformance_check: Check) -> None:
    """Seeded random games of every game pass each check of the kit."""
    report = check_game(reishi_game, games=GAMES, checks=[conformance_check])
    assert report.ok and report.results[0].probes > 0


def test_replay_file_round_trip(reishi_game: str, tmp_path: Path) -> None:
    """A random game saved as a replay file (interfaces/replay_file.py) replays the same log.

    The kit checks the (rules version, decks, seed, actions) triple through JSON without the
    file layer, which testing/ may not import; this adds the file format on top.
    """
    game = reishi.new_game(reishi_game, seed=5)
    recorder = ReplayRecorder(game, seed=5)
    agent = RandomAgent(5)
    for _ in range(5_000):
        if game.is_over:
            break
        recorder.apply(agent.choose(None, game.legal_actions()))
    assert game.is_over
    path = tmp_path / "game.json"
    save_replay(recorder.record(), path)
    assert replay(load_replay(path)).log == game.log


# --- the kit can fail: each check catches a toy game broken on purpose ----------------------


@pytest.fixture
def broken() -> Iterator[list[str]]:
    """Names of broken variants registered by a test, unregistered afterwards."""
    names: list[str] = []
    yield names
    for name in names:
        plugins.unregister(plugins.Group.GAMES, name)


def _failures(broken: list[str], rules: type[ToyRules], check: Check) -> str:
    """The failures of ``check`` on a few games of ``rules``, registered under a fresh name."""
    name = f"broken-{len(broken)}-{check}"
    plugins.register(plugins.Group.GAMES, name, rules)
    broken.append(name)
    report = check_game(name, games=4, checks=[check], raise_on_failure=False)
    assert not report.ok, f"{check} did not catch {rules.__doc__}"
    return "\n".join(report.results[0].failures)


class _LosesCards(ToyRules):
    """A card vanishes from a deck."""

    def apply(self, state: Any, action: Action) -> None:
        super().apply(state, action)
        if state.turn > 3 and state.cards_in(0, Zone.DECK):
            state.cards_in(0, Zone.DECK).pop()


class _MiscountsPower(ToyRules):
    """Power drifts from the cards played (the toy's own invariant)."""

    def apply(self, state: Any, action: Action) -> None:
        super().apply(state, action)
        state.power[0] += 1


class _GetsStuck(ToyRules):
    """No legal action in a game that is not over."""

    def legal_actions(self, state: Any) -> list[Action]:
        return [] if state.turn > 4 else super().legal_actions(state)


class _Forgetful(ToyRules):
    """The log is rewritten: the last event is dropped before each action."""

    def apply(self, state: Any, action: Action) -> None:
        if state.log_head is not None and state.turn > 3:
            state.log_head = state.log_head.prev
        super().apply(state, action)


_CALLS = itertools.count()


class _Unseeded(ToyRules):
    """Chance that does not come from the seed."""

    def new_state(self, decks: Any, seed: int, options: dict[str, Any]) -> ToyState:
        return super().new_state(decks, seed + next(_CALLS), options)


class _FixedDeal(ToyRules):
    """Every seed deals the same game."""

    def new_state(self, decks: Any, seed: int, options: dict[str, Any]) -> ToyState:
        return super().new_state(decks, 0, options)


class _SharedState(ToyState):
    __slots__ = ()

    def clone_extra(self, new: Any) -> None:
        new.power = self.power  # shared, not copied


class _SharingClones(ToyRules):
    """A clone shares the power list with its original."""

    def new_state(self, decks: Any, seed: int, options: dict[str, Any]) -> ToyState:
        state = super().new_state(decks, seed, options)
        state.__class__ = _SharedState
        return state


class _LeakyView(msgspec.Struct, frozen=True):
    seat: int
    other_hand: list[int]


class _ShowsTheOtherHand(ToyRules):
    """The view lists the other seat's hand."""

    def view(self, state: Any, seat: int) -> Any:
        return _LeakyView(seat, state.cards_in(1 - seat, Zone.HAND)[:])


class _ShowsTheDeckTop(ToyRules):
    """The view shows the viewer's own top card."""

    def view(self, state: Any, seat: int) -> Any:
        return _LeakyView(seat, state.cards_in(seat, Zone.DECK)[-1:])


class _Lenient(ToyRules):
    """A card from anywhere may be played."""

    def apply(self, state: Any, action: Action) -> None:
        if isinstance(action, PlayCard) and 0 <= action.card < len(state.defs):
            state.place(action.card, state.zone[state.cards_in(state.current_player, Zone.HAND)[0]])
        super().apply(state, action)


class _NoisyRefusal(ToyRules):
    """A refused action still leaves an event in the log."""

    def apply(self, state: Any, action: Action) -> None:
        state.record(ActionTaken(seat=0, text="tried"))
        super().apply(state, action)


class _CrashingRefusal(ToyRules):
    """A card id out of range crashes instead of being refused."""

    def apply(self, state: Any, action: Action) -> None:
        if isinstance(action, PlayCard):
            state.defs[action.card]
        super().apply(state, action)


class _Unreadable(ToyRules):
    """The notation does not parse back (two spaces where parsing reads one)."""

    def describe(self, state: Any, action: Action) -> str:
        return super().describe(state, action).replace(" ", "  ")


class _TupleView(msgspec.Struct, frozen=True):
    seat: int
    payload: Any


class _LossyJson(ToyRules):
    """The view holds a value that JSON gives back as another type."""

    def view(self, state: Any, seat: int) -> Any:
        return _TupleView(seat, (build_view(state, seat).turn, 1))


@pytest.mark.parametrize(
    ("rules", "check", "phrase"),
    [
        (_LosesCards, Check.INVARIANTS, "is in 0 zones"),
        (_MiscountsPower, Check.INVARIANTS, "has power"),
        (_GetsStuck, Check.INVARIANTS, "offers no legal action"),
        (_Forgetful, Check.INVARIANTS, "changed or removed"),
        (_Unseeded, Check.DETERMINISM, "refused on replay"),
        (_FixedDeal, Check.DETERMINISM, "the seed is not used"),
        (_SharingClones, Check.CLONE, "changed the original"),
        (_ShowsTheOtherHand, Check.REDACTION, "shows hidden cards"),
        (_ShowsTheDeckTop, Check.REDACTION, "shows hidden cards"),
        (_Lenient, Check.ILLEGAL_ACTIONS, "was accepted"),
        (_NoisyRefusal, Check.ILLEGAL_ACTIONS, "changed the game"),
        (_CrashingRefusal, Check.ILLEGAL_ACTIONS, "IndexError"),
        (_Unreadable, Check.REPLAY, "does not parse"),
        (_LossyJson, Check.JSON, "JSON round trip"),
    ],
)
def test_each_check_catches_its_defect(
    broken: list[str], rules: type[ToyRules], check: Check, phrase: str
) -> None:
    """A toy game broken in one way fails the check meant for it, saying why."""
    assert phrase in _failures(broken, rules, check)


def test_a_failing_game_raises_with_every_check_named(broken: list[str]) -> None:
    """By default a failure raises ConformanceError with the summary."""
    plugins.register(plugins.Group.GAMES, "broken-raise", _MiscountsPower)
    broken.append("broken-raise")
    with pytest.raises(ConformanceError, match=r"broken-raise invariants: FAILED") as caught:
        check_game("broken-raise", games=2)
    assert "broken-raise json: ok" in str(caught.value)


def test_redaction_without_a_way_to_sample_fails(broken: list[str]) -> None:
    """A game that says nothing of its hidden zones cannot pass the redaction check."""

    class Silent(ToyRules):
        hidden_zones = None  # type: ignore[assignment]

    assert "neither hidden_zones nor determinize" in _failures(broken, Silent, Check.REDACTION)


def test_random_positions_and_invariant_violations_for_a_games_own_tests() -> None:
    """The kit's playout and invariant check are there for checks the kit cannot make."""
    games = list(random_positions("toy", seed=3))
    assert games[-1].is_over and len(games) > 2
    assert invariant_violations(games[-1]) == []
    state = games[-1].state
    assert isinstance(state, ToyState)
    state.cards_in(0, Zone.PLAYED).append(0)
    assert any("is in 2 zones" in p for p in invariant_violations(games[-1]))


def test_refusals_of_the_toy_game_give_reasons() -> None:
    """The toy refuses a card id out of range and a card not in the hand, saying which."""
    game = next(random_positions("toy", seed=1))
    with pytest.raises(IllegalActionError, match="no card #99"):
        game.apply(PlayCard(99))
    seat = game.current_player
    assert seat is not None
    other_hand = game.state.cards_in(1 - seat, Zone.HAND)  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError, match="not in your hand"):
        game.apply(PlayCard(other_hand[0]))
