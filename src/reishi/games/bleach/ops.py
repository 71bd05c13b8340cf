"""Operations on a Bleach state that every rule and effect uses: moves, draws, power, wins.

Each operation logs what happened with the rule it applied. Win checks happen inside the
operation that could cause them, because a loss is "checked the instant it happens"
(RB: How to Win!).
"""

from __future__ import annotations

from reishi.engine.state import NOWHERE
from reishi.games.bleach import events as ev
from reishi.games.bleach.carddef import CardDef, CardType
from reishi.games.bleach.state import BleachState, Zone, zone_code

# Zones and card types read at every decision, as module names: an enum member read from
# its class costs about 0.15 us in Python 3.11.
_ATTACHED, _DECK, _DISCARD, _GROUNDS, _GUARDIAN, _HAND, _PARTY = (
    Zone.ATTACHED,
    Zone.DECK,
    Zone.DISCARD,
    Zone.GROUNDS,
    Zone.GUARDIAN,
    Zone.HAND,
    Zone.PARTY,
)
_BATTLEGROUND_CARD = CardType.BATTLEGROUND

RB_WIN = "RB: How to Win!"


def card_def(state: BleachState, card: int) -> CardDef:
    """The printed definition of a card instance."""
    d: CardDef = state.defs[card]
    return d


def title(state: BleachState, card: int) -> str:
    """The card's title."""
    return card_def(state, card).title


def end_game(state: BleachState, winner: int | None, reason: str, rule: str) -> None:
    """End the game now (a later simultaneous loss by the winner makes it a draw)."""
    if state.is_over:
        if winner != state.winner:  # both players lost at the same instant
            state.winner = None
            state.end_reason = "tie"
        return
    state.is_over = True
    state.winner = winner
    state.end_reason = reason
    state.decision = None
    state.current_player = None
    state.frames.clear()
    state.record(ev.GameEnded(winner=-1 if winner is None else winner, reason=reason, rule=rule))


def lose(state: BleachState, seat: int, reason: str, rule: str = RB_WIN) -> None:
    """``seat`` loses the game."""
    end_game(state, 1 - seat, reason, rule)


def change_power(state: BleachState, seat: int, amount: int, cause: str, rule: str) -> None:
    """Add ``amount`` (negative for damage or loss) to a guardian's power; 0 loses at once."""
    if state.is_over or amount == 0:
        return
    new = max(0, state.power[seat] + amount)
    state.power[seat] = new
    state.record(ev.PowerChanged(seat=seat, amount=amount, power=new, cause=cause, rule=rule))
    if new == 0:
        lose(state, seat, "power", RB_WIN)


def draw(state: BleachState, seat: int, count: int, rule: str) -> int:
    """Draw ``count`` cards; drawing from an empty deck loses (RB: How to Win!)."""
    deck = state.cards_in(seat, _DECK)
    drawn = 0
    for _ in range(count):
        if state.is_over:
            break
        if not deck:
            lose(state, seat, "deck-out")
            break
        card = deck[-1]
        state.place(card, zone_code(seat, _HAND))
        state.record(
            ev.CardDrawn(seat=seat, card=card, title=title(state, card), rule=rule, visible_to=seat)
        )
        drawn += 1
    return drawn


def mill(state: BleachState, seat: int, count: int, rule: str) -> int:
    """Discard ``count`` cards from the top of the deck; an empty deck loses."""
    deck = state.cards_in(seat, _DECK)
    done = 0
    for _ in range(count):
        if state.is_over:
            break
        if not deck:
            lose(state, seat, "deck-out")
            break
        card = deck[-1]
        state.place(card, zone_code(seat, _DISCARD))
        _log_move(state, card, "deck", "discard", rule)
        done += 1
    return done


def _log_move(
    state: BleachState, card: int, source: str, dest: str, rule: str, hidden: bool = False
) -> None:
    state.record(
        ev.CardMoved(
            card=card,
            title=title(state, card),
            owner=state.owner[card],
            source=source,
            destination=dest,
            hidden=hidden,
            rule=rule,
            visible_to=state.owner[card] if hidden else -1,
        )
    )


