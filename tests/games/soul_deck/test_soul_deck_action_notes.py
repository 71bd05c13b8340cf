"""What the terminal is told about each Soul Deck decision: a choice the rules put to a player
is always a choice, so no stop passes it for them."""

from __future__ import annotations

import random
from pathlib import Path

from reishi.engine.game import new_game
from reishi.engine.presentation import ActionKind
from reishi.games.soul_deck.action_notes import CHOICE_KINDS, MOMENTS, action_notes
from reishi.games.soul_deck.state import SoulDeckState
from reishi.testing.scenario import start_game
from reishi.testing.scenario_format import load_scenario

GAMES = 60
PAYING = (
    Path(__file__).resolve().parents[3] / "scenarios" / "soul_deck" / "sd-pay-choose-energy.toml"
)


def test_every_decision_the_rules_put_is_a_choice_with_a_moment() -> None:
    seen: set[str] = set()
    for seed in range(GAMES):
        game = new_game("soul-deck", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            state = game.state
            assert isinstance(state, SoulDeckState)
            decision = state.decision
            actions = game.legal_actions()
            if decision is not None and decision.kind in CHOICE_KINDS:
                seen.add(decision.kind)
                kinds = {note.kind for note in action_notes(state, actions)}
                assert kinds == {ActionKind.CHOICE}, (decision.kind, kinds)
                assert decision.kind in MOMENTS
            game.apply(rng.choice(actions))
    assert {"mulligan", "discard"} <= seen, seen


def test_which_energy_pays_the_number_is_a_choice() -> None:
    # SD: The Number (Generic Cost) — with W W U G ready, the player chooses the colours.
    game = start_game(load_scenario(PAYING))
    play = [a for a in game.legal_actions() if game.describe(a).startswith("play Kido - Sokatsui")]
    game.apply(play[0])
    state = game.state
    assert isinstance(state, SoulDeckState) and state.decision is not None
    assert state.decision.kind == "pay"
    notes = action_notes(state, game.legal_actions())
    assert len(notes) == 3 and {note.kind for note in notes} == {ActionKind.CHOICE}
    assert MOMENTS["pay"] == "Paying a cost"
