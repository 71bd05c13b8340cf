"""Lookout Drill (The Movie Collection): "(After this Drill enters play from your hand,
Rejuvenate 1.) [CONSTANT]: The first time each turn an opponent's card effect would destroy or
banish cards from the top of your Life Deck, reduce that amount to 0."
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, push_sentences
from reishi.games.dbz.flow import advance
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone

from .families import combat_game, dbz_state, do


def _resolve(state: DbzState, effect: fx.Effect, seat: int) -> None:
    """``seat``'s MP resolves ``effect`` now; the pending decision is asked again after it."""
    assert state.decision is not None
    state.frames.append(state.decision.frame)
    state.decision = None
    push_sentences(state, (effect,), Ctx(seat, state.mp(seat)))
    advance(state)


def test_the_first_opponents_destroy_each_turn_takes_nothing(kit: DbzKit) -> None:
    """p2's first "destroy the top 2 cards of your opponent's Life Deck" this turn takes none
    of p1's cards; his second takes 2; p1's own effect on his own deck is not shielded."""
    game = combat_game(kit, {"drills": ["Lookout Drill"]}, {})
    state = dbz_state(game)
    life = len(state.cards_in(0, Zone.LIFE))
    destroy = fx.DestroyTopOfLifeDeck(2, fx.Who.OPPONENT)
    _resolve(state, destroy, 1)
    assert len(state.cards_in(0, Zone.LIFE)) == life
    _resolve(state, destroy, 1)
    assert len(state.cards_in(0, Zone.LIFE)) == life - 2
    _resolve(state, fx.DestroyTopOfLifeDeck(1, fx.Who.YOU), 0)
    assert len(state.cards_in(0, Zone.LIFE)) == life - 3


def test_entering_play_from_the_hand_rejuvenates_1(kit: DbzKit) -> None:
    """Played from the hand in the Planning Step, the Drill Rejuvenates the top card of p1's
    discard pile (Red Blaze) to the bottom of his Life Deck."""
    game = combat_game(
        kit, {"hand": ["Lookout Drill"], "discard": ["Red Blaze"]}, {}, step="planning"
    )
    state = dbz_state(game)
    do(game, "play Lookout Drill")
    bottom = state.cards_in(0, Zone.LIFE)[0]
    assert state.defs[bottom].title == "Red Blaze" and not state.cards_in(0, Zone.DISCARD)