def _zone_label(state: BleachState, card: int) -> str:
    return state.zone_name(card).name.lower() if state.zone[card] != NOWHERE else "nowhere"


def leave_play(state: BleachState, card: int) -> list[int]:
    """Forget everything that happened to a card in play and return its attachments."""
    state.incarnation[card] += 1  # ARD: Card Memory — modifiers bound to it no longer match
    state.entered[card] = -1
    state.depleted[card] = False
    state.controller[card] = state.owner[card]
    state.attached_to[card] = NOWHERE
    return [
        a
        for seat in range(2)
        for a in state.cards_in(seat, _ATTACHED)
        if state.attached_to[a] == card
    ]


def move_to_pile(
    state: BleachState, card: int, pile: Zone, rule: str, *, bottom: bool = False
) -> None:
    """Move a card to its OWNER's pile (ARD: Controlling Cards), handling leaving play.

    Attached cards of a card leaving play go to their owners' discard piles (RB: Overlay
    Rule; ARD: Overlay). Triggers on "discarded from play" are collected by the caller.
    """
    source = _zone_label(state, card)
    was_in_play = state.in_play(card)
    attachments = leave_play(state, card) if was_in_play else []
    state.place(card, zone_code(state.owner[card], pile), bottom=bottom)
    hidden = pile in (_DECK, _HAND) and source in ("deck", "hand", "side")
    _log_move(state, card, source, pile.name.lower(), rule, hidden=hidden)
    for attached in attachments:
        move_to_pile(state, attached, _DISCARD, rule)


def deplete(state: BleachState, card: int, rule: str) -> None:
    """Turn a card sideways."""
    state.depleted[card] = True
    state.record(ev.CardDepleted(card=card, title=title(state, card), rule=rule))


def renew(state: BleachState, card: int, rule: str) -> None:
    """Turn a card upright."""
    state.depleted[card] = False
    state.record(ev.CardRenewed(card=card, title=title(state, card), rule=rule))


def enter_play(state: BleachState, card: int, seat: int, depleted: bool, rule: str) -> None:
    """Put a character or battleground into its controller's play area."""
    kind = card_def(state, card).type
    zone = _GROUNDS if kind is _BATTLEGROUND_CARD else _PARTY
    state.place(card, zone_code(seat, zone))
    state.controller[card] = seat
    state.entered[card] = state.turn
    state.depleted[card] = depleted
    state.record(
        ev.CardEnteredPlay(
            seat=seat, card=card, title=title(state, card), depleted=depleted, rule=rule
        )
    )


def attach(state: BleachState, card: int, host: int, seat: int, rule: str) -> None:
    """Attach an item (or a Bankai event) under ``host``."""
    state.place(card, zone_code(seat, _ATTACHED))
    state.controller[card] = seat
    state.entered[card] = state.turn
    state.attached_to[card] = host
    state.depleted[card] = False
    state.record(
        ev.CardAttached(
            card=card, title=title(state, card), host=host, host_title=title(state, host), rule=rule
        )
    )


def attachments_of(state: BleachState, host: int) -> list[int]:
    """Cards attached to ``host``, oldest first."""
    seat = state.controller[host]
    out = [a for a in state.cards_in(seat, _ATTACHED) if state.attached_to[a] == host]
    other = [a for a in state.cards_in(1 - seat, _ATTACHED) if state.attached_to[a] == host]
    return out + other


def shuffle_deck(state: BleachState, seat: int, rule: str) -> None:
    """Shuffle a seat's deck with the game's seeded generator."""
    state.rng.shuffle(state.cards_in(seat, _DECK))
    state.record(ev.DeckShuffled(seat=seat, rule=rule))


def guardian_of(state: BleachState, seat: int) -> int:
    """The guardian card of a seat."""
    return state.cards_in(seat, _GUARDIAN)[0]
