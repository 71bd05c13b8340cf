"""``reishi cards`` for DBZ: import the OCTGN sets, search and show cards with their compiled
programs, and measure how much of the card text compiles and runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path

import msgspec

from reishi.engine.errors import ReishiError
from reishi.engine.extensions import (
    Line,
    Listing,
    Report,
    Tone,
    check_fields,
    field_matches,
    holds_text,
)
from reishi.engine.wording import count_of, is_empty, record_lines, value_text, words
from reishi.games.dbz.cards import Card
from reishi.games.dbz.compiler import compile_card
from reishi.games.dbz.decks import named_after
from reishi.games.dbz.kit import NOT_EXECUTABLE, compile_for_play
from reishi.games.dbz.library import CardPool, default_store_dir, load_pool, save_store
from reishi.games.dbz.octgn import import_sets

CARD_FIELDS = {
    "type": "the card type (Main Personality, Physical Combat, Setup, …)",
    "style": "the style (Red, Saiyan, Freestyle, …)",
    "set": "the set's name (Set 1, Evolution, …)",
    "personality": "the personality's name (Goku, Vegeta, …) of a personality or Named card",
    "level": "a Main Personality's level (1 to 4)",
    "rarity": "the rarity as the data gives it (C, U, R, UR, P, S, …)",
    "text": "words the card text holds (the QUERY also searches titles)",
    "executable": "yes or no: whether the rules run every sentence of the card",
}


def _fields(card: Card) -> dict[str, str]:
    return {
        "type": card.type.value,
        "style": card.style.value,
        "set": card.set_name,
        "personality": card.name if card.is_personality else "",
        "level": str(card.level or ""),
        "rarity": card.rarity or "",
    }


def _matches(card: Card, key: str, wanted: str, pool: CardPool) -> bool:
    if key == "text":
        return holds_text(wanted, card.text)
    if key == "executable":
        return (wanted.lower() in ("yes", "true", "1")) == compile_for_play(card).is_complete
    if key == "personality" and not card.is_personality:
        return field_matches(named_after(card, pool) or "", wanted)
    return field_matches(_fields(card)[key], wanted)


def search_cards(
    query: str, where: Mapping[str, str], limit: int, source: Path | None = None
) -> Listing:
    """Cards whose title or text holds ``query``; only the shown ones are compiled."""
    check_fields(where, CARD_FIELDS)
    pool = load_pool(source)
    found = [
        card
        for card in pool
        if holds_text(query, card.title, card.text)
        and all(_matches(card, k, v, pool) for k, v in where.items())
    ]
    rows = [
        [
            card.title,
            card.type.value,
            card.style.value,
            card.set_name,
            card.number,
            card.rarity or "",
            _executable(card),
        ]
        for card in found[:limit]
    ]
    columns = ["Title", "Type", "Style", "Set", "No.", "Rarity", "Executable"]
    return Listing(count_of(len(found), "card").capitalize(), columns, rows)


def _executable(card: Card) -> str:
    """ "yes", "no", or "yes (provisional)" when part of its data is the importer's reading."""
    if not compile_for_play(card).is_complete:
        return "no"
    return "yes (provisional)" if card.provisional else "yes"


def show_card(title: str, source: Path | None = None) -> Report:
    """A card's data and its compiled effect program (or the phrase that did not compile)."""
    card = load_pool(source).find(title)
    if card is None:
        raise ReishiError(f"no card titled {title!r}: try `reishi cards search dbz`")
    blocks: list[Line | Listing] = [Line(card.title, Tone.STRONG)]
    blocks += [
        Line(f"{words(key)}: {value_text(value)}")
        for key, value in msgspec.to_builtins(card).items()
        if key not in ("title", "id") and not is_empty(value)
    ]
    result = compile_card(card)
    if result.ruled_text:
        blocks.append(Line(f"ruled text (DBZ CRD): {result.ruled_text}"))
    if result.is_complete:
        # The compiled effects, record by record, as the rules will run them.
        blocks.append(Line("program (how the rules read the text):", Tone.STRONG))
        program = record_lines(msgspec.to_builtins(result.program), "  ")
        blocks += [Line(line) for line in program]
    else:
        blocks.append(Line(f"did not compile: {result.unknown_phrases[0]}", Tone.BAD))
    return Report(blocks=blocks)


