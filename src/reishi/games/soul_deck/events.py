"""Soul Deck events: what happened, in the past tense, each citing its rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# The events every game logs are defined once in the engine; re-exported for ``ev.X`` use.
from reishi.engine.events import ActionTaken as ActionTaken
from reishi.engine.events import CardDrawn as CardDrawn
from reishi.engine.events import CardPlayed as CardPlayed
from reishi.engine.events import Event
from reishi.engine.events import GameEnded as GameEnded
from reishi.engine.events import TurnBegan as TurnBegan
from reishi.engine.wording import count_of


def _p(seat: int) -> str:
    """A seat as the board names it: ``P1`` for seat 0."""
    return f"P{seat + 1}"


class GameStarted(Event, frozen=True, tag="sd-game-started"):
    """The decks were shuffled and a first player chosen at random."""

    first: int


class HandDrawn(Event, frozen=True, tag="sd-hand-drawn"):
    """A player drew an opening hand."""

    seat: int
    count: int


class HandKept(Event, frozen=True, tag="sd-hand-kept"):
    """A player kept the opening hand."""

    seat: int


class Mulliganed(Event, frozen=True, tag="sd-mulliganed"):
    """A player shuffled the hand back and drew five."""

    seat: int


class CardBottomed(Event, frozen=True, tag="sd-card-bottomed"):
    """After a mulligan, a card went to the bottom of the deck (hidden)."""

    seat: int
    card: int = -1
    title: str = ""

    def redacted(self) -> Event:
        """The other seat learns only that a card went to the bottom."""
        return CardBottomed(seat=self.seat, rule=self.rule, visible_to=self.visible_to)


class PhaseBegan(Event, frozen=True, tag="sd-phase-began"):
    """A phase of the turn began."""

    phase: str


class CardsReadied(Event, frozen=True, tag="sd-cards-readied"):
    """Restoration Phase: exhausted cards became ready."""

    seat: int
    cards: tuple[int, ...]


class DrawSkipped(Event, frozen=True, tag="sd-draw-skipped"):
    """The first player skipped the first Draw Phase."""

    seat: int


class EnergyPlayed(Event, frozen=True, tag="sd-energy-played"):
    """A Spiritual Energy was put into the Support Zone."""

    seat: int
    card: int
    title: str


class EnergyExhausted(Event, frozen=True, tag="sd-energy-exhausted"):
    """Spiritual Energy was exhausted to pay a cost."""

    seat: int
    cards: tuple[int, ...]
    paid: str


class Tributed(Event, frozen=True, tag="sd-tributed"):
    """A character was tributed to summon another."""

    seat: int
    card: int
    title: str


class AbilityUsed(Event, frozen=True, tag="sd-ability-used"):
    """A Blut ability was activated onto the stack."""

    seat: int
    card: int
    ability: str


class TriggerAdded(Event, frozen=True, tag="sd-trigger-added"):
    """A start-of-turn effect was put on the stack."""

    seat: int
    card: int
    title: str


class PriorityPassed(Event, frozen=True, tag="sd-passed"):
    """A player passed in a response window."""

    seat: int


class ItemResolved(Event, frozen=True, tag="sd-resolved"):
    """The top item of the stack resolved."""

    uid: int
    source: str


class ItemFizzled(Event, frozen=True, tag="sd-fizzled"):
    """An item did nothing: its target or the character it replaces was gone."""

    uid: int
    source: str
    reason: str


class CardEntered(Event, frozen=True, tag="sd-entered"):
    """A Character, Equipment or Field entered play."""

    seat: int
    card: int
    title: str
    host: int = -1  # the equipped character, for Equipment


class Transformed(Event, frozen=True, tag="sd-transformed"):
    """A Shikai, Bankai or Resurrección replaced a character in its slot."""

    seat: int
    card: int
    old: int
    title: str
    old_title: str = ""


class FieldReplaced(Event, frozen=True, tag="sd-field-replaced"):
    """A new Field replaced the old one."""

    old: int
    title: str
    old_title: str = ""


class DamageDealt(Event, frozen=True, tag="sd-damage"):
    """A character took damage (after Hierro); ``total`` is its damage this turn."""

    card: int
    title: str
    amount: int
    prevented: int = 0
    total: int = 0


class LifeLost(Event, frozen=True, tag="sd-life-lost"):
    """A player lost Life Points."""

    seat: int
    amount: int
    life: int


class LifeGained(Event, frozen=True, tag="sd-life-gained"):
    """A player gained Life Points."""

    seat: int
    amount: int
    life: int


class StatBoosted(Event, frozen=True, tag="sd-boosted"):
    """A character got a bonus until end of turn."""

    card: int
    title: str
    stat: str
    amount: int


class CardReadied(Event, frozen=True, tag="sd-readied"):
    """An effect readied a character."""

    card: int
    title: str


class CardExhausted(Event, frozen=True, tag="sd-exhausted"):
    """An effect exhausted a character."""

    card: int
    title: str


class Destroyed(Event, frozen=True, tag="sd-destroyed"):
    """A character was destroyed and sent to the Soul Burial."""

    card: int
    title: str
    reason: str


class AttackerDeclared(Event, frozen=True, tag="sd-attacker"):
    """A character exhausted to attack."""

    seat: int
    card: int
    title: str


class BlockerDeclared(Event, frozen=True, tag="sd-blocker"):
    """A ready character blocked an attacker."""

    seat: int
    blocker: int
    attacker: int
    blocker_title: str = ""
    attacker_title: str = ""


class CombatEnded(Event, frozen=True, tag="sd-combat-ended"):
    """Combat damage was dealt and combat ended."""


class EffectsEnded(Event, frozen=True, tag="sd-effects-ended"):
    """End Phase: "until end of turn" effects and this turn's damage wore off."""

    count: int


