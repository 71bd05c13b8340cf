"""Random legal Soul Deck decks from every card of the library (``reishi fuzz``).

Each deck has exactly 50 cards and at most 3 copies of any card but basic energy (SD: GAME
SETUP; SD: Decision — Basic energy). Most decks keep to one or two factions with their
energy, as players build them; some mix all four, so every pairing of cards gets played.
"""

from __future__ import annotations

from reishi.engine.deckdraw import draw_copies
from reishi.engine.rng import Rng
from reishi.games.soul_deck.carddef import FACTION_COLOUR, CardType, Faction
from reishi.games.soul_deck.decisions import BASIC_ENERGY_EXEMPT
from reishi.games.soul_deck.decks import DECK_SIZE, MAX_COPIES, Deck
from reishi.games.soul_deck.library import CardLibrary


def random_deck(library: CardLibrary, rng: Rng, name: str = "random") -> Deck:
    """A legal deck drawn at random from ``library``."""
    cards = [library.get(t) for t in library.titles()]
    factions = list(Faction)
    rng.shuffle(factions)
    chosen = set(factions[: rng.choice((1, 1, 2, 2, 2, 3, 4))])
    colours = {FACTION_COLOUR[f] for f in chosen}
    energy = [c for c in cards if c.type is CardType.ENERGY and c.produces in colours]
    basic = [c for c in energy if c.basic and BASIC_ENERGY_EXEMPT]
    others = {
        c.title: MAX_COPIES
        for c in cards
        if (c.type is not CardType.ENERGY and (c.faction is None or c.faction in chosen))
        or (c.type is CardType.ENERGY and not (c.basic and BASIC_ENERGY_EXEMPT))
    }
    # Between 12 and 24 energy (short, flooded, and the usual 16 to 20), or as many as it
    # takes when a small faction's cards cannot fill the rest.
    wanted = max(12 + rng.below(13), DECK_SIZE - sum(others.values())) if basic else 0
    picked = [rng.choice(basic).title for _ in range(wanted)]
    picked += draw_copies(rng, others, DECK_SIZE - len(picked))
    return Deck(name, tuple(sorted(picked, key=picked.index)))
