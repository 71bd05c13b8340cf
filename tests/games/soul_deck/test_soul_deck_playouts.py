"""Random playouts of every pairing of the four starter decks, checked by the conformance kit."""

from __future__ import annotations

import pytest
from soul_deck_random_play import DECKS, PAIRINGS

from reishi.testing.conformance import Check, check_game
from reishi.testing.random_play import random_positions


@pytest.mark.parametrize(("first", "second"), PAIRINGS)
def test_every_pairing_keeps_the_invariants_and_ends_by_the_rules(first: int, second: int) -> None:
    """Each deck against each other, both seats: invariants hold and games end by life or deck."""
    decks = (DECKS[first], DECKS[second])
    check_game("soul-deck", games=6, checks=[Check.INVARIANTS], decks=decks)
    *_, end = random_positions("soul-deck", seed=first * 4 + second, decks=decks)
    assert end.is_over and end.end_reason in ("life", "deck-out")
