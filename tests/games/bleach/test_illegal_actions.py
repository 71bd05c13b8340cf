"""Illegal actions raise IllegalActionError with a specific reason and leave the state unchanged."""

from __future__ import annotations

import msgspec
import pytest
from bleach_random_play import find_position

from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError
from reishi.engine.game import Game
from reishi.games.bleach.actions import Boost, DeclareAttack, PlayCard
from reishi.games.bleach.payment import amounts_of, can_pay_energy
from reishi.games.bleach.state import BleachState, Zone
from reishi.games.bleach.stats import SWIFT, can_attack, has_keyword


def snapshot(game: Game) -> tuple[bytes, bytes, int, list[Action]]:
    """Both seats' serialised views, the log length and the legal actions."""
    return (
        msgspec.json.encode(game.view(0)),
        msgspec.json.encode(game.view(1)),
        len(game.log),
        game.legal_actions(),
    )


def assert_refused(game: Game, action: Action, reason: str) -> None:
    """``apply`` raises with ``reason`` in its message and changes nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalActionError, match=reason) as caught:
        game.apply(action)
    assert caught.value.action == action
    assert snapshot(game) == before


def _main(game: Game) -> BleachState | None:
    state = game.state
    assert isinstance(state, BleachState)
    d = state.decision
    return state if d is not None and d.kind == "main" else None


def _attack_new_character(game: Game) -> Action | None:
    state = _main(game)
    if state is None:
        return None
    for card in state.cards_in(state.active, Zone.PARTY):
        # Swift characters may attack at once, so they are no example of this rule.
        fresh = state.entered[card] == state.turn and not state.depleted[card]
        if fresh and not can_attack(state, card) and not has_keyword(state, card, SWIFT):
            return DeclareAttack(card=card, stat=next(iter(state.defs[card].stats)))
    return None


def _attack_depleted(game: Game) -> Action | None:
    state = _main(game)
    if state is None:
        return None
    for card in state.cards_in(state.active, Zone.PARTY):
        if state.depleted[card]:
            return DeclareAttack(card=card, stat=next(iter(state.defs[card].stats)))
    return None


def _unaffordable(game: Game) -> Action | None:
    state = _main(game)
    if state is None:
        return None
    for card in state.cards_in(state.active, Zone.HAND):
        if not can_pay_energy(state, state.active, amounts_of(state.defs[card])):
            return PlayCard(card=card)
    return None


def _wrong_boost(game: Game) -> Action | None:
    state = game.state
    assert isinstance(state, BleachState)
    d, b = state.decision, state.battle
    if d is None or d.kind != "battle" or b is None or b.defender < 0:
        return None
    stat = b.att_stat if d.seat == state.active else b.def_stat
    for card in state.cards_in(d.seat, Zone.HAND):
        boost = state.defs[card].boost
        if boost is not None and boost.stat != stat:
            return Boost(card=card)
    return None


def _opponents_card(game: Game) -> Action | None:
    state = _main(game)
    if state is None:
        return None
    hand = state.cards_in(1 - state.active, Zone.HAND)
    return PlayCard(card=hand[0]) if hand else None


def test_attack_with_a_character_that_entered_this_turn() -> None:
    """RB: Using Character Cards — it must have been in play at the start of the turn."""
    game, action = find_position(_attack_new_character)
    assert_refused(game, action, "not in play at the start of your turn")


def test_attack_with_a_depleted_character() -> None:
    """RB: Deplete — a depleted card cannot deplete again to attack."""
    game, action = find_position(_attack_depleted)
    assert_refused(game, action, "depleted character cannot attack")


def test_play_a_card_you_cannot_pay_for() -> None:
    """RB: How to Play a Card — the energy must be paid by depleting renewed energy."""
    game, action = find_position(_unaffordable)
    assert_refused(game, action, "cannot pay its energy cost")


def test_boost_with_the_wrong_stat() -> None:
    """RB: Boosting — only boost values matching your stat in battle."""
    game, action = find_position(_wrong_boost)
    assert_refused(game, action, "does not match your stat in battle")


def test_play_a_card_not_in_your_hand() -> None:
    """A card in the opponent's hand (or anywhere else) cannot be played."""
    game, action = find_position(_opponents_card)
    assert_refused(game, action, "not in your hand")
    deck_card = game.state.cards_in(game.state.active, Zone.DECK)[0]
    assert_refused(game, PlayCard(card=deck_card), "not in your hand")
    assert_refused(game, PlayCard(card=10_000), "not in your hand")
