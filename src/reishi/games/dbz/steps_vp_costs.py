"""Card rules "You must C to play this card" (fx.PlayCost): the card is offered only while C can
be paid, and C is paid when it is played, before its immediate effects (DBZ CRD: Timing —
Attack sequence: "1) Pay any costs of the attack"; DBZ CRD: General — Effects with
stipulations: the stipulation must be met; DBZ CRD: General — Playing vs. placing: playing pays
the costs).
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, info
from reishi.games.dbz.state import DbzState, Zone


def cost_payable_kind(cost: fx.Effect) -> bool:
    """Whether a play cost is one whose payment can be checked before playing (kit)."""
    match cost:
        case (
            fx.BanishTopOfLifeDeck(who=fx.Who.YOU)
            | fx.DestroyTopOfLifeDeck(who=fx.Who.YOU, up_to=False)
        ):
            return True
        case fx.BanishFromHand():
            return True
    return False


def _costs(state: DbzState, card: int) -> list[fx.Effect]:
    return [e.cost for e in info(state, card).program if isinstance(e, fx.PlayCost)]


def play_cost_payable(state: DbzState, seat: int, card: int) -> bool:
    """Whether the seat can pay every "You must … to play this card" of a card in its hand."""
    for cost in _costs(state, card):
        match cost:
            case fx.BanishTopOfLifeDeck(count=count) | fx.DestroyTopOfLifeDeck(count=count):
                if len(state.cards_in(seat, Zone.LIFE)) < count:
                    return False
            case fx.BanishFromHand(count=count):
                if len(state.cards_in(seat, Zone.HAND)) - 1 < count:  # not the card itself
                    return False
            case _:
                return False
    return True


def push_play_cost(state: DbzState, seat: int, card: int) -> None:
    """Pay the card's play costs next (each a sentence, its timings after it)."""
    for cost in reversed(_costs(state, card)):
        state.frames.append(("after_sentence",))
        state.frames.append(("fx", cost, Ctx(seat, card)))
