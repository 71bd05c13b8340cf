"""DBZ scenario files: a position, actions in text notation, and what must hold afterwards.

Format (TOML)::

    title = "…"
    sources = ["DBZ CRD: Damage — AT values"]   # the rules or worked examples it checks
    actions = ["p1: play Black Lunge", {do = "p1: play X", expect_illegal = "cost"}]
    [position]
    active = "p1"            # whose turn
    step = "combat"          # "combat" (active makes the first Action), "planning", "draw"
    [position.p1]
    mp = ["Vegeta - Prince Of Saiyans", "…level 2", "…", "…"]; level = 1; stage = 5; anger = 0
    mastery = "…"; hand = […]; life = […] (top first); discard = […] (bottom first)
    drills = […]; setups = […]; allies = […]; dragon_balls = […]; attached = […]
    [expect.p2]              # after the last action
    stage = 2; anger = 0; level = 1; life_count = 3; hand_count = 0
    discard = […]; banished = […]; hand = […]; drills = […]; dragon_balls = […]
    [expect]
    winner = "p1"            # or "none"; legal = […] / not_legal = […] (action prefixes)
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reishi.engine.errors import DataError, IllegalActionError
from reishi.engine.game import Game
from reishi.games.dbz.actions import PlayCard
from reishi.games.dbz.flow import advance, refusal
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Zone, zone_code

_LISTS = {
    "hand": Zone.HAND,
    "discard": Zone.DISCARD,
    "banished": Zone.BANISHED,
    "drills": Zone.DRILLS,
    "setups": Zone.SETUPS,
    "allies": Zone.ALLIES,
    "dragon_balls": Zone.DRAGON_BALLS,
    "attached": Zone.ATTACHED,
}
_STEPS = {"combat", "planning", "draw"}


class ScenarioError(DataError):
    """A DBZ scenario file is malformed or its expectations do not hold."""


@dataclass(frozen=True, slots=True)
class ScenarioResult:
    """The outcome of running one file."""

    path: str
    title: str
    section: str


def _seat(text: str, where: str) -> int:
    if text not in ("p1", "p2"):
        raise ScenarioError(where, f"seat must be p1 or p2, not {text!r}")
    return 0 if text == "p1" else 1


def build_position(rules: DbzRules, spec: dict[str, Any], where: str) -> Game:
    """A game in the position the ``[position]`` table describes."""
    pool = rules.kit.pool
    state = DbzState(int(spec.get("seed", 0)), rules.kit)
    state.options = {"auto_forced": True}
    active = _seat(str(spec.get("active", "p1")), where)

    def add(seat: int, name: str, zone: Zone) -> int:
        card = pool.find(name)
        if card is None:
            raise ScenarioError(where, f"unknown card {name!r}")
        cid = state.new_card(card, seat, zone_code(seat, zone))
        state.stage.append(0)
        state.used_turn.append(-1)
        return cid

    attached: list[tuple[int, int]] = []
    for seat, key in ((0, "p1"), (1, "p2")):
        side = dict(spec.get(key, {}))
        level = int(side.get("level", 1))
        for name in side.get("mp", []):
            card = pool.find(name)
            if card is None:
                raise ScenarioError(where, f"unknown card {name!r}")
            cid = add(seat, name, Zone.MP if card.level == level else Zone.MP_SET)
            state.stage[cid] = int(side.get("stage", 5))
        if len(state.cards_in(seat, Zone.MP)) != 1:
            raise ScenarioError(where, f"{key}: mp must list one card of level {level}")
        if "mastery" in side:
            add(seat, side["mastery"], Zone.MASTERY)
        for name in reversed(side.get("life", [])):  # written top first
            add(seat, name, Zone.LIFE)
        for field, zone in _LISTS.items():
            for entry in side.get(field, []):
                name, stage = (entry, 3) if isinstance(entry, str) else (entry[0], entry[1])
                cid = add(seat, name, zone)
                if zone is Zone.ALLIES:
                    state.stage[cid] = int(stage)
                if zone is Zone.ATTACHED:
                    attached.append((seat, cid))
        state.anger[seat] = int(side.get("anger", 0))
    for seat, cid in attached:
        # An attached card sits on the MP its text names (DBZ RB: Glossary — Attached Cards).
        text = state.defs[cid].text.lower()
        target = 1 - seat if "attach to your opponent's mp" in text else seat
        state.attached_to[cid] = state.mp(target)
    step = str(spec.get("step", "combat"))
    if step not in _STEPS:
        raise ScenarioError(where, f"step must be one of {sorted(_STEPS)}")
    state.active = active
    state.turn = int(spec.get("turn", 3))
    frames: list[tuple[Any, ...]] = [
        ("rejuvenation_step", active),
        ("discard_step", 1 - active),
        ("discard_step", active),
    ]
    if step == "combat":
        state.in_combat = state.combat_declared = True
        state.initiator = active
        state.step = "combat"
        frames += [("combat_end",), ("combat_action", active)]
    elif step == "planning":
        frames += [("combat_choice", active), ("power_up", active), ("planning", active)]
    else:
        frames += [
            ("combat_choice", active),
            ("power_up", active),
            ("planning", active),
            ("draw", active, 3, "DBZ RB: Gameplay — 1. Draw Step"),
        ]
    state.frames = frames
    advance(state)
    return Game(rules, state)


def run_scenario(path: Path, rules: DbzRules) -> ScenarioResult:
    """Build, play and check one scenario file; ScenarioError names the first difference."""
    where = str(path)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    for key in ("title", "position"):
        if key not in data:
            raise ScenarioError(where, f"missing {key!r}")
    sources = data.get("sources") or ([data["section"]] if "section" in data else [])
    if not sources:
        raise ScenarioError(where, "missing 'sources' (the rule sections it checks)")
    game = build_position(rules, data["position"], where)
    for index, entry in enumerate(data.get("actions", [])):
        text, illegal = (
            (entry, None) if isinstance(entry, str) else (entry["do"], entry.get("expect_illegal"))
        )
        _act(game, str(text), illegal, f"{where} [actions[{index}]]")
    _check(game, data.get("expect", {}), where)
    return ScenarioResult(where, str(data["title"]), "; ".join(str(x) for x in sources))


def _act(game: Game, text: str, illegal: str | None, where: str) -> None:
    seat_text, _, rest = text.partition(":")
    seat = _seat(seat_text.strip(), where)
    if game.current_player != seat:
        raise ScenarioError(
            where,
            f"{seat_text.strip()} is not deciding now "
            f"(p{(game.current_player or 0) + 1} is: {_legal(game)})",
        )
    try:
        action = game.parse(rest.strip())
    except IllegalActionError as exc:
        if illegal is not None:
            _refused_reason(game, rest.strip(), illegal, where, exc.reason)
            return
        raise ScenarioError(where, f"{exc.reason}; legal: {_legal(game)}") from None
    if illegal is not None:
        raise ScenarioError(where, f"expected {text!r} to be refused, but it is legal")
    game.apply(action)


def _refused_reason(game: Game, text: str, wanted: str, where: str, parse_reason: str) -> None:
    # The action is not among the legal ones; ask the rules why, by building it.
    state = game.state
    assert isinstance(state, DbzState)
    verb, _, name = text.partition(" ")
    cards = [
        c
        for c in state.cards_in(state.decision.seat if state.decision else 0, Zone.HAND)
        if state.defs[c].title.lower().startswith(name.lower())
    ]
    reason = refusal(state, PlayCard(card=cards[0])) if verb == "play" and cards else parse_reason
    if wanted.lower() not in reason.lower():
        raise ScenarioError(where, f"refused for {reason!r}, expected {wanted!r}")


def _legal(game: Game) -> str:
    return "; ".join(game.describe(a) for a in game.legal_actions())


def _titles(state: DbzState, cards: list[int]) -> list[str]:
    return [state.defs[c].title for c in cards]


def _check(game: Game, expect: dict[str, Any], where: str) -> None:
    state = game.state
    assert isinstance(state, DbzState)
    if "winner" in expect:
        wanted = expect["winner"]
        won = "none" if state.winner is None else f"p{state.winner + 1}"
        if wanted != won:
            raise ScenarioError(where, f"winner: expected {wanted}, got {won}")
    legal = [game.describe(a).lower() for a in game.legal_actions()]
    for prefix in expect.get("legal", []):
        if not any(item.startswith(prefix.lower()) for item in legal):
            raise ScenarioError(where, f"expected a legal action {prefix!r}; legal: {legal}")
    for prefix in expect.get("not_legal", []):
        if any(item.startswith(prefix.lower()) for item in legal):
            raise ScenarioError(where, f"expected {prefix!r} not to be legal")
    for seat, key in ((0, "p1"), (1, "p2")):
        side = expect.get(key, {})
        mp = state.mp(seat)
        facts = {
            "stage": state.stage[mp],
            "anger": state.anger[seat],
            "level": state.level(seat),
            "life_count": len(state.cards_in(seat, Zone.LIFE)),
            "hand_count": len(state.cards_in(seat, Zone.HAND)),
        }
        for field, value in side.items():
            actual: Any
            if field in facts:
                actual = facts[field]
            elif field in _LISTS:
                actual = _titles(state, state.cards_in(seat, _LISTS[field]))
                if field == "hand":
                    actual, value = sorted(actual), sorted(value)
            elif field == "life":
                actual = list(reversed(_titles(state, state.cards_in(seat, Zone.LIFE))))
            elif field == "ally_stages":
                actual = [state.stage[c] for c in state.cards_in(seat, Zone.ALLIES)]
            else:
                raise ScenarioError(where, f"unknown expectation {key}.{field}")
            if actual != value:
                raise ScenarioError(where, f"{key}.{field}: expected {value!r}, got {actual!r}")
