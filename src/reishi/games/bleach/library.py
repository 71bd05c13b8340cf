"""The Bleach TCG card library: card files in TOML, validated on load, looked up by title.

A card file is a top-level array of tables ``[[card]]`` whose fields are those of
:class:`~reishi.games.bleach.carddef.CardDef` (see ``docs/cards.md``). Every error names the
file, the line of the offending card (or field), the field and what is wrong.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path

import msgspec

from reishi.engine.cardfile import decode_cards, field_line, header_lines
from reishi.engine.errors import DataError
from reishi.engine.limits import MAX_CARD_FILE_BYTES, read_bytes
from reishi.games.bleach.carddef import STATS, CardDef, CardType, provenance_fields
from reishi.games.bleach.sections import rule_sections

DATA_DIR = Path(__file__).parent / "data"
DEFAULT_CARD_FILES: tuple[Path, ...] = (DATA_DIR / "cards.toml", DATA_DIR / "sample.toml")

# Keywords the engine implements. "Defensive N" is ARD: Defensive; "Swift" is our name for
# the keyword whose heading the ARD lost ("may attack and use deplete effects the turn they
# come into play"). A typo in a keyword would otherwise silently do nothing.
NUMBERED_KEYWORDS = frozenset({"Defensive"})
PLAIN_KEYWORDS = frozenset({"Swift"})

# RB: How Do You Win a Battle? — "each character card has up to three of them".
MAX_STATS_PER_CHARACTER = 3


class _CardFile(msgspec.Struct, forbid_unknown_fields=True):
    """The shape of one card file: ``[[card]]`` tables and nothing else."""

    card: list[CardDef] = []


class CardLibrary:
    """Every known card, by title; read-only once loaded."""

    __slots__ = ("_cards", "_sources")

    def __init__(self, cards: Sequence[CardDef], sources: Sequence[Path] = ()) -> None:
        self._cards: dict[str, CardDef] = {}
        for card in cards:
            if card.title in self._cards:
                raise DataError("card library", f"two cards are titled {card.title!r}")
            self._cards[card.title] = card
        self._sources = tuple(sources)

    @property
    def sources(self) -> tuple[Path, ...]:
        """The files the library was loaded from, in load order."""
        return self._sources

    def get(self, title: str) -> CardDef:
        """The card titled ``title``; a DataError suggesting close titles if there is none."""
        card = self._cards.get(title)
        if card is None:
            raise DataError("card library", f"no card is titled {title!r}{self.suggest(title)}")
        return card

    def suggest(self, title: str) -> str:
        """A ``" (did you mean …?)"`` hint naming the titles closest to ``title``, or ''."""
        by_folded = {t.casefold(): t for t in self._cards}
        close = difflib.get_close_matches(title.casefold(), by_folded, n=3, cutoff=0.6)
        if not close:
            return ""
        return " (did you mean " + " or ".join(repr(by_folded[c]) for c in close) + "?)"

    def titles(self) -> tuple[str, ...]:
        """Every title, in load order."""
        return tuple(self._cards)

    def by_type(self, card_type: CardType) -> tuple[CardDef, ...]:
        """Every card of ``card_type``, in load order."""
        return tuple(c for c in self._cards.values() if c.type is card_type)

    def __contains__(self, title: object) -> bool:
        return title in self._cards

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)

    def __repr__(self) -> str:
        return f"CardLibrary({len(self._cards)} cards)"


def load_library(paths: Sequence[Path] | None = None) -> CardLibrary:
    """Load and validate card files (default: the shipped cards and sample cards)."""
    if paths is None:
        return _default_library()
    return _load(tuple(Path(p) for p in paths))


@cache
def _default_library() -> CardLibrary:
    # Card definitions are immutable, so every caller may share one default library.
    return _load(DEFAULT_CARD_FILES)


def _load(paths: tuple[Path, ...]) -> CardLibrary:
    cards: dict[str, CardDef] = {}
    seen: dict[str, str] = {}
    for path in paths:
        raw = read_bytes(path, MAX_CARD_FILE_BYTES, "card file")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(str(path), f"not UTF-8 text (byte {exc.start})") from exc
        for index, card in enumerate(parse_cards(text, str(path))):
            old = cards.get(card.title)
            if old is not None:
                # RB: Most Recent Printing Rule — a title printed again is read as its most
                # recent printing; energy and guardians are excepted, so they may not repeat,
                # and two cards claiming the same printing are a data error.
                excepted = card.type in (CardType.ENERGY, CardType.GUARDIAN)
                if excepted or card.printing == old.printing:
                    raise DataError(
                        str(path),
                        f"duplicate title {card.title!r}: already defined in {seen[card.title]}"
                        + ("" if excepted else " with the same printing number"),
                        line=field_line(text, header_lines(text), index, "title"),
                        field="title",
                    )
                if card.printing < old.printing:
                    continue
            seen[card.title] = str(path)
            cards[card.title] = card
    merged = list(cards.values())
    _check_bankai_targets(merged, paths)
    return CardLibrary(merged, paths)


def parse_cards(text: str, path: str) -> tuple[CardDef, ...]:
    """Decode and validate the cards in one file's ``text``; ``path`` is used in errors."""
    cards = decode_cards(text, path, _CardFile).card
    if not cards:
        raise DataError(path, "no cards: a card file is a list of [[card]] tables", line=1)
    headers = header_lines(text)
    titles: dict[str, int] = {}
    for index, card in enumerate(cards):
        problem = _card_problem(card)
        if problem is not None:
            field, message = problem
            raise DataError(
                path,
                f"card {card.title!r}: {message}",
                line=field_line(text, headers, index, field),
                field=field,
            )
        if card.title in titles and not _is_reprint(cards[titles[card.title]], card):
            raise DataError(
                path,
                f"duplicate title {card.title!r}: card #{titles[card.title] + 1} has it too",
                line=field_line(text, headers, index, "title"),
                field="title",
            )
        titles[card.title] = index
    return tuple(cards)


