"""When to ask a person for a decision, as card-game clients do with "stops".

By default a person is asked only where a move is plausible: the seat may make a play of
its own, holds a response that fits the moment, or must make a choice the rules put to it.
Everywhere else, where passing is legal and nothing the seat could do answers anything, the
front end passes for it. A player may set moments where they are always asked (``stops``),
and may pass until something new happens (``yield``) or until a named moment (``pass until``).

The game says what each legal action is
(:class:`~reishi.engine.presentation.SupportsActionNotes`); a game that does not is asked
about every decision, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from reishi.engine.events import Event, TurnBegan
from reishi.engine.presentation import ActionKind, ActionNote, EventLevel

ASKING = frozenset({ActionKind.PLAY, ActionKind.RESPONSE, ActionKind.CHOICE})


class Until(StrEnum):
    """How long a pass the player asked for lasts."""

    NEWS = "something new happens"  # ``yield``: a play, damage, a resolution, a new turn
    TURN = "the next turn"
    MY_TURN = "your next turn"
    MOMENT = "a moment"  # ``pass until <moment>``


@dataclass(slots=True)
class Stops:
    """One seat's stops and the pass it asked for, if any."""

    seat: int
    always: list[str] = field(default_factory=list)  # moments where the seat is always asked
    until: Until | None = None
    moment: str = ""  # for Until.MOMENT: the moment's name (or its beginning)

    def add(self, moment: str) -> None:
        """Always ask at ``moment`` (or any moment whose name begins with it)."""
        if moment and not any(m.casefold() == moment.casefold() for m in self.always):
            self.always.append(moment)

    def remove(self, moment: str) -> bool:
        """Stop always asking at ``moment``; False if it was not a stop."""
        kept = [m for m in self.always if m.casefold() != moment.casefold()]
        removed = len(kept) != len(self.always)
        self.always = kept
        return removed

    def pass_until(self, until: Until, moment: str = "") -> None:
        """Pass at every decision that allows it until ``until`` comes."""
        self.until = until
        self.moment = moment

    def describe_pass(self) -> str:
        """The pass in force, in words ('' if none)."""
        if self.until is None:
            return ""
        if self.until is Until.MOMENT:
            return f"passing until {self.moment!r}"
        return f"passing until {self.until.value}"

    def is_stop(self, moment: str) -> bool:
        """Whether the seat always wants to be asked at ``moment``."""
        name = moment.casefold()
        return any(name.startswith(m.casefold()) for m in self.always)

    def witness(self, events: Sequence[Event], levels: Sequence[EventLevel]) -> None:
        """Let the events since the last decision end a pass that waits for them."""
        if self.until is None:
            return
        for event, level in zip(events, levels, strict=True):
            turn = isinstance(event, TurnBegan) or level is EventLevel.TURN
            mine = isinstance(event, TurnBegan) and event.seat == self.seat
            if (
                (self.until is Until.NEWS and (turn or level is EventLevel.KEY))
                or (self.until is Until.TURN and turn)
                or (self.until is Until.MY_TURN and mine)
            ):
                self.until = None
                return

    def should_ask(self, notes: Sequence[ActionNote] | None, moment: str) -> bool:
        """Whether to ask the seat now, given the notes of the legal actions and the moment."""
        if notes is None:
            return True  # the game does not say what its actions are: always ask
        kinds = {note.kind for note in notes}
        if ActionKind.PASS not in kinds or ActionKind.CHOICE in kinds:
            return True  # nothing to pass with, or a choice only the player can make
        if self.until is Until.MOMENT and moment.casefold().startswith(self.moment.casefold()):
            self.until = None
        if self.until is not None:
            return False
        return self.is_stop(moment) or bool(kinds & ASKING)


def pass_index(notes: Sequence[ActionNote]) -> int:
    """The index of the first passing action (-1 if none)."""
    return next((i for i, note in enumerate(notes) if note.kind is ActionKind.PASS), -1)
