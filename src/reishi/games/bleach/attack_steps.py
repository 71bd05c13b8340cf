"""Phase C, attacking (ARD: Sequence — Phase C Attack): declare, deplete, defend, battle,
stats lock, power damage, the end of the battle.

An attacker that stops being legal ends the phase; a defender that does leaves the battle
and the phase goes on. Boosts use the queue without being effects (RB: Boosting).
"""

from __future__ import annotations

from reishi.engine.actions import Action, PassPriority
from reishi.engine.queue import ItemKind
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import Ability, AbilityKind, Trigger
from reishi.games.bleach.actions import Boost, DeclareAttack, Defend, NoDefense, PlayCard, UseEffect
from reishi.games.bleach.battle import side_value
from reishi.games.bleach.frames import PHASE_C, Answer, Frame, Handler, decide, pop, push
from reishi.games.bleach.moves import discard_from_play
from reishi.games.bleach.queue_steps import add_to_queue, declare_play, declare_use
from reishi.games.bleach.state import Battle, BleachState, Decision, Duration, Zone, zone_code
from reishi.games.bleach.stats import can_attack, expire_floating
from reishi.games.bleach.steps import ApplyBoost
from reishi.games.bleach.triggers import fire

# Enum members read as the procedure runs, as module names: an enum member read from its
# class costs about 0.15 us in Python 3.11.
_MECHANIC_ITEM = ItemKind.MECHANIC
_ATTACKS_TRIGGER, _LOSES_BATTLE_TRIGGER, _WINS_BATTLE_TRIGGER = (
    Trigger.ATTACKS,
    Trigger.LOSES_BATTLE,
    Trigger.WINS_BATTLE,
)
_END_OF_BATTLE_DURATION = Duration.END_OF_BATTLE

_DISCARD, _PARTY = Zone.DISCARD, Zone.PARTY

BOOST_ABILITY = Ability(kind=AbilityKind.PLAY, text="Boost", steps=(ApplyBoost(),))


def begin_attack(state: BleachState, action: DeclareAttack) -> None:
    """Phase C begins: the declared attacker and stat, then every step and window in order."""
    state.battle = Battle(action.card, action.stat)
    state.attack_count += 1
    state.record(
        ev.AttackDeclared(
            seat=state.active,
            card=action.card,
            title=ops.title(state, action.card),
            stat=action.stat,
            rule=PHASE_C,
        )
    )
    push(
        state,
        ("atk_end",),
        ("window", "C.5 damage dealt"),
        ("atk_damage",),
        ("window", "C.4 battle won or lost"),
        ("atk_lock",),
        ("battle_actions",),
        ("atk_battle",),
        ("window", "C.2 defender declared"),
        ("atk_defend",),
        ("window", "C.1 character attacks"),
        ("atk_deplete",),
        ("window", "C attack declared"),
    )


def _attacker_ok(state: BleachState) -> bool:
    b = state.battle
    if b is None:
        return False
    card = b.attacker
    return state.zone_name(card) is _PARTY and state.controller[card] == state.active


def _end_attack_early(state: BleachState, reason: str) -> None:
    """ARD: Sequence — Phase C Attack: an attacker that stops being legal ends the phase."""
    b = state.battle
    while state.frames and state.frames[-1][0] != "atk_end":
        state.frames.pop()
    if state.frames:
        state.frames.pop()
    state.record(ev.AttackEnded(card=b.attacker if b else -1, reason=reason, rule=PHASE_C))
    _finish_battle(state)


def _finish_battle(state: BleachState) -> None:
    state.battle = None
    state.battle_turn = -1
    expire_floating(state, _END_OF_BATTLE_DURATION)
    state.touch()  # no event says so, and responses "in battle" depend on it


def _defender_check(state: BleachState) -> None:
    # A defender that stops being legal leaves the battle; the phase goes on.
    b = state.battle
    if b is not None and b.defender >= 0:
        d = b.defender
        if state.zone_name(d) is not _PARTY or state.controller[d] == state.active:
            b.defender = -1
            state.touch()  # no event says so: it is no longer in battle


