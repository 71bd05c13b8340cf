"""A power level considered to be another: "If your MP has a lower power level than the attacking
personality, your power level is considered to be 1,000,000 this combat." (Saiyan Palm Block),
"Until the end of your next turn, while your power level is above 0 your power level is
considered to be 1,000,000." (Saiyan Empowered Slide; fx.PowerLevelConsidered).

DBZ RB: Glossary — Power Level: the rating of a personality's current power stage, read by the
Attack Table (attacks.attack_damage) and by the conditions comparing power levels; both read
``considered_power_level``, which the floating effect changes for its player's MP (the latest
one made wins). The MP's own stages and its printed power level are unchanged (the view shows
them), and "while your power level is above 0" reads the printed one.
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz.state import DbzState, Floating


def considered_power_level(state: DbzState, card: int) -> int:
    """The personality's power level as the rules read it now."""
    printed = state.power_level(card)
    if not state.floating:
        return printed
    level = printed
    for f in state.floating:
        e = f.effect
        if (
            isinstance(e, fx.PowerLevelConsidered)
            and card == state.mp(f.seat)
            and (not e.above_zero or printed > 0)
        ):
            level = e.value
    return level


def made(state: DbzState, seat: int, source: int, e: fx.PowerLevelConsidered) -> Floating:
    """The floating effect a resolved "… is considered to be …" leaves for its duration."""
    return Floating(seat, source, e, e.until, state.turn)
