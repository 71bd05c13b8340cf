"""Fit the Bleach TCG evaluation's weights (games/bleach/evaluation.py) to game outcomes.

    pip install -e '.[rl]'          # for numpy
    python examples/fit_bleach_evaluation.py --games 1600

Plays games between heuristic players that make a random move none, a quarter or half of the
time (so the positions look like both careful play and a search's random playouts), keeps
every fourth position after setup with its eventual winner, and fits a logistic regression
(Newton's method, no intercept so that the two seats' chances add up to one) to the feature
differences the evaluation reads, from both seats' sides. A fifth of the games are held out:
it prints the weights, their accuracy and AUC there, and how often the positions in each
tenth of the estimate were won (a calibrated estimate wins about as
often as it says). Nothing is written.
"""

from __future__ import annotations

import argparse

import numpy as np

from reishi import new_game
from reishi.agents.base import decide
from reishi.agents.registry import make_agent
from reishi.engine.rng import Rng
from reishi.games.bleach.evaluation import NAMES, features
from reishi.games.bleach.state import BleachState

RANDOMNESS = (0.0, 0.25, 0.5)


def positions(games: int) -> tuple[list[list[float]], list[float], list[int]]:
    """Seat 0's features of sampled positions, 1.0 where seat 0 won, and each one's game."""
    xs: list[list[float]] = []
    ys: list[float] = []
    groups: list[int] = []
    for index in range(games):
        game = new_game("bleach", None, 5000 + index)
        players = [make_agent("heuristic", index * 2 + k, game="bleach") for k in (0, 1)]
        rng = Rng(index * 7 + 3)
        randomness = RANDOMNESS[index % len(RANDOMNESS)]
        kept: list[list[float]] = []
        step = 0
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            legal = game.legal_actions()
            step += 1
            state = game.state
            assert isinstance(state, BleachState)
            if step % 4 == 0 and state.phase != "setup":
                kept.append(features(state, 0))
            if len(legal) > 1 and rng.below(1000) < randomness * 1000:
                game.apply(legal[rng.below(len(legal))])
            else:
                game.apply(decide(players[seat], game, seat))
        if game.winner is None:
            continue
        for row in kept:
            xs.append(row)
            ys.append(1.0 if game.winner == 0 else 0.0)
            groups.append(index)
    return xs, ys, groups


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-2) -> np.ndarray:
    """Logistic regression without an intercept (the model must be symmetric between seats)."""
    w = np.zeros(x.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - y) + l2 * w
        hessian = (x.T * (p * (1 - p))) @ x + l2 * np.eye(x.shape[1])
        w -= np.linalg.solve(hessian, gradient)
    return w


def auc(score: np.ndarray, y: np.ndarray) -> float:
    """The chance that a won position scores above a lost one (Mann-Whitney)."""
    ranks = np.empty(len(score))
    ranks[np.argsort(score)] = np.arange(1, len(score) + 1)
    won = y == 1
    n_won, n_lost = won.sum(), (~won).sum()
    return float((ranks[won].sum() - n_won * (n_won + 1) / 2) / (n_won * n_lost))


def main() -> None:
    """Play, fit and print the weights with their held-out accuracy, AUC and calibration."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1600, help="games in all")
    args = parser.parse_args()
    xs, ys, groups = positions(args.games)
    x, y, g = np.array(xs), np.array(ys), np.array(groups)
    test = g % 5 == 0
    # Both seats' sides: seat 1's features are seat 0's negated, its outcome the complement.
    train_x = np.vstack([x[~test], -x[~test]])
    train_y = np.concatenate([y[~test], 1 - y[~test]])
    w = fit(train_x, train_y)
    p = 1 / (1 + np.exp(-x[test] @ w))
    accuracy = np.mean((p > 0.5) == (y[test] > 0.5))
    print(f"{len(y)} positions; held out {test.sum()}: accuracy {accuracy:.3f}")
    print(f"AUC {auc(p, y[test]):.3f}")
    for low in np.arange(0, 1, 0.1):
        inside = (p >= low) & (p < low + 0.1)
        if inside.sum():
            share = y[test][inside].mean()
            print(
                f"  estimate {low:.1f}-{low + 0.1:.1f}: {inside.sum()} positions, won {share:.2f}"
            )
    for name, value in zip(NAMES, w, strict=True):
        print(f"{name} = {value:.3f}")


if __name__ == "__main__":
    main()