def h_atk_deplete(state: BleachState, frame: Frame) -> None:
    """C.1: deplete the declared character; it is now attacking."""
    b = state.battle
    if b is None or not can_attack(state, b.attacker):
        _end_attack_early(state, "the proposed attacker can no longer attack")
        return
    pop(state)
    state.phase = "Phase C.1 attack"
    ops.deplete(state, b.attacker, PHASE_C)
    state.record(
        ev.CharacterAttacked(
            seat=state.active,
            card=b.attacker,
            title=ops.title(state, b.attacker),
            stat=b.att_stat,
            rule=PHASE_C,
        )
    )
    fire(state, _ATTACKS_TRIGGER, b.attacker)


def h_atk_defend(state: BleachState, frame: Frame) -> None:
    """C.2: the opponent declares a defender with the attacking stat, or none."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    state.phase = "Phase C.2 defend"
    assert state.battle is not None
    decide(
        state,
        "defend",
        1 - state.active,
        f"Defend against {ops.title(state, state.battle.attacker)} ({state.battle.att_stat})?",
    )


def a_defend(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Deplete the defender, or declare none."""
    pop(state)
    b = state.battle
    assert b is not None
    if isinstance(action, Defend):
        b.defender = action.card
        b.def_stat = b.att_stat
        ops.deplete(state, action.card, PHASE_C)
        state.record(
            ev.DefenderDeclared(
                seat=d.seat, card=action.card, title=ops.title(state, action.card), rule=PHASE_C
            )
        )
    else:
        assert isinstance(action, NoDefense)
        state.record(ev.DefenderDeclared(seat=d.seat, card=-1, title="", rule=PHASE_C))


def h_atk_battle(state: BleachState, frame: Frame) -> None:
    """C.3: the battle begins (ARD: Battle — even with no defender)."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    pop(state)
    _defender_check(state)
    b = state.battle
    assert b is not None
    b.started = True
    state.phase = "Phase C.3 battle"
    state.battle_turn = state.active
    state.battle_passes = 0
    state.record(ev.BattleBegan(attacker=b.attacker, defender=b.defender, rule="ARD: Battle"))


def h_battle_actions(state: BleachState, frame: Frame) -> None:
    """C.3.i: alternate battle actions, attacker first, until both pass in a row."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    _defender_check(state)
    decide(
        state, "battle", state.battle_turn, "Battle: boost, play an event, use an effect or pass"
    )


