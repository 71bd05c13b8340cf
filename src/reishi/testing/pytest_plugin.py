"""A pytest plugin that runs the conformance kit over games: for a game package's own tests.

Load it from a ``conftest.py`` with ``pytest_plugins = ["reishi.testing.pytest_plugin"]``.
A test that takes the argument ``reishi_game`` then runs once per game registered when
collection starts (installed ones and those a conftest registered; ``--reishi-game NAME``
picks some), and one that takes ``conformance_check`` once per check of the kit::

    def test_conforms(reishi_game: str, conformance_check: Check) -> None:
        check_game(reishi_game, checks=[conformance_check])
"""

from __future__ import annotations

import pytest

from reishi.engine.rules import game_names
from reishi.testing.conformance import Check

_GAMES = pytest.StashKey[list[str]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--reishi-game NAME`` (repeatable): the games ``reishi_game`` runs over."""
    parser.addoption(
        "--reishi-game",
        action="append",
        default=[],
        help="a game for tests taking reishi_game (default: every registered game)",
    )


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session: pytest.Session) -> None:
    """Fix the games before any test module is imported, so a test's own fakes stay out."""
    chosen: list[str] = session.config.getoption("--reishi-game")
    session.config.stash[_GAMES] = chosen or game_names()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrise ``reishi_game`` over the games and ``conformance_check`` over the checks."""
    if "reishi_game" in metafunc.fixturenames:
        games: list[str] = metafunc.config.stash[_GAMES]
        metafunc.parametrize("reishi_game", games)
    if "conformance_check" in metafunc.fixturenames:
        metafunc.parametrize("conformance_check", list(Check), ids=[str(c) for c in Check])
