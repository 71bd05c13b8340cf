"""DBZ decks: the ``.deck`` text format, OCTGN ``.o8d`` conversion and the construction rules.

The format::

    game: dbz
    name: Saiyan Pride
    [personality]
    1 Vegeta - Prince Of Saiyans
    [mastery]
    1 Saiyan Empowered Mastery
    [main]
    3 Saiyan Wrist Block

``check_deck`` returns every violation at once, each citing the rule it breaks.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from reishi.engine.decktext import read_deck_text
from reishi.engine.errors import DataError
from reishi.engine.limits import MAX_DECK_CARDS, check_count
from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import GAME, Alignment, Card, CardType, Style
from reishi.games.dbz.compiler import NOT_EXECUTABLE, CompileResult, compile_card
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.octgn import MAX_COPIES, loose_key

SECTIONS = ("personality", "mastery", "main")
LIFE_DECK_SIZE = 60  # DBZ RB: Making a Deck — "exactly 60 other cards"

_RB_DECK = "DBZ RB: Making a Deck"
_RB_MASTERY = "DBZ RB: Card Types — Mastery"
# DBZ CRD: General — the current lists replace the rulebook's longer ones.
SAIYAN_PERSONALITIES = frozenset({"Gohan", "Goku", "Nappa", "Raditz", "Trunks", "Turles", "Vegeta"})
NAMEKIAN_PERSONALITIES = frozenset({"Gohan", "Kami", "Lord Slug", "Nail", "Piccolo"})
_CRD_SAIYAN = "DBZ CRD: General — Current Saiyan Personalities"
_CRD_NAMEKIAN = "DBZ CRD: General — Current Namekian Personalities"


@dataclass(frozen=True, slots=True)
class Deck:
    """A DBZ deck by title: the MP set (levels 1–4), the Mastery and the 60-card Life Deck."""

    name: str
    personality: tuple[str, ...] = ()
    mastery: tuple[str, ...] = ()
    main: tuple[str, ...] = ()
    lines: Mapping[tuple[str, str], int] = field(default_factory=dict, compare=False, repr=False)


def parse_deck(text: str, path: str | Path = "<deck>") -> Deck:
    """Parse deck text; a DataError names the file and line of anything malformed."""
    parsed = read_deck_text(text, path, GAME, SECTIONS)
    cards: dict[str, list[str]] = {section: [] for section in SECTIONS}
    lines: dict[tuple[str, str], int] = {}
    for entry in parsed.entries:
        # OCTGN titles carry stray double spaces; one spelling per title keeps copies together.
        title = " ".join(entry.title.split())
        cards[entry.section].extend([title] * entry.count)
        lines.setdefault((entry.section, title), entry.line)
    return Deck(
        parsed.name,
        tuple(cards["personality"]),
        tuple(cards["mastery"]),
        tuple(cards["main"]),
        lines,
    )


def format_deck(deck: Deck) -> str:
    """Write a deck in the text format (``parse_deck`` reads it back equal)."""
    out = [f"game: {GAME}", f"name: {deck.name}"]
    for section, titles in (
        ("personality", deck.personality),
        ("mastery", deck.mastery),
        ("main", deck.main),
    ):
        out.append(f"[{section}]")
        out.extend(f"{count} {title}" for title, count in Counter(titles).items())
    return "\n".join(out) + "\n"


def from_o8d(data: bytes, pool: CardPool, path: str = "<o8d>") -> Deck:
    """Convert an OCTGN deck: ids are matched in the pool, names only as a fallback."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise DataError(path, f"not well-formed XML: {exc}") from None
    personality: list[str] = []
    mastery: list[str] = []
    main: list[str] = []
    unknown: list[str] = []
    total = 0
    for element in root.iter("card"):
        qty = _quantity(element.get("qty"), path)
        total += qty
        check_count(total, MAX_DECK_CARDS, "cards in the deck", path)
        card = pool.by_id(element.get("id") or "") or pool.find(element.text or "")
        if card is None:
            unknown.append(" ".join((element.text or "?").split()))
            continue
        if card.type is CardType.MAIN_PERSONALITY:
            personality.extend([card.title] * qty)
        elif card.type is CardType.MASTERY:
            mastery.extend([card.title] * qty)
        else:
            main.extend([card.title] * qty)
    if unknown:
        raise DataError(path, f"cards not in the store: {', '.join(unknown)}")
    personality.sort(key=lambda t: (pool.find(t) or _NO_CARD).level or 0)
    return Deck(Path(path).stem, tuple(personality), tuple(mastery), tuple(main))


