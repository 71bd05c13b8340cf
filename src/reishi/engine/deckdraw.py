"""Random legal decks: copies drawn at random under per-title limits (fuzzing, tests).

Games build their random decks (``SupportsRandomDecks``) from these draws and their own
construction rules; a draw only knows titles and how many copies of each are allowed.
"""

from __future__ import annotations

from collections.abc import Mapping

from reishi.engine.rng import Rng


def draw_copies(rng: Rng, limits: Mapping[str, int], count: int) -> list[str]:
    """``count`` titles drawn at random, none more often than its limit, grouped by title.

    Some decks use few titles at their limits, others many titles once or twice, so both
    ends of a card pool get played. ValueError when the limits cannot reach ``count``.
    """
    titles = [t for t, n in limits.items() if n > 0]
    if sum(limits[t] for t in titles) < count:
        raise ValueError(f"the pool allows {sum(limits[t] for t in titles)} cards, not {count}")
    rng.shuffle(titles)
    # The fewest titles that can hold ``count``, then a random number of extra titles.
    needed, room = 0, 0
    while room < count:
        room += limits[titles[needed]]
        needed += 1
    chosen = titles[: needed + rng.below(len(titles) - needed + 1)]
    left = {t: limits[t] for t in chosen}
    picked: dict[str, int] = dict.fromkeys(chosen, 0)
    open_titles = list(chosen)
    for _ in range(count):
        index = rng.below(len(open_titles))
        title = open_titles[index]
        picked[title] += 1
        left[title] -= 1
        if not left[title]:
            open_titles[index] = open_titles[-1]
            open_titles.pop()
    return [t for t, n in picked.items() for _ in range(n)]
