"""The Bleach board: a seat's ``BleachView`` as the neutral Table every front end draws.

Only the view is read, so nothing a seat may not know can reach the Table (ARD: Common
Knowledge): the other seat's hand and side deck arrive as counts, decks always do.
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
from reishi.games.bleach.view import BattleView, BleachView, CardView, PlayerView, QueueItemView

GAME = "bleach"
LOW_POWER = 5  # a guardian this close to 0 power is one battle from losing (ARD: Winning)


def seat_name(seat: int | None) -> str:
    """How a seat is called on screen: ``P1`` for seat 0."""
    return "nobody" if seat is None or seat < 0 else f"P{seat + 1}"


def to_table(view: BleachView) -> Table:
    """The Table of ``view``: both sides, the queue, the battle and floating effects."""
    viewer = view.seat if view.seat >= 0 else None  # a negative seat is a spectator
    mine = view.current_player is not None and view.current_player == viewer
    status = [f"{seat_name(view.active)} active", f"{view.step} step"]
    if view.phase:
        status.append(view.phase)
    if view.window:
        status.append(f"window: {view.window}")
    if view.priority_passes and not view.is_over:
        status.append(f"{view.priority_passes} pass(es) in a row")
    sides = [_side(player, view) for player in view.players]
    cards = {face.id: face for side in sides for face in _faces(side)}
    return Table(
        game=GAME,
        seat=viewer,
        turn=view.turn,
        status=status,
        to_act=None if view.is_over else view.current_player,
        prompt=view.prompt if mine else "",
        choices=[Choice(label=c.label, card=c.card) for c in view.choices],
        sides=sides,
        shared=_shared(view, cards),
        is_over=view.is_over,
        winner=view.winner,
        result=view.end_reason,
    )


def _faces(side: Side) -> list[CardFace]:
    found: list[CardFace] = []
    for zone in side.zones:
        for face in zone.cards or []:
            found.append(face)
            found.extend(face.attachments)
    return found


def card_face(card: CardView, *, in_play: bool = False) -> CardFace:
    """One card as the Table shows it: printed data, current stats, states and marks."""
    names = list(card.stats) + [s for s in card.printed_stats if s not in card.stats]
    stats = [
        Stat(name=s, value=card.stats.get(s), printed=card.printed_stats.get(s)) for s in names
    ]
    details = []
    if card.cost and card.cost != "-":
        details.append(f"cost {card.cost}")
    if card.boost:
        details.append(f"boost {card.boost}")
    if card.produces:
        details.append(f"produces {card.produces}")
    details.extend(card.traits)
    details.extend(card.keywords)
    states = []
    if card.depleted:
        states.append("depleted")
    if in_play and card.type == "character" and not card.depleted:
        states.append("can attack" if card.can_attack else "can't attack yet")
    if in_play and card.controller != card.owner:
        states.append(f"owned by {seat_name(card.owner)}")
    marks = [Mark.PROVISIONAL] * card.provisional + [Mark.SAMPLE] * card.sample
    return CardFace(
        id=card.id,
        title=card.title,
        kind=card.type.capitalize(),
        text=card.text,
        stats=stats,
        details=details,
        states=states,
        turned=card.depleted,
        marks=marks,
        attachments=[card_face(a, in_play=in_play) for a in card.attachments],
    )


def _side(player: PlayerView, view: BleachView) -> Side:
    def faces(cards: list[CardView], *, in_play: bool = False) -> list[CardFace]:
        return [card_face(c, in_play=in_play) for c in cards]

    zones = [
        Zone(
            key="guardian",
            label="Guardian",
            count=1,
            cards=faces([player.guardian], in_play=True),
            layout=Layout.CARD,
        ),
        Zone(
            key="energy",
            label="Energy",
            count=len(player.energy_row),
            cards=faces(player.energy_row, in_play=True),
            layout=Layout.LIST,
        ),
        Zone(
            key="party",
            label="Party",
            count=len(player.party),
            cards=faces(player.party, in_play=True),
        ),
    ]
    if player.battlegrounds:
        zones.append(
            Zone(
                key="battlegrounds",
                label="Battlegrounds",
                count=len(player.battlegrounds),
                cards=faces(player.battlegrounds, in_play=True),
                layout=Layout.LIST,
            )
        )
    if player.out_of_play:
        zones.append(
            Zone(
                key="playing",
                label="Being played",
                count=len(player.out_of_play),
                cards=faces(player.out_of_play),
                layout=Layout.LIST,
            )
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
            key="side-deck",
            label="Side deck",
            count=player.side_deck_count,
            cards=None if player.side_deck is None else faces(player.side_deck),
            layout=Layout.LIST,
        ),
        Zone(
            key="discard",
            label="Discard",
            count=len(player.discard),
            cards=faces(player.discard),
            layout=Layout.PILE,
            order="bottom → top",  # ARD: Discard Piles keep their order
        ),
        Zone(
            key="removed",
            label="Removed",
            count=len(player.removed),
            cards=faces(player.removed),
            layout=Layout.LIST,
        ),
    ]
    counters = [
        Counter(key="power", label="Power", value=str(player.power), warn=player.power <= LOW_POWER)
    ]
    if player.mulligan_used:
        counters.append(Counter(key="mulligan", label="Mulligan", value="used"))
    return Side(
        seat=player.seat,
        name=seat_name(player.seat),
        you=player.seat == view.seat,
        active=player.seat == view.active,
        counters=counters,
        zones=zones,
    )


def _shared(view: BleachView, cards: dict[int, CardFace]) -> list[Panel]:
    panels = []
    if view.queue:
        panels.append(_queue_panel(view.queue))
    if view.battle is not None:
        panels.append(_battle_panel(view.battle, cards))
    if view.floating:
        panels.append(Panel(key="floating", label="Floating effects", lines=list(view.floating)))
    return panels


def _queue_panel(queue: list[QueueItemView]) -> Panel:
    # ARD: The Queue — the last item added resolves first, so the top is listed first.
    lines = []
    ordered = sorted(queue, key=lambda item: item.index, reverse=True)
    for position, item in enumerate(ordered):
        where = "top" if position == 0 else f"{item.index + 1}"
        line = f"{where} · {seat_name(item.controller)} · {item.kind} · {item.source}: "
        line += item.description
        if item.targets:
            line += " → " + ", ".join(item.targets)
        lines.append(line)
    return Panel(key="queue", label=f"Queue ({len(queue)}) · top resolves first", lines=lines)


def _battle_panel(battle: BattleView, cards: dict[int, CardFace]) -> Panel:
    lines = [f"{battle.attacker_title} attacks with {battle.attack_stat} {battle.attack_value}"]
    if battle.defender is None:
        lines.append("No defender: the guardian takes the damage")
    else:
        lines.append(
            f"{battle.defender_title} defends with {battle.defend_stat} {battle.defend_value}"
        )
    if battle.locked:
        lines.append("Stats locked")
    elif battle.started:
        lines.append("Boosting open")
    else:
        lines.append("Declaring")
    fighters = [battle.attacker] + ([] if battle.defender is None else [battle.defender])
    return Panel(
        key="battle",
        label="Battle",
        lines=lines,
        cards=[cards[card] for card in fighters if card in cards],
    )