def _quantity(text: str | None, path: str) -> int:
    """A card's ``qty``: a whole number from 1 to MAX_DECK_CARDS (1 when absent)."""
    raw = (text or "1").strip()
    if not raw.isdigit() or len(raw) > 6 or not 1 <= int(raw) <= MAX_DECK_CARDS:
        raise DataError(
            path, f"qty {raw[:20]!r} is not a whole number from 1 to {MAX_DECK_CARDS:,}"
        )
    return int(raw)


def check_deck(
    deck: Deck,
    pool: CardPool,
    compile_fn: Callable[[Card], CompileResult] = compile_card,
) -> list[str]:
    """Every construction rule the deck breaks, each naming its rule; [] if legal."""
    problems: list[str] = []
    resolved: dict[str, Card] = {}
    for title in sorted({*deck.personality, *deck.mastery, *deck.main}):
        card = pool.find(title)
        if card is None:
            problems.append(f"unknown card {title!r} (not in the card store)")
        else:
            resolved[title] = card
    if problems:
        problems.append(
            f"{len(problems)} card(s) missing from the card store: if it is incomplete, "
            f"import the sets again (reishi cards import {GAME} PATH)"
        )
    mps = [resolved[t] for t in deck.personality if t in resolved]
    masteries = [resolved[t] for t in deck.mastery if t in resolved]
    life = [resolved[t] for t in deck.main if t in resolved]
    mp_name, mp_alignment = _check_personality(mps, len(deck.personality), problems)
    allowed = _alignments_allowed(mps)
    deck_rules = _deck_rules(mps, compile_fn)
    style = _check_mastery(masteries, len(deck.mastery), problems)
    if len(deck.main) != LIFE_DECK_SIZE:
        problems.append(
            f"the Life Deck has {len(deck.main)} cards, it must have exactly {LIFE_DECK_SIZE} "
            f"({_RB_DECK})"
        )
    # Copies are counted per card, not per spelling: printings of one title that differ
    # only in case or spacing ("Saiyan Multi-blast", "Saiyan Multi-Blast") are one card.
    counts = Counter(loose_key(card.title) for card in life)
    by_key = {loose_key(card.title): card for card in life}
    for key, count in sorted(counts.items()):
        card = by_key[key]
        raised = copies_allowed(card, deck_rules)
        _check_life_card(card, count, mp_name, mp_alignment, style, pool, problems, allowed, raised)
        _check_deck_rules(card, deck_rules, compile_fn, problems)
    dragon_ball_sets = sorted(
        {dragon_ball_set(c.title) for c in life if c.type is CardType.DRAGON_BALL}
    )
    if len(dragon_ball_sets) > 1:
        problems.append(
            f"Dragon Balls from more than one set ({', '.join(dragon_ball_sets)}) ({_RB_DECK})"
        )
    if style is Style.SAIYAN and mp_name and mp_name not in SAIYAN_PERSONALITIES:
        problems.append(
            f"Saiyan style needs a Saiyan personality; {mp_name} is not ({_CRD_SAIYAN})"
        )
    if style is Style.NAMEKIAN and mp_name and mp_name not in NAMEKIAN_PERSONALITIES:
        problems.append(
            f"Namekian style needs a Namekian personality; {mp_name} is not ({_CRD_NAMEKIAN})"
        )
    for card in sorted({*mps, *masteries, *life}, key=lambda c: c.title):
        result = compile_fn(card)
        if not result.is_complete:
            phrase = result.unknown_phrases[0]
            problems.append(
                f"{card.title}: cannot be played yet — {phrase.removesuffix(NOT_EXECUTABLE)}"
                if phrase.endswith(NOT_EXECUTABLE)
                else f"{card.title}: card text not supported yet — '{phrase}' did not compile"
            )
    return problems


