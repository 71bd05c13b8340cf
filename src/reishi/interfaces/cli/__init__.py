"""The ``reishi`` command (typer + rich)."""
