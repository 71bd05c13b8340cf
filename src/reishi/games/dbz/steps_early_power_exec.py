"""The interpreter step of fx.PowerLevelConsidered (the reading lives in steps_early_power, which
the conditions import, so it holds no step of its own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.state import DbzState
from reishi.games.dbz.steps_early_power import made


def _ex_considered(state: DbzState, e: fx.PowerLevelConsidered, ctx: Ctx) -> None:
    state.floating.append(made(state, ctx.seat, ctx.source, e))


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {fx.PowerLevelConsidered: _ex_considered}
