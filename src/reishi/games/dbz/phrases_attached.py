"""Phrase families of cards in play and attached: "While attached when …" written without its
comma, and "return this card to your hand" from play.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import ALLY_CONSTANTS_SILENT, HOST_SILENT, HOST_TITLE_SILENT
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


# "Attach to one of your opponent's Drills" (Ensnared): whose card in play the attacher picks,
# and what it must be, as conditions.card_matches reads it (moves.attach). Orange Aggression's
# "a non-Styled Setup or Drill" is non-Styled either way.
_HOSTS = {
    "one of your drills": (Who.YOU, "drill"),
    "one of your opponent's drills": (Who.OPPONENT, "drill"),
    "a setup, drill, or ally that your opponent controls": (Who.OPPONENT, "setup or drill or ally"),
    "a non-styled setup or drill": (Who.ANY, "non-styled setup or non-styled drill"),
    "a dragon ball you control": (Who.YOU, "dragon ball"),
}


@phrase(rf"attach (?:this card )?to ({'|'.join(_HOSTS)})")
def _attach_to_card(m: re.Match[str], sub: Sub) -> fx.Effect:
    whose, what = _HOSTS[m.group(1).lower()]
    return fx.AttachTo(fx.HOST_CARD, whose, what)


@phrase(r"that (?:drill|setup|ally|card) loses all effects")
def _host_silent(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Ensnared: "While attached, that Drill loses all effects" (basics.silenced_hosts).
    return fx.Restriction(Who.EACH, HOST_SILENT, "while in play")


@phrase(r"that dragon ball gains [\"“'](whenever .+?)\.?[\"”']")
def _host_gains(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Hunt: "While attached, that Dragon Ball gains "Whenever a Dragon Ball you own is
    # banished …, Rejuvenate it."": the Dragon Ball's text while it has its effects (a gained
    # Instant Power, Namekian Impending Doom's, is not read: the host's player would use it).
    return fx.HostGains((sub(m.group(1)),))


@phrase(r"cards with that (?:title|tile) lose all effects")
def _host_title_silent(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Aggression: "While attached, cards with that tile [title] lose all effects".
    return fx.Restriction(Who.EACH, HOST_TITLE_SILENT, "while in play")


@phrase(
    r"banish this card when (your opponent plays an event) and cancel the effects of that event",
    first=True,
)
def _banish_and_cancel(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Eviction: the Event is "that event" of the timing (resolution._push_timing), and
    # the timing resolves before the Event does (combat_steps.use_power).
    return fx.Whenever(m.group(1).lower(), (fx.BanishThis(), fx.CancelThatCard()))


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
