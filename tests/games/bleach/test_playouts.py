"""Random playouts of the starter decks with the rules' invariants checked after every action."""

from __future__ import annotations

import pytest
from bleach_random_play import new_game, play_out, random_agents

import reishi
from reishi.engine.events import LogNode
from reishi.engine.game import Game
from reishi.engine.state import NOWHERE
from reishi.games.bleach import events as ev
from reishi.games.bleach.state import IN_PLAY_ZONES, ZONE_COUNT, BleachState, Zone

CHUNKS = 8
SEEDS_PER_CHUNK = 25  # 200 games in all, split so pytest-xdist spreads them over workers

# Events after which a card may be depleted again: it was renewed, or it left play or
# (re-)entered it and so is a new object with no memory (ARD: Card Memory).
_RESETS = (
    ev.CardRenewed,
    ev.CardMoved,
    ev.CardEnteredPlay,
    ev.CardAttached,
    ev.EnergyPlayed,
)


def new_events(state: BleachState, since: LogNode | None) -> list[ev.Event]:
    """Events appended after ``since`` (oldest first), walking the shared log backwards."""
    out = []
    node = state.log_head
    while node is not None and node is not since:
        out.append(node.event)
        node = node.prev
    out.reverse()
    return out


def check_zones(state: BleachState, total: int) -> None:
    """No card created or lost; each id in exactly one zone list, which ``zone`` agrees with."""
    assert len(state.defs) == total
    seen = [0] * total
    for code, cards in enumerate(state.zones):
        for card in cards:
            seen[card] += 1
            assert state.zone[card] == code, (
                f"#{card} listed in zone {code}, says {state.zone[card]}"
            )
    assert seen == [1] * total, "a card is in no zone or in two"


def check_cards(state: BleachState) -> None:
    """Depleted only in play; attachments point at cards in play; power never negative."""
    assert min(state.power) >= 0
    attached = Zone.ATTACHED
    for card, code in enumerate(state.zone):
        kind = code % ZONE_COUNT
        if kind not in IN_PLAY_ZONES:
            assert not state.depleted[card], f"#{card} depleted outside play"
        host = state.attached_to[card]
        if kind == attached:
            assert host != NOWHERE, f"attached #{card} has no host"
            assert state.in_play(host), f"#{card} is attached to #{host}, which is not in play"
            assert state.zone[host] % ZONE_COUNT in (Zone.PARTY, Zone.GUARDIAN)
        else:
            assert host == NOWHERE, f"#{card} is not attached but points at #{host}"


def check_depletions(events: list[ev.Event], depleted: set[int], state: BleachState) -> None:
    """A depleted card is never depleted again (as payment or otherwise) until renewed."""
    for e in events:
        if isinstance(e, ev.CardDepleted):
            assert e.card not in depleted, f"{e.title} #{e.card} depleted twice"
            depleted.add(e.card)
        elif isinstance(e, ev.CardsRenewed):
            depleted.difference_update(e.cards)
        elif isinstance(e, _RESETS):
            depleted.discard(e.card)
            if isinstance(e, ev.CardEnteredPlay) and e.depleted:
                depleted.add(e.card)  # ARD: Overlay — it takes the old version's status
    # The log's account and the state agree on every depleted card.
    assert depleted == {c for c, d in enumerate(state.depleted) if d}


def play_checked(seed: int) -> Game:
    """A random game with every invariant checked after each action."""
    game = new_game(seed)
    state = game.state
    assert isinstance(state, BleachState)
    total = len(state.defs)
    agents = random_agents(seed)
    depleted: set[int] = set()
    head = None
    for _ in range(5_000):
        events = new_events(state, head)
        head = state.log_head
        check_depletions(events, depleted, state)
        check_zones(state, total)
        check_cards(state)
        if game.is_over:
            assert game.current_player is None and game.legal_actions() == []
            return game
        seat = game.current_player
        assert seat in (0, 1), "the game is not over but nobody is to act"
        legal = game.legal_actions()
        assert legal, "the game is not over but offers no legal action"
        game.apply(agents[seat].choose(game.view(seat), legal))
    raise AssertionError(f"seed {seed}: no end after 5000 decisions")


@pytest.mark.rule(
    "RB: Deplete", "RB: In Play", "ARD: Play Area and In Play", "ARD: Controlling Cards"
)
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_invariants(chunk: int) -> None:
    """200 seeded random games end, keep every invariant, and replay identically."""
    for seed in range(chunk * SEEDS_PER_CHUNK, (chunk + 1) * SEEDS_PER_CHUNK):
        game = play_checked(seed)
        assert game.is_over and game.state.end_reason in ("power", "deck-out", "tie")
        # Same seed, same agents: the same game, event for event.
        assert play_out(seed).log == game.log, f"seed {seed} did not replay identically"


def test_invariant_checks_catch_a_lost_card() -> None:
    """The zone check fails when a card vanishes from its zone list."""
    game = reishi.new_game("bleach", seed=3)
    state = game.state
    assert isinstance(state, BleachState)
    total = len(state.defs)
    check_zones(state, total)
    state.cards_in(0, Zone.DECK).pop()
    with pytest.raises(AssertionError):
        check_zones(state, total)


def test_invariant_checks_catch_a_double_depletion() -> None:
    """The depletion check fails when an already depleted card is depleted again."""
    state = reishi.new_game("bleach", seed=3).state
    assert isinstance(state, BleachState)
    twice = [
        ev.CardDepleted(card=5, title="Spirit Energy"),
        ev.CardDepleted(card=5, title="Spirit Energy"),
    ]
    with pytest.raises(AssertionError, match="depleted twice"):
        check_depletions(twice, set(), state)
