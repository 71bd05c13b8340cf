"""One complete game between agents, reduced to a small record that statistics need."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from reishi.agents.base import Agent, decide
from reishi.agents.registry import AgentFactory, make_agent
from reishi.engine.game import Game, new_game
from reishi.engine.rng import derive_seed

DEFAULT_MAX_DECISIONS = 20_000
DECISION_CAP = "decision-cap"
# Salt that separates the agents' seeds from the game's own seed stream.
_AGENT_SALT = 0xA6E7


class GameRecord(msgspec.Struct, frozen=True, kw_only=True):
    """The outcome of one game: enough to replay it (with the run's decks) and to count it."""

    index: int
    seed: int
    seats: list[str]
    winner: int | None
    end_reason: str
    turns: int
    decisions: int
    first_player: int


AgentSpec = str | AgentFactory


def agent_seed(seed: int, seat: int) -> int:
    """The seed the agent in ``seat`` gets for the game seeded ``seed``."""
    return derive_seed(seed, _AGENT_SALT, seat)


def new_agents(specs: Sequence[AgentSpec], seed: int, game: str | None = None) -> list[Agent]:
    """One agent per seat, each built from its name or factory with its own derived seed."""
    agents: list[Agent] = []
    for seat, spec in enumerate(specs):
        s = agent_seed(seed, seat)
        agents.append(make_agent(spec, s, game=game) if isinstance(spec, str) else spec(s))
    return agents


def play_to_end(game: Game, players: Sequence[Agent], max_decisions: int) -> tuple[int, bool]:
    """Let the agents play ``game`` out; returns (decisions made, whether the cap stopped it)."""
    decisions = 0
    while not game.is_over:
        if decisions >= max_decisions:
            return decisions, True  # a rules bug or two passive agents must not hang a run
        seat = game.current_player
        if seat is None:  # pragma: no cover - is_over and current_player disagree
            raise RuntimeError(f"{game.rules.name}: no player to act but the game is not over")
        # Agents see only their seat's view and the legal actions (and, for search agents,
        # determinised copies of the game), never the state.
        game.apply(decide(players[seat], game, seat))
        decisions += 1
    return decisions, False


def play_game(
    game_name: str,
    decks: Sequence[Any] | None,
    agents: Sequence[AgentSpec],
    seed: int,
    *,
    index: int = 0,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    options: dict[str, Any] | None = None,
) -> GameRecord:
    """Play ``game_name`` to the end (or the decision cap) and return its record."""
    game = new_game(game_name, decks, seed, **(options or {}))
    players = new_agents(agents, seed, game=game_name)
    if len(players) != game.rules.seats:
        raise ValueError(f"{game_name} needs {game.rules.seats} agents, got {len(players)}")
    decisions, capped = play_to_end(game, players, max_decisions)
    return GameRecord(
        index=index,
        seed=seed,
        seats=[p.name for p in players],
        winner=None if capped else game.winner,
        end_reason=DECISION_CAP if capped else game.end_reason,
        turns=game.turn,
        decisions=decisions,
        first_player=game.first_player,
    )
