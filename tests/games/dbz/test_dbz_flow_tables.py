"""The DBZ step modules' handler tables merge into the driver's without losing or shadowing one."""

from __future__ import annotations

from reishi.games.dbz import attacks, combat_steps, flow, grammar_steps, resolution, turn_steps

PARTS = (turn_steps, combat_steps, attacks, resolution, grammar_steps)


def test_every_step_module_handler_reaches_the_driver_once() -> None:
    for table in ("RUN", "ANSWER", "PICKED", "EXEC"):
        keys = [key for part in PARTS for key in getattr(part, table, {})]
        assert len(keys) == len(set(keys)), f"{table}: a key is defined by two modules"
        merged = getattr(flow, table)
        assert set(keys) <= set(merged), table
        for part in PARTS:
            for key, handler in getattr(part, table, {}).items():
                assert merged[key] is handler, (table, key)
