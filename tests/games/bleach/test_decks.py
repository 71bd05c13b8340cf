"""Bleach decks: the text format, every construction rule, the starter decks, side swaps."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from reishi.engine.errors import DataError, DeckError
from reishi.games.bleach.carddef import CardType, EnergyKind
from reishi.games.bleach.decks import (
    Deck,
    check_deck,
    deck_to_text,
    load_deck,
    parse_deck,
    swap_side,
    validate_deck,
)
from reishi.games.bleach.library import DATA_DIR, CardLibrary, load_library

DECK_DIR = DATA_DIR / "decks"
STARTERS = sorted(DECK_DIR.glob("*.deck"))
SUBSTITUTES = DECK_DIR / "substitute-soul-reapers.deck"
TOSEN = DECK_DIR / "tosen-komamura.deck"


@pytest.fixture(scope="module")
def library() -> CardLibrary:
    return load_library()


@pytest.fixture
def legal() -> Deck:
    """The sample guardian's starter deck: Ichigo Kurosaki lists mind 4, body 3, spirit 6."""
    return load_deck(SUBSTITUTES)


def _replace(titles: tuple[str, ...], old: str, new: str, count: int = 1) -> tuple[str, ...]:
    out = list(titles)
    for _ in range(count):
        out[out.index(old)] = new
    return tuple(out)


def _only(violations: list[str], rule: str) -> str:
    assert len(violations) == 1, violations
    assert violations[0].startswith(rule), violations
    return violations[0]


# ------------------------------------------------------------------------ starter decks


def test_two_starter_decks_ship() -> None:
    assert [p.name for p in STARTERS] == ["substitute-soul-reapers.deck", "tosen-komamura.deck"]


@pytest.mark.rule("RB: First Thing - Get a Deck!")
@pytest.mark.parametrize("path", STARTERS, ids=lambda p: p.stem)
@pytest.mark.rule("RB: Beginning a New Game", "ARD: Side Deck")
def test_starter_decks_are_legal(path: Path, library: CardLibrary) -> None:
    deck = load_deck(path)
    assert check_deck(deck, library, path) == []
    validate_deck(deck, library, path)  # does not raise


@pytest.mark.rule("ARD: Card Type", "ARD: Bankai Events", "ARD: Side Deck")
def test_starter_decks_together_use_every_card_type(library: CardLibrary) -> None:
    decks = [load_deck(p) for p in STARTERS]
    titles = {t for d in decks for t in (d.guardian, *d.main, *d.side)}
    assert {library.get(t).type for t in titles} == set(CardType)
    tosen = load_deck(TOSEN)
    assert tosen.guardian == "Kaname Tosen and Sajin Komamura"
    assert {"Suzumushi Tsuishiki Enmakorogi", "Kokujo Tengen Myo-oh"} <= set(tosen.main)
    # Each starter swaps one energy for a normal card (ARD: Side Deck).
    for deck in decks:
        assert any(library.get(t).type is not CardType.ENERGY for t in deck.side)


def test_starter_decks_use_every_keyword_and_trait_rule(library: CardLibrary) -> None:
    cards = [library.get(t) for p in STARTERS for t in load_deck(p).main]
    assert any(c.has_keyword("Swift") for c in cards)
    assert any(c.keyword_value("Defensive") > 0 for c in cards)
    assert any("Non-Unique" in c.traits for c in cards)
    assert any(c.limit_per_deck == 1 for c in cards)


# --------------------------------------------------------------- construction rules


@pytest.mark.rule("RB: Beginning a New Game")
def test_main_deck_needs_exactly_60(legal: Deck, library: CardLibrary) -> None:
    short = Deck(legal.name, legal.guardian, legal.main[:58], legal.side)
    message = _only(check_deck(short, library), "Rulebook: Beginning a New Game")
    assert message == (
        "Rulebook: Beginning a New Game — the main deck has 58 cards, it needs exactly 60"
    )
    long = Deck(legal.name, legal.guardian, (*legal.main, "Kon's Pep Talk"), legal.side)
    assert "has 61 cards" in _only(check_deck(long, library), "Rulebook: Beginning")


