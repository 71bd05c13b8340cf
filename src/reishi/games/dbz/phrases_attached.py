"""Phrase families of cards in play and attached: "While attached when …" written without its
comma, and "return this card to your hand" from play.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import ALLY_CONSTANTS_SILENT
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()


phrase = PHRASES


@phrase(r"while attached ((?:when|whenever|at the|as an action|once per) .+)")
def _while_attached_no_comma(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "While attached when your MP changes levels, …": the comma the data leaves out; the
    # timing that follows is the attached card's (DBZ CRD: General — Attached Cards).
    return sub(f"while attached, {m.group(1)}")


@phrase(r"(destroy|banish) (?:a|an|one|1) cards? attached to (your|your opponent's) mp")
def _remove_attached_to(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Leaping Strike: "Banish a card attached to your MP": any player's card on that
    # MP (a card attached to the opponent's MP is its attacher's: moves.attach).
    return fx.Remove(m.group(1).lower(), (f"card attached to {m.group(2).lower()} mp",))


@phrase(r"return this (?:card|drill|setup|ally) to (?:your|its owner's) hand")
def _return_this(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.ReturnThis()


_ONE = {"drills": "drill", "setups": "setup", "allies": "ally"}


@phrase(
    r"(shuffle|return|place) (?:one|a|an|1) of your (drills|setups|allies)(?: in play)? (into "
    r"(?:your|its owner's) (?:life deck|hand))"
)
def _one_of_yours(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Shuffle one of your Drills in play into your Life Deck": a Drill you control.
    kind = _ONE[m.group(2).lower()]
    return sub(f"{m.group(1)} a {kind} you control {m.group(3)}")


@phrase(r"allies with \[?constant\]? powers lose all effects( this turn| this combat)?")
def _allies_with_constants_silent(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Obstructing Drill (a constant: while it is in play), Red Stylish Entrance ("this
    # turn"): both players' Allies with a [CONSTANT] Power (basics.silenced_cards).
    duration = "turn" if (m.group(1) or "").strip() == "this turn" else "combat"
    return fx.Restriction(Who.EACH, ALLY_CONSTANTS_SILENT, duration)


@phrase(r"dragon balls lose all effects( this combat| for the remainder of combat)?")
def _dragon_balls_silent(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Their immediate effects cannot be used, and their constants and Powers are ignored
    # (basics.lost_effects), for every player: while the card is in play when it is a
    # constant, else for this combat.
    return fx.Sequence(
        (
            fx.Restriction(Who.EACH, "use dragon ball effects"),
            fx.Restriction(Who.EACH, "dragon balls lose all effects"),
        )
    )
