"""The project's own sample cards (marked sample and provisional in the card files)."""

from __future__ import annotations

from reishi.games.bleach.abilities import (
    Ability,
    AbilityKind,
    CostModifier,
    StatBonus,
    Step,
    Trigger,
)
from reishi.games.bleach.carddef import CardType, EnergyKind
from reishi.games.bleach.cards._build import (
    DEPLETED_IN_PLAY,
    IN_BATTLE,
    IN_PLAY,
    OWN_DISCARD,
    RENEWED_IN_PLAY,
    activated,
    energy,
    event,
    gets,
    pick,
)
from reishi.games.bleach.conditions import PartyCount
from reishi.games.bleach.costs import DepleteSelf, DiscardFromHand, RemoveSelf
from reishi.games.bleach.filters import CardFilter
from reishi.games.bleach.state import Duration, Zone
from reishi.games.bleach.steps import (
    AddFloating,
    ChangePower,
    DiscardFromHandEffect,
    DiscardTarget,
    DrawCards,
    Prohibit,
    Search,
    SetDepleted,
    ShuffleIntoDeck,
)


def _trigger(
    text: str, trigger: Trigger, *steps: Step, self_only: bool = True, your_turn: bool = False
) -> Ability:
    return Ability(
        kind=AbilityKind.TRIGGERED,
        text=text,
        steps=steps,
        trigger=trigger,
        trigger_self=self_only,
        your_turn_only=your_turn,
    )


def _constant(text: str, bonus: StatBonus) -> Ability:
    return Ability(kind=AbilityKind.CONSTANT, text=text, constants=(bonus,))


