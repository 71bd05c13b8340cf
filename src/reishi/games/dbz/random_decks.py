"""Random legal DBZ decks from every executable retail card (``reishi fuzz``).

A deck names cards by title, and a title plays as its preferred printing
(``CardPool.find``), so a title counts as executable when that printing is retail and its
text compiles and runs. Each deck keeps the rules ``check_deck`` enforces (DBZ RB: Making a
Deck): an MP set of levels 1-4 of one name and alignment, one Mastery, 60 Life Deck cards
with at most 3 copies (1 of an Ally or Dragon Ball, fewer if the card says so), Styled
cards of the Mastery's style only, Named cards of the MP only, the MP's alignment only, and
Dragon Balls of one set; a Saiyan or Namekian Mastery only for a personality of that kind
(DBZ CRD: General).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import cache

from reishi.engine.deckdraw import draw_copies
from reishi.engine.rng import Rng
from reishi.games.dbz.cards import Alignment, Card, CardType, Style
from reishi.games.dbz.decks import (
    LIFE_DECK_SIZE,
    NAMEKIAN_PERSONALITIES,
    SAIYAN_PERSONALITIES,
    Deck,
    dragon_ball_set,
    named_after,
)
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.octgn import MAX_COPIES, loose_key


@dataclass(frozen=True, slots=True)
class Playable:
    """The executable retail titles of a kit, sorted for reproducible draws."""

    mp_sets: tuple[tuple[tuple[Card, ...], ...], ...]  # per name: printings of levels 1-4
    masteries: tuple[Card, ...]
    life: tuple[Card, ...]


def random_deck(kit: DbzKit, rng: Rng, name: str = "random") -> Deck:
    """A legal deck drawn at random from every executable retail card of ``kit``."""
    playable = _playable(kit)
    levels = rng.choice(playable.mp_sets)
    mps = [rng.choice(printings) for printings in levels]
    mp = mps[0]
    masteries = [m for m in playable.masteries if _mastery_fits(m, mp.name)]
    mastery = rng.choice(masteries)
    balls = sorted({dragon_ball_set(c.title) for c in playable.life if _is_ball(c)})
    ball_set = rng.choice(balls) if balls else ""
    limits: dict[str, int] = {}
    for card in playable.life:
        if _fits(card, mp, mastery.style, ball_set, kit):
            single = card.type in (CardType.ALLY, CardType.DRAGON_BALL)
            limits[card.title] = min(card.limit_per_deck, 1 if single else MAX_COPIES)
    main = draw_copies(rng, limits, LIFE_DECK_SIZE)
    return Deck(name, tuple(c.title for c in mps), (mastery.title,), tuple(main))


def _mastery_fits(mastery: Card, mp_name: str) -> bool:
    if mastery.style is Style.SAIYAN:
        return mp_name in SAIYAN_PERSONALITIES
    if mastery.style is Style.NAMEKIAN:
        return mp_name in NAMEKIAN_PERSONALITIES
    return True


def _is_ball(card: Card) -> bool:
    return card.type is CardType.DRAGON_BALL


def _fits(card: Card, mp: Card, style: Style, ball_set: str, kit: DbzKit) -> bool:
    if card.is_styled and card.style is not style:
        return False
    if _is_ball(card) and dragon_ball_set(card.title) != ball_set:
        return False
    if card.type is CardType.ALLY and card.name == mp.name:
        return False
    aligned = Alignment.NONE in (card.alignment, mp.alignment) or card.alignment is mp.alignment
    if not aligned:
        return False
    named = named_after(card, kit.pool)
    return named is None or named == mp.name


@cache
def _playable(kit: DbzKit) -> Playable:
    """Computed once per kit: a kit's cards never change."""
    titles: dict[str, Card] = {}
    for printing in kit.pool:
        card = kit.pool.find(printing.title)
        key = loose_key(printing.title)
        if card is None or key in titles or not card.retail:
            continue
        if kit.result(card).is_complete:
            titles[key] = card
    cards = sorted(titles.values(), key=lambda c: c.title)
    by_name: dict[tuple[str, Alignment], dict[int, list[Card]]] = defaultdict(
        lambda: defaultdict(list)
    )
    for card in cards:
        if card.type is CardType.MAIN_PERSONALITY and card.level in (1, 2, 3, 4):
            by_name[(card.name, card.alignment)][card.level].append(card)
    mp_sets = tuple(
        tuple(tuple(levels[n]) for n in (1, 2, 3, 4))
        for _, levels in sorted(by_name.items())
        if all(levels[n] for n in (1, 2, 3, 4))
    )
    return Playable(
        mp_sets,
        tuple(c for c in cards if c.type is CardType.MASTERY),
        tuple(c for c in cards if c.type not in (CardType.MAIN_PERSONALITY, CardType.MASTERY)),
    )
