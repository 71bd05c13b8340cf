"""The ``reishi`` command: each command group lives in its own module and registers here."""

from __future__ import annotations

import importlib
import inspect

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
    "reishi.interfaces.cli.fuzz",
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


def _reflowed(text: str) -> str:
    """A docstring with each paragraph on one line, so the terminal wraps it to its width.

    Typer prints a help text's line breaks as they are, so the source's breaks, wrapped
    again by a narrower terminal, left ragged half-lines. Lists and indented lines keep theirs.
    """
    paragraphs = inspect.cleandoc(text).split("\n\n")
    return "\n\n".join(
        paragraph
        if any(line.startswith(("-", " ")) for line in paragraph.splitlines())
        else " ".join(line.strip() for line in paragraph.splitlines())
        for paragraph in paragraphs
    )


def _reflow_help(typer_app: typer.Typer) -> None:
    for command in typer_app.registered_commands:
        text = command.help or (command.callback.__doc__ if command.callback else None)
        if text:
            command.help = _reflowed(text)
    for group in typer_app.registered_groups:
        if group.typer_instance is not None:
            _reflow_help(group.typer_instance)


_register_all()
_reflow_help(app)


def main() -> None:
    """Entry point of the ``reishi`` script."""
    app()
