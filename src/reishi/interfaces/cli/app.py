"""The ``reishi`` command: each command group lives in its own module and registers here."""

from __future__ import annotations

import importlib

import typer

app = typer.Typer(
    name="reishi",
    help="Reishi: play, test, replay and simulate trading card games with every rule enforced.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

# Each module defines ``register(app)``; listing them here is the only shared edit.
_COMMAND_MODULES = (
    "reishi.interfaces.cli.play",
    "reishi.interfaces.cli.replay",
    "reishi.interfaces.cli.scenario",
    "reishi.interfaces.cli.rules",
    "reishi.interfaces.cli.bench",
    "reishi.interfaces.cli.simulate",
    "reishi.interfaces.cli.tournament",
    "reishi.interfaces.cli.deck",
    "reishi.interfaces.cli.cards",
    "reishi.interfaces.cli.serve",
)


def _register_all() -> None:
    for name in _COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:  # not written yet; every other import error is a bug
                continue
            raise
        module.register(app)


_register_all()


def main() -> None:
    """Entry point of the ``reishi`` script."""
    app()
