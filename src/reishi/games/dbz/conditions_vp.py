"""Condition families: what a Main Personality's level cards print ("If the highest power level
on your MP's Level 4 is 500,000 or less"), and a title's first entry into play this turn.

DBZ RB: Card Types — Main Personality: each level card prints its own power stages; the
highest power level of a level is the rating of its top stage, whichever level is in play.
"""

from __future__ import annotations

import re

from reishi.games.dbz.attack_start import attack_is
from reishi.games.dbz.attacks import crit_threshold
from reishi.games.dbz.conditions import (
    Trigger,
    card_matches,
    condition,
    condition_holds,
    count_in_play,
    event,
    x_atom,
)
from reishi.games.dbz.state import DbzState, Zone


def level_card(state: DbzState, seat: int, level: int) -> int:
    """The seat's Main Personality card of that level (in play or in its MP set), or -1."""
    for zone in (Zone.MP, Zone.MP_SET):
        for card in state.cards_in(seat, zone):
            if state.defs[card].level == level:
                return card
    return -1


@condition(
    r"the highest power level on your mp's level(?: ([1-4]))? is ([\d,]+) or (less|more)"
    r"|the highest power level on your mp's level(?: ([1-4]))? is (more|less) than ([\d,]+)"
)
def _c_level_highest(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "… on your MP's Level 4 …": that level's card; "… on your MP's Level …" (Namekian
    # Hunt): the level the MP is on now.
    level = m.group(1) or m.group(4)
    bound = int((m.group(2) or m.group(6)).replace(",", ""))
    card = level_card(state, seat, int(level)) if level else state.mp(seat)
    if card < 0 or not state.defs[card].power_stages:
        return False  # no such level in the MP set: nothing printed to compare
    highest = max(int(p) for p in state.defs[card].power_stages)
    if m.group(3):
        return highest <= bound if m.group(3).lower() == "less" else highest >= bound
    return highest > bound if m.group(5).lower() == "more" else highest < bound


@condition(
    r"it is the first time a card titled ['\"](.+)['\"] has entered play this turn(?: then)?"
)
def _c_first_entry(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Singing Drill: "When this card enters play, if it is the first time a card titled 'Singing
    # Drill' has entered play this turn …": read after it entered (DBZ CRD: Timing — Special
    # timings), so its own entry is the one and only of that title this turn.
    return state.entered_turn.count(m.group(1).lower()) == 1


@condition(r"you control no other (drills|setups|allies)")
def _c_no_other(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Singing Drill: "[CONSTANT]: While you control no other Drills, …": a constant of a Drill in
    # play (DBZ RB: Card Types — Drills), so the one Drill counted is the card itself.
    return count_in_play(state, m.group(1), (seat,)) <= 1


@condition(r"your (banished an? (?:earth|namek) dragon ball)")
def _c_your_banished(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Namekian Risk prints "If your banished an Earth Dragon Ball" beside "If you banished a
    # Namek Dragon Ball": the same condition, "your" misspelt.
    return condition_holds(state, seat, f"you {m.group(1)}")


@condition(r"that attack was (non-styled|styled|named)")
def _c_that_attack_styled(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Black Running Guard: "Stops an energy attack. If that attack was non-Styled, …": the attack
    # the card defends against (DBZ RB: Card Types — Freestyle: non-Styled).
    attack = state.attack
    return attack is not None and attack.seat != seat and attack_is(state, attack, m.group(1))


@condition(r"this attack dealt critical damage")
def _c_this_attack_crit(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Black Overload's HIT: DBZ RB: Critical Damage — five or more Life Cards of damage from an
    # unstopped attack (or an attack an effect makes deal critical damage).
    attack = state.attack
    if attack is None or attack.seat != seat or attack.stopped:
        return False
    return attack.life_taken >= crit_threshold(state, seat) or attack.crit_forced


@x_atom(r"the number of stages (your opponent|you) gained")
def _x_gained(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # Black Astonishing Drill: "Whenever your opponent gains stages during combat, your MP gains
    # the same number of stages": read right after that gain (stages.gain_stages keeps it).
    return state.last_gain[1 - seat if m.group(1).lower() == "your opponent" else seat]


@condition(r"you have (not )?searched your life deck this turn")
def _c_searched_turn(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Aggressive Sword Drill: "If you have not searched your Life Deck this turn" — your own
    # effects searching your own Life Deck (resolution: the search) since the turn began.
    return ((seat, "searched life deck") in state.turn_log) != bool(m.group(1))


@event(r"you reveal a card from your hand( this combat)?")
def _e_reveal_hand(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Red Aerial Assault: a card of your hand an effect reveals (pool_steps raises "revealed").
    return t[0] == "revealed" and t[1] == w and (state.in_combat or not m.group(1))


@event(r"(you|your opponent) reveals? (?:your|his|her|his or her) hand", ("hand_revealed",))
def _e_hand_revealed(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Black Amusement Drill: "Whenever your opponent reveals his hand": a RevealHand of that
    # player's hand (grammar_steps), whoever's effect it is.
    return str(t[0]) == "hand_revealed" and (t[1] == w) == (m.group(1).lower() == "you")


@event(r"destroying an? (non-styled|styled) card from your opponent's life deck")
def _e_destroyed_opp_top(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Black Haunting: "Use after destroying a non-Styled card from your opponent's Life Deck":
    # your effect destroying it (moves.mill raises "life_destroyed_by" with whose effect).
    if t[0] != "life_destroyed_by" or t[1] != w or state.owner[t[2]] == w:
        return False
    return card_matches(state, t[2], f"{m.group(1).lower()} card")


@event(r"your? perform an attack that was not played from your hand")
def _e_attack_not_from_hand(
    state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]
) -> bool:
    # Blue Guarding Drill ("your" for "you"): an attack a Power or an effect performs (its
    # Attack.source_kind), read while that attack is the one in progress.
    attack = state.attack
    if t[0] != "attack" or t[1] != w or attack is None or attack.card != t[2]:
        return False
    return attack.source_kind != "card"


@condition(
    r"you revealed at least (\d+) ((?:styled |non-styled )?(?:physical |energy )?attack) cards?"
)
def _c_revealed_at_least(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Paragus - Desperate Father: "Reveal your hand. If you revealed at least 2 attack cards, …":
    # the cards the sentence before revealed (grammar_steps: "those cards").
    wanted = f"{m.group(2).lower()} card"
    return sum(card_matches(state, c, wanted) for c in state.picked) >= int(m.group(1))


@x_atom(r"the number of cards that effect moved from the top of a life deck")
def _x_top_moved(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # Orange Combined Burst: "You may destroy up to 3 cards from the top of your Life Deck. If
    # you do, destroy the same number …": the cards that effect moved (moves.mill keeps them).
    return len(state.last_moved)
