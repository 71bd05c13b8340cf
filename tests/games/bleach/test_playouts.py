"""Random playouts checked for what only the log can tell (the kit checks every state)."""

from __future__ import annotations

import pytest

import reishi
from reishi.engine.events import LogNode
from reishi.games.bleach import events as ev
from reishi.games.bleach.state import BleachState
from reishi.testing.random_play import random_positions

CHUNKS = 4
SEEDS_PER_CHUNK = 25  # 100 games in all, split so pytest-xdist spreads them over workers

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


@pytest.mark.rule("RB: Deplete", "ARD: Card Memory")
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_never_deplete_a_depleted_card(chunk: int) -> None:
    """The log of 100 seeded random games never depletes a card twice without a renewal."""
    for seed in range(chunk * SEEDS_PER_CHUNK, (chunk + 1) * SEEDS_PER_CHUNK):
        depleted: set[int] = set()
        head = None
        for game in random_positions("bleach", seed):
            state = game.state
            assert isinstance(state, BleachState)
            check_depletions(new_events(state, head), depleted, state)
            head = state.log_head
        assert game.is_over and game.end_reason in ("power", "deck-out", "tie")


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
