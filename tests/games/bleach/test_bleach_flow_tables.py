"""The Bleach step modules' handler tables merge into the driver's, none lost or doubled."""

from __future__ import annotations

from types import ModuleType

import pytest

from reishi.games.bleach import flow, legal


def _defined_here(module: ModuleType, prefix: str) -> set[str]:
    return {
        name
        for name, obj in vars(module).items()
        # callable, not isfunction: the compiled build's functions are built-in functions
        if name.startswith(prefix)
        and callable(obj)
        and not isinstance(obj, type)
        and getattr(obj, "__module__", None) == module.__name__
    }


@pytest.mark.parametrize("table", ["HANDLERS", "ANSWERS"])
def test_every_step_module_handler_reaches_the_driver_once(table: str) -> None:
    keys = [key for part in flow.STEP_MODULES for key in getattr(part, table)]
    assert len(keys) == len(set(keys)), f"{table}: a key is defined by two modules"
    merged = getattr(flow, table)
    assert set(merged) == set(keys), f"{table}: the driver has a key no step module lists"
    for part in flow.STEP_MODULES:
        for key, handler in getattr(part, table).items():
            assert merged[key] is handler, (table, key)
            assert handler.__module__ == part.__name__, (table, key)


@pytest.mark.parametrize(("prefix", "table"), [("h_", "HANDLERS"), ("a_", "ANSWERS")])
def test_no_handler_is_defined_without_its_table_entry(prefix: str, table: str) -> None:
    for part in flow.STEP_MODULES:
        listed = {handler.__name__ for handler in getattr(part, table).values()}
        assert _defined_here(part, prefix) == listed, part.__name__


def test_every_decision_with_legal_actions_has_an_answer() -> None:
    assert set(legal.LEGAL) == set(flow.ANSWERS)
