"""Random playouts of the starter decks with the rules' invariants checked after every action."""

from __future__ import annotations

import pytest
from soul_deck_random_play import MAX_DECISIONS, new_game, play_out, random_agents

from reishi.engine.game import Game
from reishi.engine.state import NOWHERE
from reishi.games.soul_deck.decisions import MAX_HAND
from reishi.games.soul_deck.ops import SLOTS, stat
from reishi.games.soul_deck.state import IN_PLAY, ZONE_COUNT, SoulDeckState, Zone

CHUNKS = 8
SEEDS_PER_CHUNK = 25  # 200 games in all, split so pytest-xdist spreads them over workers


def check_zones(state: SoulDeckState, total: int) -> None:
    """No card created or lost; each id in exactly one zone list, which ``zone`` agrees with."""
    assert len(state.defs) == total
    seen = [0] * total
    for code, cards in enumerate(state.zones):
        for card in cards:
            seen[card] += 1
            assert state.zone[card] == code, f"#{card} listed in zone {code}"
    assert seen == [1] * total, "a card is in no zone or in two"


def check_cards(state: SoulDeckState) -> None:
    """Exhaustion, damage and attachments only in play; slots never overfull."""
    for card, code in enumerate(state.zone):
        zone = Zone(code % ZONE_COUNT)
        if zone not in IN_PLAY:
            assert not state.exhausted[card], f"#{card} exhausted outside play"
        if zone is not Zone.CHARACTERS:
            assert state.damage[card] == 0, f"#{card} has damage outside the Character Zone"
        host = state.attached_to[card]
        if host != NOWHERE:
            assert zone is Zone.SUPPORT and state.zone_of(host) is Zone.CHARACTERS
            assert state.controller[host] == state.controller[card]
    for seat in (0, 1):
        assert len(state.cards_in(seat, Zone.CHARACTERS)) <= SLOTS
        gear = [c for c in state.cards_in(seat, Zone.SUPPORT) if not state.info[c].is_energy]
        assert len(gear) <= SLOTS
    assert sum(len(state.cards_in(s, Zone.FIELD)) for s in (0, 1)) <= 1
    if not state.stack:
        assert all(not state.cards_in(s, Zone.STACK) for s in (0, 1))
    # Every character in play has less damage than its Genryu (else it was destroyed).
    for seat in (0, 1):
        for card in state.cards_in(seat, Zone.CHARACTERS):
            assert state.damage[card] < stat(state, card, "genryu") or state.is_over


def play_checked(seed: int) -> Game:
    """A random game with every invariant checked after each action."""
    game = new_game(seed)
    state = game.state
    assert isinstance(state, SoulDeckState)
    total = len(state.defs)
    agents = random_agents(seed)
    for _ in range(MAX_DECISIONS):
        check_zones(state, total)
        check_cards(state)
        if game.is_over:
            assert game.current_player is None and game.legal_actions() == []
            return game
        seat = game.current_player
        assert seat in (0, 1)
        legal = game.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        if state.decision is not None and state.decision.kind == "main":
            assert state.phase in ("Main 1", "Main 2") and not state.stack
            # The player whose turn ended discarded down to six (SD: TURN PHASES).
            assert len(state.cards_in(1 - seat, Zone.HAND)) <= MAX_HAND
        game.apply(agents[seat].choose(game.view(seat), legal))
    raise AssertionError(f"seed {seed}: no end after {MAX_DECISIONS} decisions")


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_invariants(chunk: int) -> None:
    """200 seeded random games end, keep every invariant, and replay identically."""
    for seed in range(chunk * SEEDS_PER_CHUNK, (chunk + 1) * SEEDS_PER_CHUNK):
        game = play_checked(seed)
        assert game.state.end_reason in ("life", "deck-out")
        assert play_out(seed).log == game.log, f"seed {seed} did not replay identically"


def test_clone_is_independent() -> None:
    """A clone plays on without touching the original."""
    game = new_game(7)
    agents = random_agents(7)
    for _ in range(60):
        seat = game.current_player
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions()))
    before = game.log
    copy = game.clone()
    while not copy.is_over:
        copy.apply(copy.legal_actions()[0])
    assert game.log == before and not game.is_over


def test_invariant_check_catches_a_lost_card() -> None:
    """The zone check fails when a card vanishes from its zone list."""
    state = new_game(3).state
    assert isinstance(state, SoulDeckState)
    total = len(state.defs)
    state.cards_in(0, Zone.DECK).pop()
    with pytest.raises(AssertionError):
        check_zones(state, total)
