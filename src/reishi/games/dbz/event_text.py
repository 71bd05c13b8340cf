"""The DBZ log in plain words: one line per event, the rule it applied in brackets.

DBZ events carry the sentence written when they happened; the shared events (a turn, a draw,
a play, a decision, the end) are worded here. The same text is printed by the terminal,
replays and the web page.
"""

from __future__ import annotations

import re

from reishi.engine.events import ActionTaken, CardDrawn, CardPlayed, Event, GameEnded, TurnBegan
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import seat_name

# "3 stage(s)", "1 Life Card(s)": the sentence was written before the number was known.
_COUNTED = re.compile(r"\b(\d+) ([A-Za-z][\w-]*(?: [A-Z][\w-]*)?)\(s\)")


def describe_event(event: Event) -> str:
    """A log line: what happened, then the rule in brackets."""
    body = agree(event_text(event))
    return f"{body}  [{event.rule}]" if event.rule else body


def agree(text: str) -> str:
    """Each "N noun(s)" with the noun agreeing with N ("1 stage", "0 Life Cards")."""
    return _COUNTED.sub(lambda m: _count(int(m.group(1)), m.group(2)), text)


def _count(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def event_text(event: Event) -> str:
    """What an event says, for the log line: a DBZ event's own text, or the shared facts'."""
    match event:
        case ev.DbzEvent(text=text):
            return text
        case TurnBegan(turn=turn, seat=seat):
            return f"Turn {turn} · {seat_name(seat)} is the active player"
        case CardDrawn(seat=seat, card=card, title=name):
            # The redacted copy another seat gets has no card.
            return f"{seat_name(seat)} drew " + (f"{name} #{card}" if card >= 0 else "a card")
        case CardPlayed(seat=seat, card=card, title=name):
            return f"{seat_name(seat)} played {name} #{card}"
        case ActionTaken(seat=seat, text=text, automatic=automatic):
            return f"{seat_name(seat)}: {text}" + (" (forced)" if automatic else "")
        case GameEnded(winner=winner, reason=reason):
            won = "the game is a draw" if winner < 0 else f"{seat_name(winner)} wins"
            return f"{won} ({reason})"
    # An event of another kind: its name in words ("RuleApplied" reads "rule applied").
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).lower()
