"""A legal deck skeleton from the real pool: ``reishi deck new dbz --mp Goku --style Orange``.

The Main Personality set (levels 1–4) of the name, a Mastery of the style, one whole set of
seven Dragon Balls when it fits, then Styled cards of the style and Freestyle cards, three
copies each (one of an Ally), until the Life Deck holds 60 (DBZ RB: Making a Deck). Only
retail cards whose every sentence runs are taken; the deck is checked before it is returned.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from types import MappingProxyType

from reishi.engine.errors import ReishiError
from reishi.engine.rng import Rng
from reishi.games.dbz.cards import Alignment, Card, CardType, Style
from reishi.games.dbz.compiler import CompileResult
from reishi.games.dbz.decks import (
    NAMEKIAN_PERSONALITIES,
    SAIYAN_PERSONALITIES,
    Deck,
    check_deck,
    excluded_by_mp,
    named_after,
)
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.octgn import MAX_COPIES, loose_key

LIFE_DECK = 60  # DBZ RB: Making a Deck
BUILDER_OPTIONS = {
    "mp": "the Main Personality's name (Goku, Vegeta, …); its levels 1–4 are taken",
    "style": "the Mastery's style (Black, Blue, Namekian, Orange, Red, Saiyan)",
    "name": "the deck's name (default: the MP and the style)",
}
# Cards first by how a skeleton uses them: attacks and defences, then the rest.
_ORDER = (
    CardType.PHYSICAL_COMBAT,
    CardType.ENERGY_COMBAT,
    CardType.EVENT,
    CardType.DRILL,
    CardType.SETUP,
    CardType.ALLY,
)

Runs = Callable[[Card], CompileResult]
MpSets = Mapping[str, tuple[str, ...]]  # complete MP sets by name (``complete_mp_sets``)


def new_deck(options: Mapping[str, str], pool: CardPool, runs: Runs) -> Deck:
    """A legal skeleton for ``options`` ("mp", "style", "name"); ReishiError says why not."""
    unknown = sorted(set(options) - set(BUILDER_OPTIONS))
    if unknown:
        raise ReishiError(f"no deck option {unknown[0]!r} (options: {', '.join(BUILDER_OPTIONS)})")
    name = options.get("mp", "").strip()
    if not name:
        raise ReishiError("say which Main Personality: --mp NAME (for example --mp Goku)")
    style = _style(options.get("style", ""))
    levels = _mp_set(name, pool, runs)
    mp_name = pool.find(levels[0])
    assert mp_name is not None
    alignment = mp_name.alignment
    if style is Style.SAIYAN and mp_name.name not in SAIYAN_PERSONALITIES:
        raise ReishiError(
            f"{mp_name.name} is not a Saiyan personality: the Saiyan style needs one "
            "(DBZ CRD: General — Current Saiyan Personalities)"
        )
    mastery = _mastery(style, alignment, pool, runs)
    main = _life_deck(mp_name.name, style, alignment, pool, runs, levels=levels)
    deck = Deck(options.get("name") or f"{mp_name.name} {style.value}", levels, (mastery,), main)
    problems = check_deck(deck, pool, runs)
    if problems:
        raise ReishiError("the skeleton breaks a rule: " + "; ".join(problems))
    return deck


def _style(text: str) -> Style:
    wanted = text.strip().lower() or "freestyle"
    for style in Style:
        if style.value.lower() == wanted:
            return style
    names = ", ".join(s.value for s in Style)
    raise ReishiError(f"no style {text!r} (styles: {names})")


def _runs(card: Card, pool: CardPool, runs: Runs) -> bool:
    """Whether the title's preferred printing (the one a deck gets) is retail and runs."""
    found = pool.find(card.title)
    return found is not None and found.retail and runs(found).is_complete


