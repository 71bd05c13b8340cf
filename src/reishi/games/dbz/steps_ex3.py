"""Interpreter steps of the use limits (phrases_ex3_limits): card rules read where they apply
(basics.unusable, instants), which resolve as nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.resolution import ex_nothing
from reishi.games.dbz.state import DbzState

EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.OneUsePerTurn: ex_nothing,
}
