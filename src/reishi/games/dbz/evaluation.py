"""A cheap estimate of how a DBZ game stands for one seat, for truncated playouts.

DBZ RB: Gameplay names three victories: Survival (the other Life Deck runs out), Most
Powerful Personality (anger at the top level) and Dragon Balls (a set of seven). The
estimate weighs the Life Decks first, then the climb towards MPPV (levels and anger), then
Dragon Balls held, and what each seat has in play. It reads only public facts, so it is the
same for every determinisation.
"""

from __future__ import annotations

from reishi.games.dbz.state import DbzState, Zone

LIFE_WEIGHT = 0.50
CLIMB_WEIGHT = 0.25
BALL_WEIGHT = 0.15
BOARD_WEIGHT = 0.10
ANGER_PER_LEVEL = 5  # DBZ RB: Anger — five anger advance the MP one level
TOP_LEVEL = 4  # MPPV comes from anger at the fourth level
BALLS_TO_WIN = 7


def evaluate(state: DbzState, seat: int) -> float:
    """``seat``'s prospects in [0, 1]: 1 won, 0 lost, 0.5 drawn or even."""
    if state.is_over:
        return 0.5 if state.winner is None else float(state.winner == seat)
    other = 1 - seat
    mine, theirs = len(state.cards_in(seat, Zone.LIFE)), len(state.cards_in(other, Zone.LIFE))
    life = (mine - theirs) / max(1, mine + theirs)
    climb = (_climb(state, seat) - _climb(state, other)) / (TOP_LEVEL * ANGER_PER_LEVEL)
    balls = (
        len(state.cards_in(seat, Zone.DRAGON_BALLS)) - len(state.cards_in(other, Zone.DRAGON_BALLS))
    ) / BALLS_TO_WIN
    a, b = _presence(state, seat), _presence(state, other)
    board = (a - b) / max(1, a + b)
    score = LIFE_WEIGHT * life + CLIMB_WEIGHT * climb + BALL_WEIGHT * balls + BOARD_WEIGHT * board
    return min(1.0, max(0.0, 0.5 + 0.5 * score))


def _climb(state: DbzState, seat: int) -> int:
    """How far the seat's MP has climbed, in anger points from level 1 with no anger."""
    if not state.cards_in(seat, Zone.MP):
        return 0
    return (state.level(seat) - 1) * ANGER_PER_LEVEL + state.anger[seat]


def _presence(state: DbzState, seat: int) -> int:
    """Cards in play that work for the seat, and cards in hand."""
    return sum(
        len(state.cards_in(seat, z))
        for z in (Zone.DRILLS, Zone.SETUPS, Zone.ALLIES, Zone.ATTACHED, Zone.HAND)
    )
