"""The Soul Deck rule index: every section is found in the document, every citation known."""

from __future__ import annotations

from pathlib import Path

import pytest

from reishi import new_game
from reishi.engine import plugins
from reishi.engine.errors import DataError, ReishiError
from reishi.games.soul_deck.rules import all_starter_decks
from reishi.games.soul_deck.sections import (
    load_sections,
    read_section_text,
    rule_index,
    rule_sections,
    section,
)
from reishi.games.soul_deck.state import Zone
from reishi.interfaces.cli.paths import rules_dir
from reishi.testing.coverage import rule_coverage, unknown_citations

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def documents() -> Path:
    """The rules folder ($REISHI_RULES or the shared one beside the checkout)."""
    try:
        return rules_dir()
    except ReishiError as exc:
        pytest.skip(f"the Soul Deck rule document is not available: {exc}")


def test_every_section_has_text_beginning_where_it_says(documents: Path) -> None:
    for item in rule_sections().sections:
        text = read_section_text(documents, item.cite)
        assert text, item.cite
        if not item.named_by_project:
            assert text.startswith(item.starts_with), item.cite


def test_every_heading_of_the_document_is_a_section(documents: Path) -> None:
    """Each "--- X ---" heading and each run-in "Heading:" line begins a listed section."""
    data = rule_sections()
    lines = (documents / data.file).read_text(encoding="utf-8").splitlines()
    starts = {s.starts_with for s in data.sections if not s.named_by_project}
    headings = [line.strip() for line in lines if line.strip().startswith("--- ")]
    assert headings and all(h in starts for h in headings)


def test_a_section_includes_its_subsections_and_stops_at_the_next(documents: Path) -> None:
    costs = read_section_text(documents, "SD: Paying Card Costs")
    assert "The Number (Generic Cost)" in costs and "5WB" in costs
    assert "CARD TYPES" not in costs
    number = read_section_text(documents, "SD: The Number (Generic Cost)")
    assert "ANY color" in number and "MUST" not in number


def test_decisions_are_sections_named_by_the_project() -> None:
    blut = section("SD: Decision — Blut")
    assert blut.named_by_project and blut.summary
    assert "ruling of the project" in read_section_text(Path("/nonexistent"), blut.cite)


def test_unknown_section_names_the_closest() -> None:
    typo = "SD:" + " Flash Steps"  # built at run time: the citation check skips it
    with pytest.raises(KeyError, match="did you mean 'SD: Flash Step'"):
        section(typo)


@pytest.mark.parametrize(
    ("body", "line", "field"),
    [
        ('[[section]]\ncite = "Flash Step"\nstarts_with = "F"\nsummary = "s"\n', 5, "cite"),
        (
            '[[section]]\ncite = "SD: A"\nstarts_with = "A"\nsummary = "s"\nparent = "SD: B"\n',
            5,
            "parent",
        ),
        ('[[section]]\ncite = "SD: A"\nstarts_with = ""\nsummary = "s"\n', 5, "starts_with"),
        (
            '[[section]]\ncite = "SD: A"\nstarts_with = "A"\nsummary = "s"\n'
            '[[decision]]\nname = ""\nsummary = "x"\n',
            9,
            "name",
        ),
    ],
)
def test_a_bad_section_list_names_its_line_and_field(
    tmp_path: Path, body: str, line: int, field: str
) -> None:
    path = tmp_path / "sections.toml"
    path.write_text('[document]\nprefix = "SD"\ntitle = "T"\nfile = "f.txt"\n' + body)
    with pytest.raises(DataError) as info:
        load_sections(path)
    assert info.value.line == line and info.value.field == field


def test_the_index_is_registered_for_soul_deck() -> None:
    build = plugins.find(plugins.Group.RULE_INDEXES, "soul-deck")
    assert build is not None
    assert build().cites == rule_index().cites


def test_every_citation_the_project_writes_is_a_section() -> None:
    """Scenario sources, rule marks and literals that start like a citation name a section."""
    assert unknown_citations(REPO, "soul-deck") == {}


def test_every_section_is_covered() -> None:
    coverage = rule_coverage(REPO, "soul-deck")
    assert [cite for cite in rule_index().cites if not coverage[cite]] == []


@pytest.mark.rule("SD: GAME SETUP", "SD: Life Points", "SD: Starting Hand", "SD: Deck Zone")
def test_a_game_starts_at_30_life_with_five_cards_and_a_hidden_deck() -> None:
    """Both players at 30 Life Points with five cards drawn; decks and hands stay hidden."""
    decks = list(all_starter_decks()[:2])
    game = new_game("soul-deck", decks=decks, seed=7)
    state = game.state
    assert state.life == [30, 30]
    for seat in (0, 1):
        assert len(state.cards_in(seat, Zone.HAND)) == 5
        assert len(state.cards_in(seat, Zone.DECK)) == 45
    view = game.view(0)
    mine, theirs = view.players[0], view.players[1]
    assert mine.hand is not None and len(mine.hand) == 5
    assert theirs.hand is None and theirs.deck_count == 45
    # Face-down: a view holds how many cards a deck has, never which, even its owner's.
    assert [f for f in type(mine).__struct_fields__ if "deck" in f] == ["deck_count"]