def _is_reprint(old: CardDef, new: CardDef) -> bool:
    """RB: Most Recent Printing Rule — true for another printing, not of energy or a guardian."""
    excepted = (CardType.ENERGY, CardType.GUARDIAN)
    return new.printing != old.printing and CardType(new.type) not in excepted


def _card_problem(card: CardDef) -> tuple[str, str] | None:
    """The first (field, reason) a decoded card breaks, or None."""
    if not card.title.strip() or card.title != card.title.strip():
        return "title", "a title must be non-empty, without leading or trailing spaces"
    if "\n" in card.title or "\r" in card.title:
        return "title", "a title must be one line"
    for name, value in card.stats.items():
        if name not in STATS:
            return "stats", f"unknown stat {name!r} (known: {', '.join(STATS)})"
        if value < 0:
            return "stats", f"stat {name} is {value}; printed stats are never negative"
    if card.boost is not None:
        if card.boost.stat not in STATS:
            return "boost", f"unknown boost stat {card.boost.stat!r} (known: {', '.join(STATS)})"
        if card.boost.value < 0:
            return "boost", f"boost value is {card.boost.value}; it must not be negative"
    for field, amounts in (("cost", card.cost), ("energy", card.energy)):
        for kind, value in (amounts or {}).items():
            if value < 0:
                return field, f"{kind} is {value}; energy numbers are never negative"
    if card.power is not None and card.power < 0:
        return "power", f"power is {card.power}; it must not be negative"
    if card.limit_per_deck is not None and card.limit_per_deck < 1:
        return "limit_per_deck", f"limit_per_deck is {card.limit_per_deck}; it must be at least 1"
    keyword_problem = _keyword_problem(card.keywords)
    if keyword_problem is not None:
        return "keywords", keyword_problem
    provenance = _provenance_problem(card)
    if provenance is not None:
        return "documented", provenance
    return _type_problem(card)


