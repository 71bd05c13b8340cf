"""What an attached card is attached to (DBZ RB: Glossary — Attached Cards).

"'While attached' text is always active as long as it is attached to the intended target
('attach to ____')": the target is the MP, whichever level of it is in play, so a card stays
attached as the MP changes levels; a card that leaves play is attached to nothing; and a
card attached to the opponent's MP stays its attacher's, on the opponent's MP.
"""

from __future__ import annotations

import pytest

from reishi.games.dbz.basics import move
from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.invariants import invariant_violations
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.stages import change_level
from reishi.games.dbz.state import DbzState, Zone

from .families import do, game_at

RULE = "DBZ RB: Glossary — Attached Cards"
_MPS = {
    "p1": [
        "Android 19 - Stoic",
        "Android 19 - Pondering",
        "Android 19 - Unimpressed",
        "Android 19 - Patient",
    ],
    "p2": [
        "Vegeta - Prince Of Saiyans",
        "Vegeta - Villainous",
        "Vegeta - Empowered",
        "Vegeta - Renewed",
    ],
}


def _state(kit: DbzKit) -> tuple[DbzState, int]:
    """P1 (Android 19) has Wall Breaker attached to P2's MP; the card's id."""
    spec = {
        "p1": {"mp": _MPS["p1"], "attached": ["Wall Breaker"], "life": ["Red Blaze"] * 10},
        "p2": {"mp": _MPS["p2"], "life": ["Red Blaze"] * 10},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    (wall,) = state.cards_in(0, Zone.ATTACHED)
    assert state.attached_to[wall] == state.mp(1)
    return state, wall


@pytest.mark.rule(RULE)
def test_a_card_you_own_attached_to_the_opponents_mp(kit: DbzKit) -> None:
    """Android 19 - Patient: "If a card you own is attached to your opponent's MP": Wall
    Breaker ("Attach to your opponent's MP") stays under its attacher's control, on the
    opponent's MP; the opponent owns no card attached to P1's MP."""
    state, _ = _state(kit)
    said = "a card you own is attached to your opponent's mp"
    assert condition_holds(state, 0, said)
    assert not condition_holds(state, 1, said)


@pytest.mark.rule(RULE)
def test_an_attached_card_stays_on_the_mp_as_it_changes_levels(kit: DbzKit) -> None:
    """The MP advancing or lowering a level keeps what is attached to it: the host is the
    level now in play, and "a card you own is attached to your opponent's MP" still holds."""
    state, wall = _state(kit)
    for delta in (1, 1, -1):
        assert change_level(state, 1, delta, by_anger=False)
        assert state.attached_to[wall] == state.mp(1)
        assert condition_holds(state, 0, "a card you own is attached to your opponent's mp")
        assert invariant_violations(state) == []


@pytest.mark.rule(RULE)
def test_a_card_leaving_play_is_attached_to_nothing(kit: DbzKit) -> None:
    """Banished, Wall Breaker is attached to nothing, and the condition no longer holds."""
    state, wall = _state(kit)
    move(state, wall, 0, Zone.BANISHED)
    assert state.attached_to[wall] < 0
    assert not condition_holds(state, 0, "a card you own is attached to your opponent's mp")
    assert invariant_violations(state) == []


def test_the_invariants_catch_a_card_attached_to_a_level_out_of_play(kit: DbzKit) -> None:
    """A host that is not in play (a level left for the MP set) is reported."""
    state, wall = _state(kit)
    (other_level, *_) = state.cards_in(1, Zone.MP_SET)
    state.attached_to[wall] = other_level
    assert invariant_violations(state) == [
        f"#{wall} is attached to #{other_level}, which is not in play (MP_SET)"
    ]


@pytest.mark.rule(RULE)
def test_with_nothing_attached_the_hit_draws_nothing(kit: DbzKit) -> None:
    """Saiyan Leaping Strike with no card attached to its user's MP banishes nothing, so its
    HIT ("If you banished an attached card with this card's immediate effect, you may draw a
    card") offers no draw; banishing a card attached to the opponent's MP would not count."""
    spec = {
        "p1": {
            "mp": _MPS["p2"],  # Vegeta
            "hand": ["Saiyan Leaping Strike"],
            "stage": 8,
            "attached": ["Wall Breaker"],  # on P2's MP, not on P1's
            "life": ["Red Blaze"] * 6,
        },
        "p2": {"mp": ["Krillin - Ready"], "life": ["Red Destiny"] * 6},
    }
    game = game_at(kit, spec)
    do(game, "play Saiyan Leaping Strike")
    labels = [game.describe(a) for a in game.legal_actions()]
    assert "choose yes" not in labels and game.current_player == 1, labels  # P2 acts next
    state = game.state
    assert isinstance(state, DbzState)
    assert [state.defs[c].title for c in state.cards_in(0, Zone.ATTACHED)] == ["Wall Breaker"]
