"""The Agent protocol: an agent decides from its seat's view and the legal actions only.

A search agent may also ask for possible games to search: it gets a *sampler*, a function
from a seed to a determinised copy of the game (everything its seat cannot know re-sampled,
see ``Game.determinize``), never the game itself. Harnesses call ``decide``, which hands
the sampler over only when the agent asks for one and the game can determinise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeGuard

from reishi.engine.actions import Action
from reishi.engine.game import Game

Sampler = Callable[[int], Game]
"""``sampler(seed)``: one determinised copy of the game as the deciding seat may believe it."""


class Agent(Protocol):
    """A computer player. It never sees the full state: only ``view`` and ``legal``."""

    name: str

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` given what the seat knows."""
        ...


class SearchAgent(Agent, Protocol):
    """An agent that searches possible games; ``choose`` is its fallback without a sampler."""

    def choose_with_sampler(self, view: Any, legal: Sequence[Action], sampler: Sampler) -> Action:
        """Pick one of ``legal``; ``sampler(seed)`` gives determinised games to search."""
        ...


def is_search_agent(agent: Agent) -> TypeGuard[SearchAgent]:
    """True when ``agent`` can use a sampler."""
    return callable(getattr(agent, "choose_with_sampler", None))


def new_sampler(game: Game, seat: int) -> Sampler:
    """Determinised copies of ``game`` as it stands now, for ``seat``."""
    # A snapshot, so a sampler kept past the decision cannot follow the real game onwards.
    snapshot = game.clone()

    def sample(seed: int) -> Game:
        return snapshot.determinize(seat, seed)

    return sample


def decide(agent: Agent, game: Game, seat: int) -> Action:
    """Ask ``agent`` for ``seat``'s action: view, legal actions and, if wanted, a sampler."""
    # Building a view costs more than a whole forced decision; agents that never read it
    # (random play) say so with ``needs_view = False`` and get None instead.
    view = game.view(seat) if getattr(agent, "needs_view", True) else None
    legal = game.legal_actions()
    if is_search_agent(agent) and game.can_determinize:
        return agent.choose_with_sampler(view, legal, new_sampler(game, seat))
    return agent.choose(view, legal)
