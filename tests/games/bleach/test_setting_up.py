"""RB: Setting Up, the whole of it: guardian, side deck, shuffle, who starts, five cards."""

from __future__ import annotations

import pytest

import reishi
from reishi.games.bleach import events as ev
from reishi.games.bleach.actions import ChooseFirstPlayer
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.state import BleachState, Zone


@pytest.mark.rule("RB: Setting Up", "ARD: Deciding Who Goes First")
@pytest.mark.parametrize(("seed", "pick_other"), [(1, False), (2, True), (7, True)])
def test_setting_up_places_shuffles_lets_the_flip_winner_choose_and_deals_five(
    seed: int, pick_other: bool
) -> None:
    rules = reishi.get_rules("bleach")
    decks = rules.starter_decks()
    game = reishi.new_game("bleach", decks=decks, seed=seed)
    state = game.state
    assert isinstance(state, BleachState)
    started = [e for e in game.log if isinstance(e, ev.GameStarted)]
    assert len(started) == 1
    chooser = started[0].flip_winner
    # The coin-toss winner decides who starts, before any card is drawn.
    assert game.current_player == chooser
    assert not any(isinstance(e, ev.HandDrawn) for e in game.log)
    for seat in (0, 1):
        (guardian,) = state.cards_in(seat, Zone.GUARDIAN)
        assert state.defs[guardian].type is CardType.GUARDIAN
        side = sorted(state.defs[c].title for c in state.cards_in(seat, Zone.SIDE))
        assert side == sorted(decks[seat].side)  # the side deck is in its place
        assert not state.cards_in(seat, Zone.PARTY) and not state.cards_in(seat, Zone.ENERGY)
    first = 1 - chooser if pick_other else chooser
    game.apply(ChooseFirstPlayer(seat=first))
    assert game.first_player == first
    shuffled = [e.seat for e in game.log if isinstance(e, ev.DeckShuffled)]
    assert sorted(shuffled) == [0, 1]
    hands = {e.seat: e.count for e in game.log if isinstance(e, ev.HandDrawn)}
    assert hands == {0: 5, 1: 5}
    for seat in (0, 1):
        assert len(state.cards_in(seat, Zone.HAND)) == 5
        in_deck = [state.defs[c].title for c in state.cards_in(seat, Zone.DECK)]
        assert len(in_deck) == len(decks[seat].main) - 5
        # Shuffled: the deck is not in the order of its list (60 cards: never by chance).
        listed = list(reversed(decks[seat].main))[5:]
        assert in_deck != list(reversed(listed)) and in_deck != listed
    # Then each player may mulligan once, starting with the first player.
    assert game.current_player == first
