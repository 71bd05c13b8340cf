"""The Combat Phase (SD: COMBAT): attackers, then blockers, each followed by a window, then
damage to characters and life at once.
"""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.actions import DeclareAttacker, DeclareBlocker
from reishi.games.soul_deck.frames import Answer, Frame, Handler, decide
from reishi.games.soul_deck.ops import (
    COMBAT,
    begin_phase,
    check_destroyed,
    check_life,
    deal_damage,
    lose_life,
    stat,
    title,
)
from reishi.games.soul_deck.state import Decision, SoulDeckState


def h_combat(state: SoulDeckState, frame: Frame) -> None:
    """Combat Phase begins: the active player declares attackers."""
    state.frames.pop()
    begin_phase(state, "Combat")
    state.attackers = []
    state.blocks = []
    state.frames.append(("attackers",))


def h_attackers(state: SoulDeckState, frame: Frame) -> None:
    """Declare Attackers, one at a time, then "done"."""
    decide(state, "attack", state.active, "Declare an attacker, or end the declarations")


def a_attack(state: SoulDeckState, d: Decision, action: Action) -> None:
    """An attacker exhausts; "done" moves on to blocks (or ends combat with none)."""
    if isinstance(action, DeclareAttacker):
        card = action.card
        state.exhausted[card] = True  # SD: COMBAT — "exhausts the characters"
        state.attackers.append(card)
        state.record(
            ev.AttackerDeclared(seat=d.seat, card=card, title=title(state, card), rule=COMBAT)
        )
        return
    state.frames.pop()
    if not state.attackers:
        state.record(ev.CombatEnded(rule=COMBAT))
        return
    state.frames.extend(
        [
            ("combat_damage",),
            ("window", "blockers declared", False),
            ("blockers",),
            ("window", "attackers declared", False),
        ]
    )


def h_blockers(state: SoulDeckState, frame: Frame) -> None:
    """Declare Blockers: the defender blocks with ready characters, then "done"."""
    if not state.attackers:
        state.frames.pop()
        return
    decide(state, "block", 1 - state.active, "Block an attacker, or end the declarations")


def a_block(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Record one block, or finish."""
    if isinstance(action, DeclareBlocker):
        state.blocks.append((action.blocker, action.attacker))
        state.record(
            ev.BlockerDeclared(
                seat=d.seat, blocker=action.blocker, attacker=action.attacker, rule=COMBAT
            )
        )
        return
    state.frames.pop()


def h_combat_damage(state: SoulDeckState, frame: Frame) -> None:
    """Damage Step: unblocked attackers hit life; blocked pairs hit each other at once."""
    state.frames.pop()
    defender = 1 - state.active
    hits: list[tuple[int, int]] = []  # (card, damage) to characters
    to_life = 0
    for attacker in state.attackers:
        blockers = [b for b, a in state.blocks if a == attacker]
        power = stat(state, attacker, "reiatsu")
        if not blockers:
            to_life += power
            continue
        live = [b for b in blockers if b >= 0]
        # SD: Decision — Blockers per attacker: with several, the attacker's damage goes
        # to them in block order, each taking what destroys it, the last the rest.
        for i, blocker in enumerate(live):
            if i == len(live) - 1:
                share = power
            else:
                need = stat(state, blocker, "genryu") - state.damage[blocker]
                share = min(power, max(0, need) + state.info[blocker].hierro)
            power -= share
            hits.append((blocker, share))
            hits.append((attacker, stat(state, blocker, "reiatsu")))
    for card, amount in hits:
        if amount > 0:
            deal_damage(state, card, amount, COMBAT)
    if to_life:
        lose_life(state, defender, to_life, COMBAT)
    check_destroyed(state)
    state.attackers = []
    state.blocks = []
    state.record(ev.CombatEnded(rule=COMBAT))
    check_life(state)


HANDLERS: dict[str, Handler] = {
    "combat": h_combat,
    "attackers": h_attackers,
    "blockers": h_blockers,
    "combat_damage": h_combat_damage,
}

ANSWERS: dict[str, Answer] = {
    "attack": a_attack,
    "block": a_block,
}
