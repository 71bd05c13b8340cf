"""Card behaviour as data: abilities built from costs, targets, steps, constants, conditions.

An ability is declarative (Fireplace-style): the rules interpret it. Resolution is
resumable: a step that needs a choice sets the pending decision and returns False; the
choice is stored in the resolution frame and the same step runs again with it
(ARCHITECTURE: Effects are programs the engine interprets).

This module holds the records and the interface of each part. The parts that read the
game through stats and payment live above those modules: card filters and card targets in
``filters.py``, conditions in ``conditions.py``, costs in ``costs.py``, steps in
``steps.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mypy_extensions import mypyc_attr

from reishi.engine.queue import ItemKind, QueueItem
from reishi.engine.records import rebuilt_from_fields
from reishi.games.bleach.carddef import CardType, EnergyKind
from reishi.games.bleach.state import BleachState

ALL_STATS = "*"


class AbilityKind(StrEnum):
    """ARD: Card Effect — activated, constant, triggered; plus an event's own effect."""

    ACTIVATED = "activated"
    TRIGGERED = "triggered"
    CONSTANT = "constant"
    PLAY = "play"  # the effect of an event, put on the queue when it is played


class Trigger(StrEnum):
    """Conditions that trigger effects (ARD: Triggered Effects) at the windows that name them."""

    TURN_START = "turn-start"  # "At the start of your turn"
    MAIN_START = "main-start"
    MAIN_END = "main-end"
    ENTERS_PLAY = "enters-play"  # "When <this> enters play"
    ITEM_PLAYED = "item-played"
    DISCARDED_FROM_PLAY = "discarded-from-play"  # "When a character is discarded from play"
    ATTACKS = "attacks"  # a character attacks (Phase C.1)
    WINS_BATTLE = "wins-battle"  # "When <this> wins a battle"
    LOSES_BATTLE = "loses-battle"


