"""The Soul Deck card library: TOML ``[[card]]`` files, validated on load, by title.

Same format, loader and error reporting as the Bleach TCG card files (``docs/cards.md``):
every error names the file, the line of the offending card or field, the field and why.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path

import msgspec

from reishi.engine.cardfile import decode_cards, field_line, header_lines
from reishi.engine.errors import DataError
from reishi.engine.limits import MAX_CARD_FILE_BYTES, read_text

# The line-locating helpers read any ``[[card]]`` file; they are shared, not Bleach rules.
from reishi.games.soul_deck.carddef import (
    COLOURS,
    FACTION_COLOUR,
    TARGETED,
    CardDef,
    CardType,
    EffectKind,
    TargetKind,
    parse_cost,
)

DATA_DIR = Path(__file__).parent / "data"
DEFAULT_CARD_FILES: tuple[Path, ...] = (DATA_DIR / "cards.toml",)

# SD: KEYWORDS. Numbered ones print an amount; Hierro may omit it (decisions.HIERRO_DEFAULT).
NUMBERED_KEYWORDS = frozenset({"Blut Vene", "Blut Arterie"})
OPTIONALLY_NUMBERED = frozenset({"Hierro"})
PLAIN_KEYWORDS = frozenset({"Flash Step", "Shikai", "Bankai", "Resurrección"})
TRANSFORMATIONS = ("Shikai", "Bankai", "Resurrección")


class _CardFile(msgspec.Struct, forbid_unknown_fields=True):
    """The shape of one card file: ``[[card]]`` tables and nothing else."""

    card: list[CardDef] = []


class CardLibrary:
    """Every known Soul Deck card, by title; read-only once loaded."""

    __slots__ = ("_cards",)

    def __init__(self, cards: Sequence[CardDef]) -> None:
        self._cards = {c.title: c for c in cards}

    def get(self, title: str) -> CardDef:
        """The card titled ``title``; DataError if there is none."""
        card = self._cards.get(title)
        if card is None:
            raise DataError("soul-deck card library", f"no card is titled {title!r}")
        return card

    def titles(self) -> tuple[str, ...]:
        """Every title, in load order."""
        return tuple(self._cards)

    def __contains__(self, title: object) -> bool:
        return title in self._cards

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)


def load_library(paths: Sequence[Path] | None = None) -> CardLibrary:
    """Load and validate card files (default: the shipped sample set)."""
    if paths is None:
        return _default_library()
    return _load(tuple(Path(p) for p in paths))


@cache
def _default_library() -> CardLibrary:
    return _load(DEFAULT_CARD_FILES)


def _load(paths: tuple[Path, ...]) -> CardLibrary:
    cards: list[CardDef] = []
    seen: dict[str, str] = {}
    for path in paths:
        text = read_text(path, MAX_CARD_FILE_BYTES, "card file")
        for index, card in enumerate(parse_cards(text, str(path))):
            if card.title in seen:
                raise DataError(
                    str(path),
                    f"duplicate title {card.title!r}: already defined in {seen[card.title]}",
                    line=field_line(text, header_lines(text), index, "title"),
                    field="title",
                )
            seen[card.title] = str(path)
            cards.append(card)
    return CardLibrary(cards)


def parse_cards(text: str, path: str) -> tuple[CardDef, ...]:
    """Decode and validate one file's cards; DataError names file, line and field."""
    cards = decode_cards(text, path, _CardFile).card
    if not cards:
        raise DataError(path, "no cards: a card file is a list of [[card]] tables", line=1)
    headers = header_lines(text)
    titles: set[str] = set()
    for index, card in enumerate(cards):
        problem = card_problem(card)
        if problem is None and card.title in titles:
            problem = ("title", f"duplicate title {card.title!r}")
        if problem is not None:
            field, message = problem
            raise DataError(
                path,
                f"card {card.title!r}: {message}",
                line=field_line(text, headers, index, field),
                field=field,
            )
        titles.add(card.title)
    return tuple(cards)


