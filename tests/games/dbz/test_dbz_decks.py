"""DBZ deck format and construction rules (DBZ RB: Making a Deck; DBZ CRD: General)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import reishi.games.dbz as dbz_package
from reishi.engine.errors import DataError
from reishi.games.dbz.cards import Alignment, Card, CardType, Style
from reishi.games.dbz.compiler import compile_card
from reishi.games.dbz.decks import Deck, check_deck, format_deck, named_after, parse_deck
from reishi.games.dbz.library import CardPool

DECKS = sorted((Path(dbz_package.__file__).parent / "data" / "decks").glob("*.deck"))
_TITLE = (
    st.text(alphabet="ABCDEFGHIJ abcdefghij-'.", min_size=1, max_size=20)
    .map(lambda t: " ".join(t.split()))
    .filter(bool)
)


@given(st.lists(_TITLE, max_size=4), st.lists(_TITLE, max_size=2), st.lists(_TITLE, max_size=20))
def test_deck_format_round_trips(mps: list[str], mastery: list[str], main: list[str]) -> None:
    deck = Deck("Test", tuple(mps), tuple(mastery), tuple(sorted(main)))
    again = parse_deck(format_deck(deck))
    assert sorted(again.personality) == sorted(deck.personality)
    assert sorted(again.main) == sorted(deck.main) and again.mastery == deck.mastery


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("game: dbz\n[personality]\n1 Goku\n[sideboard]\n", 4, "unknown section [sideboard]"),
        ("game: bleach\n[main]\n", 1, "not a dbz deck"),
        ("game: dbz\n[main]\nthree Red Chop\n", 3, "expected '<count> <card title>'"),
        ("game: dbz\n[main]\n0 Red Chop\n", 3, "at least 1"),
        ("game: dbz\nformat: classic\n", 2, "unknown setting 'format'"),
    ],
)
def test_malformed_deck_text_names_file_and_line(text: str, line: int, words: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_deck(text, "decks/bad.deck")
    assert caught.value.line == line and words in str(caught.value)
    assert "decks/bad.deck" in str(caught.value)


def test_deck_titles_keep_one_spelling_and_the_name_defaults_to_the_file() -> None:
    deck = parse_deck("[main]\n2 Red  Chop\n1 Red Chop\n", "decks/red.deck")
    assert deck.name == "red" and deck.main == ("Red Chop",) * 3


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_starter_decks_are_legal_and_compiled(path: Path, real_pool: CardPool) -> None:
    deck = parse_deck(path.read_text(encoding="utf-8"), path)
    assert check_deck(deck, real_pool) == []
    assert all(real_pool.find(t).retail for t in {*deck.main, *deck.personality})  # type: ignore[union-attr]


@pytest.fixture
def legal(real_pool: CardPool) -> Deck:
    return parse_deck(DECKS[0].read_text(encoding="utf-8"), DECKS[0])


def _violations(deck: Deck, pool: CardPool) -> str:
    return "\n".join(check_deck(deck, pool))


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_needs_mp_levels_one_to_four(legal: Deck, real_pool: CardPool) -> None:
    assert "Levels 1-4" in _violations(replace(legal, personality=legal.personality[:3]), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_needs_one_mastery(legal: Deck, real_pool: CardPool) -> None:
    assert "exactly one" in _violations(replace(legal, mastery=()), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_needs_sixty_cards(legal: Deck, real_pool: CardPool) -> None:
    assert "exactly 60" in _violations(replace(legal, main=legal.main[:-1]), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_at_most_three_copies(legal: Deck, real_pool: CardPool) -> None:
    main = (*legal.main[:-1], legal.main[0])
    assert "at most 3 copies" in _violations(replace(legal, main=main), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_one_copy_of_an_ally(legal: Deck, real_pool: CardPool) -> None:
    main = legal.main[:-2] + ("Nappa - Space Traveler",) * 2
    assert "one copy of any Ally" in _violations(replace(legal, main=main), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_dragon_balls_from_one_set(legal: Deck, real_pool: CardPool) -> None:
    main = (*legal.main[:-2], "Namek Dragon Ball 2", "Earth Dragon Ball 2")
    assert "more than one set" in _violations(replace(legal, main=main), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_no_ally_with_the_mps_name(real_pool: CardPool) -> None:
    deck = parse_deck(DECKS[1].read_text(encoding="utf-8"))
    mp = real_pool.find(deck.personality[0])
    ally = next(c for c in real_pool if c.type == "Ally" and mp and c.name == mp.name)
    text = _violations(replace(deck, main=(*deck.main[:-1], ally.title)), real_pool)
    assert "match the MP's name" in text


@pytest.mark.rule("DBZ RB: Making a Deck")
@pytest.mark.rule("DBZ RB: Card Types — Freestyle")
def test_styled_cards_match_the_mastery(legal: Deck, real_pool: CardPool) -> None:
    main = (*legal.main[:-1], "Black Side Thrust")
    assert "Styled; the Mastery" in _violations(replace(legal, main=main), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_named_cards_match_the_mp(legal: Deck, real_pool: CardPool) -> None:
    main = (*legal.main[:-1], "Piccolo's Special Beam Cannon")
    assert "Named card" in _violations(replace(legal, main=main), real_pool)


@pytest.mark.rule("DBZ RB: Making a Deck")
def test_alignment_bound_cards(real_pool: CardPool) -> None:
    deck = parse_deck(DECKS[0].read_text(encoding="utf-8"))  # a Hero MP
    mp = real_pool.find(deck.personality[0])
    opposite = "Villains only" if mp and mp.alignment == "Hero" else "Heroes only"
    card = next(
        c for c in real_pool if c.retail and f"({opposite}.)" in c.text and c.type == "Event"
    )
    assert "only; the MP" in _violations(
        replace(deck, main=(*deck.main[:-1], card.title)), real_pool
    )


@pytest.mark.rule("DBZ RB: Card Types — Alignment")
def test_every_main_personality_is_a_hero_or_a_villain(real_pool: CardPool) -> None:
    """Blue MPs are Heroes, red ones Villains: no retail MP is left without an alignment."""
    mps = [c for c in real_pool if c.retail and c.type is CardType.MAIN_PERSONALITY]
    assert mps and {c.alignment for c in mps} == {Alignment.HERO, Alignment.VILLAIN}
    assert real_pool.find("Krillin - Ready").alignment is Alignment.HERO  # type: ignore[union-attr]
    vegeta = real_pool.find("Vegeta - Prince Of Saiyans")
    assert vegeta is not None and vegeta.alignment is Alignment.VILLAIN


@pytest.mark.rule("DBZ RB: Card Types — Alignment")
@pytest.mark.parametrize(("deck_name", "refused"), [("krillin", True), ("vegeta", False)])
def test_a_villains_only_card_follows_the_mp_alignment(
    real_pool: CardPool, deck_name: str, refused: bool
) -> None:
    """Nappa - Space Traveler (Villains only) fits the Villain Vegeta, not the Hero Krillin."""
    path = next(p for p in DECKS if deck_name in p.name)
    deck = parse_deck(path.read_text(encoding="utf-8"))
    deck = replace(deck, main=(*deck.main[:-1], "Nappa - Space Traveler"))
    assert (
        "Nappa - Space Traveler is for Villains only" in _violations(deck, real_pool)
    ) is refused


@pytest.mark.rule("DBZ RB: Card Types — Mastery")
@pytest.mark.rule("DBZ CRD: General — Current Saiyan Personalities")
def test_saiyan_style_needs_a_saiyan_personality(real_pool: CardPool) -> None:
    krillin = parse_deck(next(p for p in DECKS if "krillin" in p.name).read_text(encoding="utf-8"))
    deck = replace(krillin, mastery=("Saiyan Empowered Mastery",))
    assert "Current Saiyan Personalities" in _violations(deck, real_pool)


@pytest.mark.rule("DBZ CRD: General — Current Namekian Personalities")
@pytest.mark.parametrize(
    ("personality", "refused"),
    [
        (("Krillin - Ready", "Krillin - Energetic"), True),
        (("Nail - Warrior", "Nail - Watchful", "Nail - Protector", "Nail - Combat Ready"), False),
        (("Lord Slug - Aged", "Lord Slug - Successful", "Lord Slug - Renewed"), False),
        (("Piccolo - Stoic", "Piccolo - Anticipating", "Piccolo - Ferocious"), False),
    ],
)
def test_namekian_style_needs_a_namekian_personality(
    real_pool: CardPool, personality: tuple[str, ...], refused: bool
) -> None:
    """Only Gohan, Kami, Lord Slug, Nail and Piccolo may run the Namekian style."""
    krillin = parse_deck(next(p for p in DECKS if "krillin" in p.name).read_text(encoding="utf-8"))
    deck = replace(krillin, personality=personality, mastery=("Namekian Knowledge Mastery",))
    assert ("Current Namekian Personalities" in _violations(deck, real_pool)) is refused


def test_card_limit_from_text(legal: Deck, real_pool: CardPool) -> None:
    main = legal.main[:-3] + ("Battle Pausing",) * 3
    assert "Limit 2 per deck" in _violations(replace(legal, main=main), real_pool)


def test_uncompiled_card_is_refused(legal: Deck, real_pool: CardPool) -> None:
    # A Freestyle combat card whose text does not compile yet (any will do; the pool grows).
    uncompiled = next(
        c.title
        for c in real_pool.cards
        if c.retail
        and c.style is Style.FREESTYLE
        and c.type in (CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT)
        and not compile_card(c).is_complete
    )
    main = (*legal.main[:-1], uncompiled)
    assert "did not compile" in _violations(replace(legal, main=main), real_pool)


def _card(title: str, card_type: CardType, name: str = "") -> Card:
    return Card(
        id=title,
        title=title,
        name=name or title,
        type=card_type,
        style=Style.FREESTYLE,
        set_name="Test",
        number="1",
    )


def test_a_pool_keeps_its_own_answers() -> None:
    """Facts drawn from a pool (DBZ RB: Making a Deck — Named cards) live on that pool: a
    second pool with other personalities never reads the first one's answers."""
    kick = _card("Goku's Kick", CardType.EVENT)
    goku = CardPool([_card("Goku - Lv 1", CardType.MAIN_PERSONALITY, "Goku"), kick])
    gohan = CardPool([_card("Gohan - Lv 1", CardType.MAIN_PERSONALITY, "Gohan"), kick])
    assert named_after(kick, goku) == "Goku"
    assert named_after(kick, gohan) is None
    assert named_after(kick, goku) == "Goku"
    calls: list[int] = []

    def work(value: int) -> int:
        calls.append(value)
        return value

    assert goku.remembered("answer", lambda: work(42)) == 42
    assert goku.remembered("answer", lambda: work(43)) == 42
    assert gohan.remembered("answer", lambda: work(44)) == 44
    assert calls == [42, 44]
