"""Seeded, clonable random numbers: the only source of chance in a game.

The generator is SplitMix64 on a single integer, so cloning a game copies one int
(``random.Random`` would copy 625 words per clone, which search cannot afford), and a
game's sequence is identical on every Python version and platform.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_GOLDEN = 0x9E3779B97F4A7C15  # SplitMix64's increment
_LIMITS = (0, *(_SPAN - _SPAN % n for n in range(1, 257)))
"""``_LIMITS[n]``: the draws below it give an unbiased ``% n`` (worked out once, not per draw)."""


def derive_seed(base: int, *parts: int) -> int:
    """A well-mixed 63-bit seed from a base seed and indices (e.g. game number)."""
    x = base & _MASK
    for part in parts:
        x = _mix((x ^ (part * 0x9E3779B97F4A7C15)) & _MASK)
    return x >> 1


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """SplitMix64 generator whose whole state is one integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def __reduce__(self) -> tuple[type[Rng], tuple[int]]:
        """Pickled as its one integer (the compiled build's class cannot be made blank)."""
        return Rng, (self.state,)

    def next64(self) -> int:
        """The next 64-bit value."""
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, so no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _SPAN - _SPAN % n
        state = self.state
        while True:
            # next64 and _mix written out: search draws hundreds of thousands of these.
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place (each index drawn as ``below`` draws it)."""
        state = self.state
        limits = _LIMITS
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits[n] if n <= 256 else _SPAN - _SPAN % n
            while True:  # below(n), written out: a deck shuffle is forty draws
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        """One item chosen uniformly."""
        return items[self.below(len(items))]

    def clone(self) -> Rng:
        """An independent generator at the same point of the sequence."""
        return Rng(self.state)
