"""Every command's help reads as paragraphs the terminal wraps, not the source's lines."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import typer.main
from typer.testing import CliRunner

from reishi.interfaces.cli.app import app


def _commands(command: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, Any]]:
    yield " ".join(path), command
    # A group holds its commands by name (typer's own copy of click: not click's classes).
    for name, sub in getattr(command, "commands", {}).items():
        yield from _commands(sub, (*path, name))


def test_every_commands_help_paragraphs_are_single_lines() -> None:
    commands = list(_commands(typer.main.get_command(app)))
    assert len(commands) > 20
    for path, command in commands:
        assert command.help, f"reishi {path} has no help"
        for paragraph in command.help.split("\n\n"):
            lines = paragraph.splitlines()
            if any(line.startswith(("-", " ")) for line in lines):
                continue  # a list keeps its lines
            assert len(lines) == 1, f"reishi {path}: {paragraph!r}"


def test_a_narrow_terminal_wraps_help_without_ragged_lines() -> None:
    result = CliRunner().invoke(app, ["fuzz", "--help"], terminal_width=80)
    assert result.exit_code == 0
    assert "a legal action or the end, the game's own invariants" in " ".join(result.output.split())
    lines = [line.rstrip() for line in result.output.splitlines()]
    words = [
        line
        for line in lines
        if line.startswith(" ") and not line.lstrip().startswith(("│", "╭", "╰"))
    ]
    assert not any(0 < len(line.strip()) < 20 for line in words[1:-1]), words
