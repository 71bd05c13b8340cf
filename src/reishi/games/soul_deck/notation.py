"""The text notation of Soul Deck actions (terminal, replays and scenario files).

Cards are written as their title and ``#id``; ``Game.parse`` also accepts any unique
beginning, so "play kido" is enough when only one such play is legal.
"""

from __future__ import annotations

from reishi.engine.actions import Action, PassPriority
from reishi.games.soul_deck.actions import (
    BottomCard,
    DeclareAttacker,
    DeclareBlocker,
    Discard,
    EndAttacks,
    EndBlocks,
    EndPhase,
    KeepHand,
    Mulligan,
    PayEnergy,
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.carddef import COLOURS
from reishi.games.soul_deck.state import SoulDeckState


def card_ref(state: SoulDeckState, card: int) -> str:
    """A card in notation: its title and id."""
    return f"{state.defs[card].title} #{card}"


def describe_action(state: SoulDeckState, action: Action) -> str:
    """The action in text notation."""
    match action:
        case PassPriority():
            return "pass"
        case KeepHand():
            return "keep"
        case Mulligan():
            return "mulligan"
        case EndPhase():
            return "end phase"
        case EndAttacks():
            return "no more attackers"
        case EndBlocks():
            return "no more blockers"
        case BottomCard(card=card):
            return f"bottom {card_ref(state, card)}"
        case Discard(card=card):
            return f"discard {card_ref(state, card)}"
        case PlayEnergy(card=card):
            return f"energy {card_ref(state, card)}"
        case PlayCard(card=card, tributes=tributes, target=target):
            text = f"play {card_ref(state, card)}"
            if tributes:
                text += " tributing " + " and ".join(card_ref(state, t) for t in tributes)
            if target >= 0:
                text += f" on {card_ref(state, target)}"
            return text
        case PayEnergy(split=split):
            letters = "".join(COLOURS[c] * n for c, n in enumerate(split))
            return f"pay the number with {letters}"
        case UseAbility(card=card, ability=ability):
            return f"{ability.lower()} {card_ref(state, card)}"
        case DeclareAttacker(card=card):
            return f"attack with {card_ref(state, card)}"
        case DeclareBlocker(blocker=blocker, attacker=attacker):
            return f"block {card_ref(state, attacker)} with {card_ref(state, blocker)}"
    return repr(action)
