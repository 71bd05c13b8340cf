"""Interpreter steps of the Main Personality sets' records that are card rules, read where
they apply (``basics.power_used`` for OncePerAttack)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.resolution import ex_nothing
from reishi.games.dbz.state import DbzState

EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.OncePerAttack: ex_nothing,
    fx.DeckCopies: ex_nothing,  # read when a deck is checked (decks.check_deck)
    fx.DeckExcludes: ex_nothing,
    fx.HandCardAction: ex_nothing,  # offered from the hand (steps_mpset_hand)
}
