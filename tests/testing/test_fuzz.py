"""The fuzzer: every check catches a planted fault, and each fault is minimised."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.rng import Rng
from reishi.testing.fuzz import (
    FuzzCheck,
    Sampling,
    agent_pool,
    fuzz_game,
    fuzz_setup,
    play_checked,
)
from reishi.testing.shrink import Step, ddmin, delete_runs, minimise, replay_choices, replay_steps
from toygame.rules import PlayCard, ToyRules
from toygame.state import ToyState, Zone
from toygame.view import CardView

EVERY_DECISION = Sampling(probe_every=1, notation_every=1, max_decisions=2_000)


class _Planted(ToyRules):
    """The toy race with its number decks read from text, so games start from random decks."""

    def random_deck(self, seed: int) -> str:
        rng = Rng(seed)
        return ",".join(str(1 + rng.below(5)) for _ in range(12 + rng.below(9)))


class LosesACard(_Planted):
    """Playing a 5 after turn 6 loses the top card of P1's deck."""

    name = "fuzz-loses-a-card"

    def apply(self, state: Any, action: Action) -> None:
        super().apply(state, action)
        late = state.turn > 6 and not state.is_over and state.cards_in(0, Zone.DECK)
        if late and isinstance(action, PlayCard) and state.defs[action.card].value == 5:
            state.cards_in(0, Zone.DECK).pop()


class Crashes(_Planted):
    """Playing a 4 on turn 9 or later crashes."""

    name = "fuzz-crashes"

    def apply(self, state: Any, action: Action) -> None:
        if isinstance(action, PlayCard) and state.turn >= 9 and state.defs[action.card].value == 4:
            raise KeyError("planted")
        super().apply(state, action)


class LeaksTheHand(_Planted):
    """Once a seat has 10 power, everyone sees its hand."""

    name = "fuzz-leaks"

    def view(self, state: Any, seat: int) -> Any:
        view = super().view(state, seat)
        other = 1 - seat
        if state.power[other] < 10:
            return view
        hand = [CardView(c, state.defs[c].value) for c in state.cards_in(other, Zone.HAND)]
        players = list(view.players)
        players[other] = msgspec.structs.replace(players[other], hand=hand)
        return msgspec.structs.replace(view, players=players)


class SharedClone(_Planted):
    """A clone shares its power list with the original."""

    name = "fuzz-shared-clone"

    def new_state(self, decks: Any, seed: int, options: dict[str, Any]) -> Any:
        state = super().new_state(decks, seed, options)
        state.__class__ = _SharingState
        return state


class Drifts(_Planted):
    """The game's result depends on a counter outside its state: replays differ."""

    name = "fuzz-drifts"
    games = 0

    def new_state(self, decks: Any, seed: int, options: dict[str, Any]) -> Any:
        Drifts.games += 1
        return super().new_state(decks, seed + Drifts.games, options)


class _SharingState(ToyState):
    __slots__ = ()

    def clone_extra(self, new: Any) -> None:
        new.power = self.power  # the planted fault: no copy


PLANTED = (LosesACard, Crashes, LeaksTheHand, SharedClone, Drifts)


@pytest.fixture(autouse=True)
def planted_games() -> Iterator[None]:
    for rules in PLANTED:
        plugins.register(plugins.Group.GAMES, rules.name, rules)
    yield
    for rules in PLANTED:
        plugins.unregister(plugins.Group.GAMES, rules.name)


def _first_violation(game: str, sampling: Sampling = EVERY_DECISION, games: int = 40) -> Any:
    for index in range(games):
        trace = fuzz_game(game, 1, index, sampling)
        if trace.summary.violation is not None:
            return trace
    raise AssertionError(f"no violation in {games} games of {game}")


def test_fuzz_toy_race_is_clean_and_deterministic() -> None:
    for index in range(12):
        first = fuzz_game("toy", 7, index, EVERY_DECISION)
        assert first.summary.violation is None, first.summary.violation
        assert first.summary.probes > 0
        again = fuzz_game("toy", 7, index, EVERY_DECISION)
        assert (again.choices, again.summary) == (first.choices, first.summary)


def test_fuzz_setup_mixes_agents_and_draws_decks_from_the_rules() -> None:
    setups = [fuzz_setup(LosesACard.name, 3, i) for i in range(60)]
    assert {a for s in setups for a in s.agents} == set(agent_pool(LosesACard.name))
    assert len({tuple(s.decks or ()) for s in setups}) == 60
    assert fuzz_setup("toy", 3, 0).decks is None  # no random decks: the starters


