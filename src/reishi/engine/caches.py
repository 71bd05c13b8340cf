"""Debug mode for the engine's and the games' caches: recompute, compare, fail loudly.

With ``REISHI_CHECK_CACHES=1`` in the environment (or ``caches.CHECK = True`` in a test)
every cached answer is recomputed where it is used and compared with the cached one, so
a cache that outlives a change it depends on fails at once instead of silently changing a
game. The check costs what the cache saves, so it is off in real play.
"""

from __future__ import annotations

import os

CHECK = os.environ.get("REISHI_CHECK_CACHES", "") not in ("", "0")
"""Read at every use (as ``caches.CHECK``) so that tests can switch it on."""


class StaleCacheError(AssertionError):
    """A cached answer differs from the one computed afresh: its invalidation is wrong."""


def stale(name: str, cached: object, fresh: object) -> StaleCacheError:
    """The error for a cache named ``name`` whose answer is stale."""
    return StaleCacheError(f"stale cache {name}: cached {cached!r}, recomputed {fresh!r}")
