"""Agents by name: ``make_agent("random", seed)``; games register their own players here."""

from __future__ import annotations

from collections.abc import Callable

from reishi.agents.base import Agent
from reishi.agents.random_agent import RandomAgent
from reishi.engine.errors import ReishiError

AgentFactory = Callable[[int], Agent]
"""Builds an agent from a seed; must be a top-level callable so worker processes can pickle it."""


class UnknownAgentError(ReishiError):
    """No agent is registered under that name."""


_AGENTS: dict[str, AgentFactory] = {"random": RandomAgent}


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make an agent available to ``make_agent`` and every front end under ``name``."""
    if not name or "," in name or name != name.strip():
        # Names travel in comma-separated CLI lists and run files, so keep them plain.
        raise ValueError(f"agent name {name!r} must be non-empty, without commas or edge spaces")
    _AGENTS[name] = factory


def agent_names() -> list[str]:
    """Names of every registered agent."""
    return sorted(_AGENTS)


def agent_factory(spec: str) -> AgentFactory:
    """The factory registered as ``spec``; UnknownAgentError lists the known names."""
    try:
        return _AGENTS[spec.strip()]
    except KeyError:
        known = ", ".join(agent_names())
        raise UnknownAgentError(f"unknown agent {spec!r} (known: {known})") from None


def make_agent(spec: str, seed: int) -> Agent:
    """A fresh agent of the kind named ``spec``, seeded with ``seed``."""
    return agent_factory(spec)(seed)
