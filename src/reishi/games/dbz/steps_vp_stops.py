"""What a stop fits and when a card in the hand may stop: "stop a non-Styled attack", "stop an
attack from a personality's POWER", and "(If C, you may banish this card from your hand to stop
…)" offered only while C holds (DBZ RB: How Attack and Defense Cards Work; DBZ RB: Glossary —
Parenthesis Text).
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.attack_start import attack_is
from reishi.games.dbz.basics import info
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.state import Attack, DbzState

FROM_PERSONALITY_POWER = "from a personality's power"
BY_ALLY = "performed by an ally"  # Blue Introduction: "to stop an attack performed by an Ally"
# Stops of an attack's kind read its card type, as they always have ("physical or energy").
_KINDS = frozenset({"physical", "energy", "physical or energy"})
_PERSONALITIES = (CardType.MAIN_PERSONALITY, CardType.ALLY)


def stop_fits(state: DbzState, attack: Attack, kind: str) -> bool:
    """Whether a stop of ``kind`` reaches this attack."""
    if kind in _KINDS or not kind:
        return attack.kind in kind
    if kind == FROM_PERSONALITY_POWER:
        # Heroic Jab: an attack a Power performs, of an MP or an Ally (DBZ RB: Glossary —
        # Personality), not one played from the hand.
        return attack.source_kind == "power" and state.defs[attack.card].type in _PERSONALITIES
    if kind == BY_ALLY:
        # The personality performing it is an Ally (DBZ RB: Allies During Combat).
        return attack.performer >= 0 and state.defs[attack.performer].type is CardType.ALLY
    return attack_is(state, attack, kind)  # "non-styled", "styled physical"


def dual_use_allowed(state: DbzState, seat: int, card: int) -> bool:
    """Whether a card whose stop use is "If C, you may … to stop …" may stop now (C holds)."""
    for effect in info(state, card).immediate:
        inner = effect.effect if isinstance(effect, fx.Optional) else effect
        if isinstance(inner, fx.StopInstead) and inner.condition:
            return condition_holds(state, seat, inner.condition)
    return True
