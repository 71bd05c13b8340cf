"""Main Personality set phrase families on real cards: whose damage modifiers apply (Hercule),
and what follows using a Named card."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone

from .families import assert_family_runs, game_at

FAMILIES = [
    # "Your attacks cannot have their damage modified by your effects"
    (
        "Hercule - Champion",
        fx.AttacksProperty("your attacks", "cannot be modified by your effects"),
    ),
    # "Your damage modifiers are doubled"
    ("Hercule - Guarded", fx.ModifiersDoubled()),
    # "Your named cards cannot have their damage modified and gain "HIT: Raise your anger 1
    # level.""
    ("Hercule - Guarded", fx.AttacksProperty("your named attacks", "cannot be modified")),
    # "You cannot use the effects of CONSTANT Drills"
    ("Hercule - Posing", fx.Restriction(fx.Who.YOU, "use constant drill effects")),
    # "Your Named cards cannot have their damage modified by your effects"
    (
        "Hercule - Posing",
        fx.AttacksProperty("your named attacks", "cannot be modified by your effects"),
    ),
    # "Whenever you use a Named card, destroy the top card of your opponent's Life Deck and
    # lower each player's anger 1 level"
    ("Hercule - In Action", fx.LowerAnger(1, fx.Who.OPPONENT)),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES)
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """Each family compiles its real card to the record shown, and the card runs."""
    assert_family_runs(kit, title, record)


_HERCULE = ["Hercule - Champion", "Hercule - Posing", "Hercule - Guarded", "Hercule - In Action"]


def _hercule(
    kit: DbzKit,
    level: int,
    hand: list[str],
    anger: int = 0,
    drills: tuple[str, ...] = (),
    setups: tuple[str, ...] = (),
) -> Game:
    spec = {
        "p1": {
            "mp": _HERCULE,
            "level": level,
            "hand": hand,
            "anger": anger,
            "drills": list(drills),
            "setups": list(setups),
            "life": ["Red Blaze"] * 10,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "anger": anger, "life": ["Red Blaze"] * 10},
    }
    return game_at(kit, spec)


def _dealt(game: Game, attack: str) -> str:
    """Plays ``attack`` from the hand, lets it through, and returns the damage line."""
    game.apply(next(a for a in game.legal_actions() if attack in game.describe(a)))
    if any(game.describe(a) == "no defense" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if game.describe(a) == "no defense"))
    lines = [str(getattr(e, "text", "")) for e in game.log]
    return next(line for line in lines if line.startswith("the attack deals"))


# Hercule at 0 stages against Vegeta: AT is 0, so "AT +4 stages" is the modifier alone.
@pytest.mark.rule("DBZ CRD: Damage — Modifiers")
@pytest.mark.parametrize(
    ("level", "attack", "dealt"),
    [
        # Champion: "Your attacks deal +100 stages of damage. Your attacks cannot have their
        # damage modified by your effects": neither the +100 nor Black Fist Lock's own "+4".
        (1, "Saiyan Clash", 1),
        (1, "Black Fist Lock", 0),
        # Posing: only Named cards are barred from Hercule's own modifiers: Android 18's Arm
        # Breaker ("AT +3 stages") deals AT; Black Fist Lock keeps its "+4".
        (2, "Black Fist Lock", 4),
        (2, "Android 18's Arm Breaker", 0),
        # Guarded: "All attacks deal +1 stage of damage. Your damage modifiers are doubled":
        # +2 on Saiyan Clash ("1 stage"), +8 +2 on Black Fist Lock; a Named card cannot have
        # its damage modified at all.
        (3, "Saiyan Clash", 3),
        (3, "Black Fist Lock", 10),
        (3, "Android 18's Arm Breaker", 0),
        # In Action: no such rule; Arm Breaker's "+3" counts once.
        (4, "Android 18's Arm Breaker", 3),
    ],
)
def test_hercules_damage_modifiers(kit: DbzKit, level: int, attack: str, dealt: int) -> None:
    """Whose "+"/"-" effects apply to an attack, and how much (Hercule's four levels)."""
    line = _dealt(_hercule(kit, level, [attack]), attack)
    assert line.startswith(f"the attack deals {dealt} stage(s)")


@pytest.mark.parametrize(("level", "anger"), [(3, 2), (2, 1)])
def test_guarded_named_attacks_gain_a_hit(kit: DbzKit, level: int, anger: int) -> None:
    """Hercule - Guarded: Named cards "gain "HIT: Raise your anger 1 level."": Android 17's
    Back Smash ("Raise your anger 1 level. … Damage 5 stages") raises Hercule's anger as it
    is played and, at Guarded, again when it hits (at Posing only once)."""
    game = _hercule(kit, level, ["Android 17's Back Smash"])
    state = game.state
    assert isinstance(state, DbzState)
    assert _dealt(game, "Android 17's Back Smash").startswith("the attack deals 5 stage(s)")
    assert state.anger[0] == anger


@pytest.mark.parametrize(
    ("attack", "named"), [("Android 18's Arm Breaker", True), ("Black Fist Lock", False)]
)
def test_using_a_named_card_destroys_and_lowers_anger(
    kit: DbzKit, attack: str, named: bool
) -> None:
    """Hercule - In Action: "Whenever you use a Named card, destroy the top card of your
    opponent's Life Deck and lower each player's anger 1 level": Arm Breaker (Named; it
    raises Hercule's anger itself) sets it off, Black Fist Lock does not."""
    game = _hercule(kit, 4, [attack], anger=2)
    state = game.state
    assert isinstance(state, DbzState)
    game.apply(next(a for a in game.legal_actions() if attack in game.describe(a)))
    destroyed = [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)]
    assert destroyed == (["Red Blaze"] if named else [])
    assert state.anger == ([2, 1] if named else [2, 2])


@pytest.mark.parametrize(("level", "dealt"), [(2, 4), (4, 6)])
def test_posing_turns_off_constant_drills(kit: DbzKit, level: int, dealt: int) -> None:
    """Hercule - Posing: "You cannot use the effects of CONSTANT Drills": Orange Joint
    Restraint Drill ("CONSTANT POWER: Your physical attacks deal +2 stages of damage") adds
    nothing to Black Fist Lock at Posing, and +2 at In Action."""
    drill = ("Orange Joint Restraint Drill",)
    game = _hercule(kit, level, ["Black Fist Lock"], drills=drill)
    assert _dealt(game, "Black Fist Lock").startswith(f"the attack deals {dealt} stage(s)")


def test_using_the_power_of_a_named_card_sets_it_off(kit: DbzKit) -> None:
    """Hercule - In Action: Saiyan Flight ("(This card is considered to be a Named card for
    your card effects.) POWER: Physical attack. …"), a Setup in play whose Power is used, is
    a Named card used: the top of the opponent's Life Deck is destroyed, each anger lowered."""
    game = _hercule(kit, 4, [], anger=2, setups=("Saiyan Flight",))
    state = game.state
    assert isinstance(state, DbzState)
    game.apply(next(a for a in game.legal_actions() if "Saiyan Flight" in game.describe(a)))
    destroyed = [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)]
    assert (destroyed, state.anger) == (["Red Blaze"], [1, 1])
