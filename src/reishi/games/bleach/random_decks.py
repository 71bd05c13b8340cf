"""Random legal Bleach decks from every card of the library (``reishi fuzz``).

Each deck follows the construction rules that ``check_deck`` enforces: one guardian, 60
normal cards in the main deck, a side deck of exactly the guardian's energy total holding no
more of each energy than it lists (normal cards stand in for the rest), at most 4 copies of
a card in the main and side decks together (RB: Beginning a New Game; ARD: Side Deck), and
a card's own limit (ARD: Card Rules).
"""

from __future__ import annotations

from collections import Counter

from reishi.engine.deckdraw import draw_copies
from reishi.engine.rng import Rng
from reishi.games.bleach.carddef import ENERGY_KINDS, CardType
from reishi.games.bleach.decks import MAIN_DECK_SIZE, MAX_COPIES, Deck
from reishi.games.bleach.library import CardLibrary


def random_deck(library: CardLibrary, rng: Rng, name: str = "random") -> Deck:
    """A legal deck drawn at random from ``library`` (every title has behaviour)."""
    cards = [library.get(t) for t in library.titles()]
    guardian = rng.choice([c for c in cards if c.type is CardType.GUARDIAN])
    limits = {
        c.title: min(MAX_COPIES, c.limit_per_deck or MAX_COPIES)
        for c in cards
        if c.type not in (CardType.GUARDIAN, CardType.ENERGY)
    }
    main = draw_copies(rng, limits, MAIN_DECK_SIZE)
    used = Counter(main)
    side: list[str] = []
    listed = guardian.energy or {}
    stand_ins = 0
    for kind in ENERGY_KINDS:
        energy = next(c for c in cards if c.type is CardType.ENERGY and c.produces is kind)
        # Mostly the energy the guardian lists; now and then a normal card in its place.
        short = rng.below(3) if rng.below(4) == 0 else 0
        count = max(0, listed.get(kind, 0) - short)
        side += [energy.title] * count
        stand_ins += listed.get(kind, 0) - count
    left = {t: n - used[t] for t, n in limits.items() if n > used[t]}
    side += draw_copies(rng, left, stand_ins)
    return Deck(name, guardian.title, tuple(main), tuple(side))
