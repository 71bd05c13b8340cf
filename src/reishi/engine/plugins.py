"""Plugins: games, agents, boards, rule indexes and encoders found through package entry points.

A package adds a game to Reishi by declaring entry points (``pyproject.toml``)::

    [project.entry-points."reishi.games"]
    my-game = "my_package.rules:MyGameRules"

Nothing is imported until it is asked for by name, so listing the games costs no import and
a broken plugin fails only when used, with its name in the error. Code that cannot declare
entry points (a test's toy game) registers at run time with :func:`register`; a run-time
registration wins over an entry point of the same name.
"""

from __future__ import annotations

from enum import StrEnum
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from reishi.engine.errors import ReishiError


class Group(StrEnum):
    """The entry-point groups Reishi reads; each maps a name to one object."""

    GAMES = "reishi.games"  # name -> GameRules factory (a class or function, no arguments)
    AGENTS = "reishi.agents"  # name or "game:name" -> agent factory (seed, **options)
    BOARDS = "reishi.boards"  # game name -> function from a view to a neutral Table
    RULE_INDEXES = "reishi.rule_indexes"  # game name -> function returning its RuleIndex
    ENCODERS = "reishi.encoders"  # game name -> numeric encoder factory (interfaces/rl)


class PluginError(ReishiError):
    """A plugin is declared but cannot be loaded."""


_REGISTERED: dict[Group, dict[str, Any]] = {group: {} for group in Group}
_LOADED: dict[Group, dict[str, Any]] = {group: {} for group in Group}
_DECLARED: dict[Group, dict[str, EntryPoint]] = {}


def register(group: Group, name: str, obj: Any) -> None:
    """Add ``obj`` under ``name`` at run time (for code that declares no entry points)."""
    _REGISTERED[group][name] = obj
    _LOADED[group].pop(name, None)


def unregister(group: Group, name: str) -> None:
    """Remove a run-time registration (tests clean up after themselves)."""
    _REGISTERED[group].pop(name, None)
    _LOADED[group].pop(name, None)


def names(group: Group) -> list[str]:
    """Every name in ``group``, declared or registered, sorted; nothing is imported."""
    return sorted(set(_declared(group)) | set(_REGISTERED[group]))


def find(group: Group, name: str) -> Any | None:
    """The object under ``name`` in ``group`` (imported on first use), or None if absent."""
    if name in _REGISTERED[group]:
        return _REGISTERED[group][name]
    loaded = _LOADED[group]
    if name in loaded:
        return loaded[name]
    entry = _declared(group).get(name)
    if entry is None:
        return None
    try:
        obj = entry.load()
    except Exception as exc:  # any import failure of a third-party plugin is reported alike
        raise PluginError(f"{group} plugin {name!r} ({entry.value}) cannot load: {exc}") from exc
    loaded[name] = obj
    return obj


def load_all(group: Group) -> dict[str, Any]:
    """Every object of ``group`` by name (imports them all)."""
    return {name: obj for name in names(group) if (obj := find(group, name)) is not None}


def _declared(group: Group) -> dict[str, EntryPoint]:
    found = _DECLARED.get(group)
    if found is None:
        found = {entry.name: entry for entry in entry_points(group=str(group))}
        _DECLARED[group] = found
    return found
