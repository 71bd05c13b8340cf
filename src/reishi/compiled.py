"""The optional compiled build: the hot modules mypyc turns into C extensions, in place.

``make compiled`` (``python -m reishi.compiled build``) compiles them next to their sources,
where Python's import system prefers an extension module to the ``.py`` file, so every
command and test then runs the compiled core unchanged; ``make clean-compiled`` removes
them. mypyc refuses interpreted subclasses of a compiled class unless the class allows them
(``mypyc_attr(allow_interpreted_subclasses=True)``, at some cost to its method calls), so
the list is chosen by hand: the engine's random generator and core state (which allows
them: a game whose state stays interpreted subclasses it), and each game's own hot modules,
which the game names as ``compiled_modules`` on its rules class (its ``reishi.games``
plugin).
"""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from pathlib import Path

from reishi.engine import plugins

ENGINE_MODULES = ("reishi.engine.rng", "reishi.engine.state", "reishi.engine.driver")
"""The engine's own hot modules: every game's state is a ``CoreState``, and the driver runs it."""


def game_modules(game: str) -> tuple[str, ...]:
    """The modules ``game`` asks to compile (its rules' ``compiled_modules``; none if unset)."""
    factory = plugins.find(plugins.Group.GAMES, game)
    modules: tuple[str, ...] = tuple(getattr(factory, "compiled_modules", ()))
    return modules


def compiled_modules() -> tuple[str, ...]:
    """Every module the build compiles: the engine's, then each registered game's."""
    games = plugins.names(plugins.Group.GAMES)
    return ENGINE_MODULES + tuple(name for game in games for name in game_modules(game))


def source_root() -> Path:
    """The folder that holds the ``reishi`` package (``src`` in a checkout)."""
    return Path(__file__).resolve().parent.parent


def loaded_compiled() -> list[str]:
    """The modules of the list that are loaded as compiled extensions (empty: pure Python)."""
    out = []
    for name in compiled_modules():
        module = importlib.import_module(name)
        if not str(getattr(module, "__file__", "")).endswith(".py"):
            out.append(name)
    return out


def build_description() -> str:
    """``pure Python`` or ``mypyc: N of M hot modules compiled``, for benchmark reports."""
    compiled = loaded_compiled()
    if not compiled:
        return "pure Python"
    return f"mypyc: {len(compiled)} of {len(compiled_modules())} hot modules compiled"


def build() -> int:
    """Compile the modules in place with mypyc; the exit status of mypyc."""
    root = source_root()
    paths = [str(Path(*name.split(".")).with_suffix(".py")) for name in compiled_modules()]
    mypyc = Path(sys.executable).with_name("mypyc")
    if not mypyc.exists():
        print("error: mypyc is not installed (it comes with mypy: pip install -e '.[dev]')")
        return 2
    status = subprocess.run([str(mypyc), *paths], cwd=root, check=False).returncode
    # The extensions are copied next to their sources; mypyc's intermediate C and setup
    # files would otherwise sit inside the source tree that lint and type checks read.
    shutil.rmtree(root / "build", ignore_errors=True)
    return status


def clean() -> int:
    """Remove the compiled extensions and mypyc's build folder; back to pure Python."""
    root = source_root()
    removed = 0
    for path in [*root.glob("reishi/**/*.so"), *root.glob("*__mypyc*.so")]:
        path.unlink()
        removed += 1
    shutil.rmtree(root / "build", ignore_errors=True)
    print(f"removed {removed} compiled module file(s); the core is pure Python again")
    return 0


def main(argv: list[str]) -> int:
    """``build`` or ``clean``."""
    commands = {"build": build, "clean": clean}
    if len(argv) != 1 or argv[0] not in commands:
        print("usage: python -m reishi.compiled build|clean")
        return 2
    return commands[argv[0]]()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
