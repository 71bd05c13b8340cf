"""Phrase families about attacks as a whole: life card damage that is banished.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()


phrase = PHRASES


@phrase(
    r"(for the remainder of combat, )?life card damage from (your )?attacks is banished"
    r"( this combat| for the remainder of combat)?"
)
def _life_damage_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    # DBZ CRD: Damage — Discarding damage: the Life Cards are banished instead of discarded
    # (Endurance may still be used against the attack).
    whose = Who.YOU if m.group(2) else Who.ANY
    duration = "this combat" if (m.group(1) or m.group(3)) else "while in play"
    return fx.LifeDamageBanished(whose, duration)


_KIND = r"((?:(?:styled|non-styled|physical|energy) )*)"
_FREE = -99  # "you do not have to pay power stage costs": any cost comes down to 0


@phrase(
    rf"you do not have to pay (?:the )?power stage costs? (?:for|of) your next {_KIND}attack"
    r" this combat"
)
def _next_attack_free(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The next attack of that kind costs nothing, and only it (attack_start: "next attack").
    return fx.CostModifier(Who.YOU, _FREE, m.group(1).strip().lower(), "next attack")


@phrase(
    rf"(your next {_KIND}attack this combat [^,]+?) and you do not have to pay (?:the )?power "
    r"stage costs? for it"
)
def _next_attack_and_free(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Your next Styled energy attack this combat cannot have its damage prevented and you do
    # not have to pay power stage costs for it": both bind to that one attack.
    free = fx.CostModifier(Who.YOU, _FREE, m.group(2).strip().lower(), "next attack")
    return fx.Sequence((sub(m.group(1)), free))


@phrase(r"this attack stays on the table to be used a second time this combat")
def _stays_on_the_table(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "On the table" is in play (DBZ CRD: U66 Blue Avoidance speaks of it so).
    return fx.StaysInPlay()


_MILL = r"(destroys?|banish(?:es)?|destroys? or banish(?:es)?)"


def _mill_verbs(words: str) -> tuple[str, ...]:
    lowered = words.lower()
    return tuple(v for v in ("destroy", "banish") if v in lowered)


@phrase(
    rf"whenever (?:one of )?your (?:card )?effects? {_MILL} cards from the top of your "
    r"opponent's life deck( this combat)?, increase that amount by (\d+)(?: and (.+))?"
)
def _mill_bonus(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Whenever one of your effects destroys cards from the top of your opponent's Life Deck,
    # increase that amount by 1": the effect moves that many more (moves.mill).
    after = (sub(m.group(4)),) if m.group(4) else ()
    duration = "this combat" if m.group(2) else "while in play"
    return fx.MillBonus(int(m.group(3)), _mill_verbs(m.group(1)), duration, after)


@phrase(
    r"your (?:card )?effects that (destroy|banish|destroy or banish) cards from the top of your "
    r"opponent's life deck have that amount increased by (\d+)"
)
def _mill_bonus_held(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.MillBonus(int(m.group(2)), _mill_verbs(m.group(1)))


@phrase(
    r"(?:while attached, )?your mp is considered to have a higher power level than the defending "
    r"personality for your card effects( this combat)?"
)
def _considered_higher(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Read by "the personality performing this attack has a higher power level than the
    # defending personality" when this player's MP performs the attack (conditions).
    return fx.ConsideredHigher("this combat" if m.group(1) else "while in play")


@phrase(
    rf"the first {_KIND}attack you perform each combat gains,?(?: -)? [\"“'‘]?hit: (.+?)[\"”'’]?"
)
def _first_attack_gains(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Vegeta - Elite: "The first Styled energy attack you perform each combat gains 'HIT: …'"
    # (attack_start.gained: only that attack; a second use of a card is never the first).
    which = f"your first {m.group(1).lower()}attack each combat"
    return fx.AttacksGain(which, (fx.Hit((sub(m.group(2)),)),))


@phrase(
    rf"if your next action is an? {_KIND}attack, it stays in play to be used a second time "
    r"this combat"
)
def _next_action_stays(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Spent by the player's next action, whatever it is (combat_steps); only an attack of that
    # kind from a card stays in play.
    return fx.NextActionStays(m.group(1).strip().lower())


@phrase(
    rf"(your|your opponent's) first {_KIND}attack each combat costs? ([+-]\d+) stages? to perform"
)
def _first_attack_cost(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Hanging Out Drill: only while that player has not attacked this combat.
    whose = Who.OPPONENT if "opponent" in m.group(1).lower() else Who.YOU
    kind = m.group(2).strip().lower()
    return fx.CostModifier(whose, int(m.group(3)), kind, "first each combat")