# --- conditions ------------------------------------------------------------------------
# The kinds of condition and step are open: a module outside the compiled build (the card
# text reader, a test) may add one, so the optional build lets interpreted classes subclass
# them (compiled.py).
@mypyc_attr(allow_interpreted_subclasses=True)
class Condition:
    """A yes/no test of the game state from the point of view of a seat and a source card."""

    text: str = ""

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True when the condition is met."""
        raise NotImplementedError

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)

    def describe(self) -> str:
        """The condition in words, for a refusal."""
        return self.text or "its condition"

    def needs_battle(self) -> bool:
        """True when it holds only while a battle has begun (ARD: Battle)."""
        return False

    def reads_widely(self) -> bool:
        """True if it may read more than a response does (state.py: What a response reads).

        Conservative by default: a kind of condition that does not say may look anywhere.
        """
        return True


# --- costs -----------------------------------------------------------------------------
class Cost:
    """ARD: Costs — one part of what must be paid to use an effect."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """True if the seat can pay this part now."""
        raise NotImplementedError

    def choices(self, state: BleachState, seat: int, source: int) -> list[int] | None:
        """Cards the payer must choose among, or None when nothing is chosen."""
        return None

    def describe(self) -> str:
        """The cost as printed."""
        raise NotImplementedError

    def energy(self) -> tuple[tuple[EnergyKind, int], ...]:
        """The energy this part costs, by kind (none for costs that are not energy)."""
        return ()

    def reads_widely(self) -> bool:
        """True if it may read more than a response does (state.py: What a response reads).

        Conservative by default: a kind of cost that does not say may look anywhere.
        """
        return True


# --- targets ---------------------------------------------------------------------------
class TargetSpec:
    """RB: Choosing Rule — what an effect chooses when it is used, checked on resolution."""

    __slots__ = ()
    prompt: str

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)

    def options(self, state: BleachState, seat: int, source: int) -> list[int]:
        """What may be chosen now (card ids, or queue uids for a queue target)."""
        raise NotImplementedError

    def exists(self, state: BleachState, seat: int, source: int) -> bool:
        """True if ``options`` would offer something (without building the list)."""
        raise NotImplementedError

    def still_valid(self, state: BleachState, seat: int, source: int, chosen: int) -> bool:
        """Whether the choice still fits on resolution (RB: Do What You Can Rule)."""
        return True

    def needs_battle(self) -> bool:
        """True when only a card in battle can be chosen."""
        return False

    def reads_widely(self) -> bool:
        """True if it may read more than a response does (state.py: What a response reads).

        Conservative by default: a kind of target that does not say may look anywhere.
        """
        return True


@dataclass(frozen=True, slots=True)
class QueueTarget(TargetSpec):
    """Choose an item already on the queue (cancel effects)."""

    prompt: str = "Choose an effect on the queue"

    def options(self, state: BleachState, seat: int, source: int) -> list[int]:
        """The uids of the effects on the queue."""
        # ARD: Boosting and the Queue — a boost uses the queue but is not an effect, so
        # "cancel an effect on the queue" cannot choose it.
        return [item.uid for item in state.queue if item.kind is not ItemKind.MECHANIC]

    def exists(self, state: BleachState, seat: int, source: int) -> bool:
        """True while some effect is on the queue."""
        return any(item.kind is not ItemKind.MECHANIC for item in state.queue)

    def reads_widely(self) -> bool:
        """Only the queue."""
        return False


# --- constants -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StatBonus:
    """Constant stat bonus to the cards ``scope`` picks from the source's point of view.

    scope: "others-with-trait" (other party members with ``trait``), "attached" (the card
    the source is attached to), "party" (every character in the controller's party).
    ``instead_name``/``instead_amount``: a replacement — a card of that name gets
    ``instead_amount`` instead (ARD: Replacement Card Effects, Zangetsu).
    """

    scope: str
    amount: int
    stats: str = ALL_STATS
    trait: str | None = None
    instead_name: str | None = None
    instead_amount: int = 0

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)


@dataclass(frozen=True, slots=True)
class TraitGrant:
    """The source gains each trait of ``groups`` that every other party member has."""

    groups: tuple[tuple[str, ...], ...]

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)


@dataclass(frozen=True, slots=True)
class CostModifier:
    """Cards of ``card_type`` the controller plays cost ``amount`` less of one energy kind.

    A negative amount is an increase ("cost 1 more mind energy").
    """

    card_type: CardType
    kind: EnergyKind
    amount: int

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)


Constant = StatBonus | TraitGrant | CostModifier


# --- the ability -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Ability:
    """One card effect: how it is used, what it costs, what it targets, what it does."""

    kind: AbilityKind
    text: str
    costs: tuple[Cost, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    steps: tuple[Step, ...] = ()
    trigger: Trigger | None = None
    trigger_self: bool = True  # the triggering card must be the source itself
    your_turn_only: bool = False  # "At the start of your turn"
    condition: Condition | None = None  # use only while / conditional cost (ARD: Costs)
    once_per_turn: bool = False  # ARD: Card Rules — "Limit once per turn"
    remove_after_use: bool = False  # "(Remove from the game after use.)"
    constants: tuple[Constant, ...] = ()

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)


@mypyc_attr(allow_interpreted_subclasses=True)
class Step:
    """One instruction of an effect, run at resolution."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Do the instruction; return False after setting a decision to wait for a choice."""
        raise NotImplementedError

    def describe(self) -> str:
        """Short text for the queue display, as the card says it ("you", "your opponent")."""
        return type(self).__name__

    def describe_for(self, you: str, opponent: str) -> str:
        """The text with the players named (``you``: the controller), for either seat to read."""
        return self.describe()

    def describe_now(self, state: BleachState, item: QueueItem, you: str, opponent: str) -> str:
        """The queue text as it would resolve now, players named (a replacement may change it)."""
        return self.describe_for(you, opponent)
