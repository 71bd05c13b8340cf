"""The DBZ game state: the engine's core state plus stages, anger, levels, combat and attack."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

import msgspec

from reishi.engine.actions import Action
from reishi.engine.state import CoreState


class Zone(IntEnum):
    """A seat's zones; the engine zone code of (seat, zone) is ``seat * len(Zone) + zone``."""

    LIFE = 0  # the Life Deck; the last id is the top card
    HAND = 1
    DISCARD = 2  # ordered (DBZ RB: Game Zones — Discard Pile)
    BANISHED = 3
    MP = 4  # the current Main Personality level
    MP_SET = 5  # the other levels of the MP set, out of play
    MASTERY = 6
    DRILLS = 7
    SETUPS = 8
    ALLIES = 9
    DRAGON_BALLS = 10
    ATTACHED = 11  # attached to a personality (DBZ RB: Glossary — Attached Cards)
    PLAYING = 12  # a card being played or used, or an attack staying in play this combat
    ASIDE = 13  # set aside outside play


ZONE_COUNT = len(Zone)
_MP = int(Zone.MP)  # asked for at every view and many rules: no enum read each time
_ZONES = tuple(Zone)
IN_PLAY = frozenset(
    {Zone.MP, Zone.MASTERY, Zone.DRILLS, Zone.SETUPS, Zone.ALLIES, Zone.DRAGON_BALLS, Zone.ATTACHED}
)
# DBZ CRD: General — Legal zones: cards you do not own never enter these zones of yours.
OWNED_ONLY = frozenset({Zone.LIFE, Zone.HAND, Zone.DISCARD, Zone.BANISHED})


def zone_code(seat: int, zone: Zone) -> int:
    """The engine zone index of a seat's zone."""
    return seat * ZONE_COUNT + zone


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    """The pending decision: who decides, the legal actions and a readable label for each."""

    kind: str
    seat: int
    prompt: str
    actions: tuple[Action, ...]
    labels: tuple[str, ...] = ()
    frame: tuple[Any, ...] = ()


ATTACK_FIELDS = (
    "anger_at_perform",
    "banish_damage",
    "base_damage",
    "card",
    "crit_forced",
    "crits",
    "defended",
    "endurance_barred",
    "endurance_uses",
    "kind",
    "life_as_stages",
    "life_taken",
    "modifiers_blocked",
    "modifiers_doubled",
    "mp_higher",
    "no_damage",
    "opponent_modified",
    "own_modifiers_blocked",
    "performer",
    "prevent_life",
    "prevent_stages",
    "prevented_all",
    "raised",
    "seat",
    "source_kind",
    "stages_taken",
    "stays",
    "stop_all",
    "stop_barred",
    "stopped",
    "stopped_by",
    "styled_as",
    "unpreventable",
    "unredirectable",
    "unstoppable",
)
"""An attack's fields (copy reads them: a compiled class has no __slots__ to read)."""


class Attack:
    """The attack in progress (DBZ CRD: Timing — Attack sequence)."""

    __slots__ = ATTACK_FIELDS

    def __init__(
        self,
        seat: int = 0,
        card: int = -1,
        performer: int = -1,
        kind: str = "",
        source_kind: str = "card",
    ) -> None:
        # Defaults: the compiled build unpickles an attack by making a blank one first.
        self.seat = seat  # the attacking player
        self.card = card  # the card the attack comes from
        self.performer = performer  # the personality performing it (its power level counts)
        self.kind = kind  # "physical" or "energy"
        self.anger_at_perform = 0  # the attacker's anger as the attack was performed
        self.source_kind = source_kind  # "card" (from hand), "power" or "copy" (invisible)
        self.stopped = False
        self.stopped_by = -1  # the card that stopped it (-1: none, or a floating effect)
        self.defended = False
        self.unstoppable = False
        self.unpreventable = False  # "this attack cannot have its damage prevented"
        self.endurance_barred = False  # "Endurance cannot be used on this attack"
        self.endurance_uses = 0  # cards the defender banished for Endurance taking its damage
        self.unredirectable = False  # "damage from this attack cannot be redirected" (to Allies)
        self.modifiers_blocked = False
        self.modifiers_doubled = False  # "Your damage modifiers on this attack are doubled"
        self.opponent_modified = False  # a modifier of the defender's changed its damage
        self.own_modifiers_blocked = False  # "… cannot have their damage modified by your effects"
        self.prevent_stages = 0
        self.prevent_life = 0
        self.prevented_all = False
        self.life_as_stages = False  # "… deal its life card damage as power stages of damage"
        self.no_damage = False  # "you may choose for this attack to deal no damage"
        self.stages_taken = 0
        self.life_taken = 0  # Life Cards taken as damage, for critical damage
        self.stays = False
        self.crit_forced = False
        self.crits = 1  # critical damage effects it may use ("2 critical damage effects")
        self.stop_all = False  # the defender stops all of the attacker's attacks this combat
        self.raised = False  # anger was raised by an immediate effect of this attack
        self.banish_damage = False  # "Life card damage from this attack is banished"
        self.mp_higher = False  # "your MP is considered to have a higher power level …"
        self.styled_as = ""  # "styled" / "non-styled": said by the effect performing it
        # Card types whose stops (or prevents) do not work on it, as "type" or "not type":
        # "can only be stopped by an Energy Combat card", "… by Physical Combat cards".
        self.stop_barred: tuple[str, ...] = ()
        # "this attack's base damage is 7 stages instead" (steps_as_attack): the DAMAGE line
        # read in its place, modifiers still added.
        self.base_damage: Any = None

    def copy(self) -> Attack:
        """An independent copy."""
        new = Attack(self.seat, self.card, self.performer, self.kind, self.source_kind)
        for name in ATTACK_FIELDS:
            setattr(new, name, getattr(self, name))
        return new


