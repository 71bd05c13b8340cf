"""An estimate of one seat's chance to win a Bleach TCG game, for truncated playouts.

A game is won by taking the other guardian's power to zero or by the other seat having to
draw from an empty deck (RB: How to Win!). The estimate is a logistic model over the
differences between the two seats in what decides that race: guardian power, the printed
stats of ready and of depleted characters (RB: Depleting a Card — a depleted character
cannot defend until it renews), characters, energy and cards in hand, the threat each
party poses to the other guardian, and whose turn it is. Its weights were fitted
by logistic regression to the outcomes of 60,433 positions from 1,600 games between
heuristic players that play a random move none, a quarter or half of the time
(``examples/fit_bleach_evaluation.py``); on the 11,892 positions of the fifth of the games
held out it names the winner 74.7 % of the time (AUC 0.84), where the hand-weighted sum it
replaced managed 72.7 % (AUC 0.81). The sum was also far too timid for search: three
positions in four scored between 0.4 and 0.6, yet those at 0.6 to 0.7 were won nine times
in ten, so the differences between moves were small beside the exploration term of UCB1.
The model's scores are calibrated chances. Decking out never decided a fitting game, so the
model has no term for it: a game that ends so is scored by its result. It reads only public
facts, so it is the same for every determinisation.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

from reishi.games.bleach.state import BleachState, Zone

START_POWER = 20  # the starter guardians' power, the scale of the power terms
STAT_SCALE = 20  # printed-stat points (STR + AGI + SPP), per unit of a stat term
MAX_THREAT = 2.0
# Logistic weights, one per feature difference (this seat's minus the other seat's); each
# feature is scaled as noted so that the weights are of comparable size.
W_POWER = 2.432  # guardian power / 20
W_READY = 1.351  # printed stats of ready characters / 20
W_DEPLETED = 0.893  # printed stats of depleted characters / 20
W_PARTY = 0.470  # characters in play / 3
W_ENERGY = 0.626  # energy cards in the row / 5
W_HAND = 0.545  # cards in hand / 5
W_THREAT = 0.295  # ready stats against the other guardian's power, at most 2
W_ACTIVE = 0.116  # +1 on one's own turn, -1 on the other's
WEIGHTS = (W_POWER, W_READY, W_DEPLETED, W_PARTY, W_ENERGY, W_HAND, W_THREAT, W_ACTIVE)
NAMES = (
    "W_POWER",
    "W_READY",
    "W_DEPLETED",
    "W_PARTY",
    "W_ENERGY",
    "W_HAND",
    "W_THREAT",
    "W_ACTIVE",
)


def evaluate(state: BleachState, seat: int) -> float:
    """``seat``'s chance to win in (0, 1); 1 won, 0 lost, 0.5 drawn."""
    if state.is_over:
        return 0.5 if state.winner is None else float(state.winner == seat)
    z = sum(w * x for w, x in zip(WEIGHTS, features(state, seat), strict=True))
    return 1.0 / (1.0 + math.exp(-z))


def features(state: BleachState, seat: int) -> list[float]:
    """The scaled differences (``seat``'s minus the other's) that WEIGHTS weigh, in order."""
    a, b = side_facts(state, seat), side_facts(state, 1 - seat)
    power_a, power_b = a[0], b[0]
    threat = min(MAX_THREAT, a[1] / max(1, power_b)) - min(MAX_THREAT, b[1] / max(1, power_a))
    return [
        (power_a - power_b) / START_POWER,
        (a[1] - b[1]) / STAT_SCALE,
        (a[2] - b[2]) / STAT_SCALE,
        (a[3] - b[3]) / 3,
        (a[4] - b[4]) / 5,
        (a[5] - b[5]) / 5,
        threat,
        1.0 if state.active == seat else -1.0,
    ]


def side_facts(state: BleachState, seat: int) -> tuple[int, ...]:
    """(power, ready stats, depleted stats, characters, energy, hand) of one seat."""
    defs, depleted = state.defs, state.depleted
    ready = tired = 0
    party = state.cards_in(seat, Zone.PARTY)
    for card in party:
        value = sum(defs[card].stats.values())
        if depleted[card]:
            tired += value
        else:
            ready += value
    return (
        max(0, state.power[seat]),
        ready,
        tired,
        len(party),
        len(state.cards_in(seat, Zone.ENERGY)),
        len(state.cards_in(seat, Zone.HAND)),
    )


# The search options that suit this evaluation (rules.py: agent_options).
SEARCH_OPTIONS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {"mcts": MappingProxyType({"playout": "heuristic", "depth": "10", "c": "0.1"})}
)
