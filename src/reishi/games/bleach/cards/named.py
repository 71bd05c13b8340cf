"""Cards the two Bleach documents name, with the text they quote (ARD overrides RB)."""

from __future__ import annotations

from reishi.games.bleach.abilities import (
    Ability,
    AbilityKind,
    QueueTarget,
    StatBonus,
    TraitGrant,
    Trigger,
)
from reishi.games.bleach.cards._build import (
    DEPLETED_IN_PLAY,
    IN_BATTLE,
    activated,
    energy,
    event,
    gets,
)
from reishi.games.bleach.conditions import InBattle, PartyAll, PartyCount
from reishi.games.bleach.costs import DiscardFromHand, RemoveSelf
from reishi.games.bleach.filters import CardFilter
from reishi.games.bleach.state import Duration, Zone
from reishi.games.bleach.steps import (
    AddFloating,
    CancelQueued,
    ChangePower,
    DiscardFromHandEffect,
    DiscardTarget,
    DrawCards,
    SwitchStat,
)

# ARD: Floating Effect — Leech Spitter's effect outlives the card: whenever the opponent
# attacks this turn he loses 2 power, or 3 if Shrieker is in your party (a replacement).
LEECH_SPITTER_LOSS = Ability(
    kind=AbilityKind.TRIGGERED,
    text="Leech Spitter: your opponent loses power when he attacks",
    steps=(
        ChangePower(amount=-2, who="opponent", instead_if_party_has="Shrieker", instead_amount=-3),
    ),
    trigger=Trigger.ATTACKS,
    trigger_self=False,
)

CARDS: dict[str, tuple[Ability, ...]] = {
    # Guardians and their Bankai events (ARD: Bankai Events).
    "Kaname Tosen and Sajin Komamura": (
        activated(
            "2 body energy: Choose a character in battle. It gets +2 STR.",
            gets(2, "STR"),
            costs=(energy(body=2),),
            targets=IN_BATTLE,
        ),
    ),
    "Suzumushi Tsuishiki Enmakorogi": (
        activated(
            "2 spirit energy: Switch the stat of a character in battle to SPP.",
            SwitchStat(stat="SPP"),
            costs=(energy(spirit=2),),
            targets=IN_BATTLE,
        ),
    ),
    "Kokujo Tengen Myo-oh": (
        activated(
            "2 body energy: Choose a character in battle. It gets +3 STR.",
            gets(3, "STR"),
            costs=(energy(body=2),),
            targets=IN_BATTLE,
        ),
    ),
    # ARD: Triggered Effects (example) and ARD: Overlay (example).
    "Ichigo - Ready for Training": (
        Ability(
            kind=AbilityKind.TRIGGERED,
            text="When Ichigo enters play, your opponent discards his hand. Use only while all the characters in your party are Wholes.",
            steps=(DiscardFromHandEffect(who="opponent", whole_hand=True),),
            trigger=Trigger.ENTERS_PLAY,
            condition=PartyAll(trait="Wholes"),
        ),
    ),
    # ARD: Constant Effects — a constant effect that is active only while its condition holds.
    "Ichigo - A New Incarnation": (
        Ability(
            kind=AbilityKind.CONSTANT,
            text="Ichigo gains the Good or Evil trait while all other characters in your party have that trait. Ichigo gains the Hollow or Soul Reaper trait while all other characters in your party have that trait.",
            constants=(TraitGrant(groups=(("Good", "Evil"), ("Hollow", "Soul Reaper"))),),
        ),
    ),
    # ARD: Constant Effects (example).
    "Menos Grande - Lurker": (
        Ability(
            kind=AbilityKind.CONSTANT,
            text="All other Hollows in your party get +2 to all stats.",
            constants=(StatBonus(scope="others-with-trait", trait="Hollows", amount=2),),
        ),
    ),
    # ARD: Floating Effect (example).
    "Leech Spitter": (
        activated(
            "Remove Leech Spitter from the game: Your opponent loses 2 power when he attacks this turn. If Shrieker is in your party, your opponent loses 3 power instead.",
            AddFloating(
                kind="trigger",
                duration=Duration.END_OF_TURN,
                description="Your opponent loses 2 power (3 with Shrieker) when he attacks this turn",
                seat="opponent",
                data=(Trigger.ATTACKS, LEECH_SPITTER_LOSS),
            ),
            costs=(RemoveSelf(),),
        ),
    ),
    # ARD: Activated Effect (example).
    "Overbearing Thug Leader": (
        activated(
            "Discard an Evil Human from your hand: Draw a card.",
            DrawCards(count=1),
            costs=(
                DiscardFromHand(
                    filter=CardFilter(zones=(Zone.HAND,), side="you", all_traits=("Evil", "Human")),
                    text="Discard an Evil Human from your hand",
                ),
            ),
        ),
    ),
    # ARD: Replacement Card Effects (example).
    "Zangetsu": (
        Ability(
            kind=AbilityKind.CONSTANT,
            text="Attached character gets +1 to all stats. If that character is Ichigo, he gets +2 to all stats instead.",
            constants=(
                StatBonus(scope="attached", amount=1, instead_name="Ichigo", instead_amount=2),
            ),
        ),
    ),
    # RB: The Queue (example); ARD: Paying Costs for Effects on the Queue.
    "Reality Check": (
        event("Cancel an effect on the queue.", CancelQueued(slot=0), targets=(QueueTarget(),)),
    ),
    "Up Close and Personal": (
        event(
            "Choose a character in battle. That character gets +4 STR.",
            gets(4, "STR"),
            targets=IN_BATTLE,
        ),
    ),
    "Narrow Escape": (
        event(
            "Play only during a battle. The next time your guardian would take power damage this battle, discard that many cards from the top of your deck instead.",
            AddFloating(
                kind="replace-damage",
                duration=Duration.END_OF_BATTLE,
                description="Next power damage this battle is discarded from the deck instead",
                seat="you",
            ),
            condition=InBattle(),
        ),
    ),
    # ARD: When a Queue Can Occur (example).
    "Passing Over": (
        event(
            "Choose a depleted character in play and discard it. That character's controller gains 2 power.",
            DiscardTarget(slot=0, controller_gains=2),
            targets=DEPLETED_IN_PLAY,
        ),
    ),
    # ARD: Costs — a conditional cost.
    "The Perfect Plan": (
        event(
            "(Remove from the game after use.) If your party has 3 or more Cute characters, your opponent can only attack 1 time this turn.",
            AddFloating(
                kind="attack-limit",
                duration=Duration.END_OF_TURN,
                description="Your opponent can only attack 1 time this turn",
                seat="opponent",
                data=(1,),
            ),
            condition=PartyCount(trait="Cute", count=3),
            remove_after_use=True,
        ),
    ),
}
