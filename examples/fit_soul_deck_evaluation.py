"""Fit the Soul Deck evaluation's weights (games/soul_deck/evaluation.py) to game outcomes.

    pip install -e '.[rl]'          # for numpy
    python examples/fit_soul_deck_evaluation.py --games 1500

Plays games between heuristic players that make a random move some of the time (25 % and
60 %, so the positions look like both careful play and a search's random playouts), keeps
one position in six with its eventual winner, and fits a logistic regression (Newton's
method, a little L2) to the feature differences the evaluation reads. It prints the weights
and their accuracy on a fifth of the positions held out. Nothing is written.
"""

from __future__ import annotations

import argparse

import numpy as np

from reishi import new_game
from reishi.engine.rng import Rng
from reishi.games.soul_deck.evaluation import (
    ENERGY_CAP,
    LOW_LIFE,
    MAX_THREAT,
    START_LIFE,
    side_facts,
)
from reishi.games.soul_deck.heuristic import SoulDeckHeuristicAgent
from reishi.games.soul_deck.state import SoulDeckState

NAMES = [
    "W_LIFE",
    "W_LOW_LIFE",
    "W_READY_REIATSU",
    "W_READY_GENRYU",
    "W_EXHAUSTED_REIATSU",
    "W_EXHAUSTED_GENRYU",
    "W_CHARACTERS",
    "W_ENERGY",
    "W_EQUIPMENT",
    "W_HAND",
    "W_FIELD",
    "W_THREAT",
]


def features(state: SoulDeckState, seat: int) -> list[float]:
    """The scaled differences the evaluation weighs, in the order of NAMES."""
    a, b = side_facts(state, seat), side_facts(state, 1 - seat)
    threat = min(MAX_THREAT, (a[1] + a[3]) / max(1, b[0])) - min(
        MAX_THREAT, (b[1] + b[3]) / max(1, a[0])
    )
    return [
        (a[0] - b[0]) / START_LIFE,
        (max(0, LOW_LIFE - a[0]) - max(0, LOW_LIFE - b[0])) / LOW_LIFE,
        (a[1] - b[1]) / 10,
        (a[2] - b[2]) / 10,
        (a[3] - b[3]) / 10,
        (a[4] - b[4]) / 10,
        (a[5] - b[5]) / 5,
        (min(a[6], ENERGY_CAP) - min(b[6], ENERGY_CAP)) / ENERGY_CAP,
        (a[7] - b[7]) / 2,
        (a[8] - b[8]) / 6,
        float(a[9] - b[9]),
        threat,
    ]


def positions(
    games: int, randomness: float, first_seed: int
) -> tuple[list[list[float]], list[float]]:
    """Features of sampled positions (both seats' sides) and 1.0 where that seat won."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for seed in range(first_seed, first_seed + games):
        game = new_game("soul-deck", None, seed)
        players = [SoulDeckHeuristicAgent(seed * 2 + k) for k in (0, 1)]
        rng = Rng(seed * 7 + 1)
        kept: list[SoulDeckState] = []
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            legal = game.legal_actions()
            if rng.below(6) == 0:
                kept.append(game.state.clone())
            if rng.below(1000) < randomness * 1000:
                game.apply(legal[rng.below(len(legal))])
            else:
                game.apply(players[seat].choose(game.view(seat), legal))
        if game.winner is None:
            continue
        for state in kept:
            for seat in (0, 1):
                xs.append(features(state, seat))
                ys.append(1.0 if game.winner == seat else 0.0)
    return xs, ys


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3) -> np.ndarray:
    """Logistic regression without an intercept (the model must be symmetric between seats)."""
    w = np.zeros(x.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - y) / len(y) + l2 * w
        hessian = (x.T * (p * (1 - p))) @ x / len(y) + l2 * np.eye(x.shape[1])
        w -= np.linalg.solve(hessian, gradient)
    return w


def main() -> None:
    """Play, fit and print the weights with their held-out accuracy."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1500, help="games at each randomness")
    args = parser.parse_args()
    x1, y1 = positions(args.games, 0.25, 100_000)
    x2, y2 = positions(args.games, 0.6, 200_000)
    x, y = np.array(x1 + x2), np.array(y1 + y2)
    order = np.random.default_rng(0).permutation(len(y))
    train, test = order[: len(y) * 4 // 5], order[len(y) * 4 // 5 :]
    w = fit(x[train], y[train])
    accuracy = np.mean(((x[test] @ w) > 0) == (y[test] > 0.5))
    print(f"{len(y)} positions; held-out accuracy {accuracy:.3f}")
    for name, value in zip(NAMES, w, strict=True):
        print(f"{name} = {value:.3f}")


if __name__ == "__main__":
    main()
