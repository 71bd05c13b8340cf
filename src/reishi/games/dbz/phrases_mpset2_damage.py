"""Phrase families of the Main Personality sets: whose damage modifiers apply to an attack
(Hercule's "doubled" and "not by your effects") and what follows using a Named card.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    r"your (named )?(?:attacks|cards) cannot have their damage modified by your effects\.?",
    first=True,
)
def _own_unmodified(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Hercule - Champion/Posing: the player's own "+"/"-" effects (the "+N" beside AT
    # included) do not apply to those attacks; the opponent's still do (DBZ CRD: Damage —
    # Modifiers). A Named card that deals damage is a Named attack.
    named = "named " if m.group(1) else ""
    return fx.AttacksProperty(f"your {named}attacks", "cannot be modified by your effects")


@phrase(r"your damage modifiers are doubled\.?", first=True)
def _modifiers_doubled(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Hercule - Guarded: each "+"/"-" damage effect of this player counts twice (DBZ CRD:
    # Damage — Modifiers: any "+" or "-" effect is a modifier).
    return fx.ModifiersDoubled()


@phrase(
    r"your attacks that do not have at base damage have their power stage damage doubled",
    first=True,
)
def _non_at_stages_doubled(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Clench: the stages such an attack deals, "+"/"-" modifiers included, twice.
    return fx.NonAtStagesDoubled()


@phrase(
    r"damage from attacks can only be modified by the effects of physical combat or energy "
    r"combat cards",
    first=True,
)
def _modified_only_by_combat_cards(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Ox King - Naming Genius: every attack, either player's (attacks.attack_damage).
    return fx.ModifiedOnlyBy("combat cards")


@phrase(
    r"damage from your ((?:non-styled |styled |physical |energy )*)attacks can only be modified "
    r"by this card's effects?",
    first=True,
)
def _modified_only_by_this(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Vegeta - Experienced: its player's non-Styled attacks, by its own constant alone.
    return fx.ModifiedOnlyBy("this card", m.group(1).strip().lower(), yours=True)


@phrase(
    r"whenever (an effect during combat|one of your effects) destroys non-dragon ball cards from "
    r"the top of (a|your opponent's) life deck, they are banished instead",
    first=True,
)
def _mill_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Remembrance Drill (any effect, during combat), Namekian Whack (its player's effects
    # on the opponent's Life Deck): a replacement of the destroying, read by moves.mill.
    own = m.group(1).lower() == "one of your effects"
    return fx.MillBanished(own=own, combat_only=not own)


@phrase(r"your named cards cannot have their damage modified and gain (.+)", first=True)
def _named_unmodified_gain(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Hercule - Guarded: two constants on the player's Named attacks in one sentence.
    return fx.Sequence(
        (
            sub("your named attacks cannot have their damage modified"),
            sub(f"your named attacks gain {m.group(1)}"),
        )
    )


@phrase(r"you cannot use the effects of constant drills\.?", first=True)
def _constant_drills_off(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Hercule - Posing: the [CONSTANT] effects of its player's Drills do not hold
    # (basics.constants leaves them out while this is in force).
    return fx.Restriction(fx.Who.YOU, "use constant drill effects")