def _check_personality(
    mps: list[Card], listed: int, problems: list[str]
) -> tuple[str | None, Alignment | None]:
    if listed != 4:
        problems.append(f"the MP set has {listed} cards; it must be Levels 1-4 ({_RB_DECK})")
    for card in mps:
        if card.type is not CardType.MAIN_PERSONALITY:
            problems.append(
                f"{card.title} is a {card.type.value}, not a Main Personality ({_RB_DECK})"
            )
    mps = [c for c in mps if c.type is CardType.MAIN_PERSONALITY]
    levels = sorted(c.level or 0 for c in mps)
    if listed == 4 and levels != [1, 2, 3, 4]:
        problems.append(f"the MP set's levels are {levels}, not 1, 2, 3, 4 ({_RB_DECK})")
    names = {c.name for c in mps}
    if len(names) > 1:
        problems.append(f"the MP set mixes names {sorted(names)} ({_RB_DECK})")
    alignments = {c.alignment for c in mps}
    if len(alignments) > 1:
        problems.append(
            f"the MP set mixes alignments {sorted(a.value for a in alignments)} ({_RB_DECK})"
        )
    name = next(iter(names)) if len(names) == 1 else None
    alignment = next(iter(alignments)) if len(alignments) == 1 else None
    return name, alignment


def _check_mastery(masteries: list[Card], listed: int, problems: list[str]) -> Style | None:
    if listed != 1:
        problems.append(f"the deck has {listed} Masteries; it must have exactly one ({_RB_DECK})")
    for card in masteries:
        if card.type is not CardType.MASTERY:
            problems.append(f"{card.title} is a {card.type.value}, not a Mastery ({_RB_DECK})")
    styles = {c.style for c in masteries if c.type is CardType.MASTERY}
    return next(iter(styles)) if len(styles) == 1 else None


def _check_life_card(
    card: Card,
    count: int,
    mp_name: str | None,
    mp_alignment: Alignment | None,
    style: Style | None,
    pool: CardPool,
    problems: list[str],
    allowed: frozenset[str] = frozenset(),
    raised: int = 0,
) -> None:
    if card.type in (CardType.MAIN_PERSONALITY, CardType.MASTERY):
        problems.append(
            f"{card.title}: a {card.type.value} cannot be one of the 60 Life Deck cards "
            f"({_RB_DECK})"
        )
        return
    single = card.type in (CardType.ALLY, CardType.DRAGON_BALL)
    limit = min(card.limit_per_deck, 1 if single else MAX_COPIES)
    if raised:
        # Cell Jr. - Taunting: "Your Life Deck may include up to 3 copies of each Ally with
        # "Cell Jr." in the title" — the MP's rule in place of the one-copy rule.
        limit = raised
    if count > limit:
        if raised:
            rule = f"the MP allows {raised} copies"
        elif single:
            rule = f"one copy of any Ally or Dragon Ball ({_RB_DECK})"
        elif card.limit_per_deck < MAX_COPIES:
            rule = (
                f'the card\'s own "Limit {card.limit_per_deck} per deck" '
                "(DBZ RB: Glossary — Parenthesis Text)"
            )
        else:
            rule = f"at most {MAX_COPIES} copies ({_RB_DECK})"
        problems.append(f"{count} copies of {card.title}: {rule}")
    if card.type is CardType.ALLY and mp_name and card.name == mp_name:
        problems.append(f"{card.title}: no Ally may match the MP's name {mp_name} ({_RB_DECK})")
    if card.is_styled and style is not None and card.style is not style:
        problems.append(
            f"{card.title} is {card.style.value} Styled; the Mastery is {style.value} ({_RB_DECK})"
        )
    named = named_after(card, pool)
    if named and mp_name and named != mp_name:
        problems.append(f"{card.title} is a {named} Named card; the MP is {mp_name} ({_RB_DECK})")
    if (
        card.alignment is not Alignment.NONE
        and mp_alignment not in (None, Alignment.NONE)
        and card.alignment is not mp_alignment
        and not (card.alignment.value in allowed and not card.is_personality)
    ):
        problems.append(
            f"{card.title} is for {card.alignment.value}s only; the MP is a "
            f"{mp_alignment.value if mp_alignment else '?'} ({_RB_DECK})"
        )


def _alignments_allowed(mps: list[Card]) -> frozenset[str]:
    """Alignments a personality's card rules let the Life Deck hold besides its own (Android
    16 - Awoken: "Your Life Deck may include non-Personality cards that are 'Heroes only'")."""
    found: set[str] = set()
    for mp in mps:
        if "may include" not in mp.text.lower():
            continue  # most personalities have no such rule: no need to compile them here
        rules = compile_card(mp).program
        found.update(e.alignment for e in rules if isinstance(e, fx.DeckMayInclude))
    return frozenset(found)


