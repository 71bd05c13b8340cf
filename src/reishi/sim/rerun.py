"""Replay one game of a simulation folder on its own.

A run stores its parameters (game, decks, agents, base seed) in ``run.json``; game number
``i`` was played from ``game_seed(seed, i)`` by agents seeded from that, so it can be
played again alone, decision for decision, without storing any actions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reishi.engine.errors import DataError
from reishi.engine.game import Game, new_game
from reishi.engine.rules import get_rules
from reishi.sim.playout import new_agents, play_to_end
from reishi.sim.runner import game_seed, read_run


def rerun_game(run_dir: Path, index: int) -> tuple[Game, dict[str, Any]]:
    """Play game ``index`` of a results folder again; returns the game and its stored record."""
    info, records = read_run(run_dir)
    if not 0 <= index < info.games:
        raise DataError(str(run_dir), f"the run has games 0 to {info.games - 1}, not {index}")
    rules = get_rules(info.game)
    starters = rules.starter_decks()
    decks = [
        starters[seat] if deck.text is None else _deck_from_text(rules, deck.text, run_dir)
        for seat, deck in enumerate(info.decks)
    ]
    seed = game_seed(info.seed, index)
    game = new_game(info.game, decks, seed)
    play_to_end(game, new_agents(info.agents, seed, game=info.game), info.max_decisions)
    stored = next((r for r in records if r.index == index), None)
    record = {} if stored is None else {"winner": stored.winner, "end_reason": stored.end_reason}
    return game, record


def _deck_from_text(rules: Any, text: str, run_dir: Path) -> Any:
    parse = getattr(rules, "parse_deck", None)
    if parse is None:
        raise DataError(str(run_dir / "run.json"), f"{rules.name} cannot read decks from text")
    return parse(text)
