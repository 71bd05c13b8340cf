"""Phrase families of Evolution cards about the card a sentence before revealed: "Reveal the
bottom card of your Life Deck. If that card is Styled or a Dragon Ball, you may place it into your
hand" (Namekian Restored Mastery, Red Analysis): "that card" and "it" are the revealed card
(pile_steps: RevealBottom makes it the chosen card), never the card whose text it is; "banish
your opponent's discard pile" (Saiyan Fierce Kick: all of its cards, as "Banish your discard
pile" reads); "If this card would be discarded from your hand by one of your effects, you may
banish it instead" (Saiyan Blockade: the card's replacement, its "If you do, …" sentence is what
banishing it does; moves.discard_by_effect offers it); "The first time each combat one of your
card effects requires you to discard 1 card from your hand, you may reveal that card instead" and
"The next time … this combat, you may reveal it instead" (Vegeta - Calculating, Black Dispel:
steps_ev_reveal); "You may choose for that attack to deal its life card damage as stages of
damage instead" (Vegeta - Calculating's Instant Power on the attack it sees performed); "You
may only have one copy of Android Attack Drill in play" (a Drill's limit: moves.drill_refusal);
"Your opponent may discard a card from his hand to search his Life Deck for …" (Defiant
Challenge: the opponent is asked, and does it as his own effect, OpponentMayUse).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import SELF_EVENTS, is_known_condition
from reishi.games.dbz.phrases_mpe_attacks import LIFE_AS_STAGES
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"if (that card (?:is|was) [^,]+), (you may )?place it into your hand", first=True)
def _that_card_to_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Styled or a Dragon Ball": the description's alternatives without their articles.
    condition = re.sub(r" or an? ", " or ", m.group(1).lower())
    if not is_known_condition(condition):
        raise UnknownWordsError(m.group(0))
    move: fx.Effect = fx.MoveChosen("hand")
    return fx.If(condition, (fx.Optional(move) if m.group(2) else move,))


@phrase(r"banish (?:your opponent's|his) discard pile")
def _banish_their_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    return sub("banish all cards from your opponent's discard pile")


_SELF = "|".join(sorted((re.escape(k) for k in SELF_EVENTS), key=len, reverse=True))


@phrase(rf"if this card would be ({_SELF}), you may banish it instead", first=True)
def _banish_instead(m: re.Match[str], sub: Sub) -> fx.Effect:
    event = m.group(1).lower()
    if "discarded from your hand" not in event:
        raise UnknownWordsError(m.group(0))  # only a discard from the hand offers it
    return fx.FromHand(event, (), instead=True)


_REQUIRES = (
    r"(one of your (?:card )?effects|a card effect) requires you to discard (?:1|a|one) cards? "
    r"from your hand"
)


@phrase(
    rf"the (first) time each combat {_REQUIRES}, you may reveal (?:that card|it) instead"
    rf"|the (next) time {_REQUIRES} this combat, you may reveal (?:that card|it) instead",
    first=True,
)
def _reveal_instead(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Vegeta - Calculating prints "discard 1 cards": one card all the same.
    whose = (m.group(2) or m.group(4)).lower()
    return fx.RevealInsteadOfDiscard(
        by_you=whose.startswith("one of your"), first_each_combat=bool(m.group(1))
    )


@phrase(
    r"(you may )?choose for that attack to deal its life card damage as (?:power )?stages of "
    r"damage instead",
    first=True,
)
def _that_attack_life_as_stages(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Use when you perform a Styled attack. You may choose for that attack …": the attack being
    # performed, as the constant "Whenever you perform …" gives each attack that choice.
    chosen = fx.AttackProperty(LIFE_AS_STAGES)
    return fx.Optional(chosen) if m.group(1) else chosen


@phrase(r"you may only have one copy of (.+) in play", first=True)
def _only_one_in_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android Attack Drill: a limit on the Drills you control (moves.drill_refusal).
    return fx.OnlyOneInPlay(m.group(1).strip(" \"'“”").lower())


# Seen from the opponent's side: "his" Life Deck is "your" Life Deck, "your" MP "your opponent's".
_HIS_SIDE = {
    "his or her": "your",
    "his": "your",
    "her": "your",
    "their": "your",
    "him": "you",
    "your": "your opponent's",
    "you": "your opponent",
}
_TIMING_WORDS = re.compile(
    r"\b(?:at the (?:start|end|beginning)|whenever|when|after|until|each turn)\b", re.IGNORECASE
)
_PRONOUN = re.compile(r"\b(his or her|his|her|their|him|your|you)\b", re.IGNORECASE)


@phrase(r"your opponent may (?!not\b|only\b)(.+)")
def _opponent_may(m: re.Match[str], sub: Sub) -> fx.Effect:
    # DBZ RB: Glossary — "may": the opponent chooses; what he does is his own effect. A timing
    # ("… at the start of each turn") is no choice made now: another reading's.
    if _TIMING_WORDS.search(m.group(1)):
        raise UnknownWordsError(m.group(0))
    words = _PRONOUN.sub(lambda w: _HIS_SIDE[w.group(1).lower()], m.group(1))
    return fx.OpponentMayUse((sub(words),))


@phrase(r"set all personalities to (\d+) (?:power )?stages above 0")
def _set_all_stages(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.SetStagesAll(int(m.group(1)))


@phrase(r"whenever an ally's power level is 0, it is banished", first=True)
def _ally_at_zero_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Hidden Power Drill: "it" is the Ally the event is about (resolution._push_timing makes it
    # the chosen card), banished by the Drill's player's effect if it is still that Ally at 0
    # when the timing resolves (another timing may have moved it first).
    banished = fx.If("that ally's power level is 0", (fx.MoveChosen("banish"),))
    return fx.Whenever("an ally's power level is 0", (banished,))


@phrase(
    r"(?:you may not|players? cannot) search for ['\"]?(.+?)['\"]? with this card(?:'s)? effects?"
)
def _not_searchable(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 18's Toss: a card rule its own search reads, not an effect that resolves.
    return fx.NotSearchable(m.group(1).lower())
