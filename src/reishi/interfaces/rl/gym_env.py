"""A Reishi game as a single-agent Gymnasium environment: one learning seat against an agent.

``gymnasium.make("reishi/<Game>-v0", opponent="heuristic", seed=1)`` (ids registered by
``import reishi.rl``). The learner sees only its own view, encoded by the game's encoder;
the action is an index into the game's fixed action space, and ``info["action_mask"]`` (or
``env.action_masks()``) marks the legal ones. A masked-out index raises IllegalIndexError,
unless ``illegal_action="lose"``, which ends the game as a loss for the learner instead
(the convention of PettingZoo's classic games; the action is still never played).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces

from reishi.agents.base import Agent, decide
from reishi.agents.registry import make_agent
from reishi.engine.game import Game, new_game
from reishi.interfaces.rl.encoder import (
    Encoder,
    IllegalIndexError,
    LegalActions,
    Mask,
    Observation,
    get_encoder,
)

Shaping = Callable[[Any, Any, int], float]
"""``shaping(view_before, view_after, seat)``: extra reward for one learner step (off by default).

``view_before`` is the learner's view when it chose, ``view_after`` its view at its next
decision (or at the end). The sum is added to the +1/-1/0 final reward.
"""

ILLEGAL_ACTION_MODES = ("raise", "lose")
SEED_SPACE = 2**62  # game seeds are drawn from the env's generator below this
# Encoders scale every feature to about [-1, 1] (a turn count past 50 goes a little over);
# the bound only has to hold every value a game can produce.
OBS_BOUND = 1000.0


class ReishiEnv(gymnasium.Env[Observation, np.int64]):
    """One learning seat of a Reishi game against ``opponent`` (an agent spec or a list)."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 - gymnasium reads a class dict

    def __init__(
        self,
        game: str,
        opponent: str | Sequence[str] = "random",
        seat: int | None = None,
        seed: int | None = None,
        decks: Sequence[Any] | None = None,
        shaping: Shaping | None = None,
        raw_view: bool = False,
        max_steps: int = 2000,
        illegal_action: str = "raise",
        render_mode: str | None = None,
        game_options: dict[str, Any] | None = None,
    ) -> None:
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTION_MODES}")
        if seat not in (None, 0, 1):
            raise ValueError(f"seat must be 0, 1 or None (drawn each game), not {seat!r}")
        self.game_name = game
        self.encoder: Encoder = get_encoder(game)
        self.opponents: list[str] = []
        self.set_opponents([opponent] if isinstance(opponent, str) else opponent)
        self.fixed_seat = seat
        self.first_seed = seed
        self.decks = decks
        self.shaping = shaping
        self.raw_view = raw_view
        self.max_steps = max_steps
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.game_options = dict(game_options or {})
        size = self.encoder.observation_size
        self.observation_space = spaces.Box(-OBS_BOUND, OBS_BOUND, shape=(size,), dtype=np.float32)
        self.action_space = spaces.Discrete(self.encoder.action_size)
        self.game: Game | None = None
        self.seat = 0
        self.opponent: Agent | None = None
        self.steps = 0
        self.decisions = 0  # engine decisions applied since construction (both seats)
        self._view: Any = None
        self._lost_by_illegal = False  # the game ended on a masked-out action ("lose")
        self._legal: LegalActions | None = None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game (seeded from ``seed`` or the env's generator), up to the learner's turn."""
        if seed is None and self.first_seed is not None and self.game is None:
            seed = self.first_seed  # the constructor's seed fixes the first game
        super().reset(seed=seed)
        rng = self.np_random
        game_seed = int(rng.integers(SEED_SPACE))
        self.seat = self.fixed_seat if self.fixed_seat is not None else int(rng.integers(2))
        spec = self.opponents[int(rng.integers(len(self.opponents)))]
        self.opponent = make_agent(spec, int(rng.integers(SEED_SPACE)), game=self.game_name)
        self.game = new_game(self.game_name, self.decks, game_seed, **self.game_options)
        self.steps = 0
        self._lost_by_illegal = False
        self._play_opponent()
        return self._observe()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the learner's action ``action`` (an index), then the opponent's until it is back."""
        game, legal = self.game, self._legal
        if game is None or legal is None or game.is_over or self._lost_by_illegal:
            raise RuntimeError("step() needs a game in progress: call reset() first")
        before = self._view
        try:
            chosen = legal.action(int(action))
        except IllegalIndexError as exc:
            if self.illegal_action == "raise":
                raise
            self._lost_by_illegal = True
            obs, info = self._observe(over=True)
            info["illegal_action"] = str(exc)
            return obs, -1.0, True, False, info
        game.apply(chosen)
        self.steps += 1
        self.decisions += 1
        self._play_opponent()
        obs, info = self._observe()
        reward = 0.0
        if game.is_over:
            reward = 0.0 if game.winner is None else (1.0 if game.winner == self.seat else -1.0)
        if self.shaping is not None:
            reward += float(self.shaping(before, self._view, self.seat))
        truncated = not game.is_over and self.steps >= self.max_steps
        return obs, reward, game.is_over, truncated, info

    def set_opponents(self, opponents: Sequence[str]) -> None:
        """Draw the opponent of each later game from ``opponents`` (agent specs)."""
        for spec in opponents:
            make_agent(spec, 0, game=self.game_name)
        self.opponents = list(opponents)

    def action_masks(self) -> Mask:
        """The legal-action mask of the learner's current decision (for masked policies)."""
        if self._legal is None:
            raise RuntimeError("action_masks() needs a game in progress: call reset() first")
        return self._legal.mask()

    def render(self) -> str | None:  # type: ignore[override]
        """The learner's view as text (render mode "ansi")."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return repr(self.game.view(self.seat))

    def _play_opponent(self) -> None:
        game, opponent = self.game, self.opponent
        assert game is not None and opponent is not None
        other = 1 - self.seat
        while game.current_player == other:
            game.apply(decide(opponent, game, other))
            self.decisions += 1

    def _observe(self, over: bool = False) -> tuple[Observation, dict[str, Any]]:
        game = self.game
        assert game is not None
        view = game.view(self.seat)
        self._view = view
        obs = self.encoder.observe(view)
        if game.is_over or over:
            self._legal = LegalActions(self.encoder, view, [])
        else:
            self._legal = LegalActions(self.encoder, view, game.legal_actions())
        info: dict[str, Any] = {"action_mask": self._legal.mask(), "seat": self.seat}
        if self.raw_view:
            info["view"] = view
        return obs, info
