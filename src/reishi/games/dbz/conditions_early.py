"""Conditions on the opponent's last combat action: "If you stopped an attack in your
opponent's last action, …" (Blue Determined Attack), "If your opponent banished an Ally in his
last action this combat, …" (Blue Clash).

DBZ RB: The Combat Step — the players take actions in turn (a pass is an action too), so a
player's "last action" is the latest one he began this combat. combat_steps calls
``begin_action`` when a seat begins an action and resolution calls ``note_events`` with the
events each sentence raised; both keep their facts in ``DbzState.combat_log`` (reset when
combat is declared), which clones share.
"""

from __future__ import annotations

import re

from reishi.engine.events import CardPlayed
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import Trigger, card_matches, condition, condition_holds, event
from reishi.games.dbz.events import CombatChanged
from reishi.games.dbz.state import DbzState

ACTING = "acting now"  # the seat whose combat action is under way
STOPPED_IN_LAST = "stopped an attack in the opponent's last action"
BANISHED_ALLY_LAST = "banished an ally in his last action"


def begin_action(state: DbzState, seat: int) -> None:
    """``seat`` begins a combat action: his previous action is no longer his last one."""
    other = 1 - seat
    state.last_lowered = 0  # "X = the amount lowered" counts this action's lowering only
    state.combat_log = (
        state.combat_log - {(other, ACTING), (other, STOPPED_IN_LAST), (seat, BANISHED_ALLY_LAST)}
    ) | {(seat, ACTING)}


def note_events(state: DbzState, raised: list[Trigger]) -> None:
    """Remember what the events of a sentence tell of the action under way."""
    if not state.in_combat:
        return
    actor = next((s for s in (0, 1) if (s, ACTING) in state.combat_log), -1)
    if actor < 0:
        return
    found: set[tuple[int, str]] = set()
    for trig in raised:
        kind = str(trig[0])
        if kind == "stop" and trig[1] != actor:
            # The defender stopped an attack during the attacker's action.
            found.add((1 - actor, STOPPED_IN_LAST))
        elif (
            kind == "banished"
            and len(trig) > 3
            and trig[3] == actor
            and state.defs[trig[2]].type is CardType.ALLY
        ):
            found.add((actor, BANISHED_ALLY_LAST))  # by an effect of the acting player
    if found:
        state.combat_log = state.combat_log | found


@condition(r"you stopped an attack (?:in|on|during) your opponent's last action(?: this combat)?")
def _c_stopped_in_last(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Blue Determined Attack, Trunks Slam.
    return (seat, STOPPED_IN_LAST) in state.combat_log


@condition(
    r"your opponent banished an ally (?:in|on|during) (?:his|her|his or her) last action"
    r"(?: this combat)?"
)
def _c_banished_ally_last(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Blue Clash.
    return (1 - seat, BANISHED_ALLY_LAST) in state.combat_log


@condition(r"your mp is [\"“']([^\"”']+)[\"”']")
def _c_mp_quoted(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Burter - Ginyu Force: 'If your MP is "Captain Ginyu", …': the name, quoted.
    return condition_holds(state, seat, f"your mp is {m.group(1)}")


@condition(r"this is the first card you have played this combat")
def _c_first_played(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Saiyan Face Off: the cards the player played since combat was declared, read from the
    # game's log (asked rarely, so no running count is kept): only this one, the attack under
    # way when it is an attack's text.
    played: list[int] = []
    node = state.log_head
    while node is not None and not isinstance(node.event, CombatChanged):
        if isinstance(node.event, CardPlayed) and node.event.seat == seat:
            played.append(node.event.card)
        node = node.prev
    attack = state.attack
    this = attack.card if attack is not None and attack.seat == seat else -1
    return len(played) == 1 and this in (-1, played[0])


@condition(
    r"(your (?:opponent's )?mp's power level is (?:over|above|at least|below|under)) "
    r"(\d{1,3}(?:,\d{3})+)"
)
def _c_power_level_commas(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # It's Over 9,000!: "your opponent's MP's power level is over 9,000", its thousands marked.
    return condition_holds(state, seat, f"{m.group(1)} {m.group(2).replace(',', '')}")


_TYPE_WORDS = r"(?:physical combat|energy combat|event|setup|drill|ally|dragon ball)"


@condition(rf"your opponent destroyed an? ({_TYPE_WORDS}(?: or (?:an? )?{_TYPE_WORDS})*(?: card)?)")
def _c_opponent_destroyed(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Black Perceptive Mastery: "… to destroy the top card of your opponent's Life Deck. If your
    # opponent destroyed a Physical Combat or Energy Combat card, …": the card(s) the latest
    # top-of-Life-Deck effect took from the opponent's deck (moves.mill keeps them).
    what = m.group(1)
    return any(state.owner[c] != seat and card_matches(state, c, what) for c in state.last_moved)


# "If that Ally had "Cell Jr." in the title" (Cell's Provocation) is conditions_mpset's.


@event(r"an? (earth |namek )?dragon ball you own enters play( during combat)?")
def _e_own_ball_kind(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Namekian Radiant Mastery: "Whenever an Earth Dragon Ball you own enters play during
    # combat": one of the player's own, of that set, while combat is under way.
    if str(t[0]) != "db_enters" or state.owner[t[2]] != w:
        return False
    if m.group(2) and not state.in_combat:
        return False
    kind = (m.group(1) or "").strip()
    return not kind or kind in state.defs[t[2]].title.lower()
