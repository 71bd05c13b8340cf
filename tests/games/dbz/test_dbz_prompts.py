"""Prompts name what they ask about: the card and its sentence, which end of a pile is the top."""

from __future__ import annotations

from pathlib import Path

from reishi.engine.game import Game
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.state import DbzState
from reishi.testing.scenario import find_legal, load_scenario, start_game

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "dbz"


def _play(name: str, *actions: str) -> tuple[Game, DbzState]:
    game = start_game(load_scenario(SCENARIOS / name))
    for text in actions:
        action = find_legal(game, text)
        assert action is not None, text
        game.apply(action)
    state = game.state
    assert isinstance(state, DbzState) and state.decision is not None
    return game, state


def test_optional_effect_prompt_names_its_card_and_sentence(real_pool: CardPool) -> None:
    _, state = _play("crd-orange-devouring-drill-advances.toml", "play Black Targeting Drill")
    assert state.decision is not None
    assert state.decision.prompt.startswith("Orange Devouring Drill")
    assert '"When you play a Drill, you may banish this card"' in state.decision.prompt


def test_rearrange_prompt_says_the_last_chosen_ends_on_top(real_pool: CardPool) -> None:
    name = "crd-blue-patience-rearranges-the-top.toml"
    _, state = _play(name, "play Red Burning Stance", "defend Blue Patience")
    assert state.decision is not None
    assert "the last one chosen ends on top" in state.decision.prompt
    _, state = _play(name, "play Red Burning Stance", "defend Blue Patience", "choose Saiyan Clash")
    assert state.decision is not None
    assert "put back so far, top first: Saiyan Clash" in state.decision.prompt
