"""The Bleach TCG game state: the engine's core state plus guardians, turn and battle."""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import Any

import msgspec

from reishi.engine.events import ActionTaken, CardDrawn, Event, LogNode
from reishi.engine.state import CoreState
from reishi.games.bleach.events import (
    AttackDeclared,
    Boosted,
    CardDepleted,
    CardRenewed,
    CharacterAttacked,
    DeckShuffled,
    DefenderDeclared,
    EffectFizzled,
    EnergyPlayed,
    MainStepPassed,
    PowerChanged,
    PriorityPassed,
    QueueItemAdded,
    QueueItemCancelled,
    QueueItemResolved,
    StatModified,
    StatSwitched,
    WindowOpened,
)


class Zone(IntEnum):
    """A seat's zones; the zone code of (seat, zone) is ``seat * len(Zone) + zone``."""

    DECK = 0
    HAND = 1
    SIDE = 2  # the side deck (energy, plus normal cards substituted in)
    ENERGY = 3  # the energy row
    PARTY = 4  # characters in play
    GROUNDS = 5  # battlegrounds in play
    ATTACHED = 6  # items and Bankai events attached to something this seat controls
    DISCARD = 7  # ordered: ARD: Discard Piles
    REMOVED = 8  # the removed-from-the-game pile
    LIMBO = 9  # "out of play" between declaring a card and it entering play
    GUARDIAN = 10


ZONE_COUNT = len(Zone)
_ZONE_BY_INDEX = tuple(Zone)  # indexing a tuple is far cheaper than calling Zone(n)
IN_PLAY_ZONES = (Zone.ENERGY, Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN)
PRIVATE_ZONES = (Zone.DECK, Zone.HAND, Zone.SIDE, Zone.ENERGY)
"""A seat's own resources: its deck, hand, side deck and energy row."""

# What a response reads: the tests of legal.instant_actions look at their own seat's private
# zones, where every card is and its flags, the queue, floating effects but stat changes,
# the turn, and a battle once it has begun. Each kind of condition, cost and target says
# whether it may read more (``reads_widely``: the other seat's private zones, power, stat
# changes, or a battle's attacker, defender, stats and boosts before it begins), and
# BleachState.record relies on it.


def zone_code(seat: int, zone: Zone) -> int:
    """The engine zone index of a seat's zone."""
    return seat * ZONE_COUNT + zone


def zone_of_code(code: int) -> tuple[int, Zone]:
    """(seat, zone) of an engine zone index."""
    return code // ZONE_COUNT, Zone(code % ZONE_COUNT)


class Duration(StrEnum):
    """How long a floating effect lasts (ARD: Floating Effect)."""

    END_OF_TURN = "end-of-turn"
    END_OF_BATTLE = "end-of-battle"
    WHILE_IN_PLAY = "while-in-play"  # bound to a card's incarnation (ARD: Card Memory)
    NEXT_USE = "next-use"  # consumed the first time it applies
    GAME = "game"


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    """The pending decision: who decides, what kind, and the options offered."""

    kind: str
    seat: int
    prompt: str = ""
    options: tuple[int, ...] = ()  # card ids, queue uids or plain values, by kind
    labels: tuple[str, ...] = ()  # readable text of each option
    optional: bool = False  # a "find nothing"/"done" option is offered after the options
    # What the options are: "cards" (card ids), "queue" (queue item uids) or "values".
    of: str = "cards"


class Battle:
    """The attack in progress (ARD: The Sequence of Play — Phase C)."""

    __slots__ = (
        "att_base",
        "att_boost",
        "att_final",
        "att_stat",
        "attacker",
        "def_base",
        "def_boost",
        "def_final",
        "def_stat",
        "defender",
        "locked",
        "outcome",
        "started",
    )

    def __init__(self, attacker: int = -1, stat: str = "") -> None:
        # Defaults: the compiled build unpickles a battle by making a blank one first.
        self.attacker = attacker
        self.att_stat = stat
        self.att_base: int | None = None  # set when switched to a stat it does not print
        self.att_boost = 0
        self.defender = -1
        self.def_stat = stat
        self.def_base: int | None = None
        self.def_boost = 0
        self.started = False
        self.locked = False
        self.att_final = 0
        self.def_final = 0
        self.outcome = ""

    def facts(self) -> tuple[Any, ...]:
        """Every field, in slot order (a snapshot to compare, as scenario checks do)."""
        return (
            self.att_base,
            self.att_boost,
            self.att_final,
            self.att_stat,
            self.attacker,
            self.def_base,
            self.def_boost,
            self.def_final,
            self.def_stat,
            self.defender,
            self.locked,
            self.outcome,
            self.started,
        )

    def copy(self) -> Battle:
        """An independent copy (battles change rarely; clones copy this small object)."""
        # Field by field: the compiled build has no class-level __slots__ to loop over.
        new = Battle(self.attacker, self.att_stat)
        new.att_base = self.att_base
        new.att_boost = self.att_boost
        new.defender = self.defender
        new.def_stat = self.def_stat
        new.def_base = self.def_base
        new.def_boost = self.def_boost
        new.started = self.started
        new.locked = self.locked
        new.att_final = self.att_final
        new.def_final = self.def_final
        new.outcome = self.outcome
        return new


