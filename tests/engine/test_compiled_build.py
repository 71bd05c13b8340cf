"""The optional mypyc build: its module list, how a benchmark names the build, its command."""

from __future__ import annotations

import importlib

import pytest

from reishi.compiled import (
    COMPILED_MODULES,
    build_description,
    loaded_compiled,
    main,
    source_root,
)


def test_every_listed_module_exists_as_source() -> None:
    for name in COMPILED_MODULES:
        importlib.import_module(name)
        assert (source_root() / (name.replace(".", "/") + ".py")).is_file(), name


def test_the_build_is_described_by_what_is_loaded() -> None:
    # The same tests run on both builds (make test-compiled), so this holds for either.
    loaded = loaded_compiled()
    assert set(loaded) <= set(COMPILED_MODULES)
    if loaded:
        assert build_description().startswith(f"mypyc: {len(loaded)} of {len(COMPILED_MODULES)}")
    else:
        assert build_description() == "pure Python"


@pytest.mark.parametrize("argv", [[], ["compile"], ["build", "now"]])
def test_the_build_command_refuses_unknown_words(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert "usage: python -m reishi.compiled build|clean" in capsys.readouterr().out
