"""Conditions of Vengeance and Perfection cards the grammar lacked: "If your opponent passes in
his last action this combat, …" (Saiyan Crunch), the pass condition in the present tense, and
"(Use only if you have performed at least 2 other Styled physical attacks this combat.)" (Red
Back Bash), a count of the attacks performed this combat, and "If the cards you named were
destroyed, …" (Black Discovery); the timing "Whenever one of your effects causes your opponent
to gain anger this combat" (Blue Return Fire); "If one of your opponent's card effects modified
the damage of this attack, …" (Blue Head Charge); "X = amount of anger you lowered" (Red Wallop).

Each condition is registered on import (the compiler imports this module).
"""

from __future__ import annotations

import re

from reishi.games.dbz.attack_start import PERFORMED, attack_is, attack_styled
from reishi.games.dbz.conditions import Trigger, condition, event, x_atom
from reishi.games.dbz.conditions_mpe import PASSED_LAST
from reishi.games.dbz.naming import all_named_among
from reishi.games.dbz.state import DbzState


@condition(r"your opponent pass(?:es|ed) (?:in|on|as) (?:his|her|their) last action this combat")
def _c_opponent_passes(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Saiyan Crunch: the opponent's latest action this combat was a pass (DBZ RB: The Combat
    Step — a pass is an action; combat_steps keeps the mark until he acts otherwise, and clears
    it when combat is declared, so "this combat" holds with it)."""
    return (1 - seat, PASSED_LAST) in state.combat_log


@condition(
    r"you have performed (?:at least (\d+)|(\d+) or more) (other )?"
    r"(styled |non-styled )?(physical |energy )?attacks this combat"
)
def _c_performed_count(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Red Back Bash: how many attacks of that kind ``seat`` performed this combat (every
    performance counts, a card used a second time too; attack_start numbers them). "Other":
    not the attack under way (asked before a card is played, none is)."""
    needed = int(m.group(1) or m.group(2))
    styled = (m.group(4) or "").strip()
    kind = (m.group(5) or "").strip()
    done = 0
    for who, what in state.combat_log:
        if who != seat or not what.startswith(PERFORMED):
            continue
        was_styled, was_kind = what[len(PERFORMED) :].split(" #")[0].split()
        done += (not styled or styled == was_styled) and (not kind or kind == was_kind)
    attack = state.attack
    if m.group(3) and attack is not None and attack.seat == seat:
        now_styled = "styled" if attack_styled(state, attack) else "non-styled"
        done -= (not styled or styled == now_styled) and (not kind or kind == attack.kind)
    return done >= needed


@event(
    r"(you|your opponent) performs? an? successful "
    r"((?:styled |non-styled |physical |energy |named )+)attack",
    ("success",),
)
def _e_kind_succeeds(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    """Ensnared: "Banish this card when your opponent performs a successful Styled attack": the
    "success" trigger of that player's attack (attacks._run_atk_hit), of that kind as the
    attack is now (an attack considered Styled counts)."""
    attack = state.attack
    if str(t[0]) != "success" or (t[1] == w) != (m.group(1).lower() == "you"):
        return False
    return attack is not None and attack.card == t[2] and attack_is(state, attack, m.group(2))


@condition(r"the cards you named were destroyed")
def _c_named_destroyed(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Black Discovery: "Name 2 different cards. Destroy the top 2 cards of your Life deck to
    destroy the top 2 cards of your opponent's Life Deck. If the cards you named were
    destroyed, …": every card named is among those the latest top-of-Life-Deck effect
    destroyed (the opponent's, the effect the sentence before ends with), as "If both cards you
    named were revealed" counts them (DBZ RB: Glossary — Naming a card: any printing of the
    title)."""
    destroyed = [state.defs[c] for c in state.last_moved]
    return bool(state.named) and all_named_among(state.named, destroyed)


@event(r"one of your (?:card )?effects causes your opponent to gain anger(?: this combat)?")
def _e_your_effect_angers(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    """Blue Return Fire's HIT: the opponent's anger rose ("anger_up", seat, source: raised by
    stages.change_anger) by an effect of a card the watcher owns (a card effect has a source;
    a personality advancing is no effect of his)."""
    if str(t[0]) != "anger_up" or t[1] != 1 - w or not isinstance(t[2], int) or t[2] < 0:
        return False
    return state.owner[t[2]] == w and ("combat" not in m.group(0).lower() or state.in_combat)


@condition(r"one of your opponent's (?:card )?effects modified the damage of this attack")
def _c_opponent_modified(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Blue Head Charge's HIT: a "+"/"-" damage effect of the opponent's changed this attack's
    damage (DBZ CRD: Damage — Modifiers; attacks.attack_damage marks it)."""
    attack = state.attack
    return attack is not None and attack.seat == seat and attack.opponent_modified


@x_atom(r"(?:the )?amount of anger you lowered")
def _x_anger_you_lowered(state: DbzState, seat: int, m: re.Match[str]) -> int:
    """Red Wallop: "You may lower your anger by any amount. Your opponent's MP loses X stages.
    X= amount of anger you lowered": the lowering of this action (conditions_mov's record, 0
    when the player declined)."""
    return state.last_lowered
