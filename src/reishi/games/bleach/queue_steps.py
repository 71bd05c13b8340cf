"""Priority windows and the queue (ARD: Queue Stages; ARD: Priority and the Queue).

A window puts pending triggered effects on the queue (stages 1–2), then the players act
or pass in turn (3–5); two passes in a row resolve the top item completely (6) or close the
window. Declaring an effect pushes a ``declare`` frame (declare_steps.py) that ends by
adding the item here.
"""

from __future__ import annotations

from typing import Any

from reishi.engine import caches
from reishi.engine.actions import Action, Choose, PassPriority
from reishi.engine.queue import ItemKind, QueueItem
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import Ability, QueueTarget, Step
from reishi.games.bleach.actions import PlayCard, UseEffect
from reishi.games.bleach.event_text import who
from reishi.games.bleach.frames import SEQ, STAGES, Answer, Frame, Handler, decide, pop, push
from reishi.games.bleach.legal import instant_actions, play_ability
from reishi.games.bleach.moves import check_uniqueness
from reishi.games.bleach.state import BleachState, Decision, Zone
from reishi.games.bleach.stats import abilities_of
from reishi.games.bleach.triggers import fire

# Enum members read as the procedure runs, as module names: an enum member read from its
# class costs about 0.15 us in Python 3.11.
_EVENT_ITEM, _MECHANIC_ITEM, _TRIGGERED_ITEM = ItemKind.EVENT, ItemKind.MECHANIC, ItemKind.TRIGGERED

_DISCARD, _REMOVED = Zone.DISCARD, Zone.REMOVED


# Window openings and passes are half of a game's events, and events are frozen: one of
# each is shared by every log that records it (the procedure's window labels are few).
_OPENED: dict[str, ev.WindowOpened] = {}
_PASSED = tuple(
    (
        ev.PriorityPassed(seat=seat, automatic=False, rule=STAGES),
        ev.PriorityPassed(seat=seat, automatic=True, rule=STAGES),
    )
    for seat in (0, 1)
)


def h_window(state: BleachState, frame: Frame) -> None:
    """A priority window (ARD: Queue Stages 1–6)."""
    if len(frame) == 2:  # first time here: note it opened
        state.frames[-1] = (frame[0], frame[1], True)
        state.window = frame[1]
        opened = _OPENED.get(frame[1])
        if opened is None:
            opened = _OPENED[frame[1]] = ev.WindowOpened(label=frame[1], rule=SEQ)
        state.record(opened)
    # Stages 1–2: triggered effects enter the queue, active player's first.
    waiting = state.pending
    if waiting[0] or waiting[1]:
        for seat in (state.active, 1 - state.active):
            pending = waiting[seat]
            if pending:
                if len(pending) == 1:
                    _enqueue_trigger(state, seat, pending.pop(0))
                else:
                    labels = [p[3] for p in pending]
                    decide(
                        state,
                        "order",
                        seat,
                        "Choose the next of your triggered effects to put on the queue",
                        options=tuple(range(len(pending))),
                        labels=tuple(labels),
                        of="values",
                    )
                return
    if state.prio < 0:
        state.prio = state.active  # stage 3: the active player has priority first
        state.passes = 0
    if state.options.get("auto_forced", True):
        # A seat that can do nothing but pass passes here, logged as a forced pass: the
        # driver would build the decision, find the pass its only legal action and answer
        # it just so. A window in which neither seat can respond closes (or resolves its
        # top item) without a decision.
        while not instant_actions(state, state.prio):  # kept for the decision that follows
            if _pass(state, state.prio, True):
                return
    decide(state, "priority", state.prio, f"Priority ({state.window}): respond or pass")


