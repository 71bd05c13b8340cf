"""Phrase families of Vengeance and Perfection attacks the grammar lacked: "Your damage
modifiers on this attack are doubled" (Black Confident Shot).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_x
from reishi.games.dbz.phrases_pool import QTY, PhraseTable, Sub, UnknownWordsError, quantity, who

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"your damage modifiers on this attack are doubled", first=True)
def _modifiers_doubled_here(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Confident Shot: each "+"/"-" damage effect of the attacker counts twice on this
    # attack only (DBZ CRD: Damage — Modifiers: any "+" or "-" effect is a modifier), the
    # attack's own property like "cannot be redirected" (attacks._modifier_factor).
    return fx.AttackProperty("has its player's damage modifiers doubled")


@phrase(
    rf"banish {QTY} ((?:non-)?styled )?((?:physical|energy) )?attacks?(?: cards?)? "
    r"(?:in|from) (your|your opponent's|a player's) discard pile",
    first=True,
)
def _banish_attack_from_discard(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Decapitation: "banish a Styled physical attack from your discard pile": attacks named
    # by kind (the description grammar wants a card noun: "physical attack card").
    count, pick = quantity(m.group(1))
    what = f"{m.group(2) or ''}{m.group(3) or ''}attack".strip().lower()
    return fx.MoveCards("discard pile", "banish", what, count, pick, who(m.group(4)))


_COPY_THAT = re.compile(r"perform a copy of that attack\.?", re.IGNORECASE)


def copy_of_moved(before: tuple[fx.Effect, ...], clause: str) -> fx.Effect | None:
    """ "If you do, perform a copy of that attack" after a card rule whose effect moved an attack
    card (Blue Decapitation: "… to banish a Styled physical attack from your discard pile"):
    "that attack" is the card moved (DBZ CRD: Individual Card Rulings — U66 Blue Avoidance, a
    copy performed by the MP), or None when the sentence is not that."""
    moved = before[-1] if before else None
    if not (_COPY_THAT.fullmatch(clause.strip()) and isinstance(moved, fx.MoveCards)):
        return None
    return fx.CopyAttack(fx.MOVED_ATTACK) if moved.what.endswith("attack") else None


@phrase(
    r"prevent all damage from the next ((?:(?:non-)?styled |physical |energy )*)attack "
    r"(?:that )?your opponent performs this combat",
    first=True,
)
def _prevent_next_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Overflowing Burst: a prevention waiting for the opponent's next attack of that kind
    # this combat (steps_ven), spent on it; an unpreventable one is not prevented.
    return fx.PreventNextAttack(m.group(1).strip().lower())


@phrase(r"this attack costs ([+-]\d+) stages? for each (.+?)", first=True)
def _cost_per(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Salvo: "(This attack costs -1 stage for each Dragon Ball in play, to a minimum of
    # 0.)": its own cost, counted when it is priced (attack_start.attack_cost; "to a minimum of
    # 0" is phrases_pool's: no cost goes below 0).
    x = f"the number of {m.group(2).strip().lower()}"
    if not is_known_x(x):
        raise UnknownWordsError(m.group(0))
    return fx.CostPer(int(m.group(1)), x)


@phrase(
    r"(?:damage from )?your ((?:(?:non-styled|styled|named|physical|energy) )*)attacks "
    r"(cannot be stopped|cannot be prevented|cannot have their damage prevented) this turn",
    first=True,
)
def _attacks_have_this_turn(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Return Fire: "… damage from your attacks cannot be prevented this turn": attacks are
    # performed only in the Combat Step, one a turn (DBZ RB: Turn Sequence), so "this turn"
    # holds for the same attacks as "this combat" does.
    return sub(f"your {m.group(1)}attacks {m.group(2)} this combat")


@phrase(
    r"(.*?)\bone of your other (allies|drills|setups) you control"
    r"(?: with ['\"“‘]([^'\"”’]+)['\"”’] in the title)?(.*)",
    first=True,
)
def _one_of_your_other(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 13 - Powerful: "You may banish one of your other Allies you control with 'Android'
    # in the title to draw a card": a card of that kind in play, never the one whose effect it
    # is (pool_steps.candidates reads "other").
    kind = {"allies": "ally", "drills": "drill", "setups": "setup"}[m.group(2).lower()]
    titled = f' with "{m.group(3)}" in the title' if m.group(3) else ""
    record = sub(f"{m.group(1)}an {kind} you control{titled}{m.group(4)}")
    moves = [r for r in _nested(record) if isinstance(r, fx.MoveCards) and r.source == "play"]
    if len(moves) != 1:
        raise UnknownWordsError(m.group(0))
    return _replaced(
        record, moves[0], msgspec.structs.replace(moves[0], what=fx.OTHER_PREFIX + moves[0].what)
    )


def _nested(effect: fx.Effect) -> list[fx.Effect]:
    found = [effect]
    for name in effect.__struct_fields__:
        value = getattr(effect, name)
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, fx.Effect):
                found.extend(_nested(item))
    return found


def _replaced(effect: fx.Effect, old: fx.Effect, new: fx.Effect) -> fx.Effect:
    """``effect`` with the nested record ``old`` replaced by ``new``."""
    if effect is old:
        return new
    changes: dict[str, object] = {}
    for name in effect.__struct_fields__:
        value = getattr(effect, name)
        if isinstance(value, fx.Effect):
            changes[name] = _replaced(value, old, new)
        elif isinstance(value, tuple) and any(isinstance(v, fx.Effect) for v in value):
            changes[name] = tuple(
                _replaced(v, old, new) if isinstance(v, fx.Effect) else v for v in value
            )
    return msgspec.structs.replace(effect, **changes) if changes else effect


@phrase(
    r"your next successful attack this combat cannot have its damage prevented and gains "
    r"[\"“'‘]hit:? (.+?)\.?[\"”'’]",
    first=True,
)
def _next_successful_gains(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 13's Impenetrable Defense: both bind to the next attack of its player that
    # succeeds; a HIT runs only on success, so each attack carries it until one succeeds.
    unpreventable = sub("your next successful attack this combat cannot have its damage prevented")
    # The quoted HIT is compiled as a sentence of its own (as phrases_early_gain's).
    return fx.Sequence((unpreventable, fx.NextSuccessfulGains((fx.Hit((sub(m.group(1)),)),))))