def _deck_rules(
    mps: list[Card], compile_fn: Callable[[Card], CompileResult]
) -> tuple[fx.DeckCopies | fx.DeckExcludes, ...]:
    """A personality's rules of deck building ("may include up to 3 copies of each …",
    "cannot include cards that perform energy attacks"), from every MP level's text."""
    found: list[fx.DeckCopies | fx.DeckExcludes] = []
    for mp in mps:
        if "include" not in mp.text.lower():
            continue  # most personalities have no such rule: no need to compile them here
        found.extend(
            e for e in compile_fn(mp).program if isinstance(e, fx.DeckCopies | fx.DeckExcludes)
        )
    return tuple(found)


def _check_deck_rules(
    card: Card,
    rules: tuple[fx.DeckCopies | fx.DeckExcludes, ...],
    compile_fn: Callable[[Card], CompileResult],
    problems: list[str],
) -> None:
    """The MP's deck rules for one Life Deck card (beside the Making a Deck rules)."""
    for rule in rules:
        if isinstance(rule, fx.DeckExcludes) and _performs(compile_fn(card).program, rule.attacks):
            problems.append(
                f"{card.title} performs {rule.attacks} attacks; the MP's rule says the Life "
                "Deck cannot include such cards"
            )


def excluded_by_mp(
    card: Card, mps: list[Card], compile_fn: Callable[[Card], CompileResult]
) -> bool:
    """Whether an MP's rule ("cannot include cards that perform energy attacks") bars the
    card from the Life Deck (the deck builders leave such cards out)."""
    problems: list[str] = []
    _check_deck_rules(card, _deck_rules(mps, compile_fn), compile_fn, problems)
    return bool(problems)


def copies_allowed(card: Card, rules: tuple[fx.DeckCopies | fx.DeckExcludes, ...]) -> int:
    """How many copies an MP's "may include up to N copies of each …" rule lets a card have
    (0 when no rule speaks of it)."""
    best = 0
    for rule in rules:
        if not isinstance(rule, fx.DeckCopies):
            continue
        if _KINDS.get(rule.kind, card.type) is not card.type:
            continue
        if rule.title_has.lower() in card.title.lower():
            best = max(best, rule.copies)
    return best


_KINDS = {
    "ally": CardType.ALLY,
    "drill": CardType.DRILL,
    "setup": CardType.SETUP,
    "event": CardType.EVENT,
    "physical combat card": CardType.PHYSICAL_COMBAT,
    "energy combat card": CardType.ENERGY_COMBAT,
}


def _performs(program: tuple[fx.Effect, ...], kind: str) -> bool:
    """Whether a card's text performs an attack of that kind (its own, or a POWER's)."""
    wanted = fx.EnergyAttack if kind == "energy" else fx.PhysicalAttack
    for effect in program:
        if isinstance(effect, wanted):
            return True
        if isinstance(effect, fx.Power) and any(isinstance(e, wanted) for e in effect.effects):
            return True
    return False


def named_after(card: Card, pool: CardPool) -> str | None:
    """DBZ RB: Making a Deck — the personality a Freestyle card is Named for, if any."""
    if card.is_styled or card.is_personality or card.type is CardType.DRAGON_BALL:
        return None
    names, found = _personality_names(pool)
    # Every deck check asks again of the same titles (a fuzz run checks two decks a game).
    if card.title not in found:
        best: str | None = None
        for name in names:
            if re.match(rf"{re.escape(name)}(?:'s|s)?\b", card.title) and (
                best is None or len(name) > len(best)
            ):
                best = name
        found[card.title] = best
    return found[card.title]


def _personality_names(pool: CardPool) -> tuple[frozenset[str], dict[str, str | None]]:
    """The pool's personality names, and the answers of ``named_after`` so far by title."""
    return pool.remembered(
        "personality names", lambda: (frozenset(c.name for c in pool if c.is_personality), {})
    )


def dragon_ball_set(title: str) -> str:
    """The set a Dragon Ball belongs to: its title without the ball's number."""
    return re.sub(r"\s*\d+$", "", title)


_NO_CARD = Card(
    id="", title="", name="", type=CardType.EVENT, style=Style.FREESTYLE, set_name="", number=""
)