CARDS: dict[str, tuple[Ability, ...]] = {
    "Ichigo Kurosaki": (
        activated(
            "3 spirit energy: Choose a character in play. It gets +2 STR this turn.",
            gets(2, "STR", this_turn=True),
            costs=(energy(spirit=3),),
            targets=IN_PLAY,
        ),
    ),
    "Orihime - Gentle Healer": (
        activated(
            "Deplete Orihime - Gentle Healer: Gain 1 power.",
            ChangePower(amount=1),
            costs=(DepleteSelf(),),
        ),
    ),
    "Uryu - Last Quincy": (
        _trigger(
            "When Uryu - Last Quincy enters play, your opponent discards a card at random from his hand.",
            Trigger.ENTERS_PLAY,
            DiscardFromHandEffect(count=1, who="opponent", at_random=True),
        ),
    ),
    "Rukia - Exiled Soul Reaper": (
        _trigger(
            "At the start of your turn, gain 1 power.",
            Trigger.TURN_START,
            ChangePower(amount=1),
            self_only=False,
            your_turn=True,
        ),
    ),
    "Renji - Sixth Division Lieutenant": (
        _trigger(
            "When Renji - Sixth Division Lieutenant wins a battle, draw a card.",
            Trigger.WINS_BATTLE,
            DrawCards(count=1),
        ),
    ),
    "Kon - Mod Soul": (
        activated(
            "Remove Kon - Mod Soul from the game: Draw 2 cards.",
            DrawCards(count=2),
            costs=(RemoveSelf(),),
        ),
    ),
    "Shuhei - Ninth Division Lieutenant": (
        activated(
            "Deplete Shuhei - Ninth Division Lieutenant and 1 mind energy: Deplete a character in play.",
            SetDepleted(depleted=True),
            costs=(DepleteSelf(), energy(mind=1)),
            targets=RENEWED_IN_PLAY,
        ),
    ),
    "Tetsuzaemon - Seventh Division Lieutenant": (
        _constant(
            "All other Soul Reapers in your party get +1 to all stats.",
            StatBonus(scope="others-with-trait", trait="Soul Reaper", amount=1),
        ),
    ),
    "Grand Fisher - Lure": (
        _trigger(
            "When a character is discarded from play, gain 1 power.",
            Trigger.DISCARDED_FROM_PLAY,
            ChangePower(amount=1),
            self_only=False,
        ),
    ),
    "Hollow Swarm - Hunters": (
        activated(
            "Discard a Hollow card from your hand: Choose a character in battle. It gets +2 STR.",
            gets(2, "STR"),
            costs=(
                DiscardFromHand(
                    filter=CardFilter(zones=(Zone.HAND,), side="you", trait="Hollow"),
                    text="Discard a Hollow card from your hand",
                ),
            ),
            targets=IN_BATTLE,
        ),
    ),
    "Substitute Badge": (
        activated(
            "1 spirit energy: Choose a character in play. It gets +1 STR this turn. (Limit once per turn.)",
            gets(1, "STR", this_turn=True),
            costs=(energy(spirit=1),),
            targets=IN_PLAY,
            once_per_turn=True,
        ),
    ),
    "Captain's Haori": (
        _constant(
            "Attached character gets +2 SPP.", StatBonus(scope="attached", amount=2, stats="SPP")
        ),
    ),
    "Karakura Town": (
        _constant(
            "Characters in your party get +1 AGI.", StatBonus(scope="party", amount=1, stats="AGI")
        ),
    ),
    "Seireitei - Ninth Division Barracks": (
        _constant(
            "Characters in your party get +1 SPP.", StatBonus(scope="party", amount=1, stats="SPP")
        ),
    ),
    "Getsuga Tensho": (
        event(
            "(Limit 1 per deck.) Choose a character in battle. It gets +5 STR.",
            gets(5, "STR"),
            targets=IN_BATTLE,
        ),
    ),
    "Kon's Pep Talk": (
        event(
            "If your party has 2 or more Good characters, draw 2 cards.",
            DrawCards(count=2),
            condition=PartyCount(trait="Good", count=2),
        ),
    ),
    "Call for Backup": (
        event(
            "Search your deck for a character card, reveal it and put it in your hand. Then shuffle your deck.",
            Search(
                filter=CardFilter(zones=(Zone.DECK,), side="you", card_type=CardType.CHARACTER),
                what="a character card",
            ),
        ),
    ),
    "Soul Burial": (
        event(
            "(Remove from the game after use.) Choose a depleted character in play and discard it.",
            DiscardTarget(slot=0),
            targets=DEPLETED_IN_PLAY,
            remove_after_use=True,
        ),
    ),
    "Return to the Cycle": (
        event(
            "Choose a card in your discard pile and shuffle it into its owner's deck.",
            ShuffleIntoDeck(slot=0),
            targets=OWN_DISCARD,
        ),
    ),
    # ARD: Can vs. Can't — a prohibition that beats Swift's permission.
    "Bakudo - Binding Spell": (
        event(
            "Choose a character in play. It can't attack this turn.",
            Prohibit(what="attack"),
            targets=IN_PLAY,
        ),
    ),
    # Modified cost versus energy cost (RB: Energy Cost; ARD: No Energy Cost).
    "Urahara Shop": (
        Ability(
            kind=AbilityKind.CONSTANT,
            text="Items you play cost 1 less spirit energy.",
            constants=(CostModifier(card_type=CardType.ITEM, kind=EnergyKind.SPIRIT, amount=1),),
        ),
    ),
    "Kisuke's Favour": (
        event(
            "The next character you play this turn has no energy cost.",
            AddFloating(
                kind="no-cost",
                duration=Duration.END_OF_TURN,
                description="The next character you play this turn has no energy cost",
                seat="you",
                data=(CardType.CHARACTER,),
            ),
        ),
    ),
    "Senkaimon Sweep": (
        event(
            "Choose a character in play with an energy cost of 3 or less and discard it.",
            DiscardTarget(slot=0),
            targets=pick(
                CardFilter(card_type=CardType.CHARACTER, max_energy_cost=3),
                "Choose a character in play with an energy cost of 3 or less",
            ),
        ),
    ),
    "Spiritual Pressure Surge": (
        event(
            "Choose a character in play. It gets +1 to all stats this turn.",
            gets(1, this_turn=True),
            targets=IN_PLAY,
        ),
    ),
}