def a_order(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """The seat picked which of its triggers goes on the queue next."""
    assert isinstance(action, Choose)
    _enqueue_trigger(state, d.seat, state.pending[d.seat].pop(action.index))


def _enqueue_trigger(state: BleachState, seat: int, pending: tuple[Any, ...]) -> None:
    source, ability, subject, _title = pending
    if ability.targets:
        push(state, ("declare", "triggered", seat, source, ability, (), ()))
        return
    add_to_queue(state, _TRIGGERED_ITEM, seat, source, ability, (), (subject,))


def add_to_queue(
    state: BleachState,
    kind: ItemKind,
    seat: int,
    source: int,
    ability: Ability,
    targets: tuple[int, ...],
    data: tuple[Any, ...] = (),
) -> None:
    """Put an item on the queue (ARD: Queue Stages); the passes in a row start again."""
    item = QueueItem(
        uid=state.uid(),
        kind=kind,
        controller=seat,
        source=source,
        ability=ability,
        targets=targets,
        data=data,
    )
    state.queue.append(item)
    state.passes = 0
    title = state.defs[source].title if source >= 0 else _floating_title(ability)
    state.record(
        ev.QueueItemAdded(
            uid=item.uid,
            seat=seat,
            kind=kind_label(kind),
            source=title,
            description=_item_words(state, item),
            rule=STAGES,
        )
    )


def _floating_title(ability: Ability) -> str:
    return ability.text.split(":")[0] if ability.text else "floating effect"


def a_priority(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Stages 3–6: act (keep priority) or pass; two passes in a row resolve or close."""
    seat = d.seat
    if isinstance(action, PassPriority):
        _pass(state, seat, automatic)
        return
    state.prio = seat  # the acting player keeps priority (ARD: Priority and the Queue)
    if isinstance(action, PlayCard):
        push(state, declare_play(state, seat, action.card))
    else:
        assert isinstance(action, UseEffect)
        push(state, declare_use(state, seat, action))


def _pass(state: BleachState, seat: int, automatic: bool) -> bool:
    """``seat`` passes; True once two passes in a row resolve the top item or close the window."""
    state.record(_PASSED[seat][automatic])
    state.passes += 1
    if state.passes < 2:
        state.prio = 1 - seat
        return False
    state.passes = 0
    state.prio = -1
    if state.queue:
        item = state.queue.pop()
        push(state, ("resolve", item, 0, ()))  # stage 6, then back to stage 1
        return True
    pop(state)  # the window closes with an empty queue
    state.window = ""
    return True


def h_resolve(state: BleachState, frame: Frame) -> None:
    """Stage 6: the top item resolves completely; no new queue opens in the middle."""
    _, item, pc, answers = frame
    ability: Ability = item.ability
    # A conditional effect does nothing if its condition no longer holds (RB: Do What You
    # Can Rule excepts conditional effects).
    condition = ability.condition if pc == 0 and not answers else None
    failed = condition is not None and not condition.holds(state, item.controller, item.source)
    if failed and item.kind is not _MECHANIC_ITEM:
        state.record(
            ev.EffectFizzled(
                source=item_title(state, item),
                reason="its condition is not met",
                rule="ARD: Costs",
            )
        )
        pc = len(ability.steps)
    steps: tuple[Step, ...] = ability.steps
    while pc < len(steps):
        done = steps[pc].run(state, item, answers)
        if state.is_over:
            return
        if not done:
            state.frames[-1] = ("resolve", item, pc, answers)
            return
        pc += 1
        answers = ()
    pop(state)
    # ARD: Parenthesis Text — "(Remove from the game after use.)"
    used_event = ability.remove_after_use and item.kind is _EVENT_ITEM
    if used_event and state.zone_name(item.source) is _DISCARD:
        ops.move_to_pile(state, item.source, _REMOVED, "ARD: Parenthesis Text")
    state.record(ev.QueueItemResolved(uid=item.uid, source=item_title(state, item), rule=STAGES))
    check_uniqueness(state)


def a_effect_choice(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """A choice in the middle of resolving: stored, then the same step runs again."""
    assert isinstance(action, Choose)
    _, item, pc, answers = state.frames[-1]
    value = d.options[action.index] if action.index < len(d.options) else -1
    state.frames[-1] = ("resolve", item, pc, (*answers, value))


def item_title(state: BleachState, item: QueueItem) -> str:
    """The title of the card a queue item came from (or of its floating effect)."""
    return state.defs[item.source].title if item.source >= 0 else _floating_title(item.ability)


def declare_play(state: BleachState, seat: int, card: int) -> Frame:
    """The frame that declares playing ``card`` (an event puts its effect on the queue)."""
    return ("declare", "event", seat, card, play_ability(state, card), (), ())


def declare_use(state: BleachState, seat: int, action: UseEffect) -> Frame:
    """The frame that declares using one of a card's activated effects."""
    ability = abilities_of(state, action.card)[action.ability]
    return ("declare", "activated", seat, action.card, ability, (), (), action.ability)


def h_fire(state: BleachState, frame: Frame) -> None:
    """Fire a trigger at a scheduled point."""
    pop(state)
    fire(state, frame[1], frame[2] if len(frame) > 2 else -1)


def kind_label(kind: ItemKind) -> str:
    """The queue-item kind in Bleach's words: the only mechanic on its queue is a boost."""
    return "boost" if kind is _MECHANIC_ITEM else kind.value


def _item_words(state: BleachState, item: QueueItem) -> str:
    """``describe_item`` of a new item, kept with the layout's card views when it can be.

    The words of an effect none of whose steps words itself from the game as it is now
    (``Step.describe_now`` not overridden, as a replacement is) name only the controller,
    the effect's own text and its targets' titles or queue items, so the same effect with
    the same controller and targets is worded alike in every game laid out alike (or clone,
    or search playout). A boost's words name its amount: worded each time.
    ``REISHI_CHECK_CACHES=1`` words each use afresh.
    """
    ability = item.ability
    if item.kind is _MECHANIC_ITEM:
        return describe_item(state, item)
    key = ("item", item.kind, item.controller, id(ability), item.targets)
    cache = state.view_cache
    kept: tuple[Ability, str] | None = cache.get(key)
    if kept is not None and kept[0] is ability:  # kept alive by the entry: no other has its id
        if caches.CHECK:
            fresh = describe_item(state, item)
            if fresh != kept[1]:
                raise caches.stale("bleach queue item words", kept[1], fresh)
        return kept[1]
    text = describe_item(state, item)
    if all(type(step).describe_now is _WORDED_AS_PRINTED for step in ability.steps):
        cache[key] = (ability, text)
    return text


_WORDED_AS_PRINTED = Step.describe_now
"""A step that does not override this words itself without reading the game."""


def describe_item(state: BleachState, item: QueueItem) -> str:
    """Readable text of a queue item."""
    if item.kind is _MECHANIC_ITEM:
        card, stat, amount = item.data
        return f"boost {ops.title(state, card)} {stat} +{amount}"
    # Named players, not "you": the queue is read by both seats (ARD: Common Knowledge).
    you, opponent = who(item.controller), who(1 - item.controller)
    text = "; ".join(step.describe_now(state, item, you, opponent) for step in item.ability.steps)
    if item.targets:
        names = []
        for t in item.targets:
            names.append(
                f"item {t}"
                if item.ability.targets and isinstance(item.ability.targets[0], QueueTarget)
                else ops.title(state, t)
            )
        text += " -> " + ", ".join(names)
    return text


HANDLERS: dict[str, Handler] = {
    "window": h_window,
    "resolve": h_resolve,
    "fire": h_fire,
}

ANSWERS: dict[str, Answer] = {
    "priority": a_priority,
    "order": a_order,
    "choose": a_effect_choice,
}
