"""The turn (SD: TURN PHASES): Restoration, Upkeep, Draw, Main 1, Combat, Main 2 and End,
in order; combat itself is in combat_steps.py.
"""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.engine.queue import ItemKind
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.actions import Discard, EndPhase, PlayEnergy
from reishi.games.soul_deck.decisions import DAMAGE_WEARS_OFF_WITH_EFFECTS, MAX_HAND
from reishi.games.soul_deck.frames import Answer, Frame, Handler, decide
from reishi.games.soul_deck.ops import PHASES, RESOURCES, SETUP, begin_phase, draw, title
from reishi.games.soul_deck.stack_steps import act, push_item
from reishi.games.soul_deck.state import Decision, Duration, SoulDeckState, Zone, zone_code


def h_turn(state: SoulDeckState, frame: Frame) -> None:
    """SD: TURN PHASES — the seven phases, in order."""
    state.frames.pop()
    state.turn += 1
    state.energy_played = False
    if not DAMAGE_WEARS_OFF_WITH_EFFECTS:
        state.damage = [0] * len(state.damage)  # SD: Decision — Damage wears off
    state.record(ev.TurnBegan(turn=state.turn, seat=state.active, rule=PHASES))
    # SD: Decision — Response windows: a window closes each phase before Main 1 (the Main
    # phases open theirs when the active player moves on, a_main).
    windows = state.house.windows
    frames = _TURN_WITH.get(windows)
    if frames is None:
        frames = _TURN_WITH[windows] = tuple(
            f for f in _TURN if f[0] != "window" or f[1] in windows
        )
    state.frames.extend(frames)


_TURN: tuple[Frame, ...] = (
    ("end",),
    ("main", 2),
    ("combat",),
    ("main", 1),
    ("window", "Draw", False),
    ("draw",),
    ("window", "Upkeep", False),
    ("upkeep",),
    ("window", "Restoration", False),
    ("restore",),
)
"""A turn's frames, last first (the top of the frame stack runs first)."""

_TURN_WITH: dict[frozenset[str], tuple[Frame, ...]] = {}
"""A turn's frames with only the windows in force, by those windows (there are few sets)."""

_IN_PLAY_ZONES = (Zone.CHARACTERS, Zone.SUPPORT, Zone.FIELD)
"""The zones of cards in play, slot order (read once a turn each by Restoration and Upkeep)."""

_MAIN = {n: (f"Main {n}", f"Main {n}: play a card, energy or ability, or move on") for n in (1, 2)}
"""Each Main phase's name and prompt, by its number."""


def h_restore(state: SoulDeckState, frame: Frame) -> None:
    """Restoration Phase: all your exhausted cards become ready."""
    state.frames.pop()
    begin_phase(state, "Restoration")
    seat = state.active
    readied = []
    for zone in _IN_PLAY_ZONES:
        for card in state.cards_in(seat, zone):
            if state.exhausted[card]:
                state.exhausted[card] = False
                readied.append(card)
    state.record(ev.CardsReadied(seat=seat, cards=tuple(readied), rule=PHASES))


def h_upkeep(state: SoulDeckState, frame: Frame) -> None:
    """Upkeep Phase: "at the start of your turn" effects go on the stack, one by one."""
    state.frames.pop()
    begin_phase(state, "Upkeep")
    seat = state.active
    sources = [
        card
        for zone in _IN_PLAY_ZONES
        for card in state.cards_in(seat, zone)
        if state.defs[card].upkeep
    ]
    # Slot order: the first source's effect resolves first (each gets its own window).
    for card in reversed(sources):
        state.frames.append(("respond",))
        state.frames.append(("trigger", card, state.incarnation[card]))


def h_trigger(state: SoulDeckState, frame: Frame) -> None:
    """Put one start-of-turn effect on the stack, if its source is still in play."""
    state.frames.pop()
    _, card, inc = frame
    if state.incarnation[card] != inc or state.zone_of(card) is Zone.STACK:
        state.frames.pop()  # its window too
        return
    seat = state.controller[card]
    defn = state.defs[card]
    state.record(ev.TriggerAdded(seat=seat, card=card, title=defn.title, rule=PHASES))
    push_item(state, ItemKind.TRIGGERED, seat, card, defn.upkeep, card, inc)