class Floating(msgspec.Struct, frozen=True):
    """A floating effect: its source, controller, record and how long it lasts."""

    seat: int
    source: int
    effect: Any
    until: str  # "combat", "turn", "next turn" or "once combat"
    turn: int


class DbzState(CoreState):
    """A DBZ game: two seats, stages, anger, levels, the turn's step and the combat."""

    CARD_FIELDS = (*CoreState.CARD_FIELDS, "stage", "used_turn", "second_use")

    __slots__ = (
        "acting",
        "active",
        "anger",
        "attack",
        "attacks_this_turn",
        "cancelled",
        "chosen",
        "combat_declared",
        "combat_log",
        "constant_holders",
        "edge_watchers",
        "entered_turn",
        "facts",
        "in_combat",
        "initiator",
        "instant_watchers",
        "kit",
        "last_attack",
        "last_discarded",
        "last_done",
        "last_gain",
        "last_lowered",
        "last_moved",
        "last_paid",
        "named",
        "passes",
        "pending_copy",
        "picked",
        "restrictors",
        "revealers",
        "second_use",
        "skip_next",
        "stage",
        "step",
        "triggers",
        "turn_log",
        "used_turn",
    )

    def __init__(self, seed: int = 0, kit: Any = None) -> None:
        # Defaults: the compiled build makes a blank state to clone or unpickle into.

        super().__init__(2, ZONE_COUNT, seed)
        self.kit = kit
        self.facts: list[Any] = []  # shared like defs: instance id -> its title's CardInfo
        self.stage: list[int] = []  # per card: power stages above zero (personalities)
        self.used_turn: list[int] = []  # per card: the turn its Power was last used
        # Per card: an attack staying in play to be used a second time this combat.
        self.second_use: list[bool] = []
        self.anger = [0, 0]
        self.acting = -1  # whose effect is resolving (-2: damage), for "by an opponent's effect"
        self.active = 0
        self.step = "setup"
        self.in_combat = False
        self.combat_declared = False
        self.initiator = -1
        self.passes = 0
        self.skip_next = [0, 0]  # per seat: actions to skip this combat
        self.attack: Attack | None = None
        self.attacks_this_turn = [0, 0]
        self.chosen = -1  # "that card": the card an effect chose
        self.last_done = False  # whether the latest optional or stipulated step happened
        self.last_discarded = [-1, -1]  # per seat: the card its latest effect discarded
        self.named: tuple[str, ...] = ()  # the titles the latest "Name a card" named
        self.last_moved: tuple[int, ...] = ()  # the cards the latest top-of-deck effect moved
        self.picked: tuple[int, ...] = ()  # "those cards": the cards the latest choice took
        self.restrictors: tuple[int, ...] | None = None  # cards with constant "cannot" effects
        self.edge_watchers: tuple[int, ...] | None = None  # cards timed by a turn's steps
        self.revealers: tuple[int, ...] | None = None  # cards with a constant "hand revealed"
        # Per kinds of constant effect: the cards whose constants can yield one (basics).
        self.constant_holders: dict[tuple[type, ...], tuple[int, ...]] = {}
        self.instant_watchers: tuple[int, ...] | None = None  # cards with an event's Instant Power
        self.combat_log: frozenset[tuple[int, str]] = frozenset()  # (seat, what) this combat
        self.last_attack = [-1, -1]  # per seat: the card of its latest attack this combat
        self.pending_copy = [-1, -1]  # per seat: an attack to copy as its next action
        self.last_paid = 0  # stages the latest "pay any number of stages" paid
        self.last_lowered = 0  # anger levels the latest lowering of anger took (this action)
        self.cancelled: frozenset[int] = frozenset()  # Events whose effects were cancelled
        self.triggers: list[tuple[Any, ...]] = []  # contextual events awaiting their effects
        self.entered_turn: tuple[str, ...] = ()  # titles of the cards that entered play this turn
        self.last_gain = [0, 0]  # per seat: the stages its personality's latest gain raised
        self.turn_log: frozenset[tuple[int, str]] = frozenset()  # (seat, what) this turn

    def new_card(self, definition: Any, owner: int, zone: int) -> int:
        """Create a card instance in ``zone``, not staying in play for a second use."""
        cid = super().new_card(definition, owner, zone)
        self.facts.append(self.kit.info(definition))
        self.second_use.append(False)
        return cid

    def clone_extra(self, new: Any) -> None:
        """Copy the DBZ-specific mutable fields."""
        new.kit = self.kit
        new.facts = self.facts
        new.stage = self.stage[:]
        new.used_turn = self.used_turn[:]
        new.second_use = self.second_use[:]
        new.anger = self.anger[:]
        new.acting = self.acting
        new.active = self.active
        new.step = self.step
        new.in_combat = self.in_combat
        new.combat_declared = self.combat_declared
        new.initiator = self.initiator
        new.passes = self.passes
        new.skip_next = self.skip_next[:]
        new.attack = None if self.attack is None else self.attack.copy()
        new.attacks_this_turn = self.attacks_this_turn[:]
        new.chosen = self.chosen
        new.last_done = self.last_done
        new.last_discarded = self.last_discarded[:]
        new.named = self.named
        new.last_moved = self.last_moved
        new.picked = self.picked
        new.restrictors = self.restrictors
        new.edge_watchers = self.edge_watchers
        new.revealers = self.revealers
        new.constant_holders = self.constant_holders  # shared: cards are fixed after setup
        new.instant_watchers = self.instant_watchers
        new.combat_log = self.combat_log
        new.last_attack = self.last_attack[:]
        new.pending_copy = self.pending_copy[:]
        new.last_paid = self.last_paid
        new.last_lowered = self.last_lowered
        new.cancelled = self.cancelled
        new.triggers = self.triggers[:]
        new.entered_turn = self.entered_turn
        new.last_gain = self.last_gain[:]
        new.turn_log = self.turn_log

    def cards_in(self, seat: int, zone: Zone) -> list[int]:
        """The live list of ids in a seat's zone (bottom first)."""
        return self.zones[seat * ZONE_COUNT + zone]

    def zone_of(self, card: int) -> Zone:
        """Which zone kind a card is in."""
        return _ZONES[self.zone[card] % ZONE_COUNT]

    def seat_of_zone(self, card: int) -> int:
        """Whose zone a card is in."""
        return self.zone[card] // ZONE_COUNT

    def in_play(self, card: int) -> bool:
        """DBZ RB: Game Zones — In Play (attached cards included)."""
        return self.zone_of(card) in IN_PLAY

    def mp(self, seat: int) -> int:
        """The seat's current Main Personality card."""
        return self.zones[seat * ZONE_COUNT + _MP][0]

    def attached_to_mp(self, seat: int) -> list[int]:
        """The cards attached to the seat's MP, either player's (DBZ RB: Glossary — Attached
        Cards): an attached card stays among its attacher's cards, so the host says where."""
        host = self.mp(seat)
        return [
            c
            for s in (0, 1)
            for c in self.cards_in(s, Zone.ATTACHED)
            if self.attached_to[c] == host
        ]

    def level(self, seat: int) -> int:
        """The MP's current level."""
        return int(self.defs[self.mp(seat)].level or 1)

    def power_level(self, card: int) -> int:
        """DBZ RB: Glossary — Power Level: the rating of the personality's current stage."""
        stages = self.defs[card].power_stages
        return int(stages[min(self.stage[card], len(stages) - 1)]) if stages else 0
