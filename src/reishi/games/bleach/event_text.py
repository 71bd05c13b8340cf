"""The Bleach log in plain words: one line per event, the rule it applied in brackets.

The same text is printed by the terminal, replays and the web page; seats are named as on
the board (``P1``), cards by their titles, queue items by their number on the queue.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.engine.events import Event
from reishi.engine.wording import count_of
from reishi.games.bleach import events as ev

OUTCOMES = {
    "attacker-won": "the attacker wins",
    "defender-won": "the defender wins",
    "tie": "a tie",
    "no-defender": "no defender",
}


def who(seat: int) -> str:
    """A seat as the board names it: ``P1`` for seat 0."""
    return f"P{seat + 1}"


def describe_event(event: Event) -> str:
    """A log line: what happened, then the rule in brackets."""
    text = _EVENT_TEXT.get(type(event))
    body = text(event) if text is not None else _generic(event)
    return f"{body}  [{event.rule}]" if event.rule else body


def _generic(event: Event) -> str:
    # An event with no sentence of its own yet: its name in words and its fields.
    fields = {
        k: getattr(event, k) for k in event.__struct_fields__ if k not in ("rule", "visible_to")
    }
    name = type(event).__name__
    words = "".join(" " + c.lower() if c.isupper() else c for c in name).strip()
    return words + (" " + ", ".join(f"{k}={v}" for k, v in fields.items()) if fields else "")


def _power(e: ev.PowerChanged) -> str:
    verb = "gained" if e.amount > 0 else "lost"
    cause = "" if e.cause in ("effect", "") else f" to {e.cause}"
    return f"{who(e.seat)}'s guardian {verb} {abs(e.amount)} power{cause} → {e.power}"


def _renewed(e: ev.CardsRenewed) -> str:
    if not e.cards:
        return f"{who(e.seat)} had nothing to renew"
    return f"{who(e.seat)} renewed {count_of(len(e.cards), 'card')}"


_EVENT_TEXT: dict[type, Callable[[Any], str]] = {
    ev.TurnBegan: lambda e: f"Turn {e.turn} · {who(e.seat)} is the active player",
    ev.CardDrawn: lambda e: f"{who(e.seat)} drew {e.title or 'a card'}",
    ev.HandDrawn: lambda e: f"{who(e.seat)} drew an opening hand of {count_of(e.count, 'card')}",
    ev.EnergyPlayed: lambda e: f"{who(e.seat)} played {e.title} into the energy row",
    ev.CardPlayed: lambda e: f"{who(e.seat)} played {e.title}",
    ev.CardEnteredPlay: lambda e: (
        f"{e.title} entered play for {who(e.seat)}" + (", depleted" if e.depleted else "")
    ),
    ev.CardMoved: lambda e: f"{e.title} moved from {e.source} to {who(e.owner)}'s {e.destination}",
    ev.PriorityPassed: lambda e: (
        f"{who(e.seat)} passed" + (" (nothing to do)" if e.automatic else "")
    ),
    ev.QueueItemAdded: lambda e: (
        f"{who(e.seat)}'s {e.source} went on the queue as item {e.uid} ({e.kind}): {e.description}"
    ),
    ev.QueueItemResolved: lambda e: f"item {e.uid} resolved: {e.source}",
    ev.QueueItemCancelled: lambda e: f"item {e.uid} ({e.source}) was cancelled by {e.by}",
    ev.PowerChanged: _power,
    ev.AttackDeclared: lambda e: f"{who(e.seat)} attacks with {e.title}, using {e.stat}",
    ev.CharacterAttacked: lambda e: f"{e.title} is attacking with {e.stat}",
    ev.DefenderDeclared: lambda e: (
        f"{who(e.seat)} defends with {e.title}"
        if e.card >= 0
        else f"{who(e.seat)} declared no defender"
    ),
    ev.StatsLocked: lambda e: (
        f"stats locked: attacker {e.attack_value} against defender {e.defend_value} — "
        + OUTCOMES.get(e.outcome, e.outcome)
    ),
    ev.Boosted: lambda e: f"{e.title}'s {e.stat} was boosted by {e.amount}",
    ev.GameEnded: lambda e: (
        ("the game is a draw" if e.winner < 0 else f"{who(e.winner)} wins") + f" ({e.reason})"
    ),
    ev.ActionTaken: lambda e: f"{who(e.seat)}: {e.text}" + (" (forced)" if e.automatic else ""),
    ev.WindowOpened: lambda e: f"priority window: {e.label}",
    ev.GameStarted: lambda e: (
        f"game started: {e.guardians[0]} (P1) against {e.guardians[1]} (P2); "
        f"{who(e.flip_winner)} won the flip"
    ),
    ev.FirstPlayerChosen: lambda e: f"{who(e.chooser)} chose {who(e.first)} to go first",
    ev.Mulliganed: lambda e: f"{who(e.seat)} put the hand on the bottom of the deck (mulligan)",
    ev.HandKept: lambda e: f"{who(e.seat)} kept the opening hand",
    ev.CostPaid: lambda e: f"{who(e.seat)} paid {e.description}",
    ev.CharacterOverlaid: lambda e: f"{e.title} was overlaid on the version in play",
    ev.CardAttached: lambda e: f"{e.title} was attached to {e.host_title}",
    ev.CardRevealed: lambda e: f"{who(e.seat)} revealed {e.title}",
    ev.SearchFoundNothing: lambda e: f"{who(e.seat)} searched and chose to find nothing",
    ev.DeckShuffled: lambda e: f"{who(e.seat)}'s deck was shuffled",
    ev.MainStepPassed: lambda e: f"{who(e.seat)} ended the Main step",
    ev.AttackEnded: lambda e: f"the attack ended: {e.reason}",
    ev.BattleBegan: lambda e: "the battle began" + ("" if e.defender >= 0 else " with no defender"),
    ev.StatSwitched: lambda e: f"the stat in battle switched from {e.old} to {e.new} ({e.value})",
    ev.StatModified: lambda e: f"{e.title} gets {e.amount:+d} {e.stat} ({e.duration})",
    ev.FloatingEffectCreated: lambda e: f"floating effect: {e.description}",
    ev.FloatingEffectEnded: lambda e: f"floating effect ended: {e.description}",
    ev.EffectFizzled: lambda e: f"{e.source} did nothing: {e.reason}",
    ev.LoopRepeated: lambda e: f"{who(e.seat)} repeated a {e.length}-action loop {e.times} times",
    ev.CardDepleted: lambda e: f"{e.title} was depleted",
    ev.CardRenewed: lambda e: f"{e.title} was renewed",
    ev.CardsRenewed: _renewed,
}
