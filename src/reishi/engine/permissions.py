"""Permissions and prohibitions: "can't" beats "can", a principle every game here shares.

When one effect allows an action and another prevents it, the one that prevents it wins.
Rules code asks this once instead of ordering checks by hand; each game cites its own
rule where it asks.
"""

from __future__ import annotations


def allowed(*, prohibited: bool, permitted: bool, by_default: bool) -> bool:
    """Whether an action is allowed: any prohibition wins, then any permission, then the rule."""
    if prohibited:
        return False
    return permitted or by_default
