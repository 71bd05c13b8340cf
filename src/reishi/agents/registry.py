"""Agents by name, per game: ``make_agent("heuristic", seed, game="mygame")``.

Agents are plugins (entry-point group ``reishi.agents``). A name without a game plays every
game (``random``, ``mcts``); a game's own player is registered as ``game:name``
(``mygame:heuristic``), and in that game the short name finds it. An agent that cannot play a
game is refused before any game starts, with the list of agents that can.

A spec may carry options after a colon, ``name:key=value,key=value`` (for example
``mcts:iterations=200,depth=30``); they reach the factory as keyword strings, and a
factory that takes none refuses them. A single value without ``=`` is passed as ``arg``
(``policy:runs/model.zip``).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import cast

from reishi.agents.base import Agent
from reishi.engine import plugins
from reishi.engine.errors import ReishiError
from reishi.engine.rules import game_names, get_rules

AgentFactory = Callable[..., Agent]
"""Builds an agent from a seed (and keyword options); a top-level callable, so it pickles."""


class UnknownAgentError(ReishiError):
    """No agent is registered under that name."""


class UnsupportedAgentError(UnknownAgentError):
    """The agent exists but cannot play the chosen game."""


class AgentOptionError(ReishiError):
    """An agent spec's options are malformed, unknown to the agent, or out of range."""


@dataclass(frozen=True, slots=True)
class AgentPlugin:
    """An agent factory and what a game must offer for the agent to play it."""

    factory: AgentFactory
    needs_determinize: bool = False  # search agents sample what their seat cannot see


def register_agent(name: str, factory: AgentFactory | AgentPlugin) -> None:
    """Make an agent available under ``name`` (``game:name`` for one game's own player)."""
    game, colon, short = name.partition(":")
    if colon and (not game or ":" in short):
        raise ValueError(f"agent name {name!r}: at most one colon, after a game name")
    for part in (game, short) if colon else (name,):
        if not part or any(c in part for c in ",=") or part != part.strip():
            # Names travel in comma-separated CLI lists, with options after ':', so keep them plain.
            raise ValueError(
                f"agent name {name!r} must be non-empty, without commas, colons, '=' or edge spaces"
            )
    plugins.register(plugins.Group.AGENTS, name, factory)


def agent_names(game: str | None = None) -> list[str]:
    """Every registered agent; with ``game``, the names that play it (its own ones short)."""
    every = plugins.names(plugins.Group.AGENTS)
    if game is None:
        return every
    prefix = game + ":"
    usable = [n[len(prefix) :] for n in every if n.startswith(prefix)]
    for name in every:
        if ":" not in name and name not in usable and _plays(name, game) is None:
            usable.append(name)
    return sorted(usable)


def agents_help() -> str:
    """The agents by game, for ``--help``: those for any game, then each game's own.

    Read from the plugin names alone, so building the help loads no game.
    """
    every = plugins.names(plugins.Group.AGENTS)
    own: dict[str, list[str]] = {}
    for name in every:
        game, colon, short = name.partition(":")
        if colon:
            own.setdefault(game, []).append(short)
    text = "any game: " + ", ".join(n for n in every if ":" not in n)
    games = "; ".join(f"{game}: {', '.join(names)}" for game, names in sorted(own.items()))
    return f"{text}; a game's own (by its short name in that game): {games}" if own else text


