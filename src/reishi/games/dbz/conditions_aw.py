"""Condition and timing families of Awakening and Heroes and Villains: how many cards of a kind
a player owns in play ("If less than 3 Dragon Balls you own are in play", "While 3 or more Earth
Dragon Balls you own are in play"), what the player's effects did to his opponent's MP this
combat ("If your opponent's MP has lost stages from one of your effects this combat"), and how
many cards are attached to an MP ("Banish this card when more than 1 card is attached to your
MP"), attacks performed for the rest of combat ("Whenever you perform an energy attack this
combat"), a card entering play in a step ("When this card enters play during the Planning
Step"), and the pile an effect banished a card from ("The next time one of your effects banishes a
card from your Life Deck or discard pile this combat, draw a card").
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, card_matches, condition, event, event_matches
from reishi.games.dbz.stages import OPPONENT_MP_LOST
from reishi.games.dbz.state import IN_PLAY, DbzState, Zone

_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


@condition(
    r"(?:(?P<at_least>\d+|one|two|three|four|five) or more|(?:less|fewer) than "
    r"(?P<below>\d+|one|two|three|four|five)) (?P<kind>(?:styled |non-styled |earth |namek )?"
    r"(?:dragon ball|ally|drill|setup))s? you own are in play"
)
def _c_owned_in_play(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Namekian Radiant Mastery: the cards the player owns in play, under his control or his
    # opponent's (DBZ CRD: General — Legal zones: cards one does not own are controlled only
    # while in play, so a captured Dragon Ball is still its owner's).
    number = (m.group("at_least") or m.group("below")).lower()
    wanted = int(number) if number.isdigit() else _NUMBER[number]
    count = sum(
        1
        for controller in (0, 1)
        for zone in IN_PLAY
        for card in state.cards_in(controller, zone)
        if state.owner[card] == seat and card_matches(state, card, m.group("kind"))
    )
    return count >= wanted if m.group("at_least") else count < wanted


@condition(r"your opponent's mp has lost stages from one of your effects this combat")
def _c_opponent_mp_lost(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Red Determination: stages lost to an effect of the player's (stages.lose_stages records
    # it); damage of an attack is not "one of your effects", as no other "your effects"
    # timing counts it (DBZ RB: When Taking Damage).
    return (seat, OPPONENT_MP_LOST) in state.combat_log


@event(r"more than (\d+|one|two|three) cards? (?:is|are) attached to your mp")
def _e_attached_count(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Black Vehicle Toss: the number of cards attached to an MP grows only as a card attaches
    # (moves.attach raises "attached"), so the count is checked then (DBZ CRD: Timing —
    # Special timings: the effect happens when the event does). Cards of either player count.
    mp = state.mp(w)
    if t[0] != "attached" or state.attached_to[t[2]] != mp:
        return False
    number = m.group(1).lower()
    wanted = int(number) if number.isdigit() else _NUMBER[number]
    return len(state.attached_to_mp(w)) > wanted


@event(
    r"one of your (?:card )?effects banishes a card from your (life deck|discard pile)"
    r"(?: or (life deck|discard pile))?( this combat)?"
)
def _e_banished_from_pile(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Red Tilt: basics.move raises "banished" with the seat of the zone, whose effect was
    # resolving and the pile the card left; the player's own piles only ("your").
    if t[0] != "banished" or len(t) < 5 or t[1] != w or t[3] != w:
        return False
    if m.group(3) and not state.in_combat:
        return False
    return t[4] in (m.group(1).lower(), (m.group(2) or "").lower())


@event(r"(you perform an? (?:(?:styled|non-styled|physical|energy|named) )*attack) this combat")
def _e_perform_this_combat(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Allied Blitz: "Whenever you perform an energy attack this combat, …", a timing of the
    # combat it is made in: the attack of that kind, as "you perform an energy attack" reads it.
    # The attack whose text made the timing was performed before the timing existed (DBZ CRD:
    # Timing — Special timings: a timing answers events after it), so it is not one of them.
    if t[0] == "attack" and len(t) > 2 and t[2] == src:
        return False
    return state.in_combat and event_matches(state, m.group(1), w, src, t)


@event(r"(this (?:card|drill|setup|ally) enters play) during the planning step")
def _e_enters_in_planning(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Black Construction Drill: its own entry into play, only while the Planning Step is under
    # way (DBZ RB: Gameplay — 2. Planning Step), not placed into play by an effect in combat.
    return state.step == "planning" and event_matches(state, m.group(1), w, src, t)


@condition(
    r"(you|your opponent) (?:has|have) more than (\d+|one|two|three) cards? in "
    r"(?:your|his|her|his or her|their) hand"
)
def _c_hand_more_than(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Black Memories: "If your opponent has more than 1 card in his or her hand …".
    who = seat if m.group(1).lower() == "you" else 1 - seat
    number = m.group(2).lower()
    wanted = int(number) if number.isdigit() else _NUMBER[number]
    return len(state.cards_in(who, Zone.HAND)) > wanted
