"""What one seat may know (ARD: Common Knowledge), as plain serialisable records.

``BleachRules.view(state, seat)`` is the only thing a front end or agent may receive.
Hidden zones of the other seat appear only as counts: never its hand, never any deck order.
"""

from __future__ import annotations

import msgspec


class CardView(msgspec.Struct, kw_only=True, frozen=True):
    """A face-up card: its printed data plus its current (modified) state."""

    id: int
    title: str
    type: str
    owner: int
    controller: int
    depleted: bool = False
    provisional: bool = False
    sample: bool = False
    stats: dict[str, int] = {}  # current values, modifiers applied (may be negative)
    printed_stats: dict[str, int] = {}
    traits: list[str] = []
    keywords: list[str] = []
    boost: str = ""  # e.g. "STR 3"
    cost: str = ""  # e.g. "1M 2B 1S", "-" for no energy cost
    text: str = ""
    can_attack: bool = False  # in play since the start of its controller's turn (or Swift)
    attachments: list[CardView] = []
    produces: str = ""  # energy cards


class PlayerView(msgspec.Struct, kw_only=True):
    """One seat's side of the table as the viewing seat may see it."""

    seat: int
    guardian: CardView
    power: int
    energy_row: list[CardView]
    party: list[CardView]
    battlegrounds: list[CardView]
    hand: list[CardView] | None  # None when hidden from the viewer
    hand_count: int
    deck_count: int
    side_deck: list[CardView] | None  # None when hidden from the viewer
    side_deck_count: int
    discard: list[CardView]  # bottom first, top last (ARD: Discard Piles keep their order)
    removed: list[CardView]
    out_of_play: list[CardView]  # cards being played, between the two windows
    mulligan_used: bool = False


class QueueItemView(msgspec.Struct, kw_only=True):
    """One pending item of the queue; index 0 is the bottom, the last item resolves first."""

    index: int
    controller: int
    kind: str  # "event", "activated", "triggered", "boost"
    source: str  # title of the card it came from
    description: str
    targets: list[str] = []


class BattleView(msgspec.Struct, kw_only=True):
    """The attack in progress (Phase C)."""

    attacker: int
    attacker_title: str
    attack_stat: str
    attack_value: int
    defender: int | None
    defender_title: str
    defend_stat: str
    defend_value: int
    started: bool  # step 3 reached: boosting allowed
    locked: bool  # step 4 reached: stats locked


class ChoiceView(msgspec.Struct, kw_only=True):
    """Option ``index`` of the viewer's own pending choice (the action ``Choose(index)``)."""

    index: int
    label: str
    # The option's card when the viewer may see it (never a deck card: searches show titles).
    card: int | None = None
    queue_index: int | None = None  # the option's QueueItemView.index for queue targets
    nothing: bool = False  # the "find nothing"/"done" option


class BleachView(msgspec.Struct, kw_only=True):
    """Everything ``seat`` may know at this moment."""

    seat: int  # -1: a spectator, who sees common knowledge only
    turn: int
    active: int
    step: str  # "setup", "resource", "main", "end"
    phase: str  # human-readable position, e.g. "Phase C.3 battle"
    window: str  # the open priority window, '' if none
    current_player: int | None
    prompt: str  # what the current player is being asked
    priority_passes: int
    players: list[PlayerView]
    queue: list[QueueItemView]
    battle: BattleView | None
    floating: list[str]  # floating effects in force, described
    winner: int | None
    is_over: bool
    end_reason: str = ""
    choices: list[ChoiceView] = []  # the viewer's pending choice, if it is one; else empty
