"""Bleach TCG events: typed, past-tense records, each citing the rule it applied."""

from __future__ import annotations

# The events every game logs are defined once in the engine; re-exported for ``ev.X`` use.
from reishi.engine.events import ActionTaken as ActionTaken
from reishi.engine.events import CardDrawn as CardDrawn
from reishi.engine.events import CardPlayed as CardPlayed
from reishi.engine.events import Event
from reishi.engine.events import GameEnded as GameEnded
from reishi.engine.events import TurnBegan as TurnBegan


class GameStarted(Event, frozen=True, tag="game-started"):
    """Seats, guardians and the coin flip's winner."""

    guardians: tuple[str, ...]
    flip_winner: int


class FirstPlayerChosen(Event, frozen=True, tag="first-player-chosen"):
    """Who takes the first turn (ARD: Deciding Who Goes First)."""

    chooser: int
    first: int


class HandDrawn(Event, frozen=True, tag="hand-drawn"):
    """A seat drew its opening hand; ``cards`` is empty for other seats."""

    seat: int
    count: int
    cards: tuple[int, ...] = ()

    def redacted(self) -> Event:
        """Others learn only how many cards were drawn."""
        return HandDrawn(seat=self.seat, count=self.count, rule=self.rule)


class Mulliganed(Event, frozen=True, tag="mulliganed"):
    """A seat put its hand on the bottom of its deck and drew five more."""

    seat: int


class HandKept(Event, frozen=True, tag="hand-kept"):
    """A seat kept its opening hand."""

    seat: int


class CardsRenewed(Event, frozen=True, tag="cards-renewed"):
    """Resource Phase 1: every depleted card of the seat was renewed."""

    seat: int
    cards: tuple[int, ...]


class EnergyPlayed(Event, frozen=True, tag="energy-played"):
    """Resource Phase 3/4: an energy card went from the side deck to the energy row."""

    seat: int
    card: int
    title: str


class CostPaid(Event, frozen=True, tag="cost-paid"):
    """A cost was paid: energy depleted and any effect cost."""

    seat: int
    description: str


class CardEnteredPlay(Event, frozen=True, tag="card-entered-play"):
    """A card entered the play area."""

    seat: int
    card: int
    title: str
    depleted: bool = False


class CharacterOverlaid(Event, frozen=True, tag="character-overlaid"):
    """A new version replaced a character of the same name (ARD: Overlay)."""

    seat: int
    old: int
    new: int
    title: str


class CardAttached(Event, frozen=True, tag="card-attached"):
    """An item or Bankai event was attached."""

    card: int
    title: str
    host: int
    host_title: str


class CardMoved(Event, frozen=True, tag="card-moved"):
    """A card changed zone (discarded, removed, to hand, shuffled in...)."""

    card: int
    title: str
    owner: int
    source: str
    destination: str
    hidden: bool = False

    def redacted(self) -> Event:
        """Hide the card's identity when it moved between hidden zones."""
        if not self.hidden:
            return self
        return CardMoved(
            card=-1,
            title="a card",
            owner=self.owner,
            source=self.source,
            destination=self.destination,
            hidden=True,
            rule=self.rule,
        )


class CardRevealed(Event, frozen=True, tag="card-revealed"):
    """A card was shown to both players (RB: Cherry Picking Rule)."""

    seat: int
    card: int
    title: str


class SearchFoundNothing(Event, frozen=True, tag="search-found-nothing"):
    """A search chose to find nothing (ARD: Searching Your Deck)."""

    seat: int


class DeckShuffled(Event, frozen=True, tag="deck-shuffled"):
    """A deck was shuffled."""

    seat: int


class CardDepleted(Event, frozen=True, tag="card-depleted"):
    """A card turned sideways."""

    card: int
    title: str


class CardRenewed(Event, frozen=True, tag="card-renewed"):
    """A card turned upright by an effect."""

    card: int
    title: str


class QueueItemAdded(Event, frozen=True, tag="queue-item-added"):
    """An item entered the queue."""

    uid: int
    seat: int
    kind: str
    source: str
    description: str


class QueueItemResolved(Event, frozen=True, tag="queue-item-resolved"):
    """The top item of the queue resolved completely."""

    uid: int
    source: str


class QueueItemCancelled(Event, frozen=True, tag="queue-item-cancelled"):
    """An item was removed from the queue; its costs stay paid."""

    uid: int
    source: str
    by: str


class PriorityPassed(Event, frozen=True, tag="priority-passed"):
    """A seat passed priority."""

    seat: int
    automatic: bool = False


class WindowOpened(Event, frozen=True, tag="window-opened"):
    """A priority window opened."""

    label: str


class MainStepPassed(Event, frozen=True, tag="main-step-passed"):
    """Phase A: the active player passed the Main step."""

    seat: int


class AttackDeclared(Event, frozen=True, tag="attack-declared"):
    """Phase C: attacker and stat declared."""

    seat: int
    card: int
    title: str
    stat: str


class CharacterAttacked(Event, frozen=True, tag="character-attacked"):
    """Phase C.1: the attacker was depleted and is now attacking."""

    seat: int
    card: int
    title: str
    stat: str


class AttackEnded(Event, frozen=True, tag="attack-ended"):
    """Phase C ended early because the attacker stopped being legal."""

    card: int
    reason: str


class DefenderDeclared(Event, frozen=True, tag="defender-declared"):
    """Phase C.2: a defender was declared and depleted (card -1: no defender)."""

    seat: int
    card: int
    title: str


class BattleBegan(Event, frozen=True, tag="battle-began"):
    """Phase C.3: the battle began."""

    attacker: int
    defender: int


class Boosted(Event, frozen=True, tag="boosted"):
    """A boost resolved: the stat in battle rose."""

    seat: int
    card: int
    title: str
    stat: str
    amount: int


class StatSwitched(Event, frozen=True, tag="stat-switched"):
    """A stat in battle was switched (RB: Stat-Switching Rule)."""

    card: int
    old: str
    new: str
    value: int


class StatModified(Event, frozen=True, tag="stat-modified"):
    """A character's stat changed by an effect."""

    card: int
    title: str
    stat: str
    amount: int
    duration: str


class StatsLocked(Event, frozen=True, tag="stats-locked"):
    """Phase C.4: final stats compared."""

    attacker: int
    attack_value: int
    defender: int
    defend_value: int
    outcome: str  # "attacker-won", "defender-won", "tie", "no-defender"


class PowerChanged(Event, frozen=True, tag="power-changed"):
    """A guardian's power changed (damage, loss or gain)."""

    seat: int
    amount: int
    power: int
    cause: str


class FloatingEffectCreated(Event, frozen=True, tag="floating-effect-created"):
    """A floating effect began."""

    uid: int
    description: str


class FloatingEffectEnded(Event, frozen=True, tag="floating-effect-ended"):
    """A floating effect expired or was used up."""

    uid: int
    description: str


class EffectFizzled(Event, frozen=True, tag="effect-fizzled"):
    """An effect did nothing (a condition failed or nothing could be done)."""

    source: str
    reason: str


class LoopRepeated(Event, frozen=True, tag="loop-repeated"):
    """A demonstrated loop was repeated N times (ARD: Infinite Rules)."""

    seat: int
    length: int
    times: int
