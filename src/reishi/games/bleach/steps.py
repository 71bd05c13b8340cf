"""Effect primitives: the instructions card effects are made of.

Each step is immutable and runs at resolution. "you" is the item's controller and
"opponent" the other seat. A step that needs a choice calls ``ask`` and returns False;
the rules store the answer and run the step again (resumable resolution).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reishi.engine.queue import Floating, QueueItem
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import ALL_STATS, Step
from reishi.games.bleach.battle import add_boost, switch_stat
from reishi.games.bleach.filters import CardFilter
from reishi.games.bleach.moves import bankai_slot_free, discard_from_play, put_into_play
from reishi.games.bleach.plural import refers_to
from reishi.games.bleach.state import BleachState, Decision, Duration, Zone, zone_code

RB_DO_WHAT_YOU_CAN = "RB: Do What You Can Rule"


def ask(
    state: BleachState,
    seat: int,
    prompt: str,
    options: list[int],
    labels: list[str],
    optional: bool = False,
    kind: str = "choose",
) -> bool:
    """Set the pending decision; returns False so a step can ``return ask(...)``."""
    state.decision = Decision(
        kind=kind,
        seat=seat,
        prompt=prompt,
        options=tuple(options),
        labels=tuple(labels),
        optional=optional,
    )
    return False


def _who(item: QueueItem, who: str) -> int:
    return item.controller if who == "you" else 1 - item.controller


def _target(item: QueueItem, slot: int) -> int:
    return item.targets[slot] if slot < len(item.targets) else -1


def valid_target(state: BleachState, item: QueueItem, slot: int) -> int:
    """The chosen card if it still fits its target's filter, else -1 (do what you can)."""
    card = _target(item, slot)
    if card < 0:
        return -1
    if item.ability.targets[slot].still_valid(state, item.controller, item.source, card):
        return card
    state.record(
        ev.EffectFizzled(
            source=ops.title(state, card), reason="target no longer legal", rule=RB_DO_WHAT_YOU_CAN
        )
    )
    return -1


def bind_floating(
    state: BleachState,
    item: QueueItem,
    card: int,
    kind: str,
    duration: Duration,
    data: tuple[Any, ...],
) -> int:
    """A floating effect on ``card`` bound to its current incarnation (ARD: Card Memory)."""
    uid = state.uid()
    state.floating.append(
        Floating(
            uid=uid,
            kind=kind,
            controller=item.controller,
            duration=duration,
            target=card,
            incarnation=state.incarnation[card],
            data=data,
            source_title=state.defs[item.source].title if item.source >= 0 else "",
            turn=state.turn,
        )
    )
    return uid


@dataclass(frozen=True, slots=True)
class DrawCards(Step):
    """Draw cards."""

    count: int = 1
    who: str = "you"

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Draw; an empty deck loses the game."""
        ops.draw(state, _who(item, self.who), self.count, "ARD: Effect")
        return True

    def describe(self) -> str:
        """Queue text."""
        return f"draw {self.count}"


@dataclass(frozen=True, slots=True)
class ChangePower(Step):
    """Gain (positive) or lose (negative) power; not damage, so not replaced as damage."""

    amount: int
    who: str = "you"
    instead_if_party_has: str | None = None  # ARD: Replacement — "If X is in your party"
    instead_amount: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Apply the change, replaced if the named card is in the controller's party."""
        amount, rule = self.amount, "ARD: Effect"
        if self.instead_if_party_has is not None and any(
            refers_to(self.instead_if_party_has, state.defs[c].name)
            for c in state.cards_in(item.controller, Zone.PARTY)
        ):
            amount, rule = self.instead_amount, "ARD: Replacement Card Effects"
        ops.change_power(state, _who(item, self.who), amount, "effect", rule)
        return True

    def describe(self) -> str:
        """Queue text."""
        verb = "gains" if self.amount > 0 else "loses"
        return f"{self.who} {verb} {abs(self.amount)} power"


@dataclass(frozen=True, slots=True)
class ModifyStat(Step):
    """The target gets +N (or -N) to a stat or to all stats, for a duration."""

    slot: int
    amount: int
    stats: str = ALL_STATS
    duration: Duration = Duration.WHILE_IN_PLAY

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Create the floating modifier bound to the card's current incarnation."""
        card = valid_target(state, item, self.slot)
        if card < 0:
            return True
        bind_floating(state, item, card, "stat", self.duration, (self.stats, self.amount))
        label = "all stats" if self.stats == ALL_STATS else self.stats
        state.record(
            ev.StatModified(
                card=card,
                title=ops.title(state, card),
                stat=label,
                amount=self.amount,
                duration=self.duration.value,
                rule="ARD: Card Memory",
            )
        )
        return True

    def describe(self) -> str:
        """Queue text."""
        label = "all stats" if self.stats == ALL_STATS else self.stats
        return f"target gets {self.amount:+d} {label}"


