"""Agents by name: ``make_agent("random", seed)``; games register their own players here.

A spec may carry options after a colon, ``name:key=value,key=value`` (for example
``mcts:iterations=200,depth=30``); they reach the factory as keyword strings, and a
factory that takes none refuses them.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import cast

from reishi.agents.base import Agent
from reishi.agents.random_agent import RandomAgent
from reishi.engine.errors import ReishiError

AgentFactory = Callable[[int], Agent]
"""Builds an agent from a seed; must be a top-level callable so worker processes can pickle it."""


class UnknownAgentError(ReishiError):
    """No agent is registered under that name."""


class AgentOptionError(ReishiError):
    """An agent spec's options are malformed, unknown to the agent, or out of range."""


_AGENTS: dict[str, AgentFactory] = {"random": RandomAgent}


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make an agent available to ``make_agent`` and every front end under ``name``."""
    if not name or any(c in name for c in ",:=") or name != name.strip():
        # Names travel in comma-separated CLI lists, with options after ':', so keep them plain.
        raise ValueError(
            f"agent name {name!r} must be non-empty, without commas, colons, '=' or edge spaces"
        )
    _AGENTS[name] = factory


def agent_names() -> list[str]:
    """Names of every registered agent."""
    _load_builtin_agents()
    return sorted(_AGENTS)


def parse_agent_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``name:key=value,key=value`` as (name, {key: value}); options are optional."""
    name, colon, rest = spec.strip().partition(":")
    options: dict[str, str] = {}
    for part in rest.split(",") if colon else ():
        key, equals, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if not equals or not key or not value:
            raise AgentOptionError(f"agent spec {spec!r}: option {part!r} is not key=value")
        if key in options:
            raise AgentOptionError(f"agent spec {spec!r}: option {key!r} given twice")
        options[key] = value
    return name.strip(), options


def split_agent_specs(text: str) -> list[str]:
    """A comma-separated list of specs, where a spec's own options also follow commas.

    ``random,mcts:iterations=200,depth=30`` is two specs: a part with ``=`` and no ``:``
    continues the options of the spec before it.
    """
    specs: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if "=" in part and ":" not in part and specs and ":" in specs[-1]:
            specs[-1] += "," + part
        else:
            specs.append(part)
    return specs


def agent_factory(spec: str) -> AgentFactory:
    """The factory registered under ``spec``'s name; UnknownAgentError lists the known names."""
    _load_builtin_agents()
    name, _ = parse_agent_spec(spec)
    try:
        return _AGENTS[name]
    except KeyError:
        known = ", ".join(agent_names())
        raise UnknownAgentError(f"unknown agent {name!r} (known: {known})") from None


def make_agent(spec: str, seed: int) -> Agent:
    """A fresh agent of the kind ``spec`` names, with its options, seeded with ``seed``."""
    factory = agent_factory(spec)
    name, options = parse_agent_spec(spec)
    if not options:
        return factory(seed)
    if not _takes_options(factory):
        raise AgentOptionError(f"agent {name!r} takes no options (got {spec!r})")
    try:
        return cast(Callable[..., Agent], factory)(seed, **options)
    except (TypeError, ValueError) as exc:
        raise AgentOptionError(f"agent spec {spec!r}: {exc}") from None


def _takes_options(factory: AgentFactory) -> bool:
    try:
        parameters = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):  # pragma: no cover - builtins without a signature
        return False
    return any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters)


# Agents that ship with Reishi register themselves on import. The registry is shared by
# every game, so a game's own player takes a plain name ("heuristic" is the Bleach one).
_BUILTIN_AGENT_MODULES = (
    "reishi.agents.bleach_heuristic",
    "reishi.agents.mcts",
    "reishi.agents.soul_deck_heuristic",
    "reishi.agents.dbz_heuristic",
)


def _load_builtin_agents() -> None:
    # Imported lazily: the Bleach agent imports the Bleach rules, and importing the
    # registry must stay cheap and free of cycles.
    import importlib

    for module in _BUILTIN_AGENT_MODULES:
        importlib.import_module(module)
