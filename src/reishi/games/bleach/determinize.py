"""Determinisation: one possible truth behind what a seat knows (for search agents).

What a seat cannot know in the Bleach TCG (ARD: Common Knowledge) is the other seat's hand,
the other seat's side deck and the order of every deck, its own included. Decklists are
taken as known to both players, as at a tournament where decks are registered, so the
other seat's hand and deck together hold a known multiset of cards and only how they are
split between the two zones, and in what order, is hidden. Card ids never change their
definition, so re-dealing ids re-deals cards without leaking which ids were in the hand.

Not modelled yet: cards a seat saw enter the other hand (revealed, or returned from play)
and deck positions a seat knows (the bottom after its own mulligan) are re-sampled like
any other hidden card.
"""

from __future__ import annotations

from reishi.engine.events import EVERYONE, LogNode
from reishi.engine.rng import Rng
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
        pool = hand + deck
        rng.shuffle(pool)
        size = len(hand)
        hand[:] = pool[:size]
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
    new.log_head = redacted_log(state.log_head, seat)
    return new


def _offers_hidden_cards(state: BleachState, seat: int) -> bool:
    """True when ``seat``'s pending choice lists cards in its hand or deck."""
    d = state.decision
    if d is None or d.seat != seat or d.of != "cards":
        return False
    hidden = (zone_code(seat, Zone.HAND), zone_code(seat, Zone.DECK))
    return any(0 <= c < len(state.zone) and state.zone[c] in hidden for c in d.options)


# One redacted log is reused while search samples the same position many times; the entry
# holds the original head, so its id cannot be recycled while cached.
_LAST_REDACTED: tuple[LogNode | None, int, LogNode | None] = (None, -1, None)


def redacted_log(head: LogNode | None, seat: int) -> LogNode | None:
    """The log ending at ``head`` as ``seat`` may see it (events of other seats redacted)."""
    global _LAST_REDACTED
    cached_head, cached_seat, cached = _LAST_REDACTED
    if head is cached_head and seat == cached_seat:
        return cached
    events = []
    node = head
    while node is not None:
        e = node.event
        events.append(e if e.visible_to in (EVERYONE, seat) else e.redacted())
        node = node.prev
    out: LogNode | None = None
    for e in reversed(events):
        out = LogNode(e, out)
    _LAST_REDACTED = (head, seat, out)
    return out