def card_problem(card: CardDef) -> tuple[str, str] | None:
    """The first (field, reason) a decoded card breaks, or None."""
    if not card.title.strip() or card.title != card.title.strip():
        return "title", "a title must be non-empty, without leading or trailing spaces"
    if card.sample and not card.provisional:
        return "provisional", "a sample card is always provisional"
    if card.provisional and not card.provisional_note.strip():
        return "provisional_note", "a provisional card must say which fields are provisional"
    for keyword in card.keywords:
        head, _, number = keyword.rpartition(" ")
        if keyword in PLAIN_KEYWORDS or keyword in OPTIONALLY_NUMBERED:
            continue
        if number.isdigit() and head in NUMBERED_KEYWORDS | OPTIONALLY_NUMBERED:
            continue
        known = sorted(PLAIN_KEYWORDS | OPTIONALLY_NUMBERED) + [
            f"{k} N" for k in sorted(NUMBERED_KEYWORDS)
        ]
        return "keywords", f"unknown keyword {keyword!r} (known: {', '.join(known)})"
    if card.type is CardType.ENERGY:
        if card.produces not in COLOURS:
            return "produces", f"Spiritual Energy produces one of {', '.join(COLOURS)}"
        if card.cost:
            return "cost", "Spiritual Energy has no cost (SD: RESOURCES)"
        return None
    if card.produces is not None or card.basic:
        return "produces", "only Spiritual Energy produces energy or is basic"
    try:
        parse_cost(card.cost)
    except ValueError as exc:
        return "cost", f"{exc} (SD: Paying Card Costs)"
    if card.faction is None:
        return "faction", "every card but energy belongs to a faction"
    if FACTION_COLOUR[card.faction] not in card.cost and not card.cost.isdigit():
        return (
            "cost",
            f"its coloured letters must include its faction's {FACTION_COLOUR[card.faction]}",
        )
    return _type_problem(card)


def _type_problem(card: CardDef) -> tuple[str, str] | None:
    """Fields each type needs or must not have (SD: CARD TYPES)."""
    is_char = card.type is CardType.CHARACTER
    if is_char != (card.reiatsu is not None) or is_char != (card.genryu is not None):
        return "reiatsu", "a Character, and only a Character, has Reiatsu and Genryu"
    if (is_char and (card.reiatsu or 0) < 0) or (card.genryu is not None and card.genryu < 1):
        return "genryu", "Reiatsu is never negative and Genryu is at least 1"
    transforms = [k for k in TRANSFORMATIONS if card.has_keyword(k)]
    if len(transforms) > 1:
        return "keywords", "a card is at most one transformation"
    if transforms and (not is_char or not card.transforms):
        return "transforms", f"a {transforms[0]} is a Character naming the character it replaces"
    if card.transforms and not transforms:
        return "transforms", "only a Shikai, Bankai or Resurrección replaces a character"
    if card.requires is not None:
        problem = _requirement_problem(card)
        if problem:
            return "requires", problem
    if card.type is CardType.TECHNIQUE and not card.effects:
        return "effects", "a Technique needs effects"
    if card.type is CardType.EQUIPMENT and card.bonus is None:
        return "bonus", "an Equipment needs a bonus for its character"
    if card.type in (CardType.CHARACTER, CardType.TECHNIQUE) and card.bonus is not None:
        return "bonus", "only an Equipment or a Field has a bonus"
    if card.type is CardType.FIELD and card.bonus is None and not card.upkeep:
        return "bonus", "a Field needs a bonus or start-of-turn effects"
    if card.type is not CardType.FIELD and card.bonus is not None and card.bonus.faction:
        return "bonus", "only a Field's bonus names a faction"
    targets = {e.target for e in card.effects if e.target is not TargetKind.NONE}
    if len(targets) > 1:
        return "effects", "a card's effects share one target"
    for effect in (*card.effects, *card.upkeep):
        needs_target = effect.do in TARGETED
        if needs_target == (effect.target is TargetKind.NONE):
            return "effects", f"{effect.do} {'needs' if needs_target else 'takes no'} target"
        if effect.do is EffectKind.BOOST and effect.stat not in ("reiatsu", "genryu"):
            return "effects", "a boost names stat = reiatsu or genryu"
        if effect.target is TargetKind.SELF and not is_char:
            return "effects", "only a character's effects target itself"
        if effect in card.effects and effect.target is TargetKind.SELF:
            return "effects", "entering effects choose a target, not self"
    for effect in card.upkeep:
        if effect.target not in (TargetKind.NONE, TargetKind.SELF):
            return "upkeep", "start-of-turn effects target nothing or the card itself"
    return None


MAX_TRANSFORM_TRIBUTES = 4
"""A transformation's own tributes: at most the other four of five Character slots."""


def _requirement_problem(card: CardDef) -> str:
    """Why a card's ``requires`` cannot be (SD: Shikai/Bankai/Resurrección), or ''."""
    need = card.requires
    assert need is not None
    if not card.transforms:
        return "only a Shikai, Bankai or Resurrección has requirements (requires)"
    if not 0 <= need.tributes <= MAX_TRANSFORM_TRIBUTES:
        return f"tributes is 0 to {MAX_TRANSFORM_TRIBUTES} (the other Character slots)"
    if need.life_at_most is not None and need.life_at_most < 1:
        return "life_at_most is at least 1 (a player at 0 has lost)"
    if need.burial_at_least < 0:
        return "burial_at_least is never negative"
    if need == type(need)():
        return "requires asks for nothing: leave it out"
    return ""