QUIET_EVENTS = frozenset({PriorityPassed, WindowOpened, ActionTaken})
"""Events that change nothing a response depends on (ARD: Priority and the Queue); an
action's own record is only its words (what the action changes is recorded after it)."""

SEAT_EVENTS = frozenset({CardDrawn, DeckShuffled, EnergyPlayed})
"""Events that change only their seat's deck, hand, side deck or energy row."""

FLAG_EVENTS = frozenset({CardDepleted, CardRenewed})
"""Events that turn one card: private to its holder when the card is in an energy row."""

QUEUE_EVENTS = frozenset({QueueItemAdded, QueueItemCancelled, QueueItemResolved})
"""Events that change the queue; what an item's effect or its payment changes is recorded
apart, before it (ARD: Queue Stages)."""

UNREAD_EVENTS = frozenset(
    {
        AttackDeclared,
        Boosted,
        CharacterAttacked,
        DefenderDeclared,
        EffectFizzled,
        MainStepPassed,
        PowerChanged,
        StatModified,
        StatSwitched,
    }
)
"""Events whose own changes no response reads (see What a response reads): power, the step,
a battle's attacker, defender, stats and boosts, a stat change, words; what comes with them
is recorded apart (a character depleted to attack or defend, a battle beginning)."""

# How BleachState.record counts each kind of event (one look-up per event): any kind not
# listed concerns both seats.
_ANY, _QUIET, _UNREAD, _QUEUE, _SEAT, _FLAG = "any", "quiet", "unread", "queue", "seat", "flag"
EVENT_ROUTES: dict[type, str] = {
    **dict.fromkeys(QUIET_EVENTS, _QUIET),
    **dict.fromkeys(UNREAD_EVENTS, _UNREAD),
    **dict.fromkeys(QUEUE_EVENTS, _QUEUE),
    **dict.fromkeys(SEAT_EVENTS, _SEAT),
    **dict.fromkeys(FLAG_EVENTS, _FLAG),
}
_ENERGY = int(Zone.ENERGY)


