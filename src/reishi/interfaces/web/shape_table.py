"""A neutral Table read off any view by its shape, for a game that has no board plugin yet.

A game's board plugin (entry-point group ``reishi.boards``) knows its own zones and words and
is always preferred. Without one, the page must still show everything the seat may see, so
this reads the view's plain data: a record with an ``id`` and a ``title`` is a card, a list
of cards is a zone, a hidden zone is ``None`` beside its ``<name>_count``, numbers and words
of a player are its counters, and the rest of the view becomes status lines and panels.
Since it reads only the view, it can show nothing the seat may not know.
"""

from __future__ import annotations

from typing import Any

import msgspec

from reishi.engine.table import CardFace, Counter, Layout, Mark, Panel, Side, Stat, Table, Zone

# Fields of a card that say who holds it or link it; the table shows them otherwise.
_CARD_PLUMBING = frozenset({"id", "title", "type", "text", "owner", "controller", "attached_to"})
# Fields of the whole view that the Table carries in its own fields.
_VIEW_PLUMBING = frozenset(
    {"seat", "turn", "current_player", "winner", "is_over", "end_reason", "prompt", "players"}
)
# A view's pending-choice options are offered as actions, not drawn.
_VIEW_SKIPPED = frozenset({"choices", "decision"})
_TURNED = frozenset({"depleted", "exhausted", "tapped"})
_MARKS = {"provisional": Mark.PROVISIONAL, "sample": Mark.SAMPLE}


def table_from_view(game: str, view: Any) -> Table:
    """The Table of ``view`` (any msgspec or plain-data view with a ``players`` list)."""
    data = msgspec.to_builtins(view)
    if not isinstance(data, dict):
        return Table(game=game, seat=None, turn=0, status=[], to_act=None)
    raw_seat = data.get("seat")
    viewer = raw_seat if isinstance(raw_seat, int) and raw_seat >= 0 else None
    players = data.get("players") or []
    sides = [
        _side(index, player, viewer)
        for index, player in enumerate(players)
        if isinstance(player, dict)
    ]
    status: list[str] = []
    shared: list[Panel] = []
    for key, value in data.items():
        if key in _VIEW_PLUMBING or key in _VIEW_SKIPPED:
            continue
        _shared_part(key, value, status, shared)
    to_act = data.get("current_player")
    winner = data.get("winner")
    is_over = bool(data.get("is_over"))
    return Table(
        game=game,
        seat=viewer,
        turn=int(data.get("turn") or 0),
        status=status,
        to_act=to_act if isinstance(to_act, int) and not is_over else None,
        prompt=str(data.get("prompt") or "") if to_act == viewer else "",
        sides=sides,
        shared=shared,
        is_over=is_over,
        winner=winner if isinstance(winner, int) and winner >= 0 else None,
        result=str(data.get("end_reason") or ""),
    )


def _label(key: str) -> str:
    return key.replace("_", " ").capitalize()


def _is_card(value: object) -> bool:
    return isinstance(value, dict) and isinstance(value.get("id"), int) and "title" in value


def _is_card_list(value: object) -> bool:
    return isinstance(value, list) and all(_is_card(v) for v in value)


def _side(index: int, player: dict[str, Any], viewer: int | None) -> Side:
    seat = player.get("seat", index)
    counters: list[Counter] = []
    zones: list[Zone] = []
    for key, value in player.items():
        if key == "seat":
            continue
        if key.endswith("_count") and isinstance(value, int):
            base = key[: -len("_count")]
            if base not in player:  # a zone known only by its size (a deck)
                zones.append(Zone(key=base, label=_label(base), count=value, layout=Layout.PILE))
            continue
        if _is_card(value):
            zones.append(Zone(key=key, label=_label(key), count=1, cards=[_face(value)]))
        elif _is_card_list(value):
            zones.append(
                Zone(
                    key=key,
                    label=_label(key),
                    count=len(value),
                    cards=[_face(v) for v in value],
                )
            )
        elif value is None and isinstance(player.get(f"{key}_count"), int):
            zones.append(Zone(key=key, label=_label(key), count=player[f"{key}_count"]))
        elif (shown := _counter_value(value)) is not None:
            counters.append(Counter(key=key, label=_label(key), value=shown))
    return Side(
        seat=seat,
        name=f"P{seat + 1}",
        you=viewer is not None and seat == viewer,
        counters=counters,
        zones=zones,
    )


def _counter_value(value: object) -> str | None:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | str):
        return str(value)
    if isinstance(value, dict) and all(isinstance(v, int | str) for v in value.values()):
        return ", ".join(f"{k} {v}" for k, v in value.items()) or "—"
    return None


def _shared_part(key: str, value: object, status: list[str], shared: list[Panel]) -> None:
    label = _label(key)
    if key == "active" and isinstance(value, int):
        status.append(f"Active player: P{value + 1}")
    elif isinstance(value, bool):
        if value:
            status.append(label)
    elif isinstance(value, int | str):
        if value != "":
            status.append(f"{label}: {value}")
    elif _is_card_list(value) and isinstance(value, list):
        shared.append(Panel(key=key, label=label, cards=[_face(v) for v in value]))
    elif isinstance(value, list):
        shared.append(Panel(key=key, label=label, lines=[_line(v) for v in value]))
    elif isinstance(value, dict):
        shared.append(Panel(key=key, label=label, lines=[f"{k}: {v}" for k, v in value.items()]))


def _line(value: object) -> str:
    if isinstance(value, dict):
        return " · ".join(
            f"{_label(k)}: {v}" for k, v in value.items() if v not in ("", None, [], {})
        )
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def _face(card: dict[str, Any]) -> CardFace:
    stats: list[Stat] = []
    printed = card.get("printed_stats") or {}
    for name, value in (card.get("stats") or {}).items():
        stats.append(Stat(name=name, value=value, printed=printed.get(name)))
    details: list[str] = []
    states: list[str] = []
    marks: list[Mark] = []
    turned = False
    for key, value in card.items():
        if key in _CARD_PLUMBING or key in ("stats", "printed_stats", "attachments"):
            continue
        if key in _MARKS:
            if value:
                marks.append(_MARKS[key])
        elif isinstance(value, bool):
            if value:
                states.append(_label(key).lower())
                turned = turned or key in _TURNED
        elif isinstance(value, int | str):
            if value:
                details.append(f"{_label(key).lower()} {value}")
        elif isinstance(value, list) and value:
            details.append(f"{_label(key).lower()}: {', '.join(map(str, value))}")
    return CardFace(
        id=card["id"],
        title=str(card.get("title", "")),
        kind=str(card.get("type", "")),
        text=str(card.get("text", "")),
        stats=stats,
        details=details,
        states=states,
        turned=turned,
        marks=marks,
        attachments=[_face(a) for a in card.get("attachments") or [] if _is_card(a)],
    )
