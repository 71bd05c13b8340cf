"""A card rule used as an action by a card in play that also has a Power.

Orange Crying Drill (Awakening): "(You may shuffle this Drill from play into its owner's Life
Deck as an action. If you do, your MP gains 3 stages.) POWER: Raise your anger 1 level." The
parenthesis text is a card rule (DBZ RB: Glossary — Parenthesis Text), used as an action of
its own (``UseRule``), apart from the Drill's Power (``UsePower``): both are offered, and each
does only its own text.
"""

from __future__ import annotations

from reishi.games.dbz.actions import UsePower, UseRule
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import Zone

from .families import combat_game, dbz_state


def test_the_rule_and_the_power_are_two_actions(kit: DbzKit) -> None:
    """Both are offered, under their own words."""
    game = combat_game(kit, {"drills": ["Orange Crying Drill"]}, {})
    drill = dbz_state(game).cards_in(0, Zone.DRILLS)[0]
    legal = game.legal_actions()
    assert UsePower(card=drill) in legal and UseRule(card=drill) in legal
    assert (
        game.describe(UseRule(card=drill)) == f"shuffle Orange Crying Drill #{drill} as an action"
    )


def test_the_rule_shuffles_the_drill_away_and_the_mp_gains_3_stages(kit: DbzKit) -> None:
    """The Drill goes into p1's Life Deck (one card more, shuffled in), Krillin gains 3 stages,
    and p1's anger is untouched: the Power was not used."""
    game = combat_game(kit, {"drills": ["Orange Crying Drill"]}, {})
    state = dbz_state(game)
    drill = state.cards_in(0, Zone.DRILLS)[0]
    mp, life = state.mp(0), len(state.cards_in(0, Zone.LIFE))
    stage = state.stage[mp]
    game.apply(UseRule(card=drill))
    assert state.zone_of(drill) is Zone.LIFE and len(state.cards_in(0, Zone.LIFE)) == life + 1
    assert state.stage[mp] == min(stage + 3, 10) and state.anger[0] == 0


def test_the_power_raises_anger_and_keeps_the_drill(kit: DbzKit) -> None:
    """The Drill's Power raises p1's anger 1 level; the Drill stays in play, no stages gained."""
    game = combat_game(kit, {"drills": ["Orange Crying Drill"]}, {})
    state = dbz_state(game)
    drill = state.cards_in(0, Zone.DRILLS)[0]
    stage = state.stage[state.mp(0)]
    game.apply(UsePower(card=drill))
    assert state.anger[0] == 1 and state.zone_of(drill) is Zone.DRILLS
    assert state.stage[state.mp(0)] == stage
