"""What a seat may read in the log (ARD: Common Knowledge); the kit checks the views."""

from __future__ import annotations

import pytest
from bleach_random_play import play_out

from reishi.games.bleach import events as ev


@pytest.mark.rule("ARD: Common Knowledge")
@pytest.mark.parametrize("seed", range(0, 40, 4))
def test_log_for_hides_the_other_seats_draws(seed: int) -> None:
    """``log_for(seat)`` shows that the other seat drew, never what it drew."""
    game = play_out(seed)
    full = game.log
    for seat in (0, 1):
        seen = game.log_for(seat)
        assert len(seen) == len(full)
        drawn_by_other = 0
        for e in seen:
            if isinstance(e, ev.CardDrawn) and e.seat != seat:
                assert e.card == -1 and e.title == "", f"p{seat + 1} saw {e.title}"
                drawn_by_other += 1
            if isinstance(e, ev.HandDrawn) and e.seat != seat:
                assert e.cards == ()
        assert drawn_by_other > 0
        own = [e for e in seen if isinstance(e, ev.CardDrawn) and e.seat == seat]
        assert own and all(e.card >= 0 and e.title for e in own)
