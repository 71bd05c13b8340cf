"""A card that stops an attack and stays in play for another use: "Stops a physical attack. If
your MP's level is higher than your opponent's MP's level, this card stays in play to be used a
second time this combat." (fx.CardStaysInPlay; Saiyan Parry, Black Protection).

DBZ RB: How Attack and Defense Cards Work — a card played to stop an attack is placed in the
discard pile (or banished) after use; this one stays in play instead, and its player may use it
once more to defend against a later attack this combat, as if played from the hand (its text is
read again); after that second use, or when combat ends (combat_steps), it goes where it would
have gone. The attack-card reading of "this card" is the attack's own "stays in play"
(resolution's fx.StaysInPlay).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import Ctx, info, log, log_combat, title
from reishi.games.dbz.state import DbzState, Zone

RB_DEFENSE = "DBZ RB: How Attack and Defense Cards Work"
_STAYS = "stays for another defense"
_USES = "use of "


def _ex_card_stays(state: DbzState, e: fx.CardStaysInPlay, ctx: Ctx) -> None:
    card, attack = ctx.source, state.attack
    if attack is not None and attack.source_kind == "card" and attack.card == card:
        attack.stays = not state.second_use[card]  # an attack card: the attack stays
        return
    if card < 0 or state.zone_of(card) is not Zone.PLAYING or state.second_use[card]:
        state.last_done = False  # already its second use
        return
    log_combat(state, ctx.seat, f"{_STAYS} {card}")


def stays_after_defense(state: DbzState, card: int) -> bool:
    """Whether a card that defended stays in play for its second use (else it is finished)."""
    keys = {(seat, f"{_STAYS} {card}") for seat in (0, 1)} & state.combat_log
    if not keys or not state.in_combat:
        state.second_use[card] = False
        return False
    state.combat_log = state.combat_log - keys
    state.second_use[card] = True
    log(state, ev.RuleApplied, f"{title(state, card)} stays in play for a second use", RB_DEFENSE)
    return True


def staying_defenses(state: DbzState, seat: int) -> list[int]:
    """The seat's cards that stop attacks and stay in play for a second use."""
    return [
        c
        for c in state.cards_in(seat, Zone.PLAYING)
        if state.second_use[c] and info(state, c).is_shield
    ]


def _ex_stays_for_uses(state: DbzState, e: fx.StaysForUses, ctx: Ctx) -> None:
    # Each use of the attack counts once (the sentence is read at every use); it stays until
    # the last of its uses (attacks._run_atk_finish keeps it in play while ``stays``).
    attack = state.attack
    if attack is None or attack.source_kind != "card" or attack.card != ctx.source:
        state.last_done = False
        return
    used = _USES + str(ctx.source)
    count = 1 + sum(1 for s, w in state.combat_log if s == ctx.seat and w.startswith(used + " "))
    log_combat(state, ctx.seat, f"{used} {count}")
    attack.stays = count < e.times


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.CardStaysInPlay: _ex_card_stays,
    fx.StaysForUses: _ex_stays_for_uses,
}
