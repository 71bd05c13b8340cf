"""When a search's shuffle happens (DBZ CRD: General — Shuffle after search).

"Whenever an effect searches your entire Life Deck, you must shuffle after searching": the
search ends with the shuffle, so a card found and played resolves after it, and what its
effects put into the Life Deck stays where they put it. (A search of the top N cards
shuffles nothing: crd-search-top-cards-no-shuffle-rest-to-bottom.toml.)
"""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone

from .families import do, game_at

RULE = "DBZ CRD: General — Shuffle after search"


def _texts(game: Game) -> list[str]:
    return [str(getattr(event, "text", "")) for event in game.log]


@pytest.mark.rule(RULE)
def test_a_dragon_ball_found_and_played_resolves_after_the_shuffle(kit: DbzKit) -> None:
    """Dragon Radar ("Search your Life Deck for a Dragon Ball and play it") finds Namek Dragon
    Ball 3 ("Draw 3 cards. Place 2 cards from your hand at the bottom of your Life Deck"):
    the two cards placed stay at the bottom, under the shuffled rest."""
    life = ["Saiyan Clash", "Saiyan Gut Kick", "Red Knee Lift", "Black Fist Lock"]
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "setups": ["Dragon Radar"],
            "hand": ["Red Blaze", "Red Destiny"],
            "life": [*life, "Red Power Punch", "Namek Dragon Ball 3", "Saiyan Intimidation"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Red Blaze"] * 6},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    do(game, "use Dragon Radar")
    do(game, "choose Red Blaze")
    do(game, "choose Red Destiny")
    bottom_first = [state.defs[c].title for c in state.cards_in(0, Zone.LIFE)]
    assert bottom_first[:2] == ["Red Destiny", "Red Blaze"]
    assert [state.defs[c].title for c in state.cards_in(0, Zone.DRAGON_BALLS)] == [
        "Namek Dragon Ball 3"
    ]
    texts = _texts(game)
    shuffled = texts.index("P1's Life Deck was shuffled")
    assert texts.index("choose Red Blaze #" + str(_id(state, "Red Blaze", 0))) > shuffled


def _id(state: DbzState, title: str, seat: int) -> int:
    return next(
        c for c in range(len(state.defs)) if state.defs[c].title == title and state.owner[c] == seat
    )
