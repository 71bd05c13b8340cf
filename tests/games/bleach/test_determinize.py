"""Determinisation: a state the deciding seat cannot tell from the truth (ARD: Common Knowledge)."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest
from bleach_random_play import play_out, positions, random_agents

from reishi.engine.events import EVERYONE, iter_log
from reishi.engine.game import Game
from reishi.engine.rules import FeatureMissingError
from reishi.games.bleach import events as ev
from reishi.games.bleach.determinize import known_in_other_hand, track_known_cards
from reishi.games.bleach.state import BleachState, Zone

SEEDS = range(6)
EVERY = 9  # check every ninth decision of each game


def sampled_positions() -> list[tuple[Game, int]]:
    """Copies of mid-game positions of random games, with the seat to decide."""
    out = []
    for seed in SEEDS:
        for n, (game, _) in enumerate(positions(seed)):
            if n % EVERY == 0 and game.current_player is not None:
                out.append((game.clone(), game.current_player))
    return out


POSITIONS = sampled_positions()


def titles(state: BleachState, cards: list[int]) -> Counter[str]:
    """The multiset of titles of ``cards``."""
    return Counter(state.defs[c].title for c in cards)


def test_determinized_view_is_identical_for_the_seat() -> None:
    """The seat sees exactly the same view, and has the same legal actions, in every sample."""
    for game, seat in POSITIONS:
        before = msgspec.json.encode(game.view(seat))
        legal = game.legal_actions()
        for seed in range(3):
            sample = game.determinize(seat, seed)
            assert msgspec.json.encode(sample.view(seat)) == before
            assert sample.current_player == seat
            assert sample.legal_actions() == legal


def test_determinize_keeps_card_totals_and_zones_consistent() -> None:
    """Every card is in one zone, which its zone index names; hidden multisets and counts hold."""
    for game, seat in POSITIONS:
        truth: BleachState = game.state
        other = 1 - seat
        sample: BleachState = game.determinize(seat, 11).state
        placed = [c for zone in sample.zones for c in zone]
        assert sorted(placed) == list(range(len(sample.defs)))
        for code, zone in enumerate(sample.zones):
            assert all(sample.zone[c] == code for c in zone)
        for z in Zone:
            assert len(sample.cards_in(other, z)) == len(truth.cards_in(other, z))
            assert len(sample.cards_in(seat, z)) == len(truth.cards_in(seat, z))
        hidden = (Zone.HAND, Zone.DECK)
        assert sum((titles(sample, sample.cards_in(other, z)) for z in hidden), Counter()) == sum(
            (titles(truth, truth.cards_in(other, z)) for z in hidden), Counter()
        )
        assert titles(sample, sample.cards_in(other, Zone.SIDE)) == titles(
            truth, truth.cards_in(other, Zone.SIDE)
        )
        assert titles(sample, sample.cards_in(seat, Zone.DECK)) == titles(
            truth, truth.cards_in(seat, Zone.DECK)
        )
        # What the seat holds itself stays exactly as it is, order included.
        assert sample.cards_in(seat, Zone.HAND) == truth.cards_in(seat, Zone.HAND)
        assert sample.cards_in(seat, Zone.SIDE) == truth.cards_in(seat, Zone.SIDE)


def test_determinize_resamples_the_other_hand_and_both_deck_orders() -> None:
    """Across seeds the other hand differs, and both decks are reordered."""
    game, seat = next(
        (g, s)
        for g, s in POSITIONS
        if len(g.state.cards_in(1 - s, Zone.HAND)) >= 3 and len(g.state.cards_in(s, Zone.DECK)) > 10
    )
    other = 1 - seat
    samples = [game.determinize(seat, seed).state for seed in range(8)]
    hands = {tuple(sorted(s.cards_in(other, Zone.HAND))) for s in samples}
    assert len(hands) > 1
    truth = tuple(sorted(game.state.cards_in(other, Zone.HAND)))
    assert any(h != truth for h in hands)
    for z_seat in (seat, other):
        orders = {tuple(s.cards_in(z_seat, Zone.DECK)) for s in samples}
        assert len(orders) > 1


def test_determinize_is_deterministic_per_seed_and_leaves_the_game_alone() -> None:
    """The same seed gives the same sample; sampling never changes the game it samples."""
    for game, seat in POSITIONS[::4]:
        zones = [z[:] for z in game.state.zones]
        rng = game.state.rng.state
        a, b = game.determinize(seat, 5).state, game.determinize(seat, 5).state
        assert a.zones == b.zones and a.zone == b.zone and a.rng.state == b.rng.state
        assert game.state.zones == zones and game.state.rng.state == rng


def test_determinized_sample_hides_the_truth_in_log_and_chance() -> None:
    """No event the seat may not see survives unredacted; the random generator is fresh."""
    game, seat = POSITIONS[len(POSITIONS) // 2]
    sample = game.determinize(seat, 3)
    assert sample.state.rng.state != game.state.rng.state
    hidden = [e for e in iter_log(game.state.log_head) if e.visible_to not in (EVERYONE, seat)]
    assert hidden  # the other seat has drawn cards by now
    seen = list(iter_log(sample.state.log_head))
    assert len(seen) == len(game.log)
    for event in seen:
        if event.visible_to not in (EVERYONE, seat) and isinstance(event, ev.CardDrawn):
            assert event.title == "" and event.card == -1


@pytest.mark.parametrize("seed", [0, 1])
def test_determinized_games_play_to_the_end(seed: int) -> None:
    """A sample is a legal game: random play finishes it."""
    for n, (game, _) in enumerate(positions(seed)):
        if n in (20, 60) and game.current_player is not None:
            sample = game.determinize(game.current_player, n)
            agents = random_agents(seed)
            for _ in range(5_000):
                if sample.is_over:
                    break
                mover = sample.current_player
                assert mover is not None
                sample.apply(agents[mover].choose(None, sample.legal_actions()))
            assert sample.is_over


def test_determinize_without_support_raises() -> None:
    """A game without the extension says so instead of handing out the truth."""

    class Plain:
        name = "plain"

    game = play_out(0)
    plain = Game(Plain(), game.state)  # type: ignore[arg-type]
    assert not plain.can_determinize
    with pytest.raises(FeatureMissingError, match="plain cannot determinize"):
        plain.determinize(0, 1)


def test_cards_seen_going_into_the_other_hand_stay_there() -> None:
    """A card revealed by a search (or returned from play) is still in the hand in every sample."""
    checked = 0
    for seed in range(3):
        for game, _ in positions(seed):
            seat = game.current_player
            if seat is None:
                continue
            other = 1 - seat
            known = known_in_other_hand(game.state.log_head, seat)
            held = [c for c in game.state.cards_in(other, Zone.HAND) if c in known]
            if not held:
                continue
            for sample_seed in range(3):
                sample = game.determinize(seat, sample_seed).state
                assert set(held) <= set(sample.cards_in(other, Zone.HAND))
            checked += 1
    assert checked >= 3


def test_a_hidden_card_leaving_the_hand_forgets_what_was_known() -> None:
    """After an unseen card leaves the other hand, the seat cannot tell which one it was."""
    other = 1
    known: set[int] = set()
    for event in (
        ev.CardRevealed(seat=other, card=7, title="x"),
        ev.CardMoved(card=8, title="y", owner=other, source="discard", destination="hand"),
    ):
        track_known_cards(event, other, known)
    assert known == {7, 8}
    track_known_cards(
        ev.CardMoved(card=8, title="y", owner=other, source="hand", destination="discard"),
        other,
        known,
    )
    assert known == {7}
    hidden = ev.CardMoved(card=-1, title="a card", owner=other, source="hand", destination="deck")
    track_known_cards(hidden, other, known)
    assert known == set()
