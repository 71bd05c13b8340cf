"""The optional mypyc build: its module list, how a benchmark names the build, its command."""

from __future__ import annotations

import importlib

import pytest

from reishi.compiled import (
    ENGINE_MODULES,
    build_description,
    compiled_modules,
    game_modules,
    loaded_compiled,
    main,
    source_root,
)
from reishi.engine import plugins


def test_every_listed_module_exists_as_source() -> None:
    assert len(compiled_modules()) > len(ENGINE_MODULES)  # some game asks for a build
    for name in compiled_modules():
        importlib.import_module(name)
        assert (source_root() / (name.replace(".", "/") + ".py")).is_file(), name


def test_the_build_is_described_by_what_is_loaded() -> None:
    # The same tests run on both builds (make test-compiled), so this holds for either.
    loaded = loaded_compiled()
    assert set(loaded) <= set(compiled_modules())
    if loaded:
        assert build_description().startswith(f"mypyc: {len(loaded)} of {len(compiled_modules())}")
    else:
        assert build_description() == "pure Python"


@pytest.mark.parametrize("game", plugins.names(plugins.Group.GAMES))
def test_a_game_lists_only_modules_of_its_own_package(game: str) -> None:
    factory = plugins.find(plugins.Group.GAMES, game)
    package = factory.__module__.rpartition(".")[0]
    assert all(name.startswith(package + ".") for name in game_modules(game)), game


@pytest.mark.parametrize("argv", [[], ["compile"], ["build", "now"]])
def test_the_build_command_refuses_unknown_words(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert "usage: python -m reishi.compiled build|clean" in capsys.readouterr().out
