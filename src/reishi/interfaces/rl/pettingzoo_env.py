"""A Reishi game as a PettingZoo AEC environment: both seats learn, each from its own view.

``reishi.rl.pettingzoo.env(game)``. Agents are ``player_0`` and ``player_1`` (the seats);
the agent to act is the seat that must decide, so one seat may act many times in a row
(priority passes, choices). Each observation is ``{"observation": ..., "action_mask": ...}``
(PettingZoo's convention for masked games); a masked-out action raises IllegalIndexError.
Seats never decide at the same time in these games, so the parallel API holds only in
PettingZoo's turn-based form: ``parallel_env(game)`` takes every agent's action and plays
the deciding seat's (the others' masks are all zeros).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.conversions import turn_based_aec_to_parallel

from reishi.engine.game import Game, new_game
from reishi.interfaces.rl.encoder import Encoder, LegalActions, get_encoder
from reishi.interfaces.rl.gym_env import OBS_BOUND, SEED_SPACE

AGENTS = ("player_0", "player_1")


class ReishiAECEnv(AECEnv[str, dict[str, np.ndarray], int]):  # type: ignore[misc]
    """Two learning seats of a Reishi game; rewards +1/-1/0 at the end."""

    metadata = {"render_modes": ["ansi"], "name": "reishi_v0", "is_parallelizable": False}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        decks: Sequence[Any] | None = None,
        max_cycles: int = 5000,
        render_mode: str | None = None,
        game_options: dict[str, Any] | None = None,
    ) -> None:
        super().__init__()
        self.game_name = game
        self.encoder: Encoder = get_encoder(game)
        self.decks = decks
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self.game_options = dict(game_options or {})
        self.metadata = {**self.metadata, "name": f"reishi_{game.replace('-', '_')}_v0"}
        self.possible_agents = list(AGENTS)
        size = self.encoder.observation_size
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-OBS_BOUND, OBS_BOUND, shape=(size,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(self.encoder.action_size,), dtype=np.int8),
            }
        )
        self._action_space = spaces.Discrete(self.encoder.action_size)
        self.game: Game | None = None
        self._legal: LegalActions | None = None
        self._seed_rng = np.random.default_rng()
        self.cycles = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same Dict space for both seats."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The game's fixed Discrete action space."""
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game, seeded from ``seed`` (or the env's own generator)."""
        if seed is not None:
            self._seed_rng = np.random.default_rng(seed)
        game_seed = int(self._seed_rng.integers(SEED_SPACE))
        self.game = new_game(self.game_name, self.decks, game_seed, **self.game_options)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.cycles = 0
        self._after_move()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s encoded view; its mask is all zeros unless it is to act."""
        game = self.game
        assert game is not None
        seat = AGENTS.index(agent)
        view = game.view(seat)
        if agent == self.agent_selection and self._legal is not None:
            mask = self._legal.mask()
        else:
            mask = np.zeros(self.encoder.action_size, dtype=np.int8)
        return {"observation": self.encoder.observe(view), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Play ``action`` (an index) for the agent to act; None for a finished agent."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game, legal = self.game, self._legal
        assert game is not None and legal is not None and action is not None
        game.apply(legal.action(int(action)))
        self.cycles += 1
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if game.is_over:
            for seat, name in enumerate(AGENTS):
                self.rewards[name] = (
                    0.0 if game.winner is None else (1.0 if game.winner == seat else -1.0)
                )
                self.terminations[name] = True
        elif self.cycles >= self.max_cycles:
            self.truncations = dict.fromkeys(self.agents, True)
        self._after_move()
        self._accumulate_rewards()

    def render(self) -> str | None:  # type: ignore[override]
        """The acting seat's view as text (render mode "ansi")."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return repr(self.game.view(AGENTS.index(self.agent_selection)))

    def close(self) -> None:
        """Nothing to release."""

    def _after_move(self) -> None:
        game = self.game
        assert game is not None
        seat = game.current_player
        over = seat is None or any(self.terminations.values()) or any(self.truncations.values())
        if over:
            # Each finished agent is stepped once with None (PettingZoo's dead step).
            self.agent_selection = next(
                (a for a in self.agents if self.terminations[a] or self.truncations[a]),
                self.agents[0],
            )
            self._legal = None
            return
        assert seat is not None
        self.agent_selection = AGENTS[seat]
        self._legal = LegalActions(self.encoder, game.view(seat), game.legal_actions())


def raw_env(game: str, **options: Any) -> ReishiAECEnv:
    """The AEC environment of ``game`` without PettingZoo's checking wrappers."""
    return ReishiAECEnv(game, **options)


def env(game: str, **options: Any) -> AECEnv:
    """The AEC environment of ``game``, wrapped in PettingZoo's order enforcing checks."""
    return wrappers.OrderEnforcingWrapper(raw_env(game, **options))


def parallel_env(game: str, **options: Any) -> ParallelEnv:
    """The same game through PettingZoo's turn-based parallel wrapper (one seat acts per step)."""
    return turn_based_aec_to_parallel(env(game, **options))