def test_agent_pool_has_the_games_own_players_shuffled_too() -> None:
    assert agent_pool("toy") == [
        "random",
        "random",
        "greedy",
        "shuffled greedy",
    ]


@pytest.mark.parametrize(
    ("rules", "check"),
    [
        (LosesACard, FuzzCheck.INVARIANTS),
        (Crashes, FuzzCheck.CRASH),
        (LeaksTheHand, FuzzCheck.REDACTION),
        (SharedClone, FuzzCheck.CLONE),
        (Drifts, FuzzCheck.REPLAY),
    ],
)
def test_each_check_finds_its_planted_fault_and_minimises_it(rules: Any, check: FuzzCheck) -> None:
    trace = _first_violation(rules.name)
    assert trace.summary.violation.check is check, trace.summary.violation
    found = minimise(trace, EVERY_DECISION, seconds=20)
    assert found.check is check
    assert len(found.choices) <= len(trace.choices)
    assert len(found.actions) == len(found.choices)
    if check is not FuzzCheck.REPLAY:  # a drifting game never reproduces exactly
        again, _ = replay_choices(
            trace.setup.__class__(
                game=found.game,
                index=0,
                seed=found.seed,
                decks=found.decks,
                agents=[],
            ),
            found.choices,
            check,
            EVERY_DECISION,
        )
        assert again is not None and again.check is check


def test_a_lost_card_is_minimised_to_the_few_actions_it_needs() -> None:
    trace = _first_violation(LosesACard.name)
    found = minimise(trace, EVERY_DECISION, seconds=20)
    # Turn 7 needs six actions; the seventh plays the 5 that loses the card.
    assert len(found.choices) < len(trace.choices) or len(trace.choices) <= 8
    assert found.actions[-1] == "play 5" or found.actions[-1].isdigit()


def test_ddmin_finds_a_one_minimal_failing_list() -> None:
    def fails(items: list[int]) -> list[int] | None:
        return items if {3, 7} <= set(items) else None

    assert sorted(ddmin(list(range(20)), fails, time.monotonic() + 5)) == [3, 7]


def test_ddmin_stops_at_its_deadline() -> None:
    calls = []

    def fails(items: list[int]) -> list[int] | None:
        calls.append(1)
        return None

    assert ddmin(list(range(50)), fails, time.monotonic() - 1) == list(range(50))
    assert not calls


def test_delete_runs_removes_a_run_that_must_go_whole_where_ddmin_cannot() -> None:
    # The list fails while 0-4 and 11-29 are all there and the run 5-10 is whole or gone:
    # no ddmin chunk is that run, and removing part of it passes.
    def fails(items: list[int]) -> list[int] | None:
        kept = set(items)
        run = kept & set(range(5, 11))
        needed = set(range(5)) | set(range(11, 30))
        return items if needed <= kept and len(run) in (0, 6) else None

    whole = list(range(30))
    assert ddmin(whole, fails, time.monotonic() + 5) == whole
    assert delete_runs(whole, fails, time.monotonic() + 5) == [*range(5), *range(11, 30)]


def test_a_step_takes_its_own_action_while_legal_and_else_its_index() -> None:
    trace = fuzz_game("toy", 1, 0, EVERY_DECISION)
    bare = [Step(None, choice) for choice in trace.choices]
    _, taken = replay_steps(trace.setup, bare, FuzzCheck.INVARIANTS, EVERY_DECISION)
    assert [step.choice for step in taken] == trace.choices[: len(taken)]
    wrong_indices = [Step(step.action, step.choice + 1) for step in taken]
    _, again = replay_steps(trace.setup, wrong_indices, FuzzCheck.INVARIANTS, EVERY_DECISION)
    assert again == taken  # each action was legal where it stood, so its index was not read
    by_index = [Step(None, step.choice + 1) for step in taken]
    _, shifted = replay_steps(trace.setup, by_index, FuzzCheck.INVARIANTS, EVERY_DECISION)
    assert shifted != taken


def test_a_game_with_no_end_is_a_violation() -> None:
    short = Sampling(probe_every=1000, notation_every=1000, max_decisions=3)
    trace = play_checked(fuzz_setup("toy", 1, 0), short)
    assert trace.summary.violation is not None
    assert trace.summary.violation.check is FuzzCheck.END


def test_every_game_fuzzes_clean(reishi_game: str) -> None:
    """A few closely probed games of each game (the long runs are ``reishi fuzz``)."""
    probes = 0
    for index in range(2):
        trace = fuzz_game(reishi_game, 11, index, Sampling(probe_every=12, notation_every=2))
        assert trace.summary.violation is None, trace.summary.violation
        probes += trace.summary.probes
    assert probes > 0
