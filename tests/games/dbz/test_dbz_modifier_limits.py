"""Which "+"/"-" damage effects apply to an attack (DBZ CRD: Damage — Modifiers).

A modifier for attacks of a kind applies only to attacks of that kind, compound kinds included:
Namekian Vanishing Drill (Vengeance): "[CONSTANT]: Non-Styled attacks deal -2 life cards of
damage." Ox King - Naming Genius (Awakening): "[CONSTANT]: Damage from attacks can only be
modified by the effects of Physical Combat or Energy Combat cards." Vegeta - Experienced
(Awakening): "(Damage from your non-Styled attacks can only be modified by this card's effect.)
[CONSTANT]: Your non-Styled attacks deal +2 life cards of damage." A subject with no "your" is
every player's attacks: Cell - Larval (Perfection, an Ally): "[CONSTANT] Styled attacks deal +1
life card of damage and non-Styled attacks cost +1 stage to perform." Android Attack Drill
(Evolution): "Attacks performed by personalities with Android in the title deal +1 life card
damage" — every player's Androids.

p2's Earth Dragon Balls 1 and 3 in play add 1 life card to p1's Saiyan Ki Web here (a Dragon
Ball's effect, not a combat card's): Ki Web (Styled, "DAMAGE: 4 life cards") deals 5 without
a limit.
"""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz.kit import DbzKit

from .families import combat_game, do

BALLS = ["Earth Dragon Ball 1", "Earth Dragon Ball 3"]


def _dealt(game: Game) -> int:
    """Life cards the last attack dealt, from the log."""
    texts = [getattr(e, "text", "") for e in game.log]
    last = [t for t in texts if t.startswith("the attack deals")][-1]
    return int(last.split(" and ")[1].split()[0])


@pytest.mark.parametrize(("attack", "dealt"), [("Saiyan Ki Web", 4), ("Cell Jr.'s Swarm", 0)])
def test_a_non_styled_modifier_spares_styled_attacks(kit: DbzKit, attack: str, dealt: int) -> None:
    """p2's Namekian Vanishing Drill takes 2 life cards from Cell Jr.'s Swarm (non-Styled, 1 life
    card: none left) and nothing from Saiyan Ki Web (Styled: its 4)."""
    game = combat_game(kit, {"hand": [attack]}, {"drills": ["Namekian Vanishing Drill"]})
    do(game, f"play {attack}")
    assert _dealt(game) == dealt


@pytest.mark.parametrize(("ox_king", "dealt"), [(False, 5), (True, 4)])
def test_ox_king_keeps_modifiers_of_other_cards_off(kit: DbzKit, ox_king: bool, dealt: int) -> None:
    """With p2's Ox King - Naming Genius in play the Dragon Balls' +1 does not apply to Saiyan
    Ki Web: only Physical Combat and Energy Combat cards modify damage."""
    allies = [["Ox King - Naming Genius", 3]] if ox_king else []
    game = combat_game(kit, {"hand": ["Saiyan Ki Web"]}, {"dragon_balls": BALLS, "allies": allies})
    do(game, "play Saiyan Ki Web")
    assert _dealt(game) == dealt


@pytest.mark.parametrize(
    ("mp", "attack", "dealt"),
    [
        ("Krillin - Ready", "Cell Jr.'s Swarm", 2),
        ("Vegeta - Experienced", "Cell Jr.'s Swarm", 3),
        ("Vegeta - Experienced", "Saiyan Ki Web", 5),
    ],
)
def test_vegeta_experienced_alone_modifies_his_non_styled_attacks(
    kit: DbzKit, mp: str, attack: str, dealt: int
) -> None:
    """Cell Jr.'s Swarm (non-Styled, 1 life card) deals 2 for Krillin (the Dragon Balls' +1);
    for Vegeta - Experienced, 3: his +2, and the Dragon Balls' +1 does not apply. His Styled
    Saiyan Ki Web keeps the +1 and gets no +2: 5."""
    game = combat_game(kit, {"mp": [mp], "hand": [attack]}, {"dragon_balls": BALLS})
    do(game, f"play {attack}")
    assert _dealt(game) == dealt


def test_styled_attacks_without_your_are_every_players(kit: DbzKit) -> None:
    """p2's Ally Cell - Larval adds 1 life card to p1's Styled Saiyan Ki Web: 5."""
    game = combat_game(kit, {"hand": ["Saiyan Ki Web"]}, {"allies": [["Cell - Larval", 3]]})
    do(game, "play Saiyan Ki Web")
    assert _dealt(game) == 5


@pytest.mark.parametrize(("mp", "dealt"), [("Android 17 - Judgmental", 5), ("Krillin - Ready", 4)])
def test_android_attack_drill_adds_to_any_players_android(kit: DbzKit, mp: str, dealt: int) -> None:
    """p2's Android Attack Drill adds 1 life card to Saiyan Ki Web (4) when p1's MP performing
    it has Android in its title; not for Krillin."""
    game = combat_game(
        kit, {"mp": [mp], "hand": ["Saiyan Ki Web"]}, {"drills": ["Android Attack Drill"]}
    )
    do(game, "play Saiyan Ki Web")
    assert _dealt(game) == dealt
