"""Bleach TCG decks: the model, the ``.deck`` text format and the construction rules.

The format (see ``docs/decks.md``)::

    # comments allowed
    game: bleach
    name: Substitute Soul Reapers
    [guardian]
    1 Ichigo Kurosaki
    [main]
    4 Chad - Young Student
    [side]
    4 Mind Energy

``check_deck`` returns every construction-rule violation at once, each naming its rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from reishi.engine.decktext import deck_runs, read_deck_file, read_deck_text
from reishi.engine.errors import DataError, DeckError
from reishi.games.bleach.carddef import ENERGY_KINDS, CardDef, CardType, EnergyKind
from reishi.games.bleach.library import CardLibrary

GAME = "bleach"
MAIN_DECK_SIZE = 60  # RB: Beginning a New Game — "60 card draw deck"
MAX_COPIES = 4  # RB: Beginning a New Game — "only have 4 copies of any one card"
SECTIONS = ("guardian", "main", "side")

_RB_DECK = "Rulebook: Beginning a New Game"
_ARD_SIDE = "ARD: Side Deck"
_ARD_RULES = "ARD: Card Rules"


@dataclass(frozen=True, slots=True)
class Deck:
    """A Bleach deck: one guardian, the main (draw) deck and the side deck, by title.

    ``main`` and ``side`` hold one entry per copy. ``lines`` maps (section, title) to the
    first line that listed it, for error messages; it takes no part in equality.
    """

    name: str
    guardian: str
    main: tuple[str, ...] = ()
    side: tuple[str, ...] = ()
    lines: Mapping[tuple[str, str], int] = field(default_factory=dict, compare=False, repr=False)


def parse_deck(text: str, path: str | Path = "<deck>") -> Deck:
    """Parse deck text; a DataError names the file and line of anything malformed."""
    parsed = read_deck_text(text, path, GAME, SECTIONS)
    guardians: list[str] = []
    cards: dict[str, list[str]] = {"main": [], "side": []}
    lines: dict[tuple[str, str], int] = {}
    for entry in parsed.entries:
        lines.setdefault((entry.section, entry.title), entry.line)
        if entry.section == "guardian":
            guardians.append(entry.title)
            if len(guardians) > 1 or entry.count != 1:
                # The model holds one guardian, so this is a format error, not a violation.
                raise DataError(
                    str(path),
                    f"{_RB_DECK} — a deck has exactly 1 guardian card; [guardian] lists more",
                    entry.line,
                    "guardian",
                )
        else:
            cards[entry.section].extend([entry.title] * entry.count)
    guardian = guardians[0] if guardians else ""
    return Deck(parsed.name, guardian, tuple(cards["main"]), tuple(cards["side"]), lines)


def load_deck(path: str | Path) -> Deck:
    """Read and parse a ``.deck`` file."""
    return parse_deck(read_deck_file(path), path)


def deck_to_text(deck: Deck) -> str:
    """The deck in the ``.deck`` format; ``parse_deck`` reads it back to an equal Deck."""
    out = [f"game: {GAME}", f"name: {deck.name}", "", "[guardian]"]
    if deck.guardian:
        out.append(f"1 {deck.guardian}")
    for section, titles in (("main", deck.main), ("side", deck.side)):
        out += ["", f"[{section}]"]
        # Runs of equal titles keep the deck's order, so the round trip is exact.
        out += [f"{count} {title}" for title, count in deck_runs(titles)]
    return "\n".join(out) + "\n"


def check_deck(deck: Deck, library: CardLibrary, path: str | Path = "<deck>") -> list[str]:
    """Every construction rule ``deck`` breaks, each message naming its rule; [] if legal."""
    del path  # messages carry the line; callers put the path in front (DeckError, CLI)
    violations: list[str] = []
    known: dict[str, CardDef] = {}
    for section, titles in (
        ("guardian", (deck.guardian,) if deck.guardian else ()),
        ("main", deck.main),
        ("side", deck.side),
    ):
        for title in dict.fromkeys(titles):
            if title in library:
                known[title] = library.get(title)
                continue
            line = deck.lines.get((section, title))
            at = f"line {line}: " if line is not None else ""
            violations.append(f"{at}unknown card {title!r} in [{section}]{library.suggest(title)}")
    violations += _check_guardian(deck, known)
    violations += _check_main(deck, known)
    violations += _check_side(deck, known)
    violations += _check_copies(deck, known)
    return violations


def validate_deck(deck: Deck, library: CardLibrary, path: str | Path = "<deck>") -> None:
    """Raise DeckError listing every violation if ``deck`` is not legal."""
    violations = check_deck(deck, library, path)
    if violations:
        raise DeckError(str(path), violations)


def _check_guardian(deck: Deck, known: Mapping[str, CardDef]) -> list[str]:
    # RB: Beginning a New Game — "60 card draw deck plus 1 guardian card".
    if not deck.guardian:
        return [f"{_RB_DECK} — the deck has no guardian card, it needs exactly 1"]
    card = known.get(deck.guardian)
    if card is not None and card.type is not CardType.GUARDIAN:
        return [
            f"{_RB_DECK} — {deck.guardian!r} in [guardian] is a {card.type} card, not a guardian"
        ]
    return []


def _check_main(deck: Deck, known: Mapping[str, CardDef]) -> list[str]:
    violations = []
    if len(deck.main) != MAIN_DECK_SIZE:
        violations.append(
            f"{_RB_DECK} — the main deck has {len(deck.main)} cards, "
            f"it needs exactly {MAIN_DECK_SIZE}"
        )
    counts = Counter(deck.main)
    for title, count in counts.items():
        card = known.get(title)
        if card is None:
            continue
        # RB: Beginning a New Game — the guardian starts in play, outside the draw deck;
        # ARD: Side Deck — "The Side Deck contains all the energy".
        if card.type is CardType.GUARDIAN:
            violations.append(
                f"{_RB_DECK} — {count} x guardian {title!r} in the main deck: "
                "a deck has exactly 1 guardian card, in [guardian]"
            )
        elif card.type is CardType.ENERGY:
            violations.append(
                f"{_ARD_SIDE} — {count} x {title!r} in the main deck: "
                "energy cards belong in the side deck"
            )
    return violations


def _check_side(deck: Deck, known: Mapping[str, CardDef]) -> list[str]:
    guardian = known.get(deck.guardian)
    violations = []
    energy_listed: Mapping[EnergyKind, int] = {}
    if guardian is not None and guardian.type is CardType.GUARDIAN:
        energy_listed = guardian.energy or {}
        wanted = sum(energy_listed.values())
        # RB: Beginning a New Game — "a side deck that contains the amount of energy listed
        # on your guardian"; ARD: Side Deck lets a normal card stand in for an energy card
        # one-for-one, so the size is fixed either way.
        if len(deck.side) != wanted:
            violations.append(
                f"{_RB_DECK} — the side deck has {len(deck.side)} cards, it needs exactly "
                f"{wanted} (the energy {guardian.title!r} lists: {_energy_text(energy_listed)})"
            )
    produced: Counter[EnergyKind] = Counter()
    for title, count in Counter(deck.side).items():
        card = known.get(title)
        if card is None:
            continue
        if card.type is CardType.GUARDIAN:
            violations.append(
                f"{_RB_DECK} — guardian {title!r} in the side deck: "
                "a deck has exactly 1 guardian card, in [guardian]"
            )
        elif card.type is CardType.ENERGY and card.produces is not None:
            produced[card.produces] += count
    if guardian is None or guardian.type is not CardType.GUARDIAN:
        return violations  # the energy rules need a guardian; its absence is reported already
    for kind in ENERGY_KINDS:
        have, listed = produced[kind], energy_listed.get(kind, 0)
        # ARD: Side Deck — "The Side Deck contains all the energy that your guardian can
        # use": only kinds the guardian lists, and never more than it lists.
        if have and not listed:
            violations.append(
                f"{_ARD_SIDE} — the side deck has {have} {kind} energy, but "
                f"{guardian.title!r} lists no {kind} energy"
            )
        elif have > listed:
            violations.append(
                f"{_ARD_SIDE} — the side deck has {have} {kind} energy, but "
                f"{guardian.title!r} lists only {listed}"
            )
    return violations


def _check_copies(deck: Deck, known: Mapping[str, CardDef]) -> list[str]:
    # ARD: Side Deck — "Normal deck construction rules still apply": copy limits count the
    # main and side decks together. Energy cards follow the guardian's numbers instead.
    violations = []
    counts = Counter(deck.main) + Counter(deck.side)
    for title, count in counts.items():
        card = known.get(title)
        if card is None or card.type in (CardType.ENERGY, CardType.GUARDIAN):
            continue
        if count > MAX_COPIES:
            violations.append(
                f"{_RB_DECK} — {count} copies of {title!r} in the main and side decks, "
                f"at most {MAX_COPIES} of any one card"
            )
        if card.limit_per_deck is not None and count > card.limit_per_deck:
            violations.append(
                f"{_ARD_RULES} — {count} copies of {title!r}, but it says "
                f"(Limit {card.limit_per_deck} per deck.)"
            )
    return violations


def _energy_text(energy: Mapping[EnergyKind, int]) -> str:
    return ", ".join(f"{kind} {energy.get(kind, 0)}" for kind in ENERGY_KINDS)


def swap_side(
    deck: Deck,
    out_of_main: Iterable[str],
    into_main: Iterable[str],
    library: CardLibrary | None = None,
) -> Deck:
    """Swap cards between the main and side decks one-for-one, as between games of a match.

    ARD: Side Deck — "you can switch the normal cards in your Side Deck for cards in your
    Main Deck on a one-for-one ratio". ``library`` (if given) rejects energy cards moving
    into the main deck. Raises DeckError naming every problem.
    """
    leaving, entering = list(out_of_main), list(into_main)
    problems = []
    if len(leaving) != len(entering):
        problems.append(
            f"{_ARD_SIDE} — swaps are one-for-one: {len(leaving)} card(s) out of the main "
            f"deck but {len(entering)} into it"
        )
    main, side = Counter(deck.main), Counter(deck.side)
    for title, count in Counter(leaving).items():
        if main[title] < count:
            problems.append(
                f"{_ARD_SIDE} — cannot take {count} x {title!r} out of the main deck: "
                f"it holds {main[title]}"
            )
    for title, count in Counter(entering).items():
        if side[title] < count:
            problems.append(
                f"{_ARD_SIDE} — cannot bring {count} x {title!r} into the main deck: "
                f"the side deck holds {side[title]}"
            )
        elif library is not None and title in library:
            card = library.get(title)
            if card.type in (CardType.ENERGY, CardType.GUARDIAN):
                problems.append(
                    f"{_ARD_SIDE} — only normal cards swap; {title!r} is a {card.type} card"
                )
    if problems:
        raise DeckError(deck.name, problems)
    new_main = list(deck.main)
    new_side = list(deck.side)
    for title in leaving:
        new_main.remove(title)
        new_side.append(title)
    for title in entering:
        new_side.remove(title)
        new_main.append(title)
    return Deck(deck.name, deck.guardian, tuple(new_main), tuple(new_side), deck.lines)