def import_cards(
    paths: Sequence[Path], store: Path | None = None, verbose: bool = False, force: bool = False
) -> Report:
    """Read OCTGN set XML, normalise it and write the card store; report every correction.

    An import with no cards, or under half the store's, is refused unless ``force``.
    """
    result = import_sets(list(paths))
    target = save_store(result, store or default_store_dir(), paths, force)
    per_set = Counter(card.set_name for card in result.cards)
    file_sets = {card.id: card.set_name for card in result.cards}
    corrected = Counter(file_sets.get(e.card_id, e.file) for e in result.by_kind("corrected"))
    rows = [[name, str(n), str(corrected[name])] for name, n in sorted(per_set.items())]
    blocks: list[Line | Listing] = [
        Listing(f"{result.records_read} records read", ["Set", "Cards", "Corrected"], rows)
    ]
    skipped = result.by_kind("unsupported") + result.by_kind("unreadable")
    blocks.append(Line(f"Not imported: {len(skipped)} (unsupported or unreadable)"))
    for entry in skipped if not verbose else result.entries:
        blocks.append(
            Line(
                f"  {entry.file} {entry.card_id} {entry.title!s} [{entry.kind}]: "
                + "; ".join(entry.messages)
            )
        )
    blocks.append(Line(f"Store written to {target}"))
    return Report(blocks=blocks)


def card_coverage(source: Path | None = None, retail_only: bool = False, top: int = 20) -> Report:
    """Per set: cards, compiled, executable (playable; how many of them read provisionally)
    and percentages; then what blocks them."""
    per_set: Counter[str] = Counter()
    compiled: Counter[str] = Counter()
    playable: Counter[str] = Counter()
    provisional: Counter[str] = Counter()  # executable, but partly the importer's reading
    failing: Counter[str] = Counter()
    blocked: Counter[str] = Counter()
    for card in load_pool(source):
        if retail_only and not card.retail:
            continue
        per_set[card.set_name] += 1
        result = compile_card(card)
        if not result.is_complete:
            failing[result.unknown_phrases[0]] += 1
            continue
        compiled[card.set_name] += 1
        checked = compile_for_play(card)
        if checked.is_complete:
            playable[card.set_name] += 1
            provisional[card.set_name] += card.provisional
        else:
            blocked[checked.unknown_phrases[0].removesuffix(NOT_EXECUTABLE)] += 1
    names = [*sorted(per_set), "total"]
    for counter in (per_set, compiled, playable, provisional):
        counter["total"] = sum(counter.values())
    rows = [_coverage_row(name, per_set, compiled, playable, provisional) for name in names]
    columns = ["Set", "Cards", "Compiled", "%", "Executable", "%", "Provisional"]
    blocks: list[Line | Listing] = [
        Listing("Compiled and executable card text", columns, rows),
        Line(
            "Provisional: executable cards whose data is partly the importer's reading "
            "(`reishi cards show` says which)."
        ),
        Line("Most frequent phrases that do not compile:"),
    ]
    blocks += [Line(f"  {count:4}  {phrase}") for phrase, count in failing.most_common(top)]
    blocks.append(Line("Most frequent reasons compiled cards are not executable:"))
    blocks += [Line(f"  {count:4}  {reason}") for reason, count in blocked.most_common(top)]
    return Report(blocks=blocks)


def _coverage_row(
    name: str,
    cards: Counter[str],
    compiled: Counter[str],
    playable: Counter[str],
    provisional: Counter[str],
) -> list[str]:
    whole = cards[name]
    return [
        name,
        str(whole),
        str(compiled[name]),
        _percent(compiled[name], whole),
        str(playable[name]),
        _percent(playable[name], whole),
        str(provisional[name]),
    ]


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / max(whole, 1):.0f}"
