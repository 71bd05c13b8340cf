"""An estimate of one seat's chance to win a Soul Deck game, for truncated playouts.

SD: OBJECTIVE — a player at 0 Life Points loses (and one who must draw from an empty deck).
The estimate is a logistic model over the differences between the two seats in what
decides that race: Life Points (and how close to 0 they are), the Reiatsu and Genryu of
ready and of exhausted characters (SD: COMBAT — an exhausted character cannot block),
Spiritual Energy and Equipment in the Support Zone, a Field, cards in hand, and the threat
each board poses to the other seat's Life Points. Its weights were fitted by logistic
regression to the outcomes of 69,046 positions from 3,000 games between heuristic players
that play a random move 25 % or 60 % of the time (``examples/fit_soul_deck_evaluation.py``);
on 4,495 positions of 400 other games it predicts the winner 74.7 % of the time, where the
earlier hand-weighted estimate managed 72.6 %. Decking out never decided a fitting game,
so the model has no term for it: a game that ends so is scored by its result. It reads
only public facts, so it is the same for every determinisation.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

from reishi.games.soul_deck.carddef import CardType
from reishi.games.soul_deck.state import SoulDeckState, Zone

START_LIFE = 30  # SD: GAME SETUP — each player starts with 30 Life Points
LOW_LIFE = 10  # Life Points under this start to count as danger
# Logistic weights, one per feature difference (this seat's minus the other seat's); each
# feature is scaled as noted so that the weights are of comparable size.
W_LIFE = 1.843  # Life Points / 30
W_LOW_LIFE = -0.248  # Life Points missing below 10, / 10
W_READY_REIATSU = 2.144  # Reiatsu of ready characters / 10
W_READY_GENRYU = 0.246  # Genryu of ready characters / 10
W_EXHAUSTED_REIATSU = 1.313  # Reiatsu of exhausted characters / 10
W_EXHAUSTED_GENRYU = 0.595  # Genryu of exhausted characters / 10
W_CHARACTERS = 0.219  # characters / 5 (the Character Zone's slots)
W_ENERGY = 1.516  # Spiritual Energy in play, up to 7 (the dearest cost), / 7
W_EQUIPMENT = 0.827  # Equipment in play / 2
W_HAND = 0.994  # cards in hand / 6 (the hand size kept at the End Phase)
W_FIELD = 0.296  # a Field in play
W_THREAT = 1.358  # Reiatsu in play against the other seat's Life Points, at most 2
MAX_THREAT = 2.0
ENERGY_CAP = 7


def evaluate(state: SoulDeckState, seat: int) -> float:
    """``seat``'s prospects in [0, 1]: 1 won, 0 lost, 0.5 drawn or even."""
    if state.is_over:
        return 0.5 if state.winner is None else float(state.winner == seat)
    a, b = side_facts(state, seat), side_facts(state, 1 - seat)
    life_a, life_b = a[0], b[0]
    threat = min(MAX_THREAT, (a[1] + a[3]) / max(1, life_b)) - min(
        MAX_THREAT, (b[1] + b[3]) / max(1, life_a)
    )
    z = (
        W_LIFE * (life_a - life_b) / START_LIFE
        + W_LOW_LIFE * (max(0, LOW_LIFE - life_a) - max(0, LOW_LIFE - life_b)) / LOW_LIFE
        + W_READY_REIATSU * (a[1] - b[1]) / 10
        + W_READY_GENRYU * (a[2] - b[2]) / 10
        + W_EXHAUSTED_REIATSU * (a[3] - b[3]) / 10
        + W_EXHAUSTED_GENRYU * (a[4] - b[4]) / 10
        + W_CHARACTERS * (a[5] - b[5]) / 5
        + W_ENERGY * (min(a[6], ENERGY_CAP) - min(b[6], ENERGY_CAP)) / ENERGY_CAP
        + W_EQUIPMENT * (a[7] - b[7]) / 2
        + W_HAND * (a[8] - b[8]) / 6
        + W_FIELD * (a[9] - b[9])
        + W_THREAT * threat
    )
    return 1.0 / (1.0 + math.exp(-z))


def side_facts(state: SoulDeckState, seat: int) -> tuple[int, ...]:
    """(life, ready Reiatsu, ready Genryu, exhausted Reiatsu, exhausted Genryu, characters,
    energy, equipment, hand, fields) of one seat, in one pass over its zones."""
    defs, exhausted = state.defs, state.exhausted
    ready_r = ready_g = tired_r = tired_g = 0
    characters = state.cards_in(seat, Zone.CHARACTERS)
    for card in characters:
        d = defs[card]
        if exhausted[card]:
            tired_r += d.reiatsu or 0
            tired_g += d.genryu or 0
        else:
            ready_r += d.reiatsu or 0
            ready_g += d.genryu or 0
    support = state.cards_in(seat, Zone.SUPPORT)
    energy = sum(1 for card in support if defs[card].type == CardType.ENERGY)
    return (
        max(0, state.life[seat]),
        ready_r,
        ready_g,
        tired_r,
        tired_g,
        len(characters),
        energy,
        len(support) - energy,
        len(state.cards_in(seat, Zone.HAND)),
        len(state.cards_in(seat, Zone.FIELD)),
    )


# The search options that suit this evaluation (rules.py: agent_options).
SEARCH_OPTIONS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {"mcts": MappingProxyType({"playout": "heuristic", "depth": "10", "c": "0.1"})}
)
