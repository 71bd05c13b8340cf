"""Card behaviour as data: abilities built from costs, targets, steps, constants, conditions.

An ability is declarative (Fireplace-style): the rules interpret it. Resolution is
resumable: a step that needs a choice sets the pending decision and returns False; the
choice is stored in the resolution frame and the same step runs again with it
(ARCHITECTURE: Effects are programs the engine interprets).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from reishi.engine.queue import QueueItem
from reishi.games.bleach.carddef import CardType, EnergyKind
from reishi.games.bleach.state import ZONE_COUNT, BleachState, Zone

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
class Condition:
    """A yes/no test of the game state from the point of view of a seat and a source card."""

    text: str = ""

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True when the condition is met."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class PartyAll(Condition):
    """Every character in the seat's party has ``trait`` ("all ... are Wholes")."""

    trait: str
    text: str = ""

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True when no character in the party lacks the trait."""
        from reishi.games.bleach.stats import has_trait

        return all(has_trait(state, c, self.trait) for c in state.cards_in(seat, Zone.PARTY))


@dataclass(frozen=True, slots=True)
class PartyCount(Condition):
    """The seat's party has at least ``count`` characters with ``trait``."""

    trait: str
    count: int
    text: str = ""

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True when enough party members have the trait."""
        from reishi.games.bleach.stats import has_trait

        party = state.cards_in(seat, Zone.PARTY)
        return sum(1 for c in party if has_trait(state, c, self.trait)) >= self.count


@dataclass(frozen=True, slots=True)
class InBattle(Condition):
    """A battle is in progress (ARD: Battle — battles start in Phase C step 3)."""

    text: str = "during a battle"

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True from Phase C.3 until the battle ends."""
        return state.battle is not None and state.battle.started and not state.battle.locked


# --- filters ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards a target or cost may pick; ``side`` is relative to the choosing seat."""

    zones: tuple[Zone, ...] = (Zone.PARTY,)
    side: str = "any"  # "any", "you", "opponent"
    card_type: CardType | None = None
    trait: str | None = None
    all_traits: tuple[str, ...] = ()  # every one required ("an Evil Human")
    card_types: tuple[CardType, ...] = ()  # any one of these types
    depleted: bool | None = None
    in_battle: bool = False
    other_than_source: bool = False
    max_energy_cost: int | None = None  # RB: Energy Cost — the PRINTED sum, never modified

    def candidates(self, state: BleachState, seat: int, source: int) -> list[int]:
        """Every card matching the filter, in zone order."""
        if self.in_battle:  # only two cards can be in a battle: skip scanning the zones
            b = state.battle
            # ARD: Battle — a battle officially starts in Phase C step 3; before that no
            # character is "in battle".
            if b is None or not b.started:
                return []
            fighters = (b.attacker, b.defender) if b.defender >= 0 else (b.attacker,)
            return [c for c in fighters if self.matches(state, seat, source, c)]
        seats = (
            (seat,) if self.side == "you" else (1 - seat,) if self.side == "opponent" else (0, 1)
        )
        out: list[int] = []
        for s in seats:
            for z in self.zones:
                for c in state.cards_in(s, z):
                    if self.fits(state, source, c):
                        out.append(c)
        return out

    def any_match(self, state: BleachState, seat: int, source: int, excluded: int = -1) -> bool:
        """True if some card other than ``excluded`` matches: ``candidates`` without the list.

        Legal-action checks only ask whether a target or a discard exists, at every window.
        """
        if self.in_battle:
            return any(c != excluded for c in self.candidates(state, seat, source))
        seats = (
            (seat,) if self.side == "you" else (1 - seat,) if self.side == "opponent" else (0, 1)
        )
        for s in seats:
            for z in self.zones:
                for c in state.cards_in(s, z):
                    if c != excluded and self.fits(state, source, c):
                        return True
        return False

    def matches(self, state: BleachState, seat: int, source: int, card: int) -> bool:
        """True if ``card`` passes every test of the filter (zone and side included)."""
        if state.zone_name(card) not in self.zones:
            return False
        holder = state.zone[card] // ZONE_COUNT
        if (self.side == "you" and holder != seat) or (self.side == "opponent" and holder == seat):
            return False
        return self.fits(state, source, card)

    def fits(self, state: BleachState, source: int, card: int) -> bool:
        """Every test but zone and side, for a card already found in a zone the filter scans."""
        d = state.defs[card]
        if self.card_type is not None and d.type is not self.card_type:
            return False
        if self.depleted is not None and state.depleted[card] != self.depleted:
            return False
        if self.other_than_source and card == source:
            return False
        if self.max_energy_cost is not None and d.energy_cost > self.max_energy_cost:
            return False
        if self.in_battle:
            b = state.battle
            if b is None or not b.started or card not in (b.attacker, b.defender):
                return False
        if self.card_types and d.type not in self.card_types:
            return False
        if self.trait is None and not self.all_traits:
            return True
        from reishi.games.bleach.stats import has_trait  # stats builds on this module

        if self.trait is not None and not has_trait(state, card, self.trait):
            return False
        return all(has_trait(state, card, t) for t in self.all_traits)


