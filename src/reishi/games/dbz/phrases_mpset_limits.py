"""Phrase families of the Main Personality sets: how often and when a Power is used (once
per attack), what an attack gains or keeps (a second use, HIT effects when stopped, banished
damage), constants that offer hand cards or another player's search, and amounts changed
("double that amount", "attacks that do not have AT base damage").

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError, description

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    r"you may use this (?:defense power|power|drill|card) more than once per turn,? "
    r"but only once per attack\.?",
    first=True,
)
def _once_per_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 20 - Master Planner, Android 20's Scouting Drill: the once-per-turn limit of a
    # Power (DBZ RB: Glossary — Power) becomes once per attack (basics.power_used).
    return fx.OncePerAttack()


@phrase(
    r"the first attack you play each combat stays in play to be used a second time "
    r"(?:that|this) combat\.?",
    first=True,
)
def _first_played_stays(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Tenshinhan - Smug: the first attack played from a card each combat (a Power's attack is
    # performed, not played) stays in play for a second use (attack_start.gained).
    return fx.AttacksGain("your first played attack each combat", (fx.StaysInPlay(),))


@phrase(
    r"as an action(?: during combat)?, you may (discard|banish) (an? .+?) from your hand to (.+)",
    first=True,
)
def _hand_card_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Cell Jr. - Confident's constant: each matching hand card is offered as an action
    # (steps_mpset_hand); no limit is printed, so none is kept but the cards themselves.
    return fx.HandCardAction(m.group(1).lower(), description(m.group(2)), (sub(m.group(3)),))


@phrase(
    r"your ((?:physical |energy |styled |non-styled )*)attacks that do not have at base damage "
    r"(deal .+)",
    first=True,
)
def _no_at_base_modifier(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Cell Jr. - Confident: "Your physical attacks that do not have AT base damage deal +3
    # stages of damage": the modifier holds for an attack whose damage is not AT-based.
    inner = sub(f"your {m.group(1)}attacks {m.group(2)}")
    if not isinstance(inner, fx.AttackModifier) or inner.condition:
        raise UnknownWordsError(m.group(0))
    return msgspec.structs.replace(inner, condition=fx.NO_AT_BASE)


@phrase(
    r"if an? ((?:dragon ball|ally|drill|setup)) (?:is|was) (banished|discarded|destroyed) "
    r"(?:in )?this way, (you may )?play it\.?",
    first=True,
)
def _play_moved(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Mercenary Tao - Armed: the card the sentence before banished is played if it is one
    # (conditions_mpset: the condition; steps_mpset: playing it from where it went).
    what = m.group(1).lower()
    play: fx.Effect = fx.PlayMoved(what)
    condition = f"a {what} was {m.group(2).lower()} this way"
    return fx.If(condition, (fx.Optional(play) if m.group(3) else play,))


@phrase(r"if stopped, use this attack's hit effects\.?", first=True)
def _hit_if_stopped(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The HIT effects are used when the attack is stopped too (attacks: the HIT step).
    return fx.HitIfStopped()


_GAINABLE = (fx.HitIfStopped, fx.BanishAfterUse)


@phrase(
    r"(?:your mp )?pays? (\d+) (?:power )?stages? to make that attack gain,? "
    r"['\"“‘](.+)['\"”’]\.?",
    first=True,
)
def _pay_for_attack_texts(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Nail - Warrior: "Your MP pays 1 stage to make that attack gain, 'If stopped, use this
    # attack's HIT effects' and 'Banish after use.'": each quoted text is the attack's until
    # it ends (steps_mpset); only texts that an attack can have this way are read.
    texts = re.split(r"['\"”’],? and ['\"“‘]|['\"”’], ['\"“‘]", m.group(2))
    gained = tuple(sub(text.strip()) for text in texts)
    if not all(isinstance(text, _GAINABLE) for text in gained):
        raise UnknownWordsError(m.group(0))
    return fx.Stipulation(fx.PayStages(int(m.group(1))), fx.ThatAttackGains(gained))


@phrase(
    r"the first time each turn when your opponent uses an effect to search a life deck or "
    r"discard pile for (?:1|one) card, you may search and choose that card instead of your "
    r"opponent\.?",
    first=True,
)
def _search_instead(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Master Roshi - Barricade: offered at the first such search of each turn
    # (steps_mpset_search); the card goes where the searching effect says.
    return fx.SearchInstead()


@phrase(
    r"((?:physical |energy )?)attacks performed by this personality (deal .+?) and their "
    r"(?:life card )?damage is banished\.?",
    first=True,
)
def _own_attacks_banish_damage(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Broly - Relentless: the modifier as the grammar reads it, and the life cards its physical
    # attacks take banished instead of discarded (performed_steps.life_damage_banished).
    kind = m.group(1).strip().lower()
    modifier = sub(f"{m.group(1)}attacks performed by this personality {m.group(2)}")
    banished = fx.LifeDamageBanished(fx.Who.YOU, "while in play", kind, "this personality")
    return fx.Sequence((modifier, banished))


@phrase(
    r"the first time during combat one of your effects shuffles or rejuvenates cards from your "
    r"discard pile into your life deck, double that amount\.?",
    first=True,
)
def _double_recycle(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Lord Slug - Renewed: the count of that effect doubled, once a combat (steps_mpset_recycle).
    return fx.DoubleRecycle()
