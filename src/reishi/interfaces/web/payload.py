"""What the server sends one seat: its Table, its legal actions, its log, never anything more.

Everything here is built from ``view(seat)``, ``legal_actions()`` (only for the seat that must
decide) and ``log_for(seat)``; a spectator (seat None) gets the public view and a log with
every private event redacted.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

from reishi.engine.actions import Action, Choose
from reishi.engine.events import EVERYONE, Event, LogNode
from reishi.engine.game import Game
from reishi.engine.table import Table, board_for
from reishi.interfaces.web.shape_table import table_from_view

# Action fields that name card instances, in the neutral words action records use.
CARD_FIELDS = ("card", "target", "by", "blocker", "attacker", "source", "tributes", "targets")
# Notation writes a card instance as "#<id>" (the terminal's notation, shared by every game).
_CARD_REF = re.compile(r"#(\d+)\b")


def table_for(game: Game, seat: int | None) -> Table:
    """The seat's Table, drawn by the game's board plugin (or read off the view's shape)."""
    view = game.view(seat)
    board = board_for(game.rules.name)
    if board is not None:
        return board(view)
    return table_from_view(game.rules.name, view)


def cards_of(action: Action, text: str) -> list[int]:
    """Card ids an action concerns: its own card first, then the others it names."""
    found: list[int] = []
    fields = msgspec.structs.asdict(action)
    for name in CARD_FIELDS:
        value = fields.get(name)
        values = value if isinstance(value, tuple | list) else (value,)
        found.extend(v for v in values if isinstance(v, int) and not isinstance(v, bool))
    found.extend(int(m) for m in _CARD_REF.findall(text))
    return list(dict.fromkeys(v for v in found if v >= 0))


def offers(game: Game, table: Table) -> list[dict[str, Any]]:
    """The legal actions as the page shows them: index, notation and the cards concerned.

    A choice (``Choose``) is about the card the Table's matching option names, if any.
    """
    out = []
    for index, action in enumerate(game.legal_actions()):
        text = game.describe(action)
        cards = cards_of(action, text)
        if isinstance(action, Choose) and 0 <= action.index < len(table.choices):
            card = table.choices[action.index].card
            if card is not None and card not in cards:
                cards.insert(0, card)
        out.append({"index": index, "text": text, "cards": cards})
    return out


def events_since(game: Game, seat: int | None, start: int) -> list[tuple[int, Event]]:
    """Log events from index ``start`` on, as ``seat`` may see them (others' redacted)."""
    node: LogNode | None = game.state.log_head
    newest: list[tuple[int, Event]] = []
    # Walk back only over the new events: the log is a linked list, newest first.
    while node is not None and node.index >= start:
        event = node.event
        if event.visible_to not in (EVERYONE, seat):
            event = event.redacted()
        newest.append((node.index, event))
        node = node.prev
    newest.reverse()
    return newest


def log_length(game: Game) -> int:
    """Number of events in the game's log."""
    head: LogNode | None = game.state.log_head
    return 0 if head is None else head.index + 1


def log_entries(game: Game, events: list[tuple[int, Event]]) -> list[dict[str, Any]]:
    """Each event in words with the rule it applied (the citation kept apart, to be opened)."""
    return [_entry(game, index, event) for index, event in events]


def _entry(game: Game, index: int, event: Event) -> dict[str, Any]:
    text = game.rules.describe_event(event)
    rule = event.rule
    suffix = f"[{rule}]"
    if rule and text.endswith(suffix):  # the terminal's form; the page shows it as a link
        text = text[: -len(suffix)].rstrip()
    return {"i": index, "text": text, "rule": rule}
