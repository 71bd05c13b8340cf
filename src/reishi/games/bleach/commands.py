"""What the Bleach rules add at the table: ``loop N`` (ARD: Infinite Rules) and matches."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from reishi.engine.errors import ReishiError
from reishi.engine.extensions import Apply, TableCommand
from reishi.engine.game import Game
from reishi.games.bleach.decks import Deck
from reishi.games.bleach.loops import DEMONSTRATIONS, demonstrated_loop, loop_actions, note_loop
from reishi.games.bleach.match import Match

MATCH_RULE = (
    "best two out of three: the loser of each game decides who goes first in the next "
    "(ARD: Deciding Who Goes First)"
)


def repeat_loop(game: Game, seat: int, argument: str, apply: Apply) -> str:
    """ARD: Infinite Rules — repeat the loop ``seat`` just showed three times, N more times."""
    if not argument.strip().isdigit():
        raise ReishiError(
            f"usage: loop N  (repeat the loop you just showed {DEMONSTRATIONS} times, N times)"
        )
    times = int(argument)
    actions = loop_actions(game, seat, times)  # checked on a copy: nothing applied if it breaks
    length = len(demonstrated_loop(game, seat) or [])
    for action in actions:
        apply(action)
    note_loop(game, seat, length, times)
    return f"Loop of {length} action(s) repeated {times} time(s)."


LOOP = TableCommand(
    name="loop",
    usage="loop N",
    help=f"repeat the loop you just showed {DEMONSTRATIONS} times, N more times "
    "(ARD: Infinite Rules)",
    run=repeat_loop,
)
TABLE_COMMANDS = (LOOP,)


def new_match(decks: Sequence[Deck], seed: int, options: Mapping[str, Any]) -> Match:
    """A best-of-three match between ``decks``; every game gets ``options``."""
    return Match(decks, seed, options)
