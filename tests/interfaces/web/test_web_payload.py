"""What one seat is sent: the Table (a board plugin's, or one read off the view), actions, log."""

from __future__ import annotations

import random

import pytest
from webtools import GAMES

from reishi import new_game
from reishi.engine.actions import Action, PassPriority
from reishi.interfaces.web import payload
from reishi.interfaces.web.shape_table import table_from_view


class _Aim(Action, frozen=True, tag="web-test-aim"):
    """An action naming cards in the neutral fields."""

    card: int
    target: int = -1
    tributes: tuple[int, ...] = ()


def test_cards_of_reads_card_fields_and_the_notation() -> None:
    assert payload.cards_of(_Aim(card=4, target=9, tributes=(2, 4)), "play X #4 on Y #9") == [
        4,
        9,
        2,
    ]
    assert payload.cards_of(PassPriority(), "choose discard Z #12") == [12]
    assert payload.cards_of(_Aim(card=3), "play #3") == [3]


@pytest.mark.parametrize("game", GAMES)
def test_a_table_read_off_the_view_hides_what_the_board_hides(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    played = new_game(game, seed=6)
    rng = random.Random(1)
    for _ in range(12):
        played.apply(rng.choice(played.legal_actions()))
    for seat in (0, 1, None):
        table = table_from_view(game, played.view(seat))
        assert table.seat == seat
        for side in table.sides:
            hand = next(z for z in side.zones if z.key == "hand")
            assert (hand.cards is not None) == (side.seat == seat), (seat, side.seat)
            assert side.you == (side.seat == seat)
    # Without a board plugin the server falls back to the same reading of the view.
    monkeypatch.setattr(payload, "board_for", lambda name: None)
    assert payload.table_for(played, 0) == table_from_view(game, played.view(0))


def test_the_spectator_log_redacts_every_private_event() -> None:
    played = new_game("bleach", seed=2)
    rng = random.Random(0)
    for _ in range(20):
        played.apply(rng.choice(played.legal_actions()))
    public = payload.events_since(played, None, 0)
    assert [e for _, e in public] == played.log_for(None)
    assert len(public) == payload.log_length(played)
    assert (
        payload.events_since(played, 0, len(public) - 3) == list(enumerate(played.log_for(0)))[-3:]
    )