class CardDiscarded(Event, frozen=True, tag="sd-discarded"):
    """A card was discarded from hand."""

    seat: int
    card: int
    title: str


def _life(e: LifeLost | LifeGained, verb: str) -> str:
    return f"{_p(e.seat)} {verb} {count_of(e.amount, 'Life Point')} → {e.life}"


def _damage(e: DamageDealt) -> str:
    text = f"{e.title} took {e.amount} damage"
    if e.prevented:
        text += f" ({e.prevented} stopped by Hierro)"
    return text + f", {e.total} this turn"


def _readied(e: CardsReadied) -> str:
    if not e.cards:
        return f"{_p(e.seat)} had nothing to ready"
    return f"{_p(e.seat)} readied {count_of(len(e.cards), 'card')}"


def _ended(e: EffectsEnded) -> str:
    if not e.count:
        return "this turn's damage wore off"
    effects = count_of(e.count, "end-of-turn effect")
    return f"{effects} and this turn's damage wore off"


_TEXT: dict[type, Callable[[Any], str]] = {
    GameStarted: lambda e: f"game started; {_p(e.first)} goes first",
    HandDrawn: lambda e: f"{_p(e.seat)} drew an opening hand of {count_of(e.count, 'card')}",
    HandKept: lambda e: f"{_p(e.seat)} kept the hand",
    Mulliganed: lambda e: f"{_p(e.seat)} shuffled the hand back and drew five (mulligan)",
    CardBottomed: lambda e: f"{_p(e.seat)} put {e.title or 'a card'} on the bottom of the deck",
    TurnBegan: lambda e: f"Turn {e.turn} · {_p(e.seat)} is the active player",
    PhaseBegan: lambda e: f"{e.phase} Phase",
    CardsReadied: _readied,
    CardDrawn: lambda e: f"{_p(e.seat)} drew {e.title or 'a card'}",
    DrawSkipped: lambda e: f"{_p(e.seat)} skipped the first draw",
    EnergyPlayed: lambda e: f"{_p(e.seat)} played {e.title}",
    CardPlayed: lambda e: f"{_p(e.seat)} played {e.title}",
    EnergyExhausted: lambda e: f"{_p(e.seat)} exhausted energy for {e.paid}",
    Tributed: lambda e: f"{_p(e.seat)} tributed {e.title}",
    AbilityUsed: lambda e: f"{_p(e.seat)} activated {e.ability}",
    TriggerAdded: lambda e: f"{e.title}'s start-of-turn effect went on the stack",
    PriorityPassed: lambda e: f"{_p(e.seat)} passed",
    ItemResolved: lambda e: f"{e.source} resolved",
    ItemFizzled: lambda e: f"{e.source} did nothing: {e.reason}",
    CardEntered: lambda e: f"{e.title} entered play for {_p(e.seat)}",
    Transformed: lambda e: f"{e.title} replaced {e.old_title or 'the character'} in its slot",
    FieldReplaced: lambda e: f"{e.title} replaced the Field {e.old_title}".rstrip(),
    DamageDealt: _damage,
    LifeLost: lambda e: _life(e, "lost"),
    LifeGained: lambda e: _life(e, "gained"),
    StatBoosted: lambda e: f"{e.title} gets +{e.amount} {e.stat} until end of turn",
    CardReadied: lambda e: f"{e.title} was readied",
    CardExhausted: lambda e: f"{e.title} was exhausted",
    Destroyed: lambda e: f"{e.title} was destroyed ({e.reason})",
    AttackerDeclared: lambda e: f"{_p(e.seat)} attacks with {e.title}",
    BlockerDeclared: lambda e: (
        f"{_p(e.seat)} blocks {e.attacker_title or 'an attacker'} "
        f"with {e.blocker_title or 'a character'}"
    ),
    CombatEnded: lambda e: "combat ended",
    EffectsEnded: _ended,
    CardDiscarded: lambda e: f"{_p(e.seat)} discarded {e.title}",
    ActionTaken: lambda e: f"{_p(e.seat)}: {e.text}" + (" (forced)" if e.automatic else ""),
    GameEnded: lambda e: (
        ("the game is a draw" if e.winner < 0 else f"{_p(e.winner)} wins") + f" ({e.reason})"
    ),
}


def describe_event(event: Event) -> str:
    """A log line: what happened, then the rule in brackets."""
    text = _TEXT.get(type(event))
    body = text(event) if text is not None else _words(type(event).__name__)
    return f"{body}  [{event.rule}]" if event.rule else body


def _words(name: str) -> str:
    """An event's class name in words, for an event with no sentence of its own yet."""
    return "".join(" " + c.lower() if c.isupper() else c for c in name).strip()
