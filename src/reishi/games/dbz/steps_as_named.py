"""Interpreter step: banish one card of each named personality from where the card says
("Banish Android 14 and Android 15 if they are under your control and/or in discard pile"),
all of them or none, so a stipulation built on it is done only when every one is banished
(DBZ CRD: General — Effects with stipulations).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.pool_steps import send
from reishi.games.dbz.state import DbzState, Zone

_WHERE = (Zone.ALLIES, Zone.DISCARD)  # "under your control and/or in discard pile"


def _ex_banish_named_set(state: DbzState, e: fx.BanishNamedSet, ctx: Ctx) -> None:
    found: list[int] = []
    for name in e.names:
        wanted = name.lower()
        card = next(
            (
                c
                for zone in _WHERE
                for c in state.cards_in(ctx.seat, zone)
                if state.defs[c].name.lower() == wanted and c not in found
            ),
            -1,
        )
        if card < 0:
            state.last_done = False  # one is missing: nothing is banished
            return
        found.append(card)
    for card in found:
        send(state, card, "banish", ctx, state.owner[card])
    state.last_done = all(state.zone_of(card) is Zone.BANISHED for card in found)


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.BanishNamedSet: _ex_banish_named_set,
}
