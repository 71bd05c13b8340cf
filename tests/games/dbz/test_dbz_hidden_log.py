"""Random DBZ games: the log a seat reads never names a card hidden from it, nor a record name."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from reishi.engine.events import EVERYONE, ActionTaken, Event, LogNode
from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.decks import Deck
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.state import DbzState, Zone
from reishi.games.dbz.view import DbzView

LEAK_GAMES = 60
LABEL_GAMES = 200
MAX_DECISIONS = 1200
_IDS = re.compile(r"#(\d+)")
# A record's or a Python name in a text meant for players: "RaiseAnger", "fx.Optional",
# "up_to", "Who.YOU", "PlayCard(card=3)".
_IDENTIFIER = re.compile(
    r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b|\b[a-z]+_[a-z_]+\b|\b(?:fx|Who|Zone|Unit)\.\w+|\w+\(\w+="
)
# Record names that are one English word ("Endurance", "Search") are fine in a sentence; the
# others must never appear.
_RECORD_NAMES = frozenset(
    name
    for name in dir(fx)
    if isinstance(getattr(fx, name), type) and name[0].isupper() and _IDENTIFIER.fullmatch(name)
)


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


def _decks(rules: DbzRules, seed: int) -> tuple[Deck, Deck]:
    """The starter decks for even seeds; decks of random playable cards for odd ones."""
    first, second = rules.starter_decks()
    if seed % 2 == 0:
        return first, second
    kit, rng = rules.kit, Rng(seed + 7000)
    playable = sorted(
        {
            c.title
            for c in kit.pool.cards
            if c.retail
            and c.type not in (CardType.MAIN_PERSONALITY, CardType.MASTERY)
            and kit.result(c).is_complete
        }
    )
    masteries = sorted(
        {
            c.title
            for c in kit.pool.cards
            if c.retail and c.type is CardType.MASTERY and kit.result(c).is_complete
        }
    )

    def deck(base: Deck) -> Deck:
        main = tuple(rng.choice(playable) for _ in range(60))
        return Deck(f"random {base.name}", base.personality, (rng.choice(masteries),), main)

    return deck(first), deck(second)


def _seen_ids(game: Game, seat: int) -> set[int]:
    """Every card id ``seat``'s view shows (the only thing an interface may show it)."""
    view = game.view(seat)
    assert isinstance(view, DbzView)
    ids: set[int] = set()
    for player in view.players:
        ids.add(player.mp.id)
        for cards in (
            player.mastery,
            player.drills,
            player.setups,
            player.allies,
            player.dragon_balls,
            player.attached,
            player.in_play_now,
            player.discard,
            player.banished,
            player.hand or [],
        ):
            ids.update(c.id for c in cards)
    return ids


def _new_events(head: LogNode | None, since: LogNode | None) -> list[Event]:
    found: list[Event] = []
    node = head
    while node is not None and node is not since:
        found.append(node.event)
        node = node.prev
    return found[::-1]


def _texts(event: Event) -> Iterator[str]:
    for name in ("text",):
        value = getattr(event, name, None)
        if isinstance(value, str):
            yield value
    card = getattr(event, "card", -1)
    if isinstance(card, int) and card >= 0:
        yield f"#{card}"


# Zones the view shows face up to both players (view.py), and a seat's own hand.
_FACE_UP = frozenset(
    {
        Zone.MP,
        Zone.MASTERY,
        Zone.DRILLS,
        Zone.SETUPS,
        Zone.ALLIES,
        Zone.DRAGON_BALLS,
        Zone.ATTACHED,
        Zone.PLAYING,
        Zone.DISCARD,
        Zone.BANISHED,
    }
)


