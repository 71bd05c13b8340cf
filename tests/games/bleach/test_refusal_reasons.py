"""Every refused play or effect names its one reason and the rule it breaks."""

from __future__ import annotations

import re

import pytest

import reishi
from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.games.bleach.actions import PlayCard, UseEffect
from reishi.games.bleach.refusals import why_illegal
from reishi.games.bleach.state import BleachState, Zone

# A reason ends with the rule it cites, e.g. "(ARD: Costs)"; the once-per-turn limit is
# the card's own text, and says so.
CITED = re.compile(r"\((?:RB|ARD): [^()]+\)$|its text allows once per turn$")
VAGUE = ("cannot be played now", "cannot be used now", "not a legal answer", "timing, condition")


def refused_plays_and_uses(game: Game) -> list[Action]:
    """Plays of cards in hand and uses of effects in play that are not legal now."""
    state = game.state
    assert isinstance(state, BleachState)
    d = state.decision
    if d is None:
        return []
    legal = game.legal_actions()
    legal_titles = {state.defs[a.card].title for a in legal if isinstance(a, PlayCard)}
    out: list[Action] = []
    for card in state.cards_in(d.seat, Zone.HAND):
        if state.defs[card].title not in legal_titles:  # one copy of a title is offered
            out.append(PlayCard(card=card))
    for zone in (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN):
        for card in state.cards_in(d.seat, zone):
            for index, _ in state.info[card].activated:
                action = UseEffect(card=card, ability=index)
                if action not in legal:
                    out.append(action)
    return out


@pytest.mark.rule("RB: How to Play a Card", "ARD: Activated Effect")
@pytest.mark.parametrize("seed", range(6))
def test_refused_plays_and_effects_name_one_reason_and_its_rule(seed: int) -> None:
    game = reishi.new_game("bleach", seed=seed)
    rng = Rng(seed)
    seen = 0
    while not game.is_over and game.turn < 14:
        for action in refused_plays_and_uses(game):
            reason = why_illegal(game.state, action)  # type: ignore[arg-type]
            assert not any(v in reason for v in VAGUE), (game.describe(action), reason)
            assert CITED.search(reason), (game.describe(action), reason)
            seen += 1
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    assert seen > 0