@pytest.mark.rule("RB: Beginning a New Game")
def test_deck_needs_a_guardian(legal: Deck, library: CardLibrary) -> None:
    missing = Deck(legal.name, "", legal.main, legal.side)
    assert "no guardian card" in _only(check_deck(missing, library), "Rulebook: Beginning")
    wrong = Deck(legal.name, "Chad - Young Student", legal.main, legal.side)
    violations = check_deck(wrong, library)
    assert any("is a character card, not a guardian" in v for v in violations)


@pytest.mark.rule("RB: Beginning a New Game")
def test_only_one_guardian_card(legal: Deck, library: CardLibrary) -> None:
    text = deck_to_text(legal).replace(
        "[guardian]\n1 Ichigo Kurosaki", "[guardian]\n1 Ichigo Kurosaki\n1 Kaname Tosen and Sajin"
    )
    with pytest.raises(DataError, match="exactly 1 guardian card") as info:
        parse_deck(text, "two.deck")
    assert info.value.line == 6
    extra = Deck(
        legal.name,
        legal.guardian,
        _replace(legal.main, "Passing Over", "Kaname Tosen and Sajin Komamura"),
        legal.side,
    )
    assert "guardian 'Kaname Tosen and Sajin Komamura' in the main deck" in _only(
        check_deck(extra, library), "Rulebook: Beginning"
    )


@pytest.mark.rule("RB: Beginning a New Game")
def test_at_most_four_copies(legal: Deck, library: CardLibrary) -> None:
    five = Deck(
        legal.name, legal.guardian, _replace(legal.main, "Passing Over", "Zangetsu"), legal.side
    )
    assert "5 copies of 'Zangetsu'" in _only(check_deck(five, library), "Rulebook: Beginning")


@pytest.mark.rule("RB: Beginning a New Game", "ARD: Side Deck")
def test_copy_limit_counts_main_and_side_together(legal: Deck, library: CardLibrary) -> None:
    # 4 Up Close and Personal in the main deck; a 5th in the side deck breaks the limit.
    deck = Deck(
        legal.name,
        legal.guardian,
        legal.main,
        _replace(legal.side, "Narrow Escape", "Up Close and Personal"),
    )
    assert "5 copies of 'Up Close and Personal'" in _only(
        check_deck(deck, library), "Rulebook: Beginning"
    )


@pytest.mark.rule("ARD: Card Rules", "RB: Beginning a New Game")
def test_limit_per_deck_counts_main_and_side(legal: Deck, library: CardLibrary) -> None:
    in_main = Deck(
        legal.name,
        legal.guardian,
        _replace(legal.main, "Passing Over", "Getsuga Tensho"),
        legal.side,
    )
    assert "(Limit 1 per deck.)" in _only(check_deck(in_main, library), "ARD: Card Rules")
    in_side = Deck(
        legal.name,
        legal.guardian,
        legal.main,
        _replace(legal.side, "Narrow Escape", "Getsuga Tensho"),
    )
    assert "2 copies of 'Getsuga Tensho'" in _only(check_deck(in_side, library), "ARD: Card Rules")


@pytest.mark.rule("ARD: Side Deck")
def test_no_energy_in_main_deck(legal: Deck, library: CardLibrary) -> None:
    deck = Deck(
        legal.name, legal.guardian, _replace(legal.main, "Passing Over", "Mind Energy"), legal.side
    )
    assert "energy cards belong in the side deck" in _only(check_deck(deck, library), "ARD")


@pytest.mark.rule("RB: Beginning a New Game", "ARD: Side Deck")
def test_side_deck_size_is_the_guardians_energy(legal: Deck, library: CardLibrary) -> None:
    deck = Deck(legal.name, legal.guardian, legal.main, legal.side[:-2])
    message = _only(check_deck(deck, library), "Rulebook: Beginning a New Game")
    assert "side deck has 11 cards, it needs exactly 13" in message
    assert "mind 4, body 3, spirit 6" in message


