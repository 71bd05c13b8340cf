"""What a seat may see: common knowledge and its own hidden zones (ARD: Common Knowledge)."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest
from bleach_random_play import play_out, positions

from reishi.engine.game import Game
from reishi.games.bleach import events as ev
from reishi.games.bleach.state import BleachState, Zone
from reishi.games.bleach.view import BleachView, CardView

SEEDS = range(40)


def card_ids(view: BleachView) -> Iterator[int]:
    """Every card id the view shows, walking the CardView records (and choice cards)."""

    def walk(cards: list[CardView]) -> Iterator[int]:
        for c in cards:
            yield c.id
            yield from walk(c.attachments)

    for p in view.players:
        for cards in (
            [p.guardian],
            p.energy_row,
            p.party,
            p.battlegrounds,
            p.hand or [],
            p.side_deck or [],
            p.discard,
            p.removed,
            p.out_of_play,
        ):
            yield from walk(cards)
    for choice in view.choices:
        if choice.card is not None:
            yield choice.card


def round_trip(game: Game, seat: int) -> BleachView:
    """The view as a front end receives it: JSON, decoded back into the records."""
    return msgspec.json.decode(msgspec.json.encode(game.view(seat)), type=BleachView)


def check_secrets(game: Game) -> None:
    """Neither seat's view shows the other's hand or side deck, or any deck card."""
    state = game.state
    assert isinstance(state, BleachState)
    decks = set(state.cards_in(0, Zone.DECK)) | set(state.cards_in(1, Zone.DECK))
    for seat in (0, 1):
        view = round_trip(game, seat)
        other = 1 - seat
        secret = (
            decks | set(state.cards_in(other, Zone.HAND)) | set(state.cards_in(other, Zone.SIDE))
        )
        shown = set(card_ids(view))
        assert not shown & secret, f"p{seat + 1} sees hidden cards {sorted(shown & secret)}"
        assert view.players[other].hand is None and view.players[other].side_deck is None
        assert view.players[other].hand_count == len(state.cards_in(other, Zone.HAND))
        assert view.players[seat].hand is not None
        if state.decision is None or state.decision.seat != seat:
            assert view.choices == [], "a seat sees the options of another seat's choice"


@pytest.mark.rule("ARD: Common Knowledge")
@pytest.mark.parametrize("seed", SEEDS)
def test_view_never_shows_the_other_hand_or_any_deck(seed: int) -> None:
    """At every decision of a random game, for both seats."""
    for game, _ in positions(seed):
        check_secrets(game)


def test_view_check_catches_a_leak() -> None:
    """The walk finds a deck card id that a view shows (the check can fail)."""
    game, _ = next(positions(1))
    state = game.state
    assert isinstance(state, BleachState)
    view = game.view(0)
    deck_card = state.cards_in(1, Zone.DECK)[-1]
    view.players[0].discard.append(
        CardView(id=deck_card, title="x", type="character", owner=1, controller=1)
    )
    assert deck_card in set(card_ids(view))


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
