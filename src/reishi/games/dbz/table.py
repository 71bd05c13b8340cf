"""The DBZ board: a seat's ``DbzView`` as the neutral Table every front end draws.

Only the view is read, so the other seat's hand (unless revealed) and every Life Deck
arrive as counts (DBZ RB: Game Zones).
"""

from __future__ import annotations

from reishi.engine.table import (
    CardFace,
    Choice,
    Counter,
    Layout,
    Mark,
    Panel,
    Side,
    Stat,
    Table,
    Zone,
)
from reishi.games.dbz.view import CardView, DbzView, PlayerView

GAME = "dbz"
MAX_ANGER = 5  # DBZ RB: Anger — at 5 the Main Personality advances a level


def seat_name(seat: int | None) -> str:
    """How a seat is called on screen: ``P1`` for seat 0."""
    return "nobody" if seat is None or seat < 0 else f"P{seat + 1}"


def to_table(view: DbzView) -> Table:
    """The Table of ``view``: both sides, the attack in progress and floating effects."""
    viewer = view.seat if view.seat >= 0 else None  # a negative seat is a spectator
    status = [f"{seat_name(view.active)} active", f"{view.step} step"]
    if view.in_combat:
        status.append("in combat")  # declared: the step alone may still be before it
    shared = []
    if view.attack:
        shared.append(Panel(key="attack", label="Attack in progress", lines=[view.attack]))
    if view.floating:
        shared.append(Panel(key="floating", label="Floating effects", lines=list(view.floating)))
    return Table(
        game=GAME,
        seat=viewer,
        turn=view.turn,
        status=status,
        to_act=None if view.is_over else view.current_player,
        prompt=view.prompt,
        choices=[Choice(label=label) for label in view.choices],
        sides=[_side(player, view) for player in view.players],
        shared=shared,
        is_over=view.is_over,
        winner=view.winner,
        result=view.end_reason,
    )


def card_face(card: CardView, attached: list[CardView] | None = None) -> CardFace:
    """One card: its type line, text, power level for a personality, and what is attached."""
    stats = []
    details = []
    if card.power_level is not None:
        stats.append(Stat(name="PL", value=card.power_level, printed=card.power_level))
    if card.stage is not None:
        details.append(f"stage {card.stage}")
    if card.style and card.style != "Freestyle":
        details.append(card.style)
    if not card.retail:
        details.append("fan-made set")
    return CardFace(
        id=card.id,
        title=card.title,
        kind=card.type,
        text=card.text,
        stats=stats,
        details=details,
        attachments=[card_face(a) for a in attached or []],
        marks=[Mark.PROVISIONAL] if card.provisional else [],
    )


def _side(player: PlayerView, view: DbzView) -> Side:
    # Attached cards are drawn on the personality they are attached to (DBZ RB: Glossary).
    on: dict[int, list[CardView]] = {}
    loose: list[CardView] = []
    holders = {player.mp.id, *(a.id for a in player.allies)}
    for card in player.attached:
        if card.attached_to in holders:
            on.setdefault(card.attached_to, []).append(card)
        else:
            loose.append(card)

    def faces(cards: list[CardView]) -> list[CardFace]:
        return [card_face(c, on.get(c.id)) for c in cards]

    def zone(key: str, label: str, cards: list[CardView], layout: Layout = Layout.LIST) -> Zone:
        return Zone(key=key, label=label, count=len(cards), cards=faces(cards), layout=layout)

    zones = [
        zone("leader", "Main Personality", [player.mp], Layout.CARD),
        Zone(key="leader-levels", label="MP levels waiting", count=player.mp_levels),
        zone("mastery", "Mastery", player.mastery, Layout.CARD),
        zone("allies", "Allies", player.allies, Layout.ROW),
        # Cards in play whose text works from the table are drawn with it.
        zone("drills", "Drills", player.drills, Layout.ROW),
        zone("setups", "Setups", player.setups, Layout.ROW),
        zone("dragon-balls", "Dragon Balls", player.dragon_balls, Layout.ROW),
        zone("playing", "In play now", player.in_play_now, Layout.ROW),
    ]
    if loose:
        zones.append(zone("attached", "Attached", loose))
    zones += [
        Zone(
            key="hand",
            label="Hand",
            count=player.hand_count,
            cards=None if player.hand is None else faces(player.hand),
        ),
        Zone(key="deck", label="Life Deck", count=player.life_count, layout=Layout.PILE),
        Zone(
            key="discard",
            label="Discard pile",
            count=len(player.discard),
            cards=faces(player.discard),
            layout=Layout.PILE,
            order="bottom → top",  # DBZ RB: Game Zones — the discard pile keeps its order
        ),
        zone("banished", "Banished", player.banished),
    ]
    counters = [
        Counter(key="level", label="Level", value=str(player.level)),
        Counter(key="anger", label="Anger", value=f"{player.anger}/{MAX_ANGER}"),
        Counter(key="pur", label="PUR", value=str(player.pur)),
    ]
    return Side(
        seat=player.seat,
        name=seat_name(player.seat),
        you=player.seat == view.seat,
        active=player.seat == view.active,
        counters=counters,
        zones=zones,
    )
