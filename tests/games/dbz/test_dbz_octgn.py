"""The OCTGN importer: each normalisation on synthetic XML, the real data, and robustness."""

from __future__ import annotations

import contextlib

from hypothesis import given, settings
from hypothesis import strategies as st

from reishi.engine.errors import DataError
from reishi.games.dbz.cards import Alignment, CardType, Style
from reishi.games.dbz.octgn import ImportResult, parse_set_xml


def _set(*cards: str, name: str = "Set 1") -> bytes:
    body = "".join(cards)
    return (
        "\ufeff" + f'<?xml version="1.0"?><set name="{name}"><cards>{body}</cards></set>'
    ).encode()


def _card(name: str, card_id: str = "id-1", **props: str) -> str:
    values = {"Type": "Event", "Style": "Freestyle", "Card Number": "C001", "Text": ""} | props
    inner = "".join(f'<property name="{k}" value="{v}"/>' for k, v in values.items())
    return f'<card id="{card_id}" name="{name}">{inner}</card>'


def _one(result: ImportResult) -> tuple[str, ...]:
    assert len(result.cards) == 1
    return result.cards[0].corrections


def test_import_reads_bom_and_retail_flag() -> None:
    result = parse_set_xml(_set(_card("Battle Pausing")))
    assert result.cards[0].retail and result.records_read == 1
    assert not parse_set_xml(_set(_card("X"), name="Legends")).cards[0].retail


def test_import_normalises_misspelt_type() -> None:
    result = parse_set_xml(_set(_card("Red Jab", Type="Phsyical Combat", Style="Red")))
    assert result.cards[0].type is CardType.PHYSICAL_COMBAT
    assert any("Phsyical Combat" in c for c in _one(result))


def test_import_reads_alignment_from_type_and_text() -> None:
    mp = parse_set_xml(_set(_card("Goku - Calm", Type="Hero MP", **{"Card Level": "1"})))
    assert mp.cards[0].type is CardType.MAIN_PERSONALITY
    assert mp.cards[0].alignment is Alignment.HERO
    event = parse_set_xml(
        _set(_card("Villainous Plan", Text="(Villains only.) POWER: Draw a card."))
    )
    assert event.cards[0].alignment is Alignment.VILLAIN


def test_import_takes_endurance_from_text() -> None:
    result = parse_set_xml(_set(_card("Block", Text="ENDURANCE 2. Stops a physical attack.")))
    assert result.cards[0].endurance == 2
    assert any("endurance" in c for c in _one(result))


def test_import_normalises_icon_spellings() -> None:
    result = parse_set_xml(_set(_card("Drill", Type="Drill", Text="[Constant]: Draw a card.")))
    assert result.cards[0].text.startswith("[CONSTANT]:")
    assert any("[Constant]" in c for c in _one(result))


def test_import_caps_ally_copies_at_one() -> None:
    result = parse_set_xml(
        _set(_card("Chaozu - Resurrected", Type="Ally", **{"Limit per Deck": "3"}))
    )
    assert result.cards[0].limit_per_deck == 1
    assert any("limit per deck 3 set to 1" in c for c in _one(result))


def test_import_drops_level_of_non_personality() -> None:
    result = parse_set_xml(_set(_card("Red Face Break", Style="Red", **{"Card Level": "Red"})))
    assert result.cards[0].level is None
    assert any("level 'Red' dropped" in c for c in _one(result))


def test_import_fixes_name_spacing_and_style() -> None:
    result = parse_set_xml(
        _set(
            _card("Bardock  True Saiyan", Type="Hero MP", **{"Card Level": "1"}),
            _card("Red Cannon", "id-2", Style="Red Cannon"),
        )
    )
    bardock, cannon = result.cards
    assert bardock.title == "Bardock - True Saiyan" and bardock.sub_name == "True Saiyan"
    assert cannon.style is Style.RED


def test_import_reverses_stages_and_adds_stage_zero() -> None:
    stages = "9; 8; 7; 6; 5; 4; 3; 2; 1; 0"
    listed = "1;2;3;4;5;6;7;8;9;10"
    result = parse_set_xml(
        _set(
            _card("A - One", Type="Personality", **{"Card Level": "1", "Power Rating": stages}),
            _card(
                "B - Two", "id-2", Type="Personality", **{"Card Level": "1", "Power Rating": listed}
            ),
        )
    )
    assert result.cards[0].power_stages == ()  # 10 values including 0: one is missing
    assert result.cards[1].power_stages == tuple(range(11))


def test_import_reports_skipped_records() -> None:
    result = parse_set_xml(_set(_card("OK", Type="Button"), _card("Saiyan Trait", "id-2", Type="")))
    assert not result.cards
    assert [e.kind for e in result.entries] == ["unsupported", "unsupported"]


def test_import_rejects_non_set_xml() -> None:
    for bad in (b"<deck/>", b"not xml", b""):
        try:
            parse_set_xml(bad)
        except DataError:
            continue
        raise AssertionError(f"{bad!r} was accepted")


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_import_raises_only_data_error_on_arbitrary_text(text: str) -> None:
    with contextlib.suppress(DataError):
        parse_set_xml(text)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(
                [
                    "Type",
                    "Style",
                    "Card Level",
                    "Power Rating",
                    "Text",
                    "Endurance",
                    "Limit per Deck",
                    "PUR",
                    "Traits",
                    "",
                ]
            ),
            st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), max_size=40),
        ),
        max_size=8,
    )
)
def test_import_raises_only_data_error_on_arbitrary_properties(
    props: list[tuple[str, str]],
) -> None:
    from xml.sax.saxutils import quoteattr

    inner = "".join(f"<property name={quoteattr(k)} value={quoteattr(v)}/>" for k, v in props)
    with contextlib.suppress(DataError):
        parse_set_xml(f'<set name="S"><cards><card id="x" name="N">{inner}</card></cards></set>')


def test_real_data_reads_every_record(real_import: ImportResult) -> None:
    assert real_import.records_read == 2342
    kinds = {kind: len(real_import.by_kind(kind)) for kind in ("unsupported", "unreadable")}
    assert kinds["unsupported"] == 9  # 3 OCTGN buttons, 6 blank trait markers
    assert len(real_import.cards) + kinds["unsupported"] + kinds["unreadable"] == 2342
    assert all(c.type in CardType for c in real_import.cards)
    assert len(real_import.by_kind("corrected")) > 0


def test_import_reads_escaped_quotes_as_quotes() -> None:
    """Legends cards carry backslash-escaped quotes ("opponent\\'s"): read as the quotes
    they stand for, and said so in the card's corrections."""
    text = "Power: Discard a card at random from your opponent\\'s hand. (Banish after use.)"
    result = parse_set_xml(_set(_card("Black Interrogation", Text=text), name="Legends"))
    assert result.cards[0].text == (
        "Power: Discard a card at random from your opponent's hand. (Banish after use.)"
    )
    assert any("escaped quotation marks" in c for c in _one(result))
