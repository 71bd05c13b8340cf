"""Timings of Vengeance, Perfection, Promos and The Movie Collection: "Whenever one of your
Setups, Drills, or Allies leaves play this combat, you may destroy the top card of your
opponent's Life Deck" (Blue Training), whose event holds the commas of a list.

DBZ CRD: Timing — Special timings: the effect happens when the event does. The event is read
by the timing tables (``conditions.is_known_event``); the sentence is split at the first comma
after which the event is one they know. Entries are (pattern, builder, first) as in
``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_event
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(r"(?:whenever|when) ([^,]+(?:, (?:or |and )?[^,]+)+?), (.+)")
def _timing_with_a_list(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Registered last: only a sentence the usual timing phrases leave (they split at the first
    # comma) comes here; each later comma is tried until the event is a known one.
    text = m.group(0)
    head = m.start(1)
    for found in re.finditer(r", ", text):
        event = text[head : found.start()].lower()
        if "," in event and is_known_event(event):
            return fx.Whenever(event, (sub(text[found.end() :]),))
    raise UnknownWordsError(text)


@phrase(
    r"at the start of each player's turn, that player (?:chooses and )?destroys one of (?:his|"
    r"their) (setups|drills)",
    first=True,
)
def _each_turn_player_destroys(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Inactivity Drill: "that player" is the one whose turn starts, who chooses among his
    # own cards. One timing per seat, the drill's controller's and the opponent's (the kit
    # lists a constant's Sequence as its several constants).
    own = sub(f"at the start of your turn, destroy one of your {m.group(1).lower()}")
    if not isinstance(own, fx.Whenever) or not isinstance(own.effects[0], fx.MoveCards):
        raise UnknownWordsError(m.group(0))
    theirs = msgspec.structs.replace(
        own.effects[0], whose=fx.Who.OPPONENT, chooser=fx.Who.OPPONENT, under=fx.Who.OPPONENT
    )
    return fx.Sequence((own, fx.Whenever("the start of your opponent's turn", (theirs,))))
