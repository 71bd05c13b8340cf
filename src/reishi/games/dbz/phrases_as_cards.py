"""Phrase families of Awakening and Set 1: words the data writes loosely for rules the grammar
already has ("your Deck", a timing without its comma, "This Drill is not discarded when
changing levels"), and an opponent banishing from a hand he reveals.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import ALL, PhraseTable, Sub, description

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(r"this (?:drill|card) is not discarded when changing levels?\.?", first=True)
def _kept_when_changing_levels(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Protective Drill: "changing levels" covers advancing and dropping alike, which is
    # the rule NotDiscardedOnLevel keeps (DBZ RB: Drills — discarded when the level changes).
    return fx.NotDiscardedOnLevel()


@phrase(r"(.*?\byour) deck\b(.*)")
def _your_deck(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Destroy the top 3 cards of your deck", "Shuffle your Deck": a player's deck is the Life
    # Deck (DBZ RB: Glossary — Life Deck; the only deck a player plays from).
    return sub(f"{m.group(1)} life deck{m.group(2)}")


@phrase(r"((?:while attached, )?(?:when|whenever) [^,]+?) (you may .+)")
def _timing_without_comma(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "While attached, when entering combat you may draw a card": the comma the data leaves
    # out before the optional effect; the timing and the effect are the usual ones.
    return sub(f"{m.group(1)}, {m.group(2)}")


@phrase(
    r"your opponent reveals (?:his|his or her|their) hand and banishes (?:any|all) "
    r"((?:setups?|drills?|allies|dragon balls?)(?:(?:,| or| and|, and|, or) "
    r"(?:setups?|drills?|allies|dragon balls?))*) in (?:it|his hand|his or her hand|their hand)"
)
def _reveal_and_banish_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Entanglement's HIT: the hand is revealed (so both players see what is banished),
    # then every card of those kinds in it is banished; "any" leaves no choice to make.
    return fx.Sequence(
        (
            fx.RevealHand(fx.Who.OPPONENT),
            fx.MoveCards("hand", "banish", description(m.group(1)), ALL, "all", fx.Who.OPPONENT),
        )
    )


_KINDS = r"(?:setups|drills|allies)"


@phrase(
    rf"({_KINDS}(?:(?:,|,? and|,? or) {_KINDS})*) lose all effects "
    r"(?:this combat|for the remainder of combat)"
)
def _kinds_lose_effects(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Setups, Drills, and Allies lose all effects this combat": the same Isolation as "…
    # until the end of combat", its list written with commas.
    kinds = re.split(r",? (?:and|or) |, ", m.group(1))
    return sub(f"{' and '.join(kinds)} lose all effects until the end of combat")


@phrase(
    r"look at (your opponent's hand) and "
    r"(the top card of (?:a player's|your|your opponent's) life deck)"
)
def _look_at_both(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Protective Drill: "look at your opponent's hand and the top card of a player's Life
    # Deck": two looks, each the grammar's own.
    return fx.Sequence((sub(f"look at {m.group(1)}"), sub(f"look at {m.group(2)}")))


@phrase(
    r"if that ally is (?:still )?in play at the end of combat, (banish|discard|destroy) "
    r"(?:it|that ally)",
    first=True,
)
def _that_ally_at_end_of_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Brush Aside: "… search your discard pile for an Ally and play it. If that Ally is in
    # play at the end of combat, banish it.": "it" is the Ally, not this card, and the test
    # waits for the end of combat (DBZ CRD: Timing — Combat), remembering which Ally it was.
    then = fx.If("that ally is in play", (fx.MoveChosen(m.group(1).lower()),))
    return fx.DelayedForThat((then,))


# Other conditions "at the end of combat" are checked then, the timing first.
@phrase(r"if (?!that\b)([^,]+?) at the end of (?:combat|each combat), (.+)", first=True)
def _condition_at_end_of_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Lord Slug - Aged: "If you do not control a Dragon Ball at the end of combat, search …":
    # the end of combat is the timing and the condition is checked then (DBZ CRD: Timing —
    # Special timings), the same as "At the end of combat, if C, E".
    return sub(f"at the end of combat, if {m.group(1)}, {m.group(2)}")


@phrase(r"your opponent (?:pays|loses) (\d+) stages? or you may (.+)", first=True)
def _opponent_pays_or_you_may(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Turles - Watchful's HIT: "Your opponent pays 3 stages or you may raise your anger 2 levels
    # and use a critical damage effect": "you may" makes the attacker the one who chooses, and
    # the whole of what follows it is his option (not "A or B" and then C).
    first, second = f"your opponent loses {m.group(1)} stages", m.group(2)
    return fx.Choice((sub(first), sub(second)), (first, second))


@phrase(
    r"(once per combat, )?(?:you may )?(discard|rejuvenate|banish) (an? .+?) from your hand to "
    r"stop (?:an?|any) ((?:physical|energy|physical or energy) )?attack",
    first=True,
)
def _stop_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Cell Jr. - On the Move / Oppressive: a constant offered when defending (steps_as_stop).
    return fx.StopFromHand(
        m.group(2).lower(),
        description(m.group(3)),
        (m.group(4) or "physical or energy ").strip(),
        once_per_combat=bool(m.group(1)),
    )


@phrase(
    r"banish ([A-Z][\w.]*(?: [A-Z0-9][\w.]*)*) and ([A-Z][\w.]*(?: [A-Z0-9][\w.]*)*) if they are "
    r"under your control and/or in (?:your )?discard pile to (.+)",
    first=True,
)
def _banish_named_set(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 13 - Amused: both personalities are banished, from play or the discard pile, or
    # the level is not advanced (steps_as_named).
    return fx.Stipulation(fx.BanishNamedSet((m.group(1), m.group(2))), sub(m.group(3)))


@phrase(
    r"this attack's base damage is (?:(\d+) times the at|(at)(?: \+(\d+) stages?)?|(\d+) "
    r"(stages?|life cards?))(?: instead)?",
    first=True,
)
def _base_damage_instead(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Uppercut: "this attack's base damage is 7 stages instead"; Saiyan Clothesline:
    # "… 2 times the AT instead" (the AT counted twice, effects.Combined). Steps_as_attack.
    times, at, plus, amount, unit = m.groups()
    if times:
        return fx.BaseDamageInstead(fx.Combined(stages_at=int(times)))
    if at:
        return fx.BaseDamageInstead(fx.Combined(stages=int(plus or 0), stages_at=1))
    if unit.startswith("stage"):
        return fx.BaseDamageInstead(fx.Combined(stages=int(amount)))
    return fx.BaseDamageInstead(fx.Combined(life_cards=int(amount)))


# Constants changing how far a player's anger moves (steps_as_anger.anger_amount): the
# sentence and its record. Trunks - Bold: every lowering of his anger, whoever's effect, is of
# 1 level. Blue Smug Punch (while attached): a raise or lowering of the opponent's anger by
# your card effects is of one level more. Red Glare (attached to the opponent's MP): every
# raise the opponent makes of his own anger is of 1 level.
_ANGER_AMOUNTS = (
    (
        r"whenever your anger would be lowered by any amount, (?:its|it's|it is) lowered by "
        r"(?:1|one) (?:level )?instead",
        fx.AngerAmount("lower", "1"),
    ),
    (
        r"your card effects that raise or lower your opponent's anger have that amount "
        r"increased by (?:1|one)",
        fx.AngerAmount("either", "plus 1", by_you=True, opponents=True),
    ),
    (
        r"(?:while attached and )?whenever your opponent raises his anger, change that amount "
        r"to (?:1|one)",
        fx.AngerAmount("raise", "1", opponents=True, by_them=True),
    ),
)


def _anger_amount(record: fx.AngerAmount) -> Callable[[re.Match[str], Sub], fx.Effect]:
    return lambda m, sub: record


for _pattern, _record in _ANGER_AMOUNTS:
    PHRASES.append((_pattern, _anger_amount(_record), True))


@phrase(r"whenever you raise your anger( during combat)?, that amount is doubled", first=True)
def _anger_raised_doubled(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Trunks - Dashing: "you raise your anger": your own effects' raising, doubled.
    return fx.AngerAmount("raise", "double", by_you=True, in_combat=bool(m.group(1)))