def h_draw(state: SoulDeckState, frame: Frame) -> None:
    """Draw Phase: draw one card — skipped on the first player's first turn."""
    state.frames.pop()
    begin_phase(state, "Draw")
    if state.turn == 1:
        state.record(ev.DrawSkipped(seat=state.active, rule=SETUP))
        return
    draw(state, state.active, 1, PHASES)


def h_main(state: SoulDeckState, frame: Frame) -> None:
    """Main Phase 1 or 2: play cards and energy, activate abilities, or move on."""
    name, prompt = _MAIN[frame[1]]
    if state.phase != name:
        begin_phase(state, name)
    decide(state, "main", state.active, prompt)


def a_main(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Apply a main-phase choice."""
    if isinstance(action, EndPhase):
        name = _MAIN[state.frames[-1][1]][0]
        if name in state.house.windows:
            # SD: Flash Step "at any time": the opponent may answer before the phase ends.
            state.frames.append(("window", name, False))
        else:
            state.frames.pop()
        return
    if isinstance(action, PlayEnergy):
        # SD: TURN PHASES — "You may play only ONE Spiritual Energy card per turn."
        state.energy_played = True
        state.place(action.card, zone_code(d.seat, Zone.SUPPORT))
        state.entered[action.card] = state.turn
        state.record(
            ev.EnergyPlayed(
                seat=d.seat, card=action.card, title=title(state, action.card), rule=RESOURCES
            )
        )
        return
    state.frames.append(("respond",))
    act(state, d.seat, action)


def h_end(state: SoulDeckState, frame: Frame) -> None:
    """End Phase: a last window, then effects wear off and the hand is trimmed."""
    state.frames.pop()
    begin_phase(state, "End")
    state.frames.extend([("turn_over",), ("discard",), ("cleanup",), *_end_window(state)])


def _end_window(state: SoulDeckState) -> list[Frame]:
    return [("window", "End", False)] if "End" in state.house.windows else []


def h_cleanup(state: SoulDeckState, frame: Frame) -> None:
    """ "Until end of turn" effects wear off, and with them this turn's damage."""
    state.frames.pop()
    ended = [f for f in state.floating if f.duration is Duration.END_OF_TURN]
    if ended:
        state.floating = [f for f in state.floating if f.duration is not Duration.END_OF_TURN]
    if DAMAGE_WEARS_OFF_WITH_EFFECTS:
        # SD: Decision — Damage wears off in the End Phase, together with end-of-turn effects.
        state.damage = [0] * len(state.damage)
    state.record(ev.EffectsEnded(count=len(ended), rule=PHASES))


def h_discard(state: SoulDeckState, frame: Frame) -> None:
    """Discard down to six."""
    if len(state.cards_in(state.active, Zone.HAND)) <= MAX_HAND:
        state.frames.pop()
        return
    decide(state, "discard", state.active, f"Discard down to {MAX_HAND} cards")


def a_discard(state: SoulDeckState, d: Decision, action: Action) -> None:
    """One card goes to the Soul Burial."""
    assert isinstance(action, Discard)
    state.place(action.card, zone_code(d.seat, Zone.BURIAL))
    state.record(
        ev.CardDiscarded(
            seat=d.seat, card=action.card, title=title(state, action.card), rule=PHASES
        )
    )


def h_turn_over(state: SoulDeckState, frame: Frame) -> None:
    """The other player's turn begins."""
    state.frames.pop()
    state.active = 1 - state.active
    state.frames.append(("turn",))


HANDLERS: dict[str, Handler] = {
    "turn": h_turn,
    "restore": h_restore,
    "upkeep": h_upkeep,
    "trigger": h_trigger,
    "draw": h_draw,
    "main": h_main,
    "end": h_end,
    "cleanup": h_cleanup,
    "discard": h_discard,
    "turn_over": h_turn_over,
}

ANSWERS: dict[str, Answer] = {
    "main": a_main,
    "discard": a_discard,
}