def parse_agent_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``[game:]name[:key=value,...]`` as (name, {key: value}); options are optional."""
    head, colon, rest = spec.strip().partition(":")
    name = head.strip()
    if colon and name in game_names():
        short, colon, rest = rest.partition(":")
        name = f"{name}:{short.strip()}"
    options: dict[str, str] = {}
    if colon and rest.strip() and "=" not in rest:
        return name, {"arg": rest.strip()}
    for part in rest.split(",") if colon else ():
        key, equals, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if not equals or not key or not value:
            raise AgentOptionError(f"agent spec {spec!r}: option {part!r} is not key=value")
        if key in options:
            raise AgentOptionError(f"agent spec {spec!r}: option {key!r} given twice")
        options[key] = value
    return name, options


def resolve_agent_spec(spec: str, game: str) -> str:
    """``spec`` with its name made canonical for ``game`` (``heuristic`` → ``mygame:heuristic``).

    Raises UnknownAgentError for a name no one registered and UnsupportedAgentError for an
    agent that cannot play ``game``; both list the agents that can.
    """
    name, options = parse_agent_spec(spec)
    every = plugins.names(plugins.Group.AGENTS)
    candidates = [name] if ":" in name else [f"{game}:{name}", name]
    found = next((c for c in candidates if c in every), None)
    if found is None and ":" in name and name.partition(":")[2] in every:
        found = name.partition(":")[2]  # "mygame:mcts": the generic mcts, playing mygame
    usable = ", ".join(agent_names(game)) or "none"
    if found is None:
        raise UnknownAgentError(f"unknown agent {name!r} (agents for {game}: {usable})")
    owner = found.partition(":")[0] if ":" in found else None
    if owner is not None and owner != game:
        raise UnsupportedAgentError(
            f"agent {found!r} plays {owner} only, not {game} (agents for {game}: {usable})"
        )
    reason = _plays(found, game) if owner is None else None
    if reason is not None:
        raise UnsupportedAgentError(
            f"agent {found!r} cannot play {game}: {reason} (agents for {game}: {usable})"
        )
    return format_agent_spec(found, options)


def format_agent_spec(name: str, options: dict[str, str]) -> str:
    """The spec text of ``name`` with ``options`` (the inverse of ``parse_agent_spec``)."""
    if not options:
        return name
    if list(options) == ["arg"]:
        return f"{name}:{options['arg']}"
    return name + ":" + ",".join(f"{k}={v}" for k, v in options.items())


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
    name, _ = parse_agent_spec(spec)
    found = plugins.find(plugins.Group.AGENTS, name)
    if found is None:
        known = ", ".join(agent_names())
        raise UnknownAgentError(f"unknown agent {name!r} (known: {known})")
    return found.factory if isinstance(found, AgentPlugin) else cast(AgentFactory, found)


def make_agent(spec: str, seed: int, game: str | None = None) -> Agent:
    """A fresh agent of the kind ``spec`` names, with its options, seeded with ``seed``.

    With ``game``, the spec is first resolved for that game (see ``resolve_agent_spec``), and
    the options the game recommends for the agent fill in those the spec does not give.
    """
    if game is not None:
        spec = resolve_agent_spec(spec, game)
    factory = agent_factory(spec)
    name, options = parse_agent_spec(spec)
    if game is not None:
        options = {**recommended_options(name, game), **options}
    if not options:
        return factory(seed)
    if not _takes_options(factory):
        raise AgentOptionError(f"agent {name!r} takes no options (got {spec!r})")
    try:
        return factory(seed, **options)
    except (TypeError, ValueError) as exc:
        raise AgentOptionError(f"agent spec {spec!r}: {exc}") from None


def recommended_options(name: str, game: str) -> dict[str, str]:
    """The options ``game`` recommends for agent ``name`` (its rules' ``agent_options``)."""
    found = getattr(get_rules(game), "agent_options", None)
    if not isinstance(found, Mapping):
        return {}
    return dict(found.get(name, {}))


def _plays(name: str, game: str) -> str | None:
    """Why the generic agent ``name`` cannot play ``game``, or None when it can."""
    found = plugins.find(plugins.Group.AGENTS, name)
    if isinstance(found, AgentPlugin) and found.needs_determinize:
        rules = get_rules(game)
        if not callable(getattr(rules, "determinize", None)):
            return "it searches determinised games and this game cannot determinise"
    return None


def _takes_options(factory: AgentFactory) -> bool:
    try:
        parameters = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):  # pragma: no cover - builtins without a signature
        return False
    return any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters)
