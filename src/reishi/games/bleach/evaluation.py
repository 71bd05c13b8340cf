"""A cheap estimate of how a Bleach TCG game stands for one seat, for truncated playouts.

A game is won by taking the other guardian's power to zero or by the other seat having to
draw from an empty deck (RB: How to Win!), so the estimate weighs guardian power first,
then the danger of decking out, then what each seat has on the table to attack and defend
with. It reads only public facts, so it is the same for every determinisation.
"""

from __future__ import annotations

from reishi.games.bleach.state import BleachState, Zone

POWER_WEIGHT = 0.55
DECK_WEIGHT = 0.15
BOARD_WEIGHT = 0.30
DECK_DANGER = 10  # fewer cards than this left in a deck starts to count against its owner
ENERGY_VALUE = 3  # one energy card, in printed-stat points: it pays for the cards to come
HAND_VALUE = 2  # one card in hand, in printed-stat points
DEPLETED_SHARE = 0.5  # a depleted character cannot defend until it renews


def evaluate(state: BleachState, seat: int) -> float:
    """``seat``'s prospects in [0, 1]: 1 won, 0 lost, 0.5 drawn or even."""
    if state.is_over:
        return 0.5 if state.winner is None else float(state.winner == seat)
    other = 1 - seat
    mine, theirs = state.power[seat], state.power[other]
    power = (mine - theirs) / max(1, mine + theirs)
    deck = _deck_danger(state, other) - _deck_danger(state, seat)
    a, b = _presence(state, seat), _presence(state, other)
    board = (a - b) / max(1.0, a + b)
    score = POWER_WEIGHT * power + DECK_WEIGHT * deck + BOARD_WEIGHT * board
    return min(1.0, max(0.0, 0.5 + 0.5 * score))


def _deck_danger(state: BleachState, seat: int) -> float:
    """0 with a comfortable deck, rising to 1 as it empties."""
    left = len(state.cards_in(seat, Zone.DECK))
    return max(0, DECK_DANGER - left) / DECK_DANGER


def _presence(state: BleachState, seat: int) -> float:
    """Printed stats in the party, plus energy and cards in hand, in stat points."""
    total = 0.0
    defs, depleted = state.defs, state.depleted
    for card in state.cards_in(seat, Zone.PARTY):
        value = sum(defs[card].stats.values())
        total += value * DEPLETED_SHARE if depleted[card] else value
    total += ENERGY_VALUE * len(state.cards_in(seat, Zone.ENERGY))
    total += HAND_VALUE * len(state.cards_in(seat, Zone.HAND))
    return total
