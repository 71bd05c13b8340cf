"""Numeric encoders of a game's view and actions, found as plugins, and the legal-action table.

Each game ships its encoder in its own package and declares it in the entry-point group
``reishi.encoders`` (``games/<name>/encoding.py``), so this package names no game. An
encoder is built from the seat's view alone; this module needs numpy only, never gymnasium.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.errors import ReishiError
from reishi.engine.game import Game

Observation = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]


class Encoder(Protocol):
    """A game's fixed-size observation vector and action index, from a seat's view only."""

    game: str  # the game's registered name
    env_name: str  # the CamelCase name in environment ids ("reishi/<env_name>-v0")
    version: str  # rules version plus encoding revision; changes whenever a layout does
    observation_size: int
    action_size: int

    def observation_fields(self) -> list[tuple[str, int]]:
        """The observation's layout: (field, length) in order."""
        ...

    def action_kinds(self) -> list[tuple[str, int]]:
        """The action index's blocks: (kind, size) in order."""
        ...

    def observe(self, view: Any) -> Observation:
        """The float32 observation of ``view``'s seat, ``observation_size`` long."""
        ...

    def resample(self, game: Game, seat: int, seed: int) -> Game:
        """A copy of ``game`` that ``seat`` cannot tell apart: its hidden part re-sampled."""
        ...

    def action_index(self, view: Any, action: Action) -> int:
        """The index in ``[0, action_size)`` of ``action``, a legal action of ``view``'s seat."""
        ...


class NoEncoderError(ReishiError):
    """The game has no numeric encoder registered."""


class IllegalIndexError(ReishiError):
    """An action index that is not legal now (masked out) was asked for."""


class EncodingClashError(ReishiError):
    """Two legal actions encode to one index: the encoding is not injective here."""


def encoder_games() -> list[str]:
    """The games that have an encoder (nothing is imported)."""
    return plugins.names(plugins.Group.ENCODERS)


def get_encoder(game: str) -> Encoder:
    """The encoder of ``game``; NoEncoderError lists the games that have one."""
    factory = plugins.find(plugins.Group.ENCODERS, game)
    if factory is None:
        known = ", ".join(encoder_games()) or "none"
        raise NoEncoderError(f"game {game!r} has no numeric encoder (games with one: {known})")
    encoder: Encoder = factory()
    return encoder


class LegalActions:
    """One decision's legal actions by index, and its mask; refuses every other index."""

    __slots__ = ("by_index", "size")

    def __init__(self, encoder: Encoder, view: Any, legal: Sequence[Action]) -> None:
        self.size = encoder.action_size
        self.by_index: dict[int, Action] = {}
        for action in legal:
            index = encoder.action_index(view, action)
            if not 0 <= index < self.size:
                raise EncodingClashError(
                    f"{encoder.game}: {action!r} encodes to {index}, outside [0, {self.size})"
                )
            clash = self.by_index.get(index)
            if clash is not None:
                raise EncodingClashError(
                    f"{encoder.game}: {clash!r} and {action!r} both encode to index {index}"
                )
            self.by_index[index] = action

    def mask(self) -> Mask:
        """1 at every legal index, 0 elsewhere (a new array each call)."""
        out = np.zeros(self.size, dtype=np.int8)
        if self.by_index:
            out[list(self.by_index)] = 1
        return out

    def action(self, index: int) -> Action:
        """The legal action at ``index``; IllegalIndexError when it is masked out."""
        found = self.by_index.get(int(index))
        if found is None:
            legal = sorted(self.by_index)
            shown = ", ".join(map(str, legal[:12])) + (" ..." if len(legal) > 12 else "")
            raise IllegalIndexError(
                f"action {index} is masked out: not legal now (legal indices: {shown or 'none'})"
            )
        return found
