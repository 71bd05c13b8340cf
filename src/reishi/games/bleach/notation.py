"""The text notation of actions, shared by the terminal, replays and scenario files.

Cards are written as their title followed by ``#id`` so the notation is unambiguous;
``Game.parse`` also accepts any unique prefix, so a player can type "play reality".
"""

from __future__ import annotations

from reishi.engine.actions import Action, Choose, PassPriority
from reishi.games.bleach.actions import (
    Boost,
    ChooseFirstPlayer,
    DeclareAttack,
    Defend,
    DrawCard,
    KeepHand,
    Mulligan,
    NoDefense,
    PassMainStep,
    PlayCard,
    PlayEnergy,
    UseEffect,
)
from reishi.games.bleach.state import BleachState, Decision


def seat_name(seat: int) -> str:
    """Seats are shown as p1 and p2."""
    return f"p{seat + 1}"


def card_ref(state: BleachState, card: int) -> str:
    """A card in notation: its title and id."""
    return f"{state.defs[card].title} #{card}"


_PLAIN: dict[type, str] = {
    PassPriority: "pass",
    PassMainStep: "end main step",
    KeepHand: "keep",
    Mulligan: "mulligan",
    DrawCard: "draw",
    NoDefense: "no defense",
}
"""The actions whose words name nothing (the same words as the cases below)."""


def describe_action(state: BleachState, action: Action, decision: Decision | None = None) -> str:
    """The action in text notation."""
    plain = _PLAIN.get(type(action))  # every real choice is logged in words: the commonest first
    if plain is not None:
        return plain
    d = decision if decision is not None else state.decision
    match action:
        case PassPriority():
            return "pass"
        case PassMainStep():
            return "end main step"
        case KeepHand():
            return "keep"
        case Mulligan():
            return "mulligan"
        case DrawCard():
            return "draw"
        case NoDefense():
            return "no defense"
        case ChooseFirstPlayer(seat=seat):
            return f"first {seat_name(seat)}"
        case PlayEnergy(card=card):
            return f"energy {card_ref(state, card)}"
        case PlayCard(card=card):
            return f"play {card_ref(state, card)}"
        case UseEffect(card=card, ability=index):
            return f"use {card_ref(state, card)} effect {index + 1}"
        case DeclareAttack(card=card, stat=stat):
            return f"attack {card_ref(state, card)} {stat}"
        case Defend(card=card):
            return f"defend {card_ref(state, card)}"
        case Boost(card=card):
            return f"boost {card_ref(state, card)}"
        case Choose(index=index):
            if d is None or index >= len(d.options):
                return "choose nothing"
            label = d.labels[index] if index < len(d.labels) else str(d.options[index])
            if d.of == "queue":
                return f"choose {label} (item {d.options[index]})"  # a queue item, not a card
            return f"choose {label} #{d.options[index]}"
    return repr(action)
