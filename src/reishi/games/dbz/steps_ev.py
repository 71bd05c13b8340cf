"""Interpreter steps of Evolution's families: card rules read where they apply, which resolve as
nothing (an attack an Ally may perform: combat_steps reads it when offering the attack)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.resolution import ex_nothing
from reishi.games.dbz.state import DbzState

EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.AllyMayPerform: ex_nothing,
}