@pytest.mark.rule("ARD: Side Deck")
def test_no_more_energy_of_a_kind_than_listed(legal: Deck, library: CardLibrary) -> None:
    # Ichigo Kurosaki lists body 3: a fourth Body Energy is too many, even at the right size.
    deck = Deck(
        legal.name, legal.guardian, legal.main, _replace(legal.side, "Narrow Escape", "Body Energy")
    )
    assert "4 body energy" in _only(check_deck(deck, library), "ARD: Side Deck")


@pytest.mark.rule("ARD: Side Deck")
def test_energy_of_a_kind_the_guardian_does_not_list(legal: Deck, library: CardLibrary) -> None:
    # The same guardian, but listing no mind energy (spirit raised to keep 13 in all).
    guardian = msgspec.structs.replace(
        library.get("Ichigo Kurosaki"),
        energy={EnergyKind.BODY: 3, EnergyKind.SPIRIT: 10},
    )
    patched = CardLibrary([guardian if c.title == guardian.title else c for c in library])
    assert "lists no mind energy" in _only(check_deck(legal, patched), "ARD: Side Deck")


@pytest.mark.rule("ARD: Side Deck")
def test_normal_cards_may_replace_energy_one_for_one(legal: Deck, library: CardLibrary) -> None:
    side = _replace(legal.side, "Spirit Energy", "Kon's Pep Talk")
    assert check_deck(Deck(legal.name, legal.guardian, legal.main, side), library) == []
    no_energy = tuple(
        ["Karakura Town"] * 2
        + ["Substitute Badge"] * 2
        + ["Call for Backup"]
        + ["Kon's Pep Talk"]
        + ["Narrow Escape"] * 4
        + ["Getsuga Tensho"]
        + ["The Perfect Plan"] * 2
    )
    assert len(no_energy) == 13
    violations = check_deck(Deck(legal.name, legal.guardian, legal.main, no_energy), library)
    # Only the copy limits can break: every energy card has been replaced.
    assert violations and all(v.startswith(("Rulebook", "ARD: Card Rules")) for v in violations)


@pytest.mark.rule("RB: Beginning a New Game")
def test_guardian_not_allowed_in_side_deck(legal: Deck, library: CardLibrary) -> None:
    deck = Deck(
        legal.name,
        legal.guardian,
        legal.main,
        _replace(legal.side, "Narrow Escape", "Kaname Tosen and Sajin Komamura"),
    )
    assert "in the side deck" in _only(check_deck(deck, library), "Rulebook: Beginning")


def test_unknown_titles_are_violations_with_their_line(library: CardLibrary) -> None:
    text = SUBSTITUTES.read_text().replace("4 Chad - Young Student", "4 Chad - Young Studnet")
    line = text.splitlines().index("4 Chad - Young Studnet") + 1
    violations = check_deck(parse_deck(text, "typo.deck"), library)
    assert violations == [
        f"line {line}: unknown card 'Chad - Young Studnet' in [main]"
        " (did you mean 'Chad - Young Student'?)"
    ]


def test_every_violation_is_reported_at_once(legal: Deck, library: CardLibrary) -> None:
    deck = Deck(
        legal.name,
        legal.guardian,
        _replace(legal.main[:59], "Passing Over", "Mind Energy"),
        (*legal.side, "No Such Card"),
    )
    with pytest.raises(DeckError) as info:
        validate_deck(deck, library, "bad.deck")
    assert len(info.value.violations) == 4  # size, energy in main, side size, unknown title
    assert str(info.value).startswith("bad.deck: ")


# --------------------------------------------------------------------------- the format


