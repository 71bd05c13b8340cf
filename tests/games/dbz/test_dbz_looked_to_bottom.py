"""Looking at the top of a Life Deck and sending any of those cards to the bottom.

Android 18 - Prepared (Promos, level 2): "[CONSTANT]: … At the start of each turn, you may
look at the top 2 cards of your Life Deck and place any number of them on the top or bottom of
your Life Deck." The player sends the looked-at cards to the bottom one at a time, or none;
the others go back on top, in the order the player chooses. Which card went where is the
player's alone (DBZ RB: Game Zones — the Life Deck is face down): the opponent reads that a
card was put at the bottom, not which.
"""

from __future__ import annotations

from reishi.engine.events import EVERYONE
from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, push_sentences
from reishi.games.dbz.flow import advance
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import dbz_state, do, game_at

TOP = ["Red Blaze", "Orange Spying Drill"]


def _at_the_offer(kit: DbzKit) -> Game:
    """p1 (Android 18 - Prepared, level 2) passes to the start of p2's turn, where the offer
    is made; p1's Life Deck has Red Blaze on top, Orange Spying Drill under it."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Android 18 - Directing", "Android 18 - Prepared"],
            "level": 2,
            "life": [*TOP, *["Saiyan Clash"] * 8],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
    }
    game = game_at(kit, spec)
    state = dbz_state(game)
    while state.decision is None or "look at the top 2" not in state.decision.prompt:
        game.apply(game.legal_actions()[0])
    do(game, "choose yes")
    return game


def _top_two(game: Game) -> list[str]:
    state = dbz_state(game)
    return [state.defs[c].title for c in reversed(state.cards_in(0, Zone.LIFE)[-2:])]


def test_one_card_to_the_bottom_the_other_stays_on_top(kit: DbzKit) -> None:
    """Red Blaze goes to the bottom; Orange Spying Drill is then the top card."""
    game = _at_the_offer(kit)
    state = dbz_state(game)
    do(game, "Red Blaze")
    do(game, "no more")
    life = state.cards_in(0, Zone.LIFE)
    assert state.defs[life[0]].title == "Red Blaze"
    assert state.defs[life[-1]].title == "Orange Spying Drill"


def test_none_to_the_bottom_and_the_two_back_in_any_order(kit: DbzKit) -> None:
    """Keeping both, p1 puts them back on top in a new order: Red Blaze under the Drill."""
    game = _at_the_offer(kit)
    do(game, "no more")
    assert _top_two(game) == TOP
    do(game, "Red Blaze")  # put back first; the Drill, the last, goes on top of it
    assert _top_two(game) == ["Orange Spying Drill", "Red Blaze"]


def test_the_opponent_reads_a_card_went_to_the_bottom_not_which(kit: DbzKit) -> None:
    """The choice naming Red Blaze is p1's only; the move is logged for both, unnamed."""
    game = _at_the_offer(kit)
    do(game, "Red Blaze")
    events = list(game.log)
    chosen = [e for e in events if "Red Blaze" in getattr(e, "text", "")]
    assert chosen and all(getattr(e, "visible_to", EVERYONE) == 0 for e in chosen)
    assert any("put a looked-at card at the bottom" in getattr(e, "text", "") for e in events)


def test_black_amusement_drill_answers_the_opponent_revealing_his_hand(kit: DbzKit) -> None:
    """Black Amusement Drill (The Movie Collection): "[CONSTANT]: Whenever your opponent
    reveals his hand, you may look at the top 2 cards of a player's Life Deck. If you do, you
    may place any of those cards at the bottom of that player's Life Deck." p2 reveals his
    hand; p1 looks at p2's top 2 and sends the top one (Red Blaze) to the bottom; the other
    stays on top."""
    spec = {
        "active": "p1",
        "step": "combat",
        "p1": {
            "mp": ["Krillin - Ready"],
            "drills": ["Black Amusement Drill"],
            "life": ["Saiyan Clash"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": [*TOP, *["Saiyan Clash"] * 8]},
    }
    game = game_at(kit, spec)
    state = dbz_state(game)
    state.decision = None
    state.frames.clear()
    push_sentences(state, (fx.RevealHand(fx.Who.OPPONENT),), Ctx(0, state.mp(0)))
    advance(state)
    do(game, "choose yes")
    do(game, "choose p2")
    do(game, "Red Blaze")
    life = state.cards_in(1, Zone.LIFE)
    assert state.defs[life[0]].title == "Red Blaze"
    assert state.defs[life[-1]].title == "Orange Spying Drill"
    assert state.decision is not None and "no more: keep the rest" in state.decision.labels[-1]