@dataclass(frozen=True, slots=True)
class DiscardTarget(Step):
    """Discard the chosen card from play; optionally its controller gains power."""

    slot: int = 0
    controller_gains: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """ARD: When a Queue Can Occur (Passing Over) — both instructions, no response between."""
        card = valid_target(state, item, self.slot)
        if card < 0:
            return True
        controller = state.controller[card]
        discard_from_play(state, card, "ARD: Controlling Cards")
        if self.controller_gains:
            ops.change_power(state, controller, self.controller_gains, "effect", "ARD: Effect")
        return True

    def describe(self) -> str:
        """Queue text."""
        gain = (
            f"; its controller gains {self.controller_gains} power" if self.controller_gains else ""
        )
        return "discard target" + gain


@dataclass(frozen=True, slots=True)
class DiscardFromHandEffect(Step):
    """A player discards cards from hand: chosen by that player, or at random."""

    count: int = 1
    who: str = "opponent"
    at_random: bool = False
    whole_hand: bool = False

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Discard what can be discarded (RB: Do What You Can Rule)."""
        seat = _who(item, self.who)
        hand = state.cards_in(seat, Zone.HAND)
        rule = "RB: Random Card Selection" if self.at_random else "ARD: Effect"
        if self.whole_hand or len(hand) <= self.count:
            chosen = list(hand)
        elif self.at_random:
            # RB: Random Card Selection — the opponent picks from a hand he cannot see.
            pool = list(hand)
            chosen = []
            for _ in range(self.count):
                chosen.append(pool.pop(state.rng.below(len(pool))))
        elif len(answers) < self.count:
            options = [c for c in hand if c not in answers]
            labels = [ops.title(state, c) for c in options]
            return ask(
                state,
                seat,
                f"Discard a card from your hand ({len(answers) + 1} of {self.count})",
                options,
                labels,
            )
        else:
            chosen = list(answers)
        for card in chosen:
            ops.move_to_pile(state, card, Zone.DISCARD, rule)
        return True

    def describe(self) -> str:
        """Queue text."""
        if self.whole_hand:
            return f"{self.who} discards his hand"
        how = " at random" if self.at_random else ""
        return f"{self.who} discards {self.count}{how}"


@dataclass(frozen=True, slots=True)
class Search(Step):
    """Search your deck for a matching card: may find nothing; found cards are revealed."""

    filter: CardFilter = field(default_factory=lambda: CardFilter(zones=(Zone.DECK,), side="you"))
    what: str = "a card"
    shuffle_after: bool = True

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """ARD: Searching Your Deck; RB: Cherry Picking Rule."""
        seat = item.controller
        if not answers:
            options = self.filter.candidates(state, seat, item.source)
            # Offer one option per title: copies in a deck are interchangeable.
            seen: dict[str, int] = {}
            for c in options:
                seen.setdefault(ops.title(state, c), c)
            ids = list(seen.values())
            return ask(
                state, seat, f"Search your deck for {self.what}", ids, list(seen), optional=True
            )
        card = answers[0]
        if card < 0:
            state.record(ev.SearchFoundNothing(seat=seat, rule="ARD: Searching Your Deck"))
        else:
            state.record(
                ev.CardRevealed(
                    seat=seat,
                    card=card,
                    title=ops.title(state, card),
                    rule="RB: Cherry Picking Rule",
                )
            )
            state.place(card, zone_code(state.owner[card], Zone.HAND))
        if self.shuffle_after:
            ops.shuffle_deck(state, seat, "RB: Shuffling")
        return True

    def describe(self) -> str:
        """Queue text."""
        return f"search for {self.what}"


@dataclass(frozen=True, slots=True)
class ShuffleIntoDeck(Step):
    """Shuffle the chosen card into its OWNER's deck (ARD: Shuffling Cards into Decks)."""

    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Move, then shuffle the owner's deck."""
        card = valid_target(state, item, self.slot)
        if card < 0:
            return True
        owner = state.owner[card]
        ops.move_to_pile(state, card, Zone.DECK, "ARD: Shuffling Cards into Decks")
        ops.shuffle_deck(state, owner, "ARD: Shuffling Cards into Decks")
        return True

    def describe(self) -> str:
        """Queue text."""
        return "shuffle target into its owner's deck"


@dataclass(frozen=True, slots=True)
class CancelQueued(Step):
    """Cancel a queue item; its costs stay paid (ARD: Paying Costs for Effects on the Queue)."""

    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Remove the chosen item if it is still on the queue."""
        uid = _target(item, self.slot)
        for i, queued in enumerate(state.queue):
            if queued.uid == uid:
                del state.queue[i]
                source = state.defs[queued.source].title if queued.source >= 0 else "effect"
                state.record(
                    ev.QueueItemCancelled(
                        uid=uid,
                        source=source,
                        by=state.defs[item.source].title if item.source >= 0 else "effect",
                        rule="ARD: Paying Costs for Effects on the Queue",
                    )
                )
                return True
        state.record(
            ev.EffectFizzled(
                source="cancel", reason="that item already left the queue", rule=RB_DO_WHAT_YOU_CAN
            )
        )
        return True

    def describe(self) -> str:
        """Queue text."""
        return "cancel an effect on the queue"


@dataclass(frozen=True, slots=True)
class SwitchStat(Step):
    """Switch the stat a character in battle uses (RB: Stat-Switching Rule)."""

    stat: str
    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Use the new stat's value, or the former value when the card lacks the new stat."""
        card = valid_target(state, item, self.slot)
        if card >= 0:
            switch_stat(state, card, self.stat)
        return True

    def describe(self) -> str:
        """Queue text."""
        return f"switch a stat in battle to {self.stat}"