def _play(
    rules: DbzRules, seed: int, check: object, monkeypatch: pytest.MonkeyPatch | None = None
) -> None:
    """Play a random game; ``check`` gets each decision's new events and what each seat saw
    (before the decision, after it, and any card that passed through a zone it sees)."""
    state = rules.new_state(_decks(rules, seed), seed, {})
    game = Game(rules, state)
    rng = Rng(seed)
    assert callable(check)
    passed: tuple[set[int], set[int]] = (set(), set())
    if monkeypatch is not None:
        place = DbzState.place

        def watched(self: DbzState, card: int, zone: int, *, bottom: bool = False) -> None:
            place(self, card, zone, bottom=bottom)
            owner, kind = divmod(zone, len(Zone))
            for seat in (0, 1):
                if kind in _FACE_UP or (kind == Zone.HAND and owner == seat):
                    passed[seat].add(card)

        monkeypatch.setattr(DbzState, "place", watched)
    watching = monkeypatch is not None

    def seen_now() -> tuple[set[int], set[int]]:
        if not watching:
            return set(), set()
        return _seen_ids(game, 0) | passed[0], _seen_ids(game, 1) | passed[1]

    seen = seen_now()
    check(game, _new_events(state.log_head, None), seen, seen)
    last = state.log_head
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        for cards in passed:
            cards.clear()
        game.apply(rng.choice(game.legal_actions()))
        after = seen_now()
        check(game, _new_events(state.log_head, last), seen, after)
        seen, last = after, state.log_head


@pytest.mark.rule("DBZ RB: Game Zones — Hand")
@pytest.mark.rule("DBZ RB: Game Zones — Life Deck")
@pytest.mark.parametrize("seed", range(LEAK_GAMES))
@pytest.mark.interpreted_only  # watches DbzState.place
def test_log_for_never_names_a_card_hidden_from_the_reader(
    rules: DbzRules, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seat's log names a card only if that seat saw it before, during or after the decision
    (a discard shown face up, a card played), or the rules revealed it to both: a Life Deck
    search, a rearranged top, a card put from the hand into the Life Deck stay private to the
    player who chose (DBZ RB: Game Zones)."""
    leaks: list[str] = []

    def check(
        game: Game, events: list[Event], before: tuple[set[int], ...], after: tuple[set[int], ...]
    ) -> None:
        for event in events:
            for seat in (0, 1):
                if event.visible_to == seat or (
                    isinstance(event, ActionTaken) and event.seat == seat
                ):
                    continue  # the seat's own information, or its own choice among what it saw
                shown = event if event.visible_to == EVERYONE else event.redacted()
                if isinstance(shown, ev.Revealed) and shown.visible_to == EVERYONE:
                    continue  # revealed to both players by the rules
                state = game.state
                assert isinstance(state, DbzState)
                for text in _texts(shown):
                    for found in _IDS.findall(text):
                        card = int(found)
                        if card not in before[seat] and card not in after[seat]:
                            leaks.append(
                                f"p{seat + 1} read {type(shown).__name__} {text!r}: "
                                f"{state.defs[card].title} #{card} is hidden from it"
                            )

    _play(rules, seed, check, monkeypatch)
    assert not leaks, "\n".join(leaks[:10])


@pytest.mark.parametrize("seed", range(LABEL_GAMES))
def test_decision_texts_never_hold_python_names(rules: DbzRules, seed: int) -> None:
    """Prompts, labels, logged decisions and replay notations are words, never identifiers."""
    bad: set[str] = set()
    title_words = {w for c in rules.kit.pool.cards for w in re.findall(r"[\w.]+", c.title)}

    def check(
        game: Game, events: list[Event], before: tuple[set[int], ...], after: tuple[set[int], ...]
    ) -> None:
        state = game.state
        assert isinstance(state, DbzState)
        decision = state.decision
        texts = [decision.prompt, *decision.labels] if decision is not None else []
        texts += [e.text for e in events if isinstance(e, ActionTaken)]
        # What a replay file stores for an action: its text, or its number where two read alike.
        texts += [game.describe(action) for action in game.legal_actions()]
        for text in texts:
            # A word of a card's title is the card's own ("ChiChi - Armed and Dangerous").
            found = [m for m in _IDENTIFIER.findall(str(text)) if m not in title_words]
            if found or any(name in str(text) for name in _RECORD_NAMES - title_words):
                bad.add(str(text))

    _play(rules, seed, check)
    assert not bad, sorted(bad)[:10]
