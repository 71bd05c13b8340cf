"""Re-sampling hidden cards, for games whose hidden information is whole zones.

A game that knows which of its zones a seat cannot look into (its ``hidden_zones``: groups
of zones whose cards the seat cannot tell apart, such as the other hand and deck together,
and piles whose order it cannot know) gets one possible truth behind what the seat knows
by dealing each group's cards again at random, every zone keeping its size. The log is
replaced by the one the seat saw, so nothing searched from the sample can read a hidden
event.
"""

from __future__ import annotations

from collections.abc import Sequence

from reishi.engine.events import EVERYONE, Event, LogNode, log_append
from reishi.engine.rng import Rng
from reishi.engine.state import CoreState


def redeal(state: CoreState, groups: Sequence[Sequence[int]], rng: Rng) -> None:
    """Deal the cards of each group of zones at random, every zone keeping its size."""
    zones, where = state.zones, state.zone
    for group in groups:
        if len(group) == 1:
            rng.shuffle(zones[group[0]])  # only the order is hidden
            continue
        pool = [card for code in group for card in zones[code]]
        rng.shuffle(pool)
        start = 0
        for code in group:
            size = len(zones[code])
            dealt = pool[start : start + size]
            start += size
            zones[code][:] = dealt
            for card in dealt:
                where[card] = code


def orders_only(groups: Sequence[Sequence[int]]) -> list[tuple[int, ...]]:
    """The same zones with only their order hidden (no card changes zone)."""
    return [(code,) for group in groups for code in group]


# Search samples the same position many times: the redacted log of the last head asked for
# is kept, and the entry holds that head, so its id cannot be recycled while cached.
_LAST: tuple[LogNode | None, int, LogNode | None] = (None, -2, None)


def observed_log(head: LogNode | None, seat: int) -> LogNode | None:
    """The log ending at ``head`` as ``seat`` saw it (other seats' hidden events redacted)."""
    global _LAST
    cached_head, cached_seat, cached = _LAST
    if head is cached_head and seat == cached_seat:
        return cached
    events: list[Event] = []
    node = head
    while node is not None:
        e = node.event
        events.append(e if e.visible_to in (EVERYONE, seat) else e.redacted())
        node = node.prev
    out: LogNode | None = None
    for e in reversed(events):
        out = log_append(e, out)
    _LAST = (head, seat, out)
    return out


def resample(state: CoreState, seat: int, groups: Sequence[Sequence[int]], rng: Rng) -> None:
    """Make the clone ``state`` one possible truth for ``seat`` (see the module docstring).

    While the other seat decides, its options may name its own hidden cards, so the cards
    stay where they are and only orders are re-sampled (search asks at its own decisions).
    """
    decision = state.decision
    mine = decision is None or getattr(decision, "seat", seat) == seat
    redeal(state, groups if mine else orders_only(groups), rng)
    state.legal_cache = None  # options may name re-dealt cards: generated afresh
    # Future chance must not be the true game's: a fresh generator from the sample's seed.
    state.rng = Rng(rng.next64())
    state.log_head = observed_log(state.log_head, seat)
