"""An effect that returns cards from the discard pile to the Life Deck, its amount doubled the
first time in a combat: "The first time during combat one of your effects shuffles or
Rejuvenates cards from your discard pile into your Life Deck, double that amount" (Lord Slug -
Renewed).

The effects that do so are "Rejuvenate N", "Shuffle N cards from your discard pile into your
Life Deck" and "Search your discard pile for … and Rejuvenate it": their steps (resolution,
pool_steps) read the record through ``doubled`` first.
"""

from __future__ import annotations

from typing import TypeVar

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import Ctx, constants, log, log_combat, seat_name
from reishi.games.dbz.state import DbzState

_DONE = "recycle doubled"
_ALL = 99  # "all": as many as there are (phrases_pool.ALL)
_Counted = TypeVar("_Counted", fx.Rejuvenate, fx.MoveCards, fx.Search)


def _recycles(e: fx.Effect) -> bool:
    """Whether the record moves cards from its player's discard pile into his Life Deck."""
    if isinstance(e, fx.Rejuvenate):
        return True
    if isinstance(e, fx.MoveCards):
        return e.source == "discard pile" and e.to == "life deck" and e.whose is fx.Who.YOU
    if isinstance(e, fx.Search):
        zones = {z.lower() for z in e.zones}
        return zones == {"discard pile"} and e.to == "rejuvenate" and e.who is fx.Who.YOU
    return False


def doubled(state: DbzState, e: _Counted, ctx: Ctx) -> _Counted:
    """The record with its count doubled, if this is the first such effect of the combat of a
    player with the constant; else the record itself."""
    seat = ctx.seat
    if not state.in_combat or not _recycles(e) or (seat, _DONE) in state.combat_log:
        return e
    if not any(type(c) is fx.DoubleRecycle for _, c in constants(state, seat)):
        return e
    log_combat(state, seat, _DONE)
    count = min(e.count * 2, _ALL) if e.count < _ALL else e.count
    text = f"{seat_name(seat)}'s effect returns {count} card(s) instead of {e.count}"
    log(state, ev.RuleApplied, text, "card rules (Lord Slug - Renewed)", seat=seat)
    return msgspec.structs.replace(e, count=count)
