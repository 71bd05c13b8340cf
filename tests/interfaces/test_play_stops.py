"""Stops at the table: a person is asked where a move is plausible, at the moments they choose,
and not while they pass on purpose; what happened meanwhile is told before the next question.

Driven through the terminal session with scripted answers, on Bleach, whose priority
windows are many (ARD: The Sequence of Play and Priority Windows).
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable

from rich.console import Console

from reishi.agents.registry import make_agent
from reishi.engine.game import Game, new_game
from reishi.engine.presentation import ActionKind, EventLevel
from reishi.interfaces.cli.play import Session
from reishi.interfaces.cli.table_talk import action_notes, decision_moment
from reishi.interfaces.judge_log import missed_summary
from reishi.interfaces.replay_file import ReplayRecorder

MAX_PROMPTS = 400
Answer = Callable[[Game, str], str]


def _last(game: Game, prompt: str) -> str:
    """Play the last legal action: usually a card or an effect, so the seat acts a lot."""
    return str(len(game.legal_actions()))


def _play(
    seed: int, answer: Answer, first: tuple[str, ...] = ()
) -> tuple[Game, list[str], str, Session]:
    game = new_game("bleach", seed=seed)
    out = io.StringIO()
    console = Console(file=out, width=100)
    prompts: list[str] = []
    script = list(first)

    def read(prompt: str) -> str | None:
        prompts.append(prompt)
        if len(prompts) > MAX_PROMPTS:
            return None
        return script.pop(0) if script else answer(game, prompt)

    opponent = make_agent("heuristic", 1, game="bleach")
    recorder = ReplayRecorder(game, seed=seed)
    session = Session(
        game=game, recorder=recorder, agents=[None, opponent], console=console, read_line=read
    )
    assert session.run() == 0
    return game, prompts, out.getvalue(), session


def test_asked_only_where_a_move_is_plausible_and_told_where_passed() -> None:
    asked: list[set[ActionKind]] = []

    def answer(game: Game, prompt: str) -> str:
        notes = action_notes(game, game.legal_actions())
        assert notes is not None
        asked.append({note.kind for note in notes})
        return _last(game, prompt)

    game, _, out, _ = _play(5, answer)
    assert game.is_over
    plausible = {ActionKind.PLAY, ActionKind.RESPONSE, ActionKind.CHOICE}
    for kinds in asked:
        assert kinds & plausible or ActionKind.PASS not in kinds, kinds
    assert "You passed" in out and "nothing you hold fits there" in out


def test_a_stop_asks_at_its_moment_and_changes_nothing_else() -> None:
    def pass_at_end(game: Game, prompt: str) -> str:
        return "pass" if decision_moment(game) == "End step" else _last(game, prompt)

    plain, plain_prompts, _, _ = _play(2, pass_at_end)
    stopped, prompts, out, _ = _play(2, pass_at_end, first=("stops add End step",))
    assert "You will always be asked at 'End step'." in out
    assert not [p for p in plain_prompts if "End step" in p]
    assert [p for p in prompts if "· End step>" in p]
    # The stop only asked; passing there is what the default did, so the game is the same.
    assert [str(e) for e in stopped.log] == [str(e) for e in plain.log]


def test_yield_passes_until_something_new_happens() -> None:
    # (log length at the yield, log length when next asked, whether that decision must be
    # asked whatever the pass: a choice for the rules, or no pass among its actions)
    seen: list[tuple[int, int, bool]] = []
    state = {"yielded": -1}

    def answer(game: Game, prompt: str) -> str:
        kinds = {n.kind for n in action_notes(game, game.legal_actions()) or []}
        if state["yielded"] >= 0:
            forced = ActionKind.CHOICE in kinds or ActionKind.PASS not in kinds
            seen.append((state["yielded"], len(game.log), forced))
            state["yielded"] = -1
        if ActionKind.PASS in kinds and len(seen) < 4:
            state["yielded"] = len(game.log)
            return "yield"
        return _last(game, prompt)

    game, _, out, session = _play(4, answer)
    assert "You are passing until something new happens." in out
    assert len(seen) >= 2
    judge = session.logs[0]
    news = {EventLevel.KEY, EventLevel.TURN}
    for start, end, forced in seen:
        happened = {judge.level(e) for e in game.log[start:end]}
        assert forced or happened & news, (start, end)


def test_pass_until_my_turn_is_not_asked_in_the_other_turn() -> None:
    turns: list[tuple[int, bool]] = []  # (active seat when asked, the decision has a pass)
    state = {"passing": False}

    def answer(game: Game, prompt: str) -> str:
        notes = action_notes(game, game.legal_actions()) or []
        if state["passing"]:
            turns.append((game.state.active, ActionKind.CHOICE in {n.kind for n in notes}))
            state["passing"] = False
        has_pass = any(n.kind is ActionKind.PASS for n in notes)
        if game.state.active == 0 and has_pass and game.turn >= 2 and not turns:
            state["passing"] = True
            return "pass until my turn"
        return _last(game, prompt)

    _, _, out, _ = _play(6, answer)
    assert "You are passing until your next turn." in out
    assert turns
    for active, choice in turns:
        assert active == 0 or choice  # only a choice for the rules comes before


def test_what_happened_while_not_asked_is_summed_up_before_the_next_question() -> None:
    # Each "While you were not asked" line names, in order, the key events since the seat was
    # last asked: the opponent's plays, what resolved, damage taken.
    asked_at: list[int] = []

    def answer(game: Game, prompt: str) -> str:
        asked_at.append(len(game.log_for(0)))
        if ActionKind.PASS in {n.kind for n in action_notes(game, game.legal_actions()) or []}:
            return "pass until my turn"
        return _last(game, prompt)

    game, _, out, session = _play(6, answer)
    judge = session.logs[0]
    summaries = [line for line in out.splitlines() if line.startswith("While you were not asked:")]
    assert summaries, "nothing was summed up"
    events = game.log_for(0)
    expected = []
    # The last window ends with the game: what happened after the last question is told too.
    for start, end in itertools.pairwise([*asked_at, len(events)]):
        line = missed_summary(judge, events[start:end])
        if line:
            expected.append(line)
    assert set(summaries) <= set(expected)
    for line in summaries:
        assert line.endswith(".") and "[" not in line  # words, citations left to the log
