"""Options every long run (simulate, fuzz, tournament) spells the same way."""

from __future__ import annotations

from typing import Annotated

import typer

WorkersArg = Annotated[
    str, typer.Option("--workers", help="Worker processes: a number or 'auto' (one per CPU).")
]
ResumeArg = Annotated[bool, typer.Option("--resume", help="Continue the interrupted run in --out.")]
