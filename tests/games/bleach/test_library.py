"""The Bleach card library: shipped data, lookups, and errors that say file, line and field."""

from __future__ import annotations

import contextlib
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reishi.engine.errors import DataError
from reishi.games.bleach.carddef import STATS, CardType, EnergyKind
from reishi.games.bleach.library import (
    DEFAULT_CARD_FILES,
    CardLibrary,
    load_library,
    parse_cards,
)

VALID_CHARACTER = """\
[[card]]
title = "Test - Card"
type = "character"
cost = { mind = 1 }
stats = { STR = 3 }
boost = { stat = "STR", value = 1 }
"""


def _write(tmp_path: Path, text: str, name: str = "cards.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _error(tmp_path: Path, text: str) -> DataError:
    path = _write(tmp_path, text)
    with pytest.raises(DataError) as info:
        load_library([path])
    assert str(path) in str(info.value)
    return info.value


# ------------------------------------------------------------------------ shipped data


def test_default_library_loads_both_files() -> None:
    library = load_library()
    assert [p.name for p in library.sources] == ["cards.toml", "sample.toml"]
    assert all(p.is_file() for p in DEFAULT_CARD_FILES)
    assert len(library) == len(library.titles()) > 30


@pytest.mark.parametrize(
    ("title", "text"),
    [
        ("Menos Grande - Lurker", "All other Hollows in your party get +2 to all stats."),
        (
            "Leech Spitter",
            "Remove Leech Spitter from the game: Your opponent loses 2 power when he attacks"
            " this turn. If Shrieker is in your party, your opponent loses 3 power instead.",
        ),
        ("Overbearing Thug Leader", "Discard an Evil Human from your hand: Draw a card."),
        (
            "Zangetsu",
            "Attached character gets +1 to all stats. If that character is Ichigo, he gets"
            " +2 to all stats instead.",
        ),
        ("Reality Check", "Cancel an effect on the queue."),
        ("Up Close and Personal", "Choose a character in battle. That character gets +4 STR."),
        (
            "Passing Over",
            "Choose a depleted character in play and discard it. That character's controller"
            " gains 2 power.",
        ),
        (
            "The Perfect Plan",
            "(Remove from the game after use.) If your party has 3 or more Cute characters,"
            " your opponent can only attack 1 time this turn.",
        ),
        (
            "Ichigo - Ready for Training",
            "When Ichigo enters play, your opponent discards his hand. Use only while all the"
            " characters in your party are Wholes.",
        ),
    ],
)
@pytest.mark.rule("ARD: Constant Effects", "ARD: Floating Effect", "ARD: Triggered Effects")
def test_documented_cards_quote_their_text(title: str, text: str) -> None:
    assert load_library().get(title).text == text


@pytest.mark.rule("RB: Game Basics", "ARD: Paying Costs for Effects on the Queue")
def test_documented_costs_are_official() -> None:
    library = load_library()
    m, b, s = EnergyKind.MIND, EnergyKind.BODY, EnergyKind.SPIRIT
    assert library.get("Chad - Young Student").cost == {m: 1, b: 2, s: 1}
    assert library.get("Ichigo - Ready for Training").cost == {m: 2, b: 1, s: 6}
    assert library.get("Reality Check").cost == {m: 1, b: 1, s: 1}
    assert library.get("Narrow Escape").cost == {m: 1, b: 1}
    assert library.get("Reality Check").energy_cost == 3


@pytest.mark.rule("RB: Glossary and Other Rules", "ARD: Triggered Effects")
def test_documented_traits() -> None:
    library = load_library()
    assert "Good" in library.get("Ichigo - Substitute Soul Reaper").traits
    assert "Whole" in library.get("Ichigo - Ready for Training").traits
    assert library.get("Menos Grande - Lurker").traits == ("Hollow",)
    assert set(library.get("Overbearing Thug Leader").traits) == {"Evil", "Human"}


@pytest.mark.rule("ARD: Bankai Events")
def test_dual_guardian_and_its_bankai_events() -> None:
    library = load_library()
    guardian = library.get("Kaname Tosen and Sajin Komamura")
    assert guardian.type is CardType.GUARDIAN
    assert guardian.characters == ("Kaname Tosen", "Sajin Komamura")
    assert library.get("Suzumushi Tsuishiki Enmakorogi").bankai_for == "Kaname Tosen"
    assert library.get("Kokujo Tengen Myo-oh").bankai_for == "Sajin Komamura"


@pytest.mark.rule("RB: Energy Cards")
def test_energy_cards_produce_one_kind_and_cost_nothing() -> None:
    library = load_library()
    produced = {c.produces for c in library.by_type(CardType.ENERGY)}
    assert produced == set(EnergyKind)
    assert all(c.cost is None for c in library.by_type(CardType.ENERGY))


def test_every_card_but_energy_has_provisional_fields() -> None:
    # The documents give no card in full: every card but energy has the project's own data.
    for card in load_library():
        if card.type is not CardType.ENERGY:
            assert card.provisional_fields, card.title


def test_sample_cards_are_labelled_and_only_in_the_sample_file() -> None:
    library = load_library()
    documented = {c.title for c in load_library([DEFAULT_CARD_FILES[0]])}
    samples = {c.title for c in library if c.sample}
    assert samples and not samples & documented
    assert all(library.get(t).provisional for t in samples)


@pytest.mark.rule("ARD: Card Type")
def test_shipped_cards_cover_every_card_type() -> None:
    library = load_library()
    assert all(library.by_type(kind) for kind in CardType)


@pytest.mark.rule("RB: How Do You Win a Battle?")
def test_characters_have_one_to_three_known_stats() -> None:
    for card in load_library().by_type(CardType.CHARACTER):
        assert 1 <= len(card.stats) <= 3
        assert set(card.stats) <= set(STATS)


# ------------------------------------------------------------------------------ lookups


def test_get_unknown_title_suggests_close_matches() -> None:
    with pytest.raises(DataError) as info:
        load_library().get("Chad - Young Studnet")
    assert "'Chad - Young Studnet'" in str(info.value)
    assert "did you mean 'Chad - Young Student'" in str(info.value)


def test_contains_titles_iteration_and_by_type() -> None:
    library = load_library()
    assert "Zangetsu" in library
    assert "Zangetsu II" not in library
    assert [c.title for c in library] == list(library.titles())
    assert next(c.title for c in library.by_type(CardType.ITEM)) == "Zangetsu"


def test_library_rejects_duplicate_titles_when_built_directly() -> None:
    card = load_library().get("Zangetsu")
    with pytest.raises(DataError, match="two cards are titled 'Zangetsu'"):
        CardLibrary([card, card])


# ------------------------------------------------------------------------------- errors


def test_error_wrong_type_names_file_line_and_field(tmp_path: Path) -> None:
    text = VALID_CHARACTER + VALID_CHARACTER.replace("Test - Card", "Other").replace(
        "mind = 1", 'mind = "one"'
    )
    error = _error(tmp_path, text)
    assert error.line == 10  # the second card's cost line
    assert error.field == "cost"
    assert "Expected `int`, got `str`" in error.message


def test_error_unknown_field_points_at_its_line(tmp_path: Path) -> None:
    error = _error(tmp_path, VALID_CHARACTER + 'colour = "red"\n')
    assert (error.line, error.field) == (7, "colour")
    assert "unknown field" in error.message


def test_error_missing_required_field(tmp_path: Path) -> None:
    error = _error(tmp_path, '[[card]]\ntitle = "X"\n')
    assert (error.line, error.field) == (1, "type")


def test_error_bad_enum_value(tmp_path: Path) -> None:
    error = _error(tmp_path, VALID_CHARACTER.replace('"character"', '"spell"'))
    assert (error.line, error.field) == (3, "type")


def test_error_bad_energy_kind_key(tmp_path: Path) -> None:
    error = _error(tmp_path, VALID_CHARACTER.replace("mind = 1", "wind = 1"))
    assert (error.line, error.field) == (4, "cost")


def test_error_invalid_toml_gives_line(tmp_path: Path) -> None:
    error = _error(tmp_path, VALID_CHARACTER + "stats = \n")
    assert error.line == 7
    assert "invalid TOML" in error.message


def test_error_deeply_nested_toml_is_a_data_error() -> None:
    with pytest.raises(DataError, match="nested too deeply"):
        parse_cards(VALID_CHARACTER + "x = " + "[" * 5000 + "]" * 5000 + "\n", "deep.toml")


def test_error_empty_file(tmp_path: Path) -> None:
    assert "no cards" in _error(tmp_path, "# nothing here\n").message


def test_error_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_bytes(b"\xff\xfe[[card]]")
    with pytest.raises(DataError, match="UTF-8"):
        load_library([path])


def test_error_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read"):
        load_library([tmp_path / "nope.toml"])


@pytest.mark.parametrize(
    ("old", "new", "field", "words"),
    [
        ("STR = 3", "POW = 3", "stats", "unknown stat 'POW'"),
        ("STR = 3", "STR = -1", "stats", "never negative"),
        ('stat = "STR"', 'stat = "LUCK"', "boost", "unknown boost stat 'LUCK'"),
        ("value = 1", "value = -2", "boost", "must not be negative"),
        ("mind = 1", "mind = -1", "cost", "never negative"),
        ("stats = { STR = 3 }", "stats = {}", "stats", "at least one stat"),
        (
            "stats = { STR = 3 }",
            "stats = { STR = 3, AGI = 3, SPP = 3, XYZ = 1 }",
            "stats",
            "unknown stat",
        ),
        ('type = "character"', 'type = "character"\nkeywords = ["Flying"]', "keywords", "Flying"),
        (
            'type = "character"',
            'type = "character"\nkeywords = ["Defensive"]',
            "keywords",
            "needs a number",
        ),
        ('type = "character"', 'type = "character"\nlimit_per_deck = 0', "limit_per_deck", "1"),
        (
            'type = "character"',
            'type = "character"\ndocumented = { "stats.AGI" = "RB: Trait" }',
            "documented",
            "documents 'stats.AGI', which the card does not have",
        ),
        (
            'type = "character"',
            'type = "character"\ndocumented = { cost = "the box" }',
            "documented",
            "must begin with a rule section",
        ),
        (
            'type = "character"',
            'type = "character"\nsample = true\ndocumented = { cost = "RB: Trait" }',
            "documented",
            "a sample card is the project's own",
        ),
        ('type = "character"', 'type = "character"\npower = 5', "power", "only a guardian"),
        ('type = "character"', 'type = "character"\nproduces = "mind"', "produces", "only an"),
    ],
)
def test_semantic_errors_name_field_and_line(
    tmp_path: Path, old: str, new: str, field: str, words: str
) -> None:
    text = VALID_CHARACTER.replace(old, new)
    assert text != VALID_CHARACTER
    error = _error(tmp_path, text)
    assert error.field == field
    assert words in error.message
    assert error.line is not None
    # The field's own line, or the card's header when the problem is a missing field.
    assert text.splitlines()[error.line - 1].lstrip().startswith((field, "[[card]]"))


@pytest.mark.rule("RB: Guardian Cards")
def test_guardian_needs_power_and_energy(tmp_path: Path) -> None:
    guardian = (
        '[[card]]\ntitle = "Some One"\ntype = "guardian"\ncharacters = ["Some One"]\n'
        "power = 20\nenergy = { mind = 4 }\n"
    )
    load_library([_write(tmp_path, guardian, "ok.toml")])
    no_power = _error(tmp_path, guardian.replace("power = 20\n", ""))
    assert (no_power.field, no_power.line) == ("power", 1)
    no_energy = _error(tmp_path, guardian.replace("energy = { mind = 4 }\n", ""))
    assert no_energy.field == "energy"
    negative = _error(tmp_path, guardian.replace("power = 20", "power = -3"))
    assert (negative.field, negative.line) == ("power", 5)


@pytest.mark.rule("RB: Energy Cards")
def test_energy_card_needs_produces(tmp_path: Path) -> None:
    error = _error(tmp_path, '[[card]]\ntitle = "Odd Energy"\ntype = "energy"\n')
    assert error.field == "produces"


def test_duplicate_title_in_one_file(tmp_path: Path) -> None:
    error = _error(tmp_path, VALID_CHARACTER + "\n" + VALID_CHARACTER)
    assert (error.field, error.line) == ("title", 9)
    assert "duplicate title 'Test - Card'" in error.message


def test_duplicate_title_across_files(tmp_path: Path) -> None:
    first = _write(tmp_path, VALID_CHARACTER, "a.toml")
    second = _write(tmp_path, "# again\n" + VALID_CHARACTER, "b.toml")
    with pytest.raises(DataError) as info:
        load_library([first, second])
    assert info.value.path == str(second)
    assert (info.value.line, info.value.field) == (3, "title")
    assert str(first) in info.value.message


@pytest.mark.rule("ARD: Bankai Events")
def test_bankai_event_must_name_a_guardian_character(tmp_path: Path) -> None:
    text = VALID_CHARACTER.replace('"character"', '"event"').replace(
        "stats = { STR = 3 }", 'bankai_for = "Nobody"'
    )
    assert _error(tmp_path, text).field == "bankai_for"


# --------------------------------------------------------------------------- properties


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_arbitrary_text_always_raises_data_error(text: str) -> None:
    with pytest.raises(DataError):
        parse_cards(text, "fuzz.toml")


_JUNK = st.one_of(
    st.integers(min_value=-(10**6), max_value=10**6).map(str),
    st.text(max_size=5).map(lambda s: '"' + s.replace("\\", "").replace('"', "") + '"'),
    st.just("[1, 2]"),
    st.just("{ x = 1 }"),
    st.just("true"),
    st.just("1979-05-27"),
    st.just("-3.5"),
    st.just(""),
)
_FIELDS = [
    "title",
    "type",
    "cost",
    "stats",
    "boost",
    "traits",
    "keywords",
    "power",
    "produces",
    "documented",
]


@settings(max_examples=300)
@given(field=st.sampled_from(_FIELDS), junk=_JUNK)
def test_card_with_a_junk_field_raises_data_error(field: str, junk: str) -> None:
    lines = [ln for ln in VALID_CHARACTER.splitlines() if not ln.startswith(f"{field} =")]
    text = "\n".join([*lines, f"{field} = {junk}", ""])
    try:
        cards = parse_cards(text, "fuzz.toml")
    except DataError as error:
        assert error.path == "fuzz.toml"
        return
    # Only a junk value that happens to be valid may load (e.g. a new title string).
    assert field in {"title", "traits", "keywords"} or junk == ""
    assert len(cards) == 1


@settings(max_examples=300)
@given(position=st.integers(min_value=0), insert=st.text(max_size=4), cut=st.integers(0, 4))
def test_mangled_card_file_never_raises_anything_but_data_error(
    position: int, insert: str, cut: int
) -> None:
    at = position % (len(VALID_CHARACTER) + 1)
    text = VALID_CHARACTER[:at] + insert + VALID_CHARACTER[at + cut :]
    with contextlib.suppress(DataError):
        parse_cards(text, "fuzz.toml")


@pytest.mark.rule("RB: Most Recent Printing Rule")
def test_most_recent_printing_of_a_title_is_the_one_read(tmp_path: Path) -> None:
    reprint = (
        VALID_CHARACTER.replace("stats = { STR = 3 }", "stats = { STR = 5 }") + "printing = 2\n"
    )
    for order in ((VALID_CHARACTER, reprint), (reprint, VALID_CHARACTER)):
        path = _write(tmp_path, "\n".join(order))
        assert load_library([path]).get("Test - Card").stats == {"STR": 5}


@pytest.mark.rule("RB: Most Recent Printing Rule")
def test_energy_and_guardians_are_excepted_from_reprints(tmp_path: Path) -> None:
    energy = '[[card]]\ntitle = "Test Energy"\ntype = "energy"\nproduces = "mind"\n'
    error = _error(
        tmp_path, energy + "\n" + energy.replace('"energy"\n', '"energy"\nprinting = 2\n')
    )
    assert "duplicate title 'Test Energy'" in error.message


_CITATIONS = st.one_of(
    st.sampled_from(["RB: Trait", "ARD: Costs", "RB: How to Play a Card"]).flatmap(
        lambda cite: st.sampled_from([cite, cite + ' — "quoted words"'])
    ),
    st.text(st.characters(categories=("L", "N", "P", "Zs")), max_size=12),
)


@settings(max_examples=200)
@given(
    chosen=st.dictionaries(
        st.sampled_from(["cost", "boost", "stats.STR", "stats.AGI", "text"]), _CITATIONS
    )
)
def test_documented_fields_load_only_when_present_and_cited(chosen: dict[str, str]) -> None:
    """A documented map loads iff each field is on the card and each source cites a section."""
    entries = ", ".join(
        f"{msgspec.json.encode(k).decode()} = {msgspec.json.encode(v).decode()}"
        for k, v in chosen.items()
    )
    text = VALID_CHARACTER + f"documented = {{ {entries} }}\n"
    known = {"cost", "boost", "stats.STR"}
    cited = all(
        v.split(" — ", 1)[0] in ("RB: Trait", "ARD: Costs", "RB: How to Play a Card")
        and (" — " in v or v in ("RB: Trait", "ARD: Costs", "RB: How to Play a Card"))
        for v in chosen.values()
    )
    try:
        (card,) = parse_cards(text, "fuzz.toml")
    except DataError as error:
        assert error.field == "documented"
        assert not (set(chosen) <= known and cited)
        return
    assert set(chosen) <= known and cited
    assert set(card.provisional_fields) == {"cost", "boost", "stats.STR"} - set(chosen)