def test_parse_reads_header_sections_and_comments() -> None:
    deck = parse_deck(
        "# a comment\ngame: Bleach\nname:  Tiny \n\n[Guardian]\n1 Ichigo Kurosaki\n"
        "[main]\n  # indented comment\n2 Zangetsu\n1 Kon - Mod Soul\n[side]\n3 Mind Energy\n",
        "tiny.deck",
    )
    assert deck == Deck(
        "Tiny", "Ichigo Kurosaki", ("Zangetsu", "Zangetsu", "Kon - Mod Soul"), ("Mind Energy",) * 3
    )
    assert deck.lines[("main", "Kon - Mod Soul")] == 10


def test_parse_uses_file_stem_when_name_missing() -> None:
    assert parse_deck("[main]\n1 Zangetsu\n", Path("decks/my-deck.deck")).name == "my-deck"


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("game: dbz\n", 1, "not a bleach deck"),
        ("name: x\ncolour: red\n", 2, "unknown setting"),
        ("name: x\n[sideboard]\n", 2, "unknown section"),
        ("[main]\nZangetsu\n", 2, "<count> <card title>"),
        ("[main]\n0 Zangetsu\n", 2, "at least 1"),
        ("just words\n", 1, "expected 'game: …'"),
        ("name:\n", 1, "name is empty"),
        ("[guardian]\n2 Ichigo Kurosaki\n", 2, "exactly 1 guardian"),
    ],
)
def test_parse_errors_name_file_and_line(text: str, line: int, words: str) -> None:
    with pytest.raises(DataError) as info:
        parse_deck(text, "broken.deck")
    assert info.value.line == line
    assert words in info.value.message
    assert str(info.value).startswith(f"broken.deck:{line}")


def test_load_deck_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read deck file"):
        load_deck(tmp_path / "nope.deck")


def test_deck_to_text_groups_copies(legal: Deck) -> None:
    text = deck_to_text(legal)
    assert "4 Chad - Young Student\n" in text
    assert text.startswith("game: bleach\nname: Substitute Soul Reapers\n")


_LINE_CHARS = st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Zs"))
_TITLE = st.text(_LINE_CHARS, min_size=1, max_size=30).filter(
    lambda s: s == s.strip() and not s.startswith("#")
)
_NAME = st.text(_LINE_CHARS, min_size=1, max_size=30).filter(lambda s: s == s.strip())


@given(
    name=_NAME,
    guardian=st.one_of(st.just(""), _TITLE),
    main=st.lists(_TITLE, max_size=70).map(tuple),
    side=st.lists(_TITLE, max_size=20).map(tuple),
)
def test_round_trip_through_text(
    name: str, guardian: str, main: tuple[str, ...], side: tuple[str, ...]
) -> None:
    deck = Deck(name, guardian, main, side)
    assert parse_deck(deck_to_text(deck), "round.deck") == deck


# --------------------------------------------------------------------------- side swaps


@pytest.mark.rule("ARD: Side Deck")
def test_swap_side_moves_cards_one_for_one(legal: Deck, library: CardLibrary) -> None:
    swapped = swap_side(legal, ["Passing Over"], ["Narrow Escape"], library)
    assert Counter(swapped.main) == Counter(legal.main) - Counter(["Passing Over"]) + Counter(
        ["Narrow Escape"]
    )
    assert "Passing Over" in swapped.side and "Narrow Escape" not in swapped.side
    assert check_deck(swapped, library) == []


@pytest.mark.rule("ARD: Side Deck")
def test_swap_side_rejects_uneven_missing_and_energy(legal: Deck, library: CardLibrary) -> None:
    with pytest.raises(DeckError, match="one-for-one"):
        swap_side(legal, ["Passing Over", "Zangetsu"], ["Narrow Escape"], library)
    with pytest.raises(DeckError, match="holds 0"):
        swap_side(legal, ["Shrieker"], ["Narrow Escape"], library)
    with pytest.raises(DeckError, match="the side deck holds 0"):
        swap_side(legal, ["Passing Over"], ["Reality Check"], library)
    with pytest.raises(DeckError, match="only normal cards swap"):
        swap_side(legal, ["Passing Over"], ["Mind Energy"], library)
