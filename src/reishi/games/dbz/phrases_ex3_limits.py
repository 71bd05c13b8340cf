"""Phrase families of card rules that limit a player's uses: "You may only use one Turles' Fruit
per turn" (a player who used one card of that title this turn cannot use another:
basics.unusable offers none, instants re-checks an offer after each use); "Players cannot use
Setups unless they have performed an attack from their hand this turn" (Yajirobe - Bundled: a
restriction each player is free of once he performed an attack from his hand this turn;
basics.unusable).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import SETUPS_AFTER_HAND_ATTACK, SETUPS_AFTER_STYLED_HAND_ATTACK
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(r"you may only use one (.+?) per turn", first=True)
def _one_use_per_turn(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.OneUsePerTurn(m.group(1).strip(" \"'“”").lower())


@phrase(
    r"players cannot use setups unless they have performed an attack from their hand this turn",
    first=True,
)
def _setups_after_hand_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Restriction(fx.Who.EACH, SETUPS_AFTER_HAND_ATTACK, "while in play")


@phrase(
    r"players cannot use setups this combat unless they have performed a styled attack from "
    r"their hand during combat",
    first=True,
)
def _setups_after_styled_hand_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Restriction(fx.Who.EACH, SETUPS_AFTER_STYLED_HAND_ATTACK, "combat")
