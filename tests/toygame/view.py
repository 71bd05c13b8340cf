"""What one seat of the toy race may know: its own hand, and the rest is common knowledge."""

from __future__ import annotations

import msgspec

from toygame.state import ToyState, Zone


class CardView(msgspec.Struct, frozen=True):
    """A face-up card: its instance id (what actions name) and its number."""

    id: int
    value: int


class SeatView(msgspec.Struct, frozen=True):
    """One seat as the viewer sees it; ``hand`` is None for another seat's hand."""

    seat: int
    power: int
    deck_count: int
    hand_count: int
    hand: list[CardView] | None
    played: list[CardView]


class ToyView(msgspec.Struct, frozen=True):
    """Everything the viewer may know."""

    seat: int
    turn: int
    to_act: int | None
    target: int
    players: list[SeatView]
    is_over: bool = False
    winner: int | None = None
    end_reason: str = ""


def build_view(state: ToyState, seat: int) -> ToyView:
    """The view of ``seat``: no deck order and no other hand, only their sizes."""

    def faces(cards: list[int]) -> list[CardView]:
        return [CardView(card, state.defs[card].value) for card in cards]

    players = [
        SeatView(
            seat=s,
            power=state.power[s],
            deck_count=len(state.cards_in(s, Zone.DECK)),
            hand_count=len(state.cards_in(s, Zone.HAND)),
            hand=faces(state.cards_in(s, Zone.HAND)) if s == seat else None,
            played=faces(state.cards_in(s, Zone.PLAYED)),
        )
        for s in range(state.seats)
    ]
    return ToyView(
        seat=seat,
        turn=state.turn,
        to_act=state.current_player,
        target=state.options["target"],
        players=players,
        is_over=state.is_over,
        winner=state.winner,
        end_reason=state.end_reason,
    )