CHARACTERS_IN_PLAY = CardFilter(card_type=CardType.CHARACTER)
CHARACTERS_IN_BATTLE = CardFilter(card_type=CardType.CHARACTER, in_battle=True)


# --- costs -----------------------------------------------------------------------------
class Cost:
    """ARD: Costs — one part of what must be paid to use an effect."""

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """True if the seat can pay this part now."""
        raise NotImplementedError

    def choices(self, state: BleachState, seat: int, source: int) -> list[int] | None:
        """Cards the payer must choose among, or None when nothing is chosen."""
        return None

    def describe(self) -> str:
        """The cost as printed."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class EnergyCost(Cost):
    """Deplete renewed energy cards of the listed kinds."""

    amounts: tuple[tuple[EnergyKind, int], ...]

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """Enough renewed energy of each kind."""
        from reishi.games.bleach.payment import can_pay_energy

        return can_pay_energy(state, seat, self.amounts)

    def describe(self) -> str:
        """E.g. '1 mind, 2 body energy'."""
        return ", ".join(f"{n} {k.value}" for k, n in self.amounts if n) + " energy"


@dataclass(frozen=True, slots=True)
class DepleteSelf(Cost):
    """Deplete the source (characters only if in play since their controller's turn began)."""

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """Renewed, and for characters in play since the start of the turn (or Swift)."""
        from reishi.games.bleach.stats import can_use_deplete_effects

        return not state.depleted[source] and can_use_deplete_effects(state, source)

    def describe(self) -> str:
        """As printed."""
        return "Deplete this card"


@dataclass(frozen=True, slots=True)
class RemoveSelf(Cost):
    """Remove the source from the game."""

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """Always payable while the source is in play."""
        return state.in_play(source)

    def describe(self) -> str:
        """As printed."""
        return "Remove this card from the game"


@dataclass(frozen=True, slots=True)
class DiscardFromHand(Cost):
    """Discard a matching card from hand (not the card being played)."""

    filter: CardFilter = field(default_factory=lambda: CardFilter(zones=(Zone.HAND,), side="you"))
    text: str = "Discard a card from your hand"

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """At least one matching card in hand."""
        return self.filter.any_match(state, seat, source, excluded=source)

    def choices(self, state: BleachState, seat: int, source: int) -> list[int]:
        """Matching cards in hand other than the source."""
        return [c for c in self.filter.candidates(state, seat, source) if c != source]

    def describe(self) -> str:
        """As printed."""
        return self.text


# --- targets ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Target:
    """RB: Choosing Rule — a card chosen when the effect is used; checked again on resolution."""

    filter: CardFilter
    prompt: str

    def options(self, state: BleachState, seat: int, source: int) -> list[int]:
        """Cards that may be chosen now."""
        return self.filter.candidates(state, seat, source)

    def exists(self, state: BleachState, seat: int, source: int) -> bool:
        """True if there is at least one card to choose."""
        return self.filter.any_match(state, seat, source)

    def still_valid(self, state: BleachState, seat: int, source: int, card: int) -> bool:
        """A chosen card that no longer fits is not affected (RB: Do What You Can Rule)."""
        return self.filter.matches(state, seat, source, card)


@dataclass(frozen=True, slots=True)
class QueueTarget:
    """Choose an item already on the queue (cancel effects)."""

    prompt: str = "Choose an effect on the queue"


AnyTarget = Target | QueueTarget


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


@dataclass(frozen=True, slots=True)
class TraitGrant:
    """The source gains each trait of ``groups`` that every other party member has."""

    groups: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class CostModifier:
    """Cards of ``card_type`` the controller plays cost ``amount`` less of one energy kind."""

    card_type: CardType
    kind: EnergyKind
    amount: int


Constant = StatBonus | TraitGrant | CostModifier


# --- the ability -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Ability:
    """One card effect: how it is used, what it costs, what it targets, what it does."""

    kind: AbilityKind
    text: str
    costs: tuple[Cost, ...] = ()
    targets: tuple[AnyTarget, ...] = ()
    steps: tuple[Step, ...] = ()
    trigger: Trigger | None = None
    trigger_self: bool = True  # the triggering card must be the source itself
    your_turn_only: bool = False  # "At the start of your turn"
    condition: Condition | None = None  # use only while / conditional cost (ARD: Costs)
    once_per_turn: bool = False  # ARD: Card Rules — "Limit once per turn"
    remove_after_use: bool = False  # "(Remove from the game after use.)"
    constants: tuple[Constant, ...] = ()


class Step:
    """One instruction of an effect, run at resolution."""

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Do the instruction; return False after setting a decision to wait for a choice."""
        raise NotImplementedError

    def describe(self) -> str:
        """Short text for the queue display, as the card says it ("you", "your opponent")."""
        return type(self).__name__

    def describe_for(self, you: str, opponent: str) -> str:
        """The text with the players named (``you``: the controller), for either seat to read."""
        return self.describe()
