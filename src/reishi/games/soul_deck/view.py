"""What one seat may know, as plain serialisable records (built by viewing.py).

Hidden zones of the other seat appear only as counts: never its hand, never any deck order.
"""

from __future__ import annotations

import msgspec


class CardView(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up card with its current values."""

    id: int
    title: str
    type: str
    faction: str = ""
    cost: str = ""
    tier: int = 0
    reiatsu: int | None = None  # current, bonuses applied
    genryu: int | None = None
    damage: int = 0  # damage taken this turn
    exhausted: bool = False
    can_attack: bool = False
    keywords: list[str] = []
    produces: str = ""
    attached_to: int = -1
    text: str = ""
    sample: bool = False
    provisional: bool = False
    printed_reiatsu: int | None = None  # as printed, before bonuses
    printed_genryu: int | None = None


class PlayerView(msgspec.Struct, kw_only=True):
    """One seat's side of the table as the viewer may see it."""

    seat: int
    life: int
    characters: list[CardView]  # slot order
    support: list[CardView]  # energy and Equipment
    field: list[CardView]
    burial: list[CardView]  # oldest first
    hand: list[CardView] | None  # None when hidden from the viewer
    hand_count: int
    deck_count: int
    energy_ready: dict[str, int]  # colour letter -> ready sources


class StackItemView(msgspec.Struct, kw_only=True):
    """One item waiting on the response stack; the last resolves first."""

    controller: int
    source: str
    kind: str
    target: str = ""


class SoulDeckView(msgspec.Struct, kw_only=True):
    """Everything ``seat`` may know at this moment."""

    seat: int  # -1: a spectator, who sees common knowledge only
    turn: int
    active: int
    phase: str
    current_player: int | None
    decision: str  # the pending decision's kind ('' when none)
    prompt: str
    energy_played: bool  # the active player already played energy this turn
    players: list[PlayerView]
    stack: list[StackItemView]
    attackers: list[int]
    blocks: list[tuple[int, int]]  # (blocker, attacker)
    winner: int | None
    is_over: bool
    end_reason: str = ""
    floating: list[str] = []  # floating effects in force, described
