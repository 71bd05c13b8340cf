"""Determinisation: one possible truth behind what a seat knows (for search agents).

What a seat cannot know in the Bleach TCG (ARD: Common Knowledge) is the other seat's hand,
the other seat's side deck and the order of every deck, its own included. Decklists are
taken as known to both players, as at a tournament where decks are registered, so the
other seat's hand and deck together hold a known multiset of cards and only how they are
split between the two zones, and in what order, is hidden. Card ids never change their
definition, so re-dealing ids re-deals cards without leaking which ids were in the hand.

Cards the seat saw go into the other hand (revealed by a search, or returned from play)
stay there until a hidden card leaves that hand, after which the seat can no longer tell
them apart. Not modelled yet: deck positions a seat knows (the bottom after its own
mulligan) are re-sampled like any other hidden card.
"""

from __future__ import annotations

from reishi.engine.events import EVERYONE, Event, LogNode, log_append
from reishi.engine.rng import Rng
from reishi.games.bleach import events as ev
from reishi.games.bleach.state import BleachState, Zone, zone_code


def determinize(state: BleachState, seat: int, rng: Rng) -> BleachState:
    """A clone of ``state`` with everything ``seat`` cannot know re-sampled from ``rng``."""
    new: BleachState = state.clone()
    other = 1 - seat
    hand = new.cards_in(other, Zone.HAND)
    deck = new.cards_in(other, Zone.DECK)
    if _offers_hidden_cards(new, other):
        # The other seat is choosing among its own hidden cards; moving them would break
        # its pending choice, so only the deck order is re-sampled (see Game.determinize:
        # search asks only at its own decisions, where this never happens).
        rng.shuffle(deck)
    else:
        seen = known_in_other_hand(state.log_head, seat)
        known = [c for c in hand if c in seen]
        pool = [c for c in hand if c not in seen] + deck
        rng.shuffle(pool)
        size = len(hand) - len(known)
        hand[:] = known + pool[:size]
        deck[:] = pool[size:]
        hand_code, deck_code = zone_code(other, Zone.HAND), zone_code(other, Zone.DECK)
        for card in hand:
            new.zone[card] = hand_code
        for card in deck:
            new.zone[card] = deck_code
    # The seat does not know its own deck order either, nor the order of the other side deck.
    rng.shuffle(new.cards_in(seat, Zone.DECK))
    rng.shuffle(new.cards_in(other, Zone.SIDE))
    if new.decision is None or new.decision.seat != seat:
        new.legal_cache = None  # the other seat's options depend on its re-dealt hand
    # Future chance must not be the true game's: a fresh generator from the sample's seed.
    new.rng = Rng(rng.next64())
    new.log_head = _observed(state.log_head, seat)[0]
    return new


def _offers_hidden_cards(state: BleachState, seat: int) -> bool:
    """True when ``seat``'s pending choice lists cards in its hand or deck."""
    d = state.decision
    if d is None or d.seat != seat or d.of != "cards":
        return False
    hidden = (zone_code(seat, Zone.HAND), zone_code(seat, Zone.DECK))
    return any(0 <= c < len(state.zone) and state.zone[c] in hidden for c in d.options)


# What one seat observed is reused while search samples the same position many times; the
# entry holds the original head, so its id cannot be recycled while cached.
_LAST_OBSERVED: tuple[LogNode | None, int, LogNode | None, frozenset[int]] = (
    None,
    -1,
    None,
    frozenset(),
)


def redacted_log(head: LogNode | None, seat: int) -> LogNode | None:
    """The log ending at ``head`` as ``seat`` may see it (events of other seats redacted)."""
    return _observed(head, seat)[0]


def known_in_other_hand(head: LogNode | None, seat: int) -> frozenset[int]:
    """Cards ``seat`` saw go into the other hand and cannot have lost track of since."""
    return _observed(head, seat)[1]


def _observed(head: LogNode | None, seat: int) -> tuple[LogNode | None, frozenset[int]]:
    """The redacted log ending at ``head`` and the cards known in the other hand."""
    global _LAST_OBSERVED
    cached_head, cached_seat, cached_log, cached_known = _LAST_OBSERVED
    if head is cached_head and seat == cached_seat:
        return cached_log, cached_known
    events: list[Event] = []
    node = head
    while node is not None:
        e = node.event
        events.append(e if e.visible_to in (EVERYONE, seat) else e.redacted())
        node = node.prev
    out: LogNode | None = None
    known: set[int] = set()
    other = 1 - seat
    for e in reversed(events):
        out = log_append(e, out)
        track_known_cards(e, other, known)
    result = (out, frozenset(known))
    _LAST_OBSERVED = (head, seat, *result)
    return result


def track_known_cards(event: Event, other: int, known: set[int]) -> None:
    """Update the cards known to be in ``other``'s hand with one event as the observer saw it."""
    if isinstance(event, ev.CardRevealed) and event.seat == other:
        known.add(event.card)  # RB: Cherry Picking Rule — a searched card is shown, then taken
    elif isinstance(event, ev.CardMoved) and event.owner == other:
        if event.card < 0:
            if event.source == "hand":
                known.clear()  # an unseen card left the hand: it may be any of the known ones
        elif event.destination == "hand":
            known.add(event.card)
        else:
            known.discard(event.card)
    elif isinstance(event, ev.Mulliganed) and event.seat == other:
        known.clear()
