"""Cards entering and leaving play, with the rules that come with it.

Overlays (ARD: Overlay), uniqueness (ARD: Uniqueness Rule), Bankai slots (ARD: Bankai
Events) and the triggers of entering or being discarded from play. The procedure and the
effect steps both use these, so they sit below both.
"""

from __future__ import annotations

from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import Trigger
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.frames import push
from reishi.games.bleach.state import BleachState, Zone, zone_code
from reishi.games.bleach.triggers import fire

# Enum members read as the procedure runs, as module names: an enum member read from its
# class costs about 0.15 us in Python 3.11.
_DISCARDED_FROM_PLAY_TRIGGER, _ENTERS_PLAY_TRIGGER = (
    Trigger.DISCARDED_FROM_PLAY,
    Trigger.ENTERS_PLAY,
)


def overlay_target(state: BleachState, seat: int, card: int) -> int:
    """ARD: Overlay — the seat's unique character of the same name, other version (or -1)."""
    name = state.defs[card].name
    for other in state.cards_in(seat, Zone.PARTY):
        d = state.defs[other]
        if d.name == name and d.title != state.defs[card].title and d.is_unique:
            return other
    return -1


def put_into_play(state: BleachState, card: int, seat: int) -> None:
    """RB: Putting a Card in Play — no cost, not "played"; overlays and triggers still apply."""
    overlaid = overlay_target(state, seat, card)
    depleted = False
    if overlaid >= 0:
        depleted = state.depleted[overlaid]  # ARD: Overlay — also when put into play
        state.record(
            ev.CharacterOverlaid(
                seat=seat, old=overlaid, new=card, title=ops.title(state, card), rule="ARD: Overlay"
            )
        )
        discard_from_play(state, overlaid, "ARD: Overlay")
    ops.enter_play(state, card, seat, depleted, "RB: Putting a Card in Play")
    fire(state, _ENTERS_PLAY_TRIGGER, card)
    # Uniqueness is checked once the effect putting it in play has resolved (queue_steps).


def discard_from_play(state: BleachState, card: int, rule: str) -> None:
    """Discard a card in play to its owner's pile with its attachments; triggers follow."""
    was_character = (
        state.defs[card].type is CardType.CHARACTER and state.zone_name(card) is Zone.PARTY
    )
    ops.move_to_pile(state, card, Zone.DISCARD, rule)
    if was_character:
        fire(state, _DISCARDED_FROM_PLAY_TRIGGER, card)


def check_uniqueness(state: BleachState) -> None:
    """ARD: Uniqueness Rule — on a clash, push the frame where its controller discards.

    "You must discard them until you have only one": the player chooses which
    (docs/games/bleach-decisions.md, Uniqueness). Call it after pushing what follows, so
    the clean-up runs first.
    """
    if uniqueness_clash(state) is not None:
        push(state, ("uniqueness",))


def uniqueness_clash(state: BleachState) -> tuple[int, tuple[int, ...]] | None:
    """The first seat (active first) controlling two unique cards of one name, and them."""
    info = state.info
    zones = state.zones
    for seat in (state.active, 1 - state.active):
        # Asked after every item resolves: first a scan for any repeated key, which almost
        # never finds one; then the groups in the order their keys first appear.
        keys: set[str] = set()
        repeated = False
        for code in UNIQUE_ZONE_CODES[seat]:
            for card in zones[code]:
                key = info[card].unique_key
                if key is not None:
                    if key in keys:
                        repeated = True
                    keys.add(key)
        if not repeated:
            continue
        groups: dict[str, list[int]] = {}
        for code in UNIQUE_ZONE_CODES[seat]:
            for card in zones[code]:
                key = info[card].unique_key
                if key is not None:
                    groups.setdefault(key, []).append(card)
        for cards in groups.values():
            if len(cards) > 1:
                return seat, tuple(cards)
    return None


UNIQUE_ZONE_CODES = tuple(
    tuple(zone_code(seat, zone) for zone in (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED))
    for seat in (0, 1)
)
"""Per seat: the zones where two unique cards of one name clash (ARD: Uniqueness Rule)."""


def bankai_slot_free(state: BleachState, seat: int, card: int) -> bool:
    """ARD: Bankai Events — one per character the guardian represents, named in the text."""
    guardian = ops.guardian_of(state, seat)
    wanted = state.defs[card].bankai_for
    if wanted not in state.defs[guardian].characters:
        return False
    for other in ops.attachments_of(state, guardian):
        if state.defs[other].bankai_for == wanted:
            return False
    return True
