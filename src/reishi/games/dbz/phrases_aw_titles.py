"""A word considered in a card's title, and attacks of a titled kind: "(This card is considered
to have "Sword" in the title for your card effects.)" (Trunks' Knee Bash), "Your attacks with
"Sword" in the title cannot be stopped and gain "Raise your anger 1 level."" (Trunks -
Overwhelming).

The considered word is a card rule its owner's effects read (conditions.title_has); an attack's
kind "title:sword" holds for attacks whose card has the word so (attack_start.attack_is).
Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES

_WORD = r"[\"'“‘](\w+)[\"'”’]"


@phrase(rf"this card is considered to have {_WORD} in (?:the|its) title for your card effects")
def _title_for_effects(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Trunks' Knee Bash: its owner's effects only ("for your card effects"), as "This card's
    # Endurance is considered to be 5 for your card effects" is read.
    return fx.TitleForEffects(m.group(1).lower())


@phrase(
    rf"your attacks with {_WORD} in the title (cannot be stopped|cannot be prevented|cannot "
    rf"have their damage prevented)(?: and gain,? [\"“'](?P<gain>[^\"”]+?)\.?[\"”'])?",
    first=True,
)
def _titled_attacks_have(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Trunks - Overwhelming's [CONSTANT]: while it is in play, the player's attacks whose card
    # has the word in its title.
    word = m.group(1).lower()
    prop = "cannot be stopped" if "stopped" in m.group(2).lower() else "cannot be prevented"
    have = fx.AttacksHave(prop, fx.TITLED + word, "while in play")
    if m.group("gain") is None:
        return have
    return fx.Sequence((have, _gain(word, sub(m.group("gain")))))


@phrase(
    r"damage from attacks performed by personalities with (\w+) in the title cannot be "
    r"prevented",
    first=True,
)
def _performer_titled_unpreventable(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 20 - Mastermind's [CONSTANT]: either player's attack whose performer (an MP or an
    # Ally) has the word in its title (attack_start._bind_attack_effects).
    kind = fx.PERFORMER_TITLED + m.group(1).lower()
    return fx.AttacksHave("cannot be prevented", kind, "while in play", either=True)


@phrase(rf"your attacks with {_WORD} in the title gain,? [\"“'](?P<gain>[^\"”]+?)\.?[\"”']")
def _titled_attacks_gain(m: re.Match[str], sub: Sub) -> fx.Effect:
    return _gain(m.group(1).lower(), sub(m.group("gain")))


def _gain(word: str, effect: fx.Effect) -> fx.AttacksGain:
    # Read by attack_start.gained: only the attacks whose card has the word in its title.
    return fx.AttacksGain(f"your attacks with '{word}' in the title", (effect,))
