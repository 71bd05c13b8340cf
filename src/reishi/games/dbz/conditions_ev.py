"""Timings and conditions of Evolution cards: "Whenever one of your attacks causes you to change
levels this combat" (Orange Drain: an attack's own effect advanced or lowered its player's MP,
through anger or directly; stages.attack_changed_level raises the event); "your MP is 2 or more
levels higher than your opponent's MP" (Saiyan Fierce Kick: the MPs' levels compared); "Use
when an Ally enters play under your control during combat and it is the only Ally you control"
(Blue Transportation Drill: the event, then the count of Allies as it holds then); "when your
MP's power level is 0" (Android 19's Choke) and "Whenever an Ally's power level is 0" (Hidden
Power Drill): stages.fell_to_zero raises the event when a personality's stages fall to 0, and
the test asks that it is still at 0 and in play when the timing is read."""

from __future__ import annotations

import re

from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import Trigger, condition, count_in_play, event
from reishi.games.dbz.state import DbzState, Zone


@event(r"one of your attacks causes you to change (?:a )?levels?( this combat)?")
def _attack_changed_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return t[0] == "attack_level" and t[1] == w and (not m.group(1) or state.in_combat)


@condition(r"your mp is (\d+) or more levels? higher than your opponent's mp")
def _levels_higher(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.level(seat) - state.level(1 - seat) >= int(m.group(1))


@event(r"an ally enters play under your control( during combat)?")
def _ally_enters_yours(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if t[0] != "enters" or t[1] != w or (m.group(1) and not state.in_combat):
        return False
    return bool(state.defs[t[2]].type is CardType.ALLY)


@condition(r"it is the only ally you control")
def _only_ally(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "it": the Ally the timing saw enter play under your control, so it is one of them.
    return len(state.cards_in(seat, Zone.ALLIES)) == 1


def _at_zero(state: DbzState, card: int, zone: Zone) -> bool:
    return state.zone[card] >= 0 and state.zone_of(card) is zone and state.stage[card] == 0


@event(r"your mp's power level is 0", ("power_zero",))
def _your_mp_at_zero(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # "Your" is the watcher: Android 19's Choke is attached to the opponent's MP, and it is its
    # player's own MP whose power level the timing waits for.
    mine = t[0] == "power_zero" and t[1] == w and t[2] == state.mp(w)
    return mine and _at_zero(state, t[2], Zone.MP)


@event(r"an ally's power level is 0", ("power_zero",))
def _ally_at_zero(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return t[0] == "power_zero" and _at_zero(state, t[2], Zone.ALLIES)


@condition(r"you played (?!a |an |any |no |\d)(.+) this turn")
def _played_this_turn(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Moment of Peace: "If you played Moment of Peace this turn, draw a card" — played from the
    # hand, not placed into play by an effect (DBZ CRD: General — Playing vs placing).
    return (seat, "played " + m.group(1).lower()) in state.turn_log


_KINDS_IN_PLAY = {"setups": CardType.SETUP, "drills": CardType.DRILL, "allies": CardType.ALLY}


@event(r"there are no (setups|drills|allies) in play", ("leaves", "enters"))
def _none_in_play(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Black Inactivity Drill: "Banish this Drill when there are no Setups in play" — a state the
    # game reaches as the last such card leaves play, or that holds as this card enters.
    kind = m.group(1).lower()
    if t[0] == "leaves":
        if t[2] < 0 or state.defs[t[2]].type is not _KINDS_IN_PLAY[kind]:
            return False
    elif t[0] != "enters" or t[2] != src:
        return False
    return count_in_play(state, kind, (0, 1)) == 0


@condition(
    r"your opponent controls a total of (\d+) or more (?:of the following card types,? )?"
    r"personalities, drills, setups,? and dragon balls"
)
def _controls_total(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Sinister Choke: the opponent's MP and Allies, Drills, Setups and Dragon Balls together.
    other = 1 - seat
    zones = (Zone.MP, Zone.ALLIES, Zone.DRILLS, Zone.SETUPS, Zone.DRAGON_BALLS)
    return sum(len(state.cards_in(other, zone)) for zone in zones) >= int(m.group(1))


@condition(r"you banished an? (drill|setup|ally) that was under your control")
def _banished_own(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Orange Paired Blast: "Banish a Drill. If you banished a Drill that was under your control,
    # …": the banish of this attack's own text, recorded with the card's control then
    # (resolution._picked_remove).
    attack = state.attack
    kind = m.group(1).lower()
    return attack is not None and (seat, f"banished own {kind} {attack.card}") in state.combat_log
