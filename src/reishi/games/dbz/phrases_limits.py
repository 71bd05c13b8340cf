"""Phrase family: limits on anger, Endurance and critical damage, as ``Restriction`` records.

"Your opponent cannot gain more than 1 anger from each card effect", "Your anger can only be
lowered by critical damage effects", "The Endurance on non-styled cards cannot be used",
"Your Allies cannot be discarded by critical damage effects": each names what the rules then
refuse for its duration (``basics.restricted``), read where the rule applies (stages.change_anger,
attacks: Endurance and the critical damage effect that discards an Ally).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

# What each limit refuses (kit.KNOWN_RESTRICTIONS lists them with the others).
ANGER_CAP = "gain more than 1 anger from each effect"
NON_STYLED_ENDURANCE = "use non-styled endurance"
ALLIES_KEPT_FROM_CRITS = "have allies discarded by crits"
LIMITS = (ANGER_CAP, NON_STYLED_ENDURANCE, ALLIES_KEPT_FROM_CRITS)

_DURATIONS = {
    "this combat": "combat",
    "for the remainder of combat": "combat",
    "until the end of your next turn": "end next turn",
    "": "while in play",
}
_WHEN = r"(this combat|for the remainder of combat|until the end of your next turn)"


def _duration(m: re.Match[str]) -> str:
    words = next((g for g in m.groups() if g and g.lower() in _DURATIONS), "")
    return _DURATIONS[words.lower()]


def _anger_cap(m: re.Match[str], sub: Sub) -> fx.Effect:
    """At most 1 anger from each card effect (a raise of more is a raise of 1)."""
    return fx.Restriction(Who.OPPONENT, ANGER_CAP, _duration(m))


PHRASES.append(
    (
        rf"(?:{_WHEN},? )?your opponent cannot gain more than (?:1|one) anger from each card "
        rf"effect(?: {_WHEN})?",
        _anger_cap,
        True,
    )
)


def _crits_only(m: re.Match[str], sub: Sub) -> fx.Effect:
    """Only a critical damage effect lowers your anger: card effects cannot."""
    # A critical damage effect lowers anger as a rule of the game, not as a card effect
    # (DBZ RB: Critical Damage; attacks._run_crit_effect), which "have anger lowered" spares.
    return fx.Restriction(Who.YOU, "have anger lowered", _duration(m))


PHRASES.append(
    (
        rf"(?:{_WHEN},? )?your anger can only be lowered by critical damage effects(?: {_WHEN})?",
        _crits_only,
        True,
    )
)


def _non_styled_endurance(m: re.Match[str], sub: Sub) -> fx.Effect:
    """Endurance of Freestyle cards is not used (DBZ RB: Glossary — Endurance)."""
    return fx.Restriction(Who.EACH, NON_STYLED_ENDURANCE, _duration(m))


PHRASES.append(
    (
        rf"the endurance on non-styled cards cannot be used(?: {_WHEN})?",
        _non_styled_endurance,
        True,
    )
)


def _allies_kept(m: re.Match[str], sub: Sub) -> fx.Effect:
    """A critical damage effect cannot choose to discard your Allies."""
    return fx.Restriction(Who.YOU, ALLIES_KEPT_FROM_CRITS, _duration(m))


PHRASES.append(
    (
        rf"(?:{_WHEN},? )?your allies cannot be discarded by critical damage effects"
        rf"(?: {_WHEN})?",
        _allies_kept,
        True,
    )
)


def _prevent_kind(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Prevent all damage from an energy attack": a defence against that kind only."""
    return fx.Prevent(all_damage=True, kind=m.group(1).lower())


PHRASES.append((r"prevent all damage from an? (physical|energy) attack", _prevent_kind, True))


def _balls_lose_effects(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Dragon Balls lose all effects for the remainder of combat".

    Their constant effects are silenced (basics.lost_effects) and their immediate effects are
    not used (the "use dragon ball effects" restriction), both until the end of combat.
    """
    return fx.Sequence(
        (
            fx.LoseEffects(("dragon ball",)),
            fx.Restriction(Who.EACH, "use dragon ball effects", "combat"),
        )
    )


PHRASES.append(
    (
        r"dragon balls lose all effects (?:for the remainder of combat|this combat|until the end "
        r"of combat)",
        _balls_lose_effects,
        True,
    )
)


def _must_declare(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "If you can declare combat, you must do so": you may not skip combat (DBZ RB: Gameplay)."""
    return fx.Restriction(Who.YOU, "skip combat", "while in play")


PHRASES.append((r"if you can declare combat, you must do so", _must_declare, True))


def _prevent_unqualified(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Prevent damage from an attack": no amount is named, so all of it (as "all damage")."""
    return fx.Prevent(all_damage=True)


PHRASES.append((r"prevent damage from (?:an|that|this) attack", _prevent_unqualified, False))


@PHRASES(
    r"while you control (?:1|one) ally, it cannot be discarded by critical damage effects",
    first=True,
)
def _lone_ally_kept_from_crits(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Tag Team Mastery: the same limit while the player controls exactly one Ally
    # ("you control 1 ally"), a guarded restriction (basics.restricted).
    limit = fx.Restriction(Who.YOU, ALLIES_KEPT_FROM_CRITS, "while in play")
    return fx.If("you control 1 ally", (limit,))
