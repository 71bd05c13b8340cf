"""What one seat may know, as plain records: never the other hand, never any deck order.

The records are built in viewing.py, which the optional compiled build compiles; msgspec
reads these classes' annotations, so they stay interpreted.
"""

from __future__ import annotations

import msgspec


class CardView(msgspec.Struct, kw_only=True, frozen=True):
    """A face-up card (frozen: one view may be shared by many views of the table)."""

    id: int
    title: str
    type: str
    stage: int | None = None  # personalities: stages above zero
    power_level: int | None = None
    text: str = ""
    attached_to: int = -1  # the personality an attached card is attached to
    style: str = ""
    retail: bool = True  # from a set Panini printed (fan-made sets are not)
    provisional: bool = False  # some of its data is the importer's reading (Card.corrections)


class PlayerView(msgspec.Struct, kw_only=True):
    """One seat's side of the table as the viewer may see it."""

    seat: int
    mp: CardView
    level: int
    pur: int
    anger: int
    mastery: list[CardView]
    drills: list[CardView]
    setups: list[CardView]
    allies: list[CardView]
    dragon_balls: list[CardView]
    attached: list[CardView]
    in_play_now: list[CardView]  # being played, or attacks staying in play this combat
    life_count: int
    discard: list[CardView]  # bottom first, top last (DBZ RB: Game Zones — in order)
    banished: list[CardView]
    hand: list[CardView] | None  # None when hidden from the viewer
    hand_count: int
    mp_levels: int = 0  # the other levels of the MP set, waiting out of play


class DbzView(msgspec.Struct, kw_only=True):
    """Everything ``seat`` may know at this moment."""

    seat: int  # -1: a spectator, who sees common knowledge only
    turn: int
    active: int
    step: str
    in_combat: bool
    current_player: int | None
    prompt: str
    choices: list[str]  # the viewer's legal actions, written out (empty if not deciding)
    players: list[PlayerView]
    attack: str
    winner: int | None
    is_over: bool
    end_reason: str = ""
    floating: list[str] = []  # floating effects in force: source, owner, how long