def _provenance_problem(card: CardDef) -> str | None:
    """A ``documented`` entry that names no field of the card or cites no rule section."""
    if card.sample and card.documented:
        return "a sample card is the project's own: it documents nothing"
    fields = provenance_fields(card)
    for field, citation in card.documented.items():
        if field not in fields:
            return (
                f"documents {field!r}, which the card does not have "
                f"(its fields: {', '.join(fields) or 'none'})"
            )
        if not _cites_a_section(citation):
            return (
                f"the source of {field!r} must begin with a rule section, as in "
                f"'RB: The Queue — \"tied at 6 STR\"' (got {citation!r})"
            )
    return None


def _cites_a_section(citation: str) -> bool:
    """The text starts with a section of the Bleach rule index, then ends or goes on " — "."""
    for cite in rule_sections().by_cite:
        if citation == cite or citation.startswith(cite + " — "):
            return True
    return False


def _keyword_problem(keywords: Sequence[str]) -> str | None:
    for keyword in keywords:
        head, _, number = keyword.partition(" ")
        if head in NUMBERED_KEYWORDS:
            if not number.isdigit():
                return f"keyword {keyword!r} needs a number, as in '{head} 2' (ARD: {head})"
        elif head in PLAIN_KEYWORDS:
            if number:
                return f"keyword {keyword!r} takes no number"
        else:
            known = sorted(NUMBERED_KEYWORDS | PLAIN_KEYWORDS)
            return f"unknown keyword {keyword!r} (known: {', '.join(known)})"
    return None


def _type_problem(card: CardDef) -> tuple[str, str] | None:
    """Fields each card type needs or must not have (RB: Let's Look at the Cards!)."""
    kind = card.type
    if kind is CardType.GUARDIAN:
        if card.power is None:
            return "power", "a guardian needs power (RB: Guardian Cards)"
        if not card.energy:
            return "energy", "a guardian needs its energy numbers (RB: Guardian Cards)"
        if card.cost is not None:
            return "cost", "a guardian has no cost: it starts the game in play"
        if not card.characters:
            return "characters", "a guardian names the character(s) it represents"
    else:
        for field, present in (
            ("power", card.power is not None),
            ("energy", card.energy is not None),
            ("characters", bool(card.characters)),
        ):
            if present:
                return field, f"only a guardian has {field}, not a {kind} card"
    if kind is CardType.ENERGY:
        if card.produces is None:
            return "produces", "an energy card needs produces = mind, body or spirit"
        if card.cost is not None:
            return "cost", "an energy card has no cost (RB: Energy Cards)"
    elif card.produces is not None:
        return "produces", f"only an energy card produces energy, not a {kind} card"
    if kind is CardType.CHARACTER:
        if not card.stats:
            return "stats", "a character needs at least one stat (RB: Character Cards)"
        if len(card.stats) > MAX_STATS_PER_CHARACTER:
            return "stats", "a character has at most three stats (RB: How Do You Win a Battle?)"
    elif card.stats:
        return "stats", f"only a character has stats, not a {kind} card"
    if card.bankai_for is not None and kind is not CardType.EVENT:
        return "bankai_for", "only an event can be a Bankai event (ARD: Bankai Events)"
    return None


def _check_bankai_targets(cards: Sequence[CardDef], paths: Sequence[Path]) -> None:
    # ARD: Bankai Events — "Bankai events only attach to the guardian that is named".
    named = {name for c in cards if c.type is CardType.GUARDIAN for name in c.characters}
    for card in cards:
        if card.bankai_for is not None and card.bankai_for not in named:
            where = ", ".join(str(p) for p in paths) or "card library"
            raise DataError(
                where,
                f"card {card.title!r}: bankai_for {card.bankai_for!r} names no guardian's"
                " character (ARD: Bankai Events)",
                field="bankai_for",
            )
