"""RB/ARD: Plural Rule — titles referenced in plural also mean the singular, and vice versa."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=4096)
def singular(word: str) -> str:
    """A reference's singular form ("Hollows" -> "Hollow", "Wholes" -> "Whole")."""
    if word.endswith("ies") and len(word) > 3:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def refers_to(reference: str, name: str) -> bool:
    """True if ``reference`` (as printed in card text) names ``name``, singular or plural."""
    if reference == name:
        return True
    return (
        singular(reference) == name
        or singular(name) == reference
        or (singular(reference) == singular(name))
    )