def a_battle(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """A battle action; anything but a pass opens a priority window after it."""
    seat = d.seat
    if isinstance(action, PassPriority):
        state.record(ev.PriorityPassed(seat=seat, automatic=automatic, rule=PHASE_C))
        state.battle_passes += 1
        if state.battle_passes >= 2:
            pop(state)  # on to C.4
        else:
            state.battle_turn = 1 - seat
        return
    state.battle_passes = 0
    state.battle_turn = 1 - seat
    state.prio = -1
    if isinstance(action, Boost):
        push(state, ("window", "Boost"))
        _boost(state, seat, action.card)
    elif isinstance(action, PlayCard):
        push(state, ("window", "Event played in battle"))
        push(state, declare_play(state, seat, action.card))
    else:
        assert isinstance(action, UseEffect)
        push(state, ("window", "Effect used in battle"))
        push(state, declare_use(state, seat, action))


def _boost(state: BleachState, seat: int, card: int) -> None:
    """RB: Boosting — discard from hand; it uses the queue but is not an effect or a play."""
    b = state.battle
    assert b is not None
    fighter = b.attacker if seat == state.active else b.defender
    stat = b.att_stat if seat == state.active else b.def_stat
    boost = state.defs[card].boost
    assert boost is not None
    state.place(card, zone_code(state.owner[card], _DISCARD))
    state.record(
        ev.CardMoved(
            card=card,
            title=ops.title(state, card),
            owner=state.owner[card],
            source="hand",
            destination="discard",
            rule="ARD: Boosting",
        )
    )
    add_to_queue(state, _MECHANIC_ITEM, seat, card, BOOST_ABILITY, (), (fighter, stat, boost.value))


def h_atk_lock(state: BleachState, frame: Frame) -> None:
    """C.4: stats lock; compare (negative counts as 0); winners and losers trigger."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    pop(state)
    _defender_check(state)
    b = state.battle
    assert b is not None
    b.locked = True
    state.phase = "Phase C.4 stats locked"
    b.att_final = max(0, side_value(state, True))  # RB: Zero and Negative Numbers
    b.def_final = max(0, side_value(state, False)) if b.defender >= 0 else 0
    if b.defender < 0:
        b.outcome = "no-defender"  # ARD: Battle — no winner or loser without a defender
    elif b.att_final > b.def_final:
        b.outcome = "attacker-won"
    elif b.att_final == b.def_final:
        b.outcome = "tie"
    else:
        b.outcome = "defender-won"
    state.record(
        ev.StatsLocked(
            attacker=b.attacker,
            attack_value=b.att_final,
            defender=b.defender,
            defend_value=b.def_final,
            outcome=b.outcome,
            rule=PHASE_C,
        )
    )
    if b.outcome == "attacker-won":
        fire(state, _WINS_BATTLE_TRIGGER, b.attacker)
        fire(state, _LOSES_BATTLE_TRIGGER, b.defender)
    elif b.outcome == "defender-won":
        fire(state, _WINS_BATTLE_TRIGGER, b.defender)
        fire(state, _LOSES_BATTLE_TRIGGER, b.attacker)
    elif b.outcome == "tie":
        fire(state, _LOSES_BATTLE_TRIGGER, b.attacker)
        fire(state, _LOSES_BATTLE_TRIGGER, b.defender)


def h_atk_damage(state: BleachState, frame: Frame) -> None:
    """C.5: power damage (outside the queue), then losers discarded with attachments."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    pop(state)
    b = state.battle
    assert b is not None
    state.phase = "Phase C.5 damage"
    defending = 1 - state.active
    if b.outcome == "attacker-won":
        deal_power_damage(state, defending, b.att_final - b.def_final, "ARD: Power Damage")
    elif b.outcome == "no-defender":
        deal_power_damage(state, defending, b.att_final, "ARD: Power Damage")
    if state.is_over:
        return
    losers = []
    if b.outcome in ("attacker-won", "tie"):
        losers.append(b.defender)
    if b.outcome in ("defender-won", "tie"):
        losers.append(b.attacker)
    for card in losers:
        if card >= 0 and state.zone_name(card) is _PARTY:
            discard_from_play(state, card, "RB: How Do You Win a Battle?")


def deal_power_damage(state: BleachState, seat: int, amount: int, rule: str) -> None:
    """Power damage, unless a replacement effect applies (ARD: Replacement Card Effects)."""
    if amount <= 0:
        return
    for f in state.floating:
        if f.kind == "replace-damage" and f.seat == seat:
            state.floating.remove(f)
            state.record(
                ev.FloatingEffectEnded(
                    uid=f.uid,
                    description=f"{f.source_title} replaced the damage",
                    rule="ARD: Replacement Card Effects",
                )
            )
            ops.mill(state, seat, amount, "ARD: Replacement Card Effects")
            return
    ops.change_power(state, seat, -amount, "power damage", rule)


def h_atk_end(state: BleachState, frame: Frame) -> None:
    """C.6: the battle ends."""
    pop(state)
    _finish_battle(state)
    state.phase = "Main step"


HANDLERS: dict[str, Handler] = {
    "atk_deplete": h_atk_deplete,
    "atk_defend": h_atk_defend,
    "atk_battle": h_atk_battle,
    "battle_actions": h_battle_actions,
    "atk_lock": h_atk_lock,
    "atk_damage": h_atk_damage,
    "atk_end": h_atk_end,
}

ANSWERS: dict[str, Answer] = {
    "defend": a_defend,
    "battle": a_battle,
}
