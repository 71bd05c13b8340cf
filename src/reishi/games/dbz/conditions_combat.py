"""Condition family: what happened to the attack in progress ("If your opponent prevented
damage from this attack", "If this attack is performed from your discard pile").

Each is read from the attack the rules hold (``DbzState.attack``) or from what the rules
record this combat (``DbzState.combat_log``), when the sentence resolves (DBZ CRD: Timing —
Special timings: a condition is checked when the effect would happen).
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import (
    Trigger,
    card_matches,
    condition,
    condition_holds,
    event,
    x_atom,
)
from reishi.games.dbz.state import DbzState, Zone

# An attack performed from a discard pile: Attack.source_kind says where an attack comes from
# ("card" from the hand, "power", "copy"); no card of the pool performs one from a discard pile
# yet, so these conditions hold only once one does (as conditions.this-attack timings).
FROM_DISCARD = "discard pile"


@condition(r"this attack (?:is|was) performed from your discard pile")
def _c_this_from_discard(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    attack = state.attack
    return attack is not None and attack.seat == seat and attack.source_kind == FROM_DISCARD


@condition(r"you have performed an attack from your discard pile this combat")
def _c_any_from_discard(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (seat, "attack from discard pile") in state.combat_log


@condition(r"your opponent prevented (?:the |all )?damage (?:from|of) this attack")
def _c_opponent_prevented(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # DBZ RB: How Attack and Defense Cards Work — a defence may reduce or prevent damage; an
    # attack whose damage cannot be prevented has none prevented (resolution._ex_prevent).
    attack = state.attack
    if attack is None or attack.seat != seat or attack.unpreventable:
        return False
    return attack.prevented_all or attack.prevent_stages > 0 or attack.prevent_life > 0


@event(r"a player rejuvenates(?: this combat)?")
def _e_any_rejuvenates(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # "The next time a player Rejuvenates this combat": either player's Rejuvenation.
    return t[0] == "rejuvenate" and (state.in_combat or "combat" not in m.group(0).lower())


@condition(r"the named cards were revealed")
def _c_named_revealed(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # The same test as "both cards you named were revealed" (Name 2 different cards).
    return condition_holds(state, seat, "both cards you named were revealed")


@condition(r"the revealed card (?:was|is) (?:an? )?(.+)")
def _c_revealed_was(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # The card the sentence before revealed (RevealTop, RevealBottom: ``last_moved``).
    shown = state.last_moved
    return len(shown) == 1 and card_matches(state, shown[0], m.group(1))


@event(r"you destroy cards from (your|your opponent's) life deck")
def _e_you_destroy_top(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # One trigger per effect that destroys cards from a Life Deck's top (moves.mill).
    mine = m.group(1).lower() == "your"
    return bool(t[0] == "life_destroy_effect" and t[1] == w and (t[2] == w) == mine)


@event(r"an opponent's ((?:setup|drill|ally)(?:,? or (?:setup|drill|ally))*) enters play")
def _e_opponent_enters(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # "Whenever an opponent's Setup or Drill enters play": a card entering under his control.
    if t[0] != "enters" or t[1] == w or t[2] < 0:
        return False
    return card_matches(state, t[2], m.group(1))


_PILE_ZONES = {"discard pile": Zone.DISCARD, "banished zone": Zone.BANISHED}


@x_atom(
    r"(?:the )?number of (cards? with ['\"][^'\"]+['\"] in (?:the|its) title) in "
    r"(your|your opponent's|his) (discard pile|banished zone)"
)
def _x_titled_in_pile(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # "for each card with 'Android' in the title in your discard pile".
    owner = seat if m.group(2).lower() == "your" else 1 - seat
    cards = state.cards_in(owner, _PILE_ZONES[m.group(3).lower()])
    return sum(1 for card in cards if card_matches(state, card, m.group(1)))


@event(r"(you|your opponent) (?:do|does) not declare combat during (?:your|his) combat step")
def _e_no_combat(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # turn_steps: the player passed when asked to declare combat.
    return bool(t[0] == "no_combat" and (t[1] == w) == (m.group(1).lower() == "you"))
