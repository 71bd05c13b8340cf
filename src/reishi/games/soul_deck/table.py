"""The Soul Deck board: a seat's ``SoulDeckView`` as the neutral Table every front end draws.

Only the view is read, so the other seat's hand and both decks arrive as counts.
"""

from __future__ import annotations

from reishi.engine.table import (
    CardFace,
    Counter,
    Layout,
    Mark,
    Panel,
    Side,
    Stat,
    Table,
    Zone,
)
from reishi.games.soul_deck.view import CardView, PlayerView, SoulDeckView

GAME = "soul-deck"
LOW_LIFE = 5  # SD: RESOURCES — at 0 Life Points a player loses; this close, one attack may do


def seat_name(seat: int | None) -> str:
    """How a seat is called on screen: ``P1`` for seat 0."""
    return "nobody" if seat is None or seat < 0 else f"P{seat + 1}"


def to_table(view: SoulDeckView) -> Table:
    """The Table of ``view``: both sides, the stack, the combat and floating effects."""
    viewer = view.seat if view.seat >= 0 else None  # a negative seat is a spectator
    mine = view.current_player is not None and view.current_player == viewer
    status = [f"{seat_name(view.active)} active", view.phase]
    if view.energy_played:
        status.append("energy played this turn")
    sides = [_side(player, view) for player in view.players]
    titles = {face.id: face for side in sides for zone in side.zones for face in zone.cards or []}
    return Table(
        game=GAME,
        seat=viewer,
        turn=view.turn,
        status=status,
        to_act=None if view.is_over else view.current_player,
        prompt=view.prompt if mine else "",
        sides=sides,
        shared=_shared(view, titles),
        is_over=view.is_over,
        winner=view.winner,
        result=view.end_reason,
    )


def card_face(card: CardView, attached: list[CardView] | None = None) -> CardFace:
    """One card: cost, faction, current and printed Reiatsu/Genryu, damage and exhaustion."""
    stats = []
    if card.reiatsu is not None or card.printed_reiatsu is not None:
        stats.append(Stat(name="Reiatsu", value=card.reiatsu, printed=card.printed_reiatsu))
    if card.genryu is not None or card.printed_genryu is not None:
        stats.append(Stat(name="Genryu", value=card.genryu, printed=card.printed_genryu))
    details = [f"cost {card.cost}"] if card.cost else []
    if card.faction:
        details.append(card.faction)
    if card.produces:
        details.append(f"produces {card.produces}")
    details.extend(card.keywords)
    states = []
    if card.exhausted:
        states.append("exhausted")
    if card.damage:
        states.append(f"{card.damage} damage")
    if card.can_attack:
        states.append("can attack")
    marks = [Mark.PROVISIONAL] * card.provisional + [Mark.SAMPLE] * card.sample
    return CardFace(
        id=card.id,
        title=card.title,
        kind=card.type.capitalize(),
        text=card.text,
        stats=stats,
        details=details,
        states=states,
        turned=card.exhausted,
        marks=marks,
        attachments=[card_face(a) for a in attached or []],
    )


def _side(player: PlayerView, view: SoulDeckView) -> Side:
    # Equipment is drawn on the character it is attached to (SD: CARD TYPES — Equipment).
    characters = {c.id for c in player.characters}
    on: dict[int, list[CardView]] = {}
    energy: list[CardView] = []
    support: list[CardView] = []
    for card in player.support:
        if card.attached_to in characters:
            on.setdefault(card.attached_to, []).append(card)
        elif card.type == "energy":
            energy.append(card)
        else:
            support.append(card)

    def faces(cards: list[CardView]) -> list[CardFace]:
        return [card_face(c, on.get(c.id)) for c in cards]

    zones = [
        Zone(
            key="characters",
            label="Characters",
            count=len(player.characters),
            cards=faces(player.characters),
        ),
        Zone(
            key="energy", label="Energy", count=len(energy), cards=faces(energy), layout=Layout.LIST
        ),
    ]
    if support:
        zones.append(Zone(key="support", label="Support", count=len(support), cards=faces(support)))
    if player.field:
        zones.append(
            Zone(key="field", label="Field", count=len(player.field), cards=faces(player.field))
        )
    zones += [
        Zone(
            key="hand",
            label="Hand",
            count=player.hand_count,
            cards=None if player.hand is None else faces(player.hand),
        ),
        Zone(key="deck", label="Deck", count=player.deck_count, layout=Layout.PILE),
        Zone(
            key="discard",
            label="Soul Burial",
            count=len(player.burial),
            cards=faces(player.burial),
            layout=Layout.PILE,
            order="oldest → newest",
        ),
    ]
    ready = " ".join(f"{n}{colour}" for colour, n in player.energy_ready.items()) or "none"
    counters = [
        Counter(key="life", label="Life", value=str(player.life), warn=player.life <= LOW_LIFE),
        Counter(key="ready-energy", label="Ready energy", value=ready),
    ]
    return Side(
        seat=player.seat,
        name=seat_name(player.seat),
        you=player.seat == view.seat,
        active=player.seat == view.active,
        counters=counters,
        zones=zones,
    )


def _shared(view: SoulDeckView, cards: dict[int, CardFace]) -> list[Panel]:
    panels = []
    if view.stack:
        # SD: Responses — the last item added resolves first, so the top is listed first.
        lines = []
        for position, item in enumerate(reversed(view.stack)):
            where = "top" if position == 0 else str(len(view.stack) - position)
            line = f"{where} · {seat_name(item.controller)} · {item.kind} · {item.source}"
            lines.append(line + (f" → {item.target}" if item.target else ""))
        panels.append(
            Panel(key="stack", label=f"Stack ({len(view.stack)}) · top resolves first", lines=lines)
        )
    if view.attackers:
        blocked_by = {attacker: blocker for blocker, attacker in view.blocks}
        lines = []
        for attacker in view.attackers:
            line = f"{_name(cards, attacker)} attacks"
            if attacker in blocked_by:
                line += f", blocked by {_name(cards, blocked_by[attacker])}"
            lines.append(line)
        fighters = [*view.attackers, *(blocker for blocker, _ in view.blocks)]
        panels.append(
            Panel(
                key="combat",
                label="Combat",
                lines=lines,
                cards=[cards[c] for c in fighters if c in cards],
            )
        )
    if view.floating:
        panels.append(Panel(key="floating", label="Floating effects", lines=list(view.floating)))
    return panels


def _name(cards: dict[int, CardFace], card: int) -> str:
    face = cards.get(card)
    return f"{face.title} #{card}" if face is not None else f"#{card}"
