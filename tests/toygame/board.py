"""The toy race's board: a seat's view as the neutral Table every front end draws."""

from __future__ import annotations

from reishi.engine.table import CardFace, Counter, Layout, Side, Table, Zone
from toygame.view import CardView, ToyView


def table(view: ToyView) -> Table:
    """The Table of ``view`` (it holds nothing the view does not)."""

    def faces(cards: list[CardView]) -> list[CardFace]:
        return [CardFace(id=c.id, title=str(c.value), kind="Number") for c in cards]

    sides = [
        Side(
            seat=p.seat,
            name=f"P{p.seat + 1}",
            you=p.seat == view.seat,
            counters=[Counter(key="power", label="Power", value=f"{p.power}/{view.target}")],
            zones=[
                Zone(
                    key="hand",
                    label="Hand",
                    count=p.hand_count,
                    cards=None if p.hand is None else faces(p.hand),
                ),
                Zone(key="deck", label="Deck", count=p.deck_count, layout=Layout.PILE),
                Zone(key="played", label="Played", count=len(p.played), cards=faces(p.played)),
            ],
        )
        for p in view.players
    ]
    to_act = None if view.is_over else view.to_act
    return Table(
        game="toy",
        seat=view.seat,
        turn=view.turn,
        status=[] if to_act is None else [f"P{to_act + 1} to act"],
        to_act=to_act,
        sides=sides,
        is_over=view.is_over,
        winner=view.winner,
        result=view.end_reason,
    )
