"""``--option KEY=VALUE`` and ``--variant NAME``: one game's options, the same on every command."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Annotated, Any

import typer

OptionArg = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        "-o",
        help="A game option as KEY=VALUE (repeatable); a VALUE that reads as JSON (5, true) "
        "is taken as such.",
    ),
]
VariantArg = Annotated[
    list[str] | None,
    typer.Option(
        "--variant",
        help="A named rules variant of the game (repeatable); kept with the results as the "
        "game option variants.",
    ),
]


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` game options; a VALUE that reads as JSON (5, true) is taken as such."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key.strip():
            raise typer.BadParameter(f"expected KEY=VALUE, got {pair!r}", param_hint="--option")
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        options[key.strip()] = value
    return options


def game_options(option: Sequence[str] | None, variant: Sequence[str] | None) -> dict[str, Any]:
    """The options of ``--option`` pairs, with every ``--variant`` added to ``variants``."""
    options = parse_options(option or [])
    if variant:
        options["variants"] = [*_as_list(options.get("variants", [])), *variant]
    return options


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]