@dataclass(frozen=True, slots=True)
class SetDepleted(Step):
    """Deplete or renew the chosen card."""

    depleted: bool
    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Turn the card (do nothing if it is already that way)."""
        card = valid_target(state, item, self.slot)
        if card >= 0 and state.depleted[card] != self.depleted:
            if self.depleted:
                ops.deplete(state, card, "RB: Deplete")
            else:
                ops.renew(state, card, "RB: Renew")
        return True

    def describe(self) -> str:
        """Queue text."""
        return "deplete target" if self.depleted else "renew target"


@dataclass(frozen=True, slots=True)
class AddFloating(Step):
    """Create a floating effect (ARD: Floating Effect): it outlives its source."""

    kind: str
    duration: Duration
    description: str
    seat: str = "opponent"  # whose actions or guardian it concerns
    data: tuple[Any, ...] = ()

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Add the record; a "trigger" kind carries (trigger, ability, whose action)."""
        seat = _who(item, self.seat)
        data = self.data
        if self.kind == "trigger":
            data = (data[0], data[1], seat)
        uid = state.uid()
        state.floating.append(
            Floating(
                uid=uid,
                kind=self.kind,
                controller=item.controller,
                duration=self.duration,
                seat=seat,
                data=data,
                source_title=state.defs[item.source].title if item.source >= 0 else "",
                turn=state.turn,
            )
        )
        state.record(
            ev.FloatingEffectCreated(
                uid=uid, description=self.description, rule="ARD: Floating Effect"
            )
        )
        return True

    def describe(self) -> str:
        """Queue text."""
        return self.description


@dataclass(frozen=True, slots=True)
class AttachBankai(Step):
    """A Bankai event attaches to the guardian its text names (ARD: Bankai Events)."""

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Attach the source from the discard pile to the controller's guardian, if allowed."""
        card = item.source
        guardian = ops.guardian_of(state, item.controller)
        if state.zone_name(card) is Zone.DISCARD and bankai_slot_free(state, item.controller, card):
            ops.attach(state, card, guardian, item.controller, "ARD: Bankai Events")
        else:
            state.record(
                ev.EffectFizzled(
                    source=ops.title(state, card),
                    reason="no guardian slot for this Bankai",
                    rule="ARD: Bankai Events",
                )
            )
        return True

    def describe(self) -> str:
        """Queue text."""
        return "attach to the named guardian"


@dataclass(frozen=True, slots=True)
class ApplyBoost(Step):
    """A boost resolving: the stat in battle rises by the boost value (RB: Boosting)."""

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Add to the side's boost if that character is still in the battle with that stat."""
        card, stat, amount = item.data
        add_boost(state, item.controller, int(card), str(stat), int(amount))
        return True

    def describe(self) -> str:
        """Queue text."""
        return "boost"


@dataclass(frozen=True, slots=True)
class Prohibit(Step):
    """The chosen card can't do something this turn ("can't" beats "can": ARD: Can vs. Can't)."""

    what: str = "attack"
    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Create the prohibition, bound to the card's incarnation."""
        card = valid_target(state, item, self.slot)
        if card < 0:
            return True
        uid = bind_floating(state, item, card, "cant", Duration.END_OF_TURN, (self.what,))
        text = f"{ops.title(state, card)} can't {self.what} this turn"
        state.record(ev.FloatingEffectCreated(uid=uid, description=text, rule="ARD: Can vs. Can't"))
        return True

    def describe(self) -> str:
        """Queue text."""
        return f"target can't {self.what} this turn"


@dataclass(frozen=True, slots=True)
class PutIntoPlay(Step):
    """Put a character from your hand into play: no cost is paid and it is not "played".

    RB: Putting a Card in Play; ARD: Uniqueness Rule (a title you control cannot be put in
    play); ARD: Overlay (a new version put into play overlays the old one). Effects that
    trigger on entering play wait for the window after this effect (ARD: When a Queue Can
    Occur).
    """

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Ask which character (or none), then put it into play."""
        seat = item.controller
        if not answers:
            controlled = {state.defs[c].title for c in state.cards_in(seat, Zone.PARTY)}
            options = [
                c
                for c in state.cards_in(seat, Zone.HAND)
                if state.info[c].is_character
                and not (state.defs[c].is_unique and state.defs[c].title in controlled)
            ]
            if not options:
                return True
            labels = [ops.title(state, c) for c in options]
            return ask(
                state, seat, "Put a character from your hand into play", options, labels, True
            )
        if answers[0] >= 0:
            put_into_play(state, answers[0], seat)
        return True

    def describe(self) -> str:
        """Queue text."""
        return "put a character from your hand into play"