def _mp_set(name: str, pool: CardPool, runs: Runs) -> tuple[str, ...]:
    """Levels 1–4 of the name that run, one alignment, one printed set where one has them all."""
    mps = [
        c for c in pool if c.type is CardType.MAIN_PERSONALITY and c.name.lower() == name.lower()
    ]
    if not mps:
        raise ReishiError(f"no Main Personality named {name!r}")
    usable: dict[int, list[Card]] = {1: [], 2: [], 3: [], 4: []}
    for card in mps:
        printed = pool.find(card.title)  # a deck holds the title's preferred printing
        if (
            printed is not None
            and printed.level in usable
            and _runs(card, pool, runs)
            and printed not in usable[printed.level]
        ):
            usable[printed.level].append(printed)
    for level, cards in usable.items():
        if not cards:
            why = sorted({c.title for c in mps if c.level == level}) or ["none in the data"]
            raise ReishiError(
                f"no level {level} {name} that runs yet ({', '.join(why)}): "
                "`reishi cards show dbz TITLE` names the phrase"
            )
    groups = sorted({(c.set_name, c.alignment) for cards in usable.values() for c in cards})
    keys = [*groups, *sorted({(None, a) for _, a in groups}, key=str)]
    for set_name, alignment in keys:
        picks = [
            sorted(
                c.title
                for c in usable[level]
                if c.alignment is alignment and set_name in (None, c.set_name)
            )
            for level in (1, 2, 3, 4)
        ]
        if all(picks):
            return tuple(titles[0] for titles in picks)
    raise ReishiError(f"no levels 1–4 of {name} of one alignment run yet")


def complete_mp_sets(pool: CardPool, runs: Runs) -> dict[str, tuple[str, ...]]:
    """Every retail personality with levels 1–4 that run, by name (its set's titles)."""
    found: dict[str, tuple[str, ...]] = {}
    names = {c.name for c in pool if c.retail and c.type is CardType.MAIN_PERSONALITY}
    for name in sorted(names):
        try:
            found[name] = _mp_set(name, pool, runs)
        except ReishiError:
            continue
    return found


def _allowed(card: Card, alignment: Alignment) -> bool:
    return card.alignment in (Alignment.NONE, alignment)


def _mastery(style: Style, alignment: Alignment, pool: CardPool, runs: Runs) -> str:
    found = _masteries(style, alignment, pool, runs)
    if not found:
        raise ReishiError(f"no {style.value} Mastery that runs yet")
    return found[0]


def _masteries(style: Style, alignment: Alignment, pool: CardPool, runs: Runs) -> tuple[str, ...]:
    """The Masteries of a style an alignment may use that run, by title (asked per deck)."""
    key = ("masteries", style, alignment, runs)
    return pool.remembered(key, lambda: _runnable_masteries(style, alignment, pool, runs))


def _runnable_masteries(
    style: Style, alignment: Alignment, pool: CardPool, runs: Runs
) -> tuple[str, ...]:
    return tuple(
        sorted(
            c.title
            for c in pool
            if c.type is CardType.MASTERY
            and c.style is style
            and _allowed(c, alignment)
            and _runs(c, pool, runs)
        )
    )


def random_deck(pool: CardPool, runs: Runs, rng: Rng, sets: MpSets | None = None) -> Deck:
    """A random legal deck of the executable pool (tournament-sized testing, fuzzing).

    A random complete MP set (``sets``: ``complete_mp_sets``, computed once by a caller that
    builds many decks), a random style whose Mastery runs for its alignment, then the pool's
    runnable cards in a random order, one to three copies each (one of an Ally), a whole set of
    Dragon Balls half of the time. The deck is checked before it is returned.
    """
    found = sets if sets is not None else complete_mp_sets(pool, runs)
    if not found:
        raise ReishiError("no Main Personality set of the pool runs yet")
    levels = found[rng.choice(sorted(found))]
    mp = pool.find(levels[0])
    assert mp is not None
    styles: list[Style] = []
    for style in Style:
        if (style is Style.SAIYAN and mp.name not in SAIYAN_PERSONALITIES) or (
            style is Style.NAMEKIAN and mp.name not in NAMEKIAN_PERSONALITIES
        ):
            continue  # DBZ CRD: General — Current Saiyan / Namekian Personalities
        try:
            _mastery(style, mp.alignment, pool, runs)
        except ReishiError:
            continue
        styles.append(style)
    style = rng.choice(styles)
    mastery = _mastery(style, mp.alignment, pool, runs)
    main = _life_deck(mp.name, style, mp.alignment, pool, runs, rng, levels)
    deck = Deck(f"random {mp.name} {style.value}", levels, (mastery,), main)
    problems = check_deck(deck, pool, runs)
    if problems:
        raise ReishiError("a random deck breaks a rule: " + "; ".join(problems))
    return deck


