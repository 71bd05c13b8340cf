"""The layout every game's numeric encoding shares: global features, then card slots per seat.

An observation is the global features, then ``slots`` card slots of the seat's own cards and
``slots`` of the opponent's, each ``card_features`` long. An action index is a run of blocks,
one per kind of action (``"play: card slot"``, 80 indices, say); a kind's name is the part
before the colon.
"""

from __future__ import annotations

from dataclasses import dataclass

from reishi.engine.errors import ReishiError


class EncodingError(ReishiError):
    """An action or a deck does not fit the fixed-size encoding."""


@dataclass(frozen=True, slots=True)
class SlotLayout:
    """Where each feature and each kind of action sits in a game's vectors."""

    global_features: tuple[str, ...]
    card_features: tuple[str, ...]
    slots: int
    kinds: tuple[tuple[str, int], ...]

    @property
    def observation_size(self) -> int:
        """Global features plus both seats' card slots."""
        return len(self.global_features) + 2 * self.slots * len(self.card_features)

    @property
    def action_size(self) -> int:
        """Every block of the action index."""
        return sum(size for _, size in self.kinds)

    def start(self, kind: str) -> int:
        """The first index of the block of ``kind`` (a name before the colon)."""
        at = 0
        for name, size in self.kinds:
            if name.split(":")[0] == kind:
                return at
            at += size
        raise KeyError(f"no action kind {kind!r} in the layout")

    def observation_fields(self) -> list[tuple[str, int]]:
        """The observation's layout: (field, length) in order."""
        features = len(self.card_features)
        return [(f, 1) for f in self.global_features] + [
            (f"own card slot s (s < {self.slots}): {', '.join(self.card_features)}",
             self.slots * features),
            (f"opponent card slot s: the same {features} features", self.slots * features),
        ]  # fmt: skip

    def action_kinds(self) -> list[tuple[str, int]]:
        """The action index's blocks: (kind, size) in order."""
        return list(self.kinds)
