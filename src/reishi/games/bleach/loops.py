"""ARD: Infinite Rules — repeat a demonstrated loop N times.

A player who has just performed the same sequence of choices three times in a row, with
no choice by the opponent other than passing in between, may have it repeated N more
times at once. The repetition replays the same choices through the normal ``apply`` (so
every rule still applies); the opponent passes whenever the loop reaches his priority, as
he did in the demonstration. If a repetition stops matching the legal actions, nothing
is changed and the reason is reported.
"""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError
from reishi.engine.events import iter_log
from reishi.engine.game import Game
from reishi.games.bleach import events as ev
from reishi.games.bleach.state import BleachState

DEMONSTRATIONS = 3
MAX_LOOP_LENGTH = 24


def demonstrated_loop(game: Game, seat: int) -> list[str] | None:
    """The loop ``seat`` has just demonstrated three times, as action texts, or None."""
    mine: list[str] = []
    for event in reversed(list(iter_log(game.state.log_head))):
        if isinstance(event, ev.ActionTaken):
            if event.seat == seat:
                mine.append(event.text)
            elif event.text != "pass":
                break  # the opponent interrupted the demonstration
        if isinstance(event, ev.TurnBegan):
            break
    mine.reverse()
    for length in range(1, min(MAX_LOOP_LENGTH, len(mine) // DEMONSTRATIONS) + 1):
        tail = mine[len(mine) - DEMONSTRATIONS * length :]
        block = tail[:length]
        if all(tail[i * length : (i + 1) * length] == block for i in range(DEMONSTRATIONS)):
            return block
    return None


def loop_actions(game: Game, seat: int, times: int) -> list[Action]:
    """Every action that repeating the loop ``times`` times takes, checked on a clone.

    Raises IllegalActionError (with the repetition and step that broke) and changes
    nothing if the loop cannot be repeated.
    """
    if times < 0:
        raise IllegalActionError("loop", "the number of repetitions cannot be negative")
    block = demonstrated_loop(game, seat)
    if block is None:
        raise IllegalActionError(
            "loop", "no loop demonstrated 3 times without interruption (ARD: Infinite Rules)"
        )
    trial = game.clone()
    actions: list[Action] = []

    def take(action: Action) -> None:
        trial.apply(action)
        actions.append(action)

    for repetition in range(times):
        for text in block:
            while trial.current_player is not None and trial.current_player != seat:
                take(trial.parse("pass"))  # the opponent lets the loop run
            if trial.is_over:
                return actions
            try:
                take(trial.parse(text))
            except IllegalActionError as exc:
                raise IllegalActionError(
                    "loop", f"repetition {repetition + 1} broke at {text!r}: {exc.reason}"
                ) from None
    return actions


def note_loop(game: Game, seat: int, length: int, times: int) -> None:
    """Record in the log that a loop was repeated."""
    state = game.state
    assert isinstance(state, BleachState)
    state.record(ev.LoopRepeated(seat=seat, length=length, times=times, rule="ARD: Infinite Rules"))


def repeat_loop(game: Game, seat: int, times: int) -> Game:
    """Repeat ``seat``'s demonstrated loop ``times`` more times on a copy and return it."""
    block = demonstrated_loop(game, seat) or []
    actions = loop_actions(game, seat, times)
    result = game.clone()
    for action in actions:
        result.apply(action)
    note_loop(result, seat, len(block), times)
    return result
