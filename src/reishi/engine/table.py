"""A neutral picture of one seat's view: what every front end draws, for any game.

Each game turns its own view into a :class:`Table` (its board plugin, entry-point group
``reishi.boards``); the terminal and the web page draw any Table the same way, so a board is
written once per game and a front end once for every game. The game's words (zone names,
stat names, counters) are data here, never code. A Table is built from ``view(seat)`` only,
so it can hold nothing the seat may not know; hidden zones carry a count and no cards.

A board is a function from a view to a Table, registered under the game's name
(:func:`board_for`); a game without one is drawn by each front end's own fallback.

Later additions, all with defaults so older Tables still read: ``Layout.CARD`` (one card
drawn in full), ``Counter.warn``, ``Side.active``, ``Choice`` and ``Table.choices``.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Any

import msgspec

from reishi.engine import plugins


class Mark(StrEnum):
    """Honesty marks a front end shows wherever the card appears."""

    PROVISIONAL = "provisional"  # data the documents do not give (the project's own)
    SAMPLE = "sample"  # one of the project's own sample cards


class Layout(StrEnum):
    """How a zone is best drawn."""

    ROW = "row"  # every card face up, side by side (a party, a hand)
    PILE = "pile"  # a stack: its top card and count; opened on request (a discard pile)
    LIST = "list"  # one line per card (a queue, a banished zone)
    CARD = "card"  # one card shown in full, text included (a leader the side plays around)


class Stat(msgspec.Struct, frozen=True, kw_only=True):
    """One number printed on a card, as it is now and as printed (None: absent)."""

    name: str
    value: int | None  # None: an effect removed a printed stat
    printed: int | None = None  # None: not printed (an effect granted it)


class CardFace(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up card as the seat sees it now."""

    id: int  # the card instance id that actions refer to (-1 for a card with no instance)
    title: str
    kind: str = ""  # the type line, in the game's words ("Character", "Energy Attack")
    text: str = ""  # the whole rules text
    stats: list[Stat] = []
    details: list[str] = []  # short facts in the game's words: "cost 3", "level 2"
    states: list[str] = []  # current conditions, in the game's words: "can attack", "2 damage"
    turned: bool = False  # drawn turned sideways (the game says what that means)
    marks: list[Mark] = []
    provisional_fields: list[str] = []  # which of its fields are the project's own
    attachments: list[CardFace] = []  # cards attached to this one


class Zone(msgspec.Struct, frozen=True, kw_only=True):
    """A zone of one seat; ``cards`` is None when the viewer may see only the count."""

    key: str  # stable identifier ("hand", "discard"), the same in every game where it fits
    label: str  # the game's name for it ("Party", "Life Deck")
    count: int
    cards: list[CardFace] | None = None
    layout: Layout = Layout.ROW
    order: str = ""  # how the cards are listed when it matters, e.g. "bottom → top"


class Counter(msgspec.Struct, frozen=True, kw_only=True):
    """A number or word a seat has at the table (power, life, anger, level)."""

    key: str
    label: str
    value: str
    warn: bool = False  # drawn as a warning: the number is close to losing the game


class Side(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's side of the table."""

    seat: int
    name: str  # how the seat is called on screen ("P1")
    you: bool  # the viewer's own side
    active: bool = False  # the seat whose turn it is
    counters: list[Counter] = []
    zones: list[Zone] = []


class Panel(msgspec.Struct, frozen=True, kw_only=True):
    """A shared area between the sides: pending effects, a fight in progress, floating effects."""

    key: str
    label: str
    lines: list[str] = []  # in the order the game gives (say which way a queue resolves)
    cards: list[CardFace] = []


class Choice(msgspec.Struct, frozen=True, kw_only=True):
    """One option of the viewer's pending choice, with the card it is about (if visible)."""

    label: str
    card: int | None = None  # a CardFace id on this Table, so a front end can point at it


class Table(msgspec.Struct, frozen=True, kw_only=True):
    """Everything one seat sees, ready to draw."""

    game: str
    seat: int | None  # the viewer; None for a spectator
    turn: int
    status: list[str]  # short facts about the moment: active seat, step, open window
    to_act: int | None  # the seat that must decide now; None when the game is over
    prompt: str = ""  # what the viewer is being asked, when it is the viewer's decision
    choices: list[Choice] = []  # the options of that decision, when the game lists them
    sides: list[Side] = []  # in seat order
    shared: list[Panel] = []
    is_over: bool = False
    winner: int | None = None
    result: str = ""  # how the game ended, in words


Board = Callable[[Any], Table]
"""A game's board plugin: one seat's view in, its Table out."""


def board_for(game: str) -> Board | None:
    """The board plugin registered for ``game`` (entry-point group ``reishi.boards``), if any."""
    board: Board | None = plugins.find(plugins.Group.BOARDS, game)
    return board
