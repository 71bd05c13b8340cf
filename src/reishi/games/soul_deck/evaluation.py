"""A cheap estimate of how a Soul Deck game stands for one seat, for truncated playouts.

SD: OBJECTIVE — a player at 0 Life Points loses, and so does one who must draw from an
empty deck; so the estimate weighs Life Points first, then the danger of decking out, then
what each seat has in play to attack and block with, and the cards it holds. It reads only
public facts, so it is the same for every determinisation.
"""

from __future__ import annotations

from reishi.games.soul_deck.state import SoulDeckState, Zone

LIFE_WEIGHT = 0.55
DECK_WEIGHT = 0.10
BOARD_WEIGHT = 0.35
DECK_DANGER = 8  # fewer cards than this left in a deck starts to count against its owner
SUPPORT_VALUE = 2  # Spiritual Energy or Equipment in play, in Reiatsu points
HAND_VALUE = 1  # one card in hand, in Reiatsu points
EXHAUSTED_SHARE = 0.6  # an exhausted character cannot block until it readies


def evaluate(state: SoulDeckState, seat: int) -> float:
    """``seat``'s prospects in [0, 1]: 1 won, 0 lost, 0.5 drawn or even."""
    if state.is_over:
        return 0.5 if state.winner is None else float(state.winner == seat)
    other = 1 - seat
    mine, theirs = max(0, state.life[seat]), max(0, state.life[other])
    life = (mine - theirs) / max(1, mine + theirs)
    deck = _deck_danger(state, other) - _deck_danger(state, seat)
    a, b = _presence(state, seat), _presence(state, other)
    board = (a - b) / max(1.0, a + b)
    score = LIFE_WEIGHT * life + DECK_WEIGHT * deck + BOARD_WEIGHT * board
    return min(1.0, max(0.0, 0.5 + 0.5 * score))


def _deck_danger(state: SoulDeckState, seat: int) -> float:
    """0 with a comfortable deck, rising to 1 as it empties."""
    left = len(state.cards_in(seat, Zone.DECK))
    return max(0, DECK_DANGER - left) / DECK_DANGER


def _presence(state: SoulDeckState, seat: int) -> float:
    """Printed Reiatsu and Genryu in play, plus support and cards in hand, in points."""
    total = 0.0
    defs, exhausted = state.defs, state.exhausted
    for card in state.cards_in(seat, Zone.CHARACTERS):
        d = defs[card]
        value = (d.reiatsu or 0) + (d.genryu or 0)
        total += value * EXHAUSTED_SHARE if exhausted[card] else value
    total += SUPPORT_VALUE * len(state.cards_in(seat, Zone.SUPPORT))
    total += HAND_VALUE * len(state.cards_in(seat, Zone.HAND))
    return total