Candidates = tuple[Mapping[str, Card], Mapping[str, int]]


def _candidates(
    mp_name: str,
    style: Style,
    alignment: Alignment,
    pool: CardPool,
    runs: Runs,
    levels: tuple[str, ...],
) -> Candidates:
    """The cards a Life Deck for this MP set and style may hold, and each title's copy limit.

    The same for every random deck of one MP set and style, so it is worked out once per
    pool (the fuzzer builds two decks a game; the scan of the pool was half a fuzz game).
    """

    def scan() -> Candidates:
        titles: dict[str, Card] = {}
        mps = [c for c in (pool.find(t) for t in levels) if c is not None]
        # Spellings of one title count as one card (decks.check_deck), under the lowest limit.
        limits: dict[str, int] = {}
        for printing in pool:
            key = loose_key(printing.title)
            limits[key] = min(limits.get(key, MAX_COPIES), printing.limit_per_deck)
        seen: set[str] = set()
        for printing in pool:
            # A deck holds the title's preferred printing: its type, limit and alignment count.
            card = pool.find(printing.title) or printing
            if loose_key(card.title) in seen or card.type not in (*_ORDER, CardType.DRAGON_BALL):
                continue
            if card.is_styled and card.style is not style:
                continue
            if not _allowed(card, alignment) or not _runs(card, pool, runs):
                continue
            named = named_after(card, pool)
            if named and named != mp_name:
                continue
            if card.type is CardType.ALLY and card.name == mp_name:
                continue
            if excluded_by_mp(card, mps, runs):
                continue  # Hercule - Champion: "cannot include cards that perform energy attacks"
            titles[card.title] = card
            seen.add(loose_key(card.title))
        return MappingProxyType(titles), MappingProxyType(limits)

    return pool.remembered(("candidates", mp_name, style, alignment, runs, levels), scan)


def _life_deck(
    mp_name: str,
    style: Style,
    alignment: Alignment,
    pool: CardPool,
    runs: Runs,
    rng: Rng | None = None,
    levels: tuple[str, ...] = (),
) -> tuple[str, ...]:
    titles, limits = _candidates(mp_name, style, alignment, pool, runs, levels)
    balls = _dragon_balls(titles)
    main: list[str] = list(balls) if rng is None or rng.below(2) else []
    ranked = sorted(
        (c for c in titles.values() if c.type is not CardType.DRAGON_BALL),
        key=lambda c: (c.style is not style, _ORDER.index(c.type), c.title),
    )
    if rng is not None:
        rng.shuffle(ranked)  # a random deck: any runnable card of the style or Freestyle
    for card in ranked:
        copies = 1 if card.type is CardType.ALLY else min(MAX_COPIES, limits[loose_key(card.title)])
        if rng is not None:
            copies = 1 + rng.below(copies)
        main.extend([card.title] * min(copies, LIFE_DECK - len(main)))
        if len(main) >= LIFE_DECK:
            break
    if len(main) < LIFE_DECK:
        raise ReishiError(f"only {len(main)} cards of the pool fit this deck; 60 are needed")
    return tuple(main)


def _dragon_balls(titles: Mapping[str, Card]) -> tuple[str, ...]:
    """One whole set of seven Dragon Balls, if every one of them runs (else none)."""
    sets: dict[str, list[str]] = {}
    for title, card in titles.items():
        if card.type is CardType.DRAGON_BALL:
            sets.setdefault(title.rpartition(" ")[0], []).append(title)
    whole = sorted(k for k, v in sets.items() if len(Counter(v)) >= 7)
    return tuple(sorted(sets[whole[0]])) if whole else ()