class BleachState(CoreState):
    """A Bleach TCG game: two seats, guardians' power, turn structure and the battle."""

    CARD_FIELDS = (*CoreState.CARD_FIELDS, "info", "depleted", "entered", "incarnation")

    __slots__ = (
        "active",
        "attack_count",
        "battle",
        "battle_passes",
        "battle_turn",
        "changes",
        "costs_modifiable",
        "depleted",
        "entered",
        "flip_winner",
        "incarnation",
        "info",
        "instants",
        "instants_at",
        "instants_queue",
        "library",
        "mulligan_used",
        "narrow_responses",
        "next_uid",
        "passes",
        "pending",
        "phase",
        "power",
        "prio",
        "queue",
        "queue_changes",
        "step",
        "triggers_present",
        "turn_started",
        "view_cache",
        "window",
    )

    def __init__(self, seed: int = 0, library: Any = None) -> None:
        # Defaults: the compiled build's clone makes a blank state first (CoreState.clone).
        super().__init__(2, ZONE_COUNT, seed)
        self.library = library
        self.info: list[Any] = []  # shared: instance id -> TitleInfo (see info.py)
        self.costs_modifiable = True  # shared: some card in the game has a cost modifier
        # Shared: no response reads more than what a response reads (set_info).
        self.narrow_responses = False
        # Shared: every trigger some card of the game has printed (set_info); None: any.
        self.triggers_present: frozenset[Any] | None = None
        self.view_cache: dict[Any, Any] = {}  # shared: card views by what they show (viewing.py)
        self.depleted: list[bool] = []  # per card: turned sideways (RB: Depleting a Card)
        self.entered: list[int] = []  # per card: the turn it entered play, -1 out of play
        self.incarnation: list[int] = []  # per card: bumps when it leaves play (ARD: Card Memory)
        self.queue: list[Any] = []  # pending QueueItems, last resolves first (ARD: Queue Stages)
        self.pending: list[list[Any]] = [[], []]  # per seat: triggers awaiting the queue
        self.power = [0, 0]
        self.active = 0
        self.flip_winner = 0
        self.turn_started = [0, 0]  # turn number of each seat's latest turn start
        self.mulligan_used = [False, False]
        self.battle: Battle | None = None
        self.attack_count = 0  # attacks declared this turn
        self.prio = -1  # seat holding priority in the open window, -1 when none
        self.passes = 0  # consecutive passes in the open window
        self.battle_turn = -1  # seat whose battle action it is
        self.battle_passes = 0
        self.next_uid = 1
        self.step = "setup"
        self.phase = "setup"
        self.window = ""
        # Per seat: the events and effects it could use in the open priority window, kept
        # while only passes happen (legal.instant_actions says when it is cleared).
        self.instants: list[list[Any] | None] = [None, None]
        # Per seat: events recorded that may have changed what it can respond with (record),
        # and that count when each seat's instants were found: a kept answer is current
        # while the two agree.
        self.changes = [0, 0]
        self.instants_at = [-1, -1]
        # Changes to the queue (items added, resolved, cancelled), counted apart: only an
        # answer that could choose an effect on the queue depends on them; instants_queue
        # notes the count such an answer was found at (-1: one that does not).
        self.queue_changes = 0
        self.instants_queue = [-1, -1]

    def new_card(self, definition: Any, owner: int, zone: int) -> int:
        """Create a card instance in ``zone``: renewed, out of play, first incarnation."""
        cid = super().new_card(definition, owner, zone)
        self.depleted.append(False)
        self.entered.append(-1)
        self.incarnation.append(0)
        return cid

    def clone_extra(self, new: Any) -> None:
        """Copy the Bleach-specific mutable fields."""
        new.library = self.library
        new.info = self.info
        new.costs_modifiable = self.costs_modifiable
        new.narrow_responses = self.narrow_responses
        new.triggers_present = self.triggers_present
        new.view_cache = self.view_cache
        new.depleted = self.depleted[:]
        new.entered = self.entered[:]
        new.incarnation = self.incarnation[:]
        new.queue = self.queue[:]
        pending = self.pending  # two seats: no comprehension (a function call in 3.11)
        new.pending = [pending[0][:], pending[1][:]]
        new.power = self.power[:]
        new.active = self.active
        new.flip_winner = self.flip_winner
        new.turn_started = self.turn_started[:]
        new.mulligan_used = self.mulligan_used[:]
        new.battle = None if self.battle is None else self.battle.copy()
        new.attack_count = self.attack_count
        new.prio = self.prio
        new.passes = self.passes
        new.battle_turn = self.battle_turn
        new.battle_passes = self.battle_passes
        new.next_uid = self.next_uid
        new.step = self.step
        new.phase = self.phase
        new.window = self.window
        new.instants = [None, None]  # a clone may be changed (determinised): ask again
        new.changes = self.changes[:]
        new.instants_at = [-1, -1]
        new.queue_changes = self.queue_changes
        new.instants_queue = [-1, -1]

    def record(self, event: Event) -> None:
        """Append an event to the log and count it as a change for the seats it may concern.

        A quiet event concerns neither seat. While no test of a response in this game reads
        more than What a response reads (above; narrow_responses) says, an event whose changes
        none reads concerns neither seat either, one that changes only the queue concerns the
        answers that could choose an effect on it (queue_changes), and one that touches only a
        seat's private zones concerns that seat alone; any other concerns both.
        """
        head = self.log_head  # log_append written out, as in CoreState.record
        self.log_head = LogNode(event, head, 0 if head is None else head.index + 1)
        route = EVENT_ROUTES.get(type(event), _ANY)
        if route is _QUIET:
            return
        changes = self.changes
        if route is not _ANY and self.narrow_responses:
            if route is _UNREAD:
                return
            if route is _QUEUE:
                self.queue_changes += 1
                return
            if route is _SEAT:
                changes[event.seat] += 1  # type: ignore[attr-defined]
                return
            code = self.zone[event.card]  # type: ignore[attr-defined]
            if code >= 0 and code % ZONE_COUNT == _ENERGY:  # a flag of an energy card
                changes[code // ZONE_COUNT] += 1
                return
        changes[0] += 1
        changes[1] += 1

    def touch(self) -> None:
        """Count a change no event records (a battle ending) as a change for both seats."""
        changes = self.changes
        changes[0] += 1
        changes[1] += 1

    def set_info(self, info: list[Any]) -> None:
        """Install the per-card TitleInfo list and what it says about the whole game."""
        self.info = info
        # Legal-action checks ask "could a cost change?" at every priority window; with no
        # cost modifier among the game's cards the answer only depends on floating effects.
        self.costs_modifiable = any(i.modifies_costs for i in info)
        # ARD: Priority and the Queue — what a response reads is known while every kind of
        # test the game's cards use says it reads no more than what a response reads (record).
        self.narrow_responses = not any(i.reads_widely for i in info)
        # ARD: Triggered Effects — a trigger no card of the game has is looked for nowhere.
        self.triggers_present = frozenset(t for i in info for t in i.triggers)

    def uid(self) -> int:
        """A fresh identifier for a queue item or floating effect."""
        self.next_uid += 1
        return self.next_uid

    def cards_in(self, seat: int, zone: Zone) -> list[int]:
        """The live list of card ids in a seat's zone (bottom first)."""
        return self.zones[seat * ZONE_COUNT + zone]

    def zone_name(self, card: int) -> Zone:
        """Which zone kind a card is in."""
        return _ZONE_BY_INDEX[self.zone[card] % ZONE_COUNT]

    def in_play(self, card: int) -> bool:
        """RB: In Play — in the play area (party, grounds, attached, guardian) or energy row."""
        return self.zone[card] % ZONE_COUNT in IN_PLAY_ZONES
