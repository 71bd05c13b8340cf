"""The toy race: a whole game package in a few hundred lines (docs/adding-a-game.md).

An installed game declares entry points in its ``pyproject.toml``; a test cannot, so this
package registers the same three plugins at run time, on import::

    [project.entry-points."reishi.games"]
    toy = "toygame.rules:ToyRules"
    [project.entry-points."reishi.agents"]
    "toy:greedy" = "toygame.greedy:GreedyAgent"
    [project.entry-points."reishi.boards"]
    toy = "toygame.board:table"
"""

from __future__ import annotations

from reishi.engine import plugins
from toygame.board import table
from toygame.greedy import GreedyAgent
from toygame.rules import NAME, ToyRules


def register() -> None:
    """Register the game, its greedy agent and its board (idempotent)."""
    plugins.register(plugins.Group.GAMES, NAME, ToyRules)
    plugins.register(plugins.Group.AGENTS, "toy:greedy", GreedyAgent)
    plugins.register(plugins.Group.BOARDS, NAME, table)


# Worker processes import the game's module by name (reishi.sim.runner.PlaySpec.modules); that
# import runs this, so the toy is registered there too.
register()
