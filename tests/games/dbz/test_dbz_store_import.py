"""Importing cards never replaces a good store with an empty or much smaller one, and the
store is written atomically; an unwritable store is one clear error."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reishi.engine.errors import DataError, ReishiError
from reishi.games.dbz import library
from reishi.games.dbz.library import STORE_FILE, load_store, save_store
from reishi.games.dbz.octgn import ImportResult, parse_set_xml
from reishi.interfaces.cli.app import app

runner = CliRunner()

SET = """<?xml version="1.0" encoding="utf-8"?>
<set name="Test" id="11111111-1111-1111-1111-111111111111">
  <cards>{cards}</cards>
</set>"""
CARD = """<card id="{id}" name="Card {n}">
  <property name="Type" value="Event"/><property name="Style" value="Freestyle"/>
  <property name="Number" value="C{n}"/><property name="Card Text" value="Draw a card."/>
</card>"""


def _result(cards: int) -> ImportResult:
    body = "".join(CARD.format(id=f"00000000-0000-0000-0000-{n:012d}", n=n) for n in range(cards))
    return parse_set_xml(SET.format(cards=body), "test.xml")


def _cli_import(xml: str, tmp_path: Path, *more: str) -> str:
    source = tmp_path / "set.xml"
    source.write_text(xml)
    result = runner.invoke(
        app, ["cards", "import", "dbz", str(source), "--store", str(tmp_path / "store"), *more]
    )
    assert "Traceback" not in result.output
    return f"{result.exit_code} {result.output}"


def test_an_import_without_cards_is_refused_and_the_store_kept(tmp_path: Path) -> None:
    store = tmp_path / "store"
    save_store(_result(10), store)
    entity_only = '<?xml version="1.0"?><!DOCTYPE set [<!ENTITY a "b">]><set name="&a;"/>'
    output = _cli_import(entity_only, tmp_path)
    assert not output.startswith("0 ") and "no cards" in output
    assert len(load_store(store).cards) == 10


def test_a_much_smaller_import_needs_force(tmp_path: Path) -> None:
    store = tmp_path / "store"
    save_store(_result(10), store)
    with pytest.raises(DataError, match="holds 4 cards but the store 10; pass --force"):
        save_store(_result(4), store)
    assert len(load_store(store).cards) == 10
    save_store(_result(6), store)  # more than half: an ordinary update
    save_store(_result(2), store, force=True)
    assert len(load_store(store).cards) == 2
    output = _cli_import(SET.format(cards=CARD.format(id="x", n=1)), tmp_path)
    assert output.startswith("0 ") or "--force" in output


def test_the_store_is_replaced_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = tmp_path / "store"
    save_store(_result(10), store)

    def interrupted(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(DataError, match="cannot write the card store: No space left"):
        save_store(_result(12), store)
    assert len(load_store(store).cards) == 10
    assert [p.name for p in store.iterdir()] == [STORE_FILE]  # no temporary file left


@pytest.mark.parametrize("where", ["file", "below-a-file", "unwritable", "missing"])
def test_an_unwritable_store_is_one_line(where: str, tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    store = {
        "file": blocker,  # FileExistsError / NotADirectoryError
        "below-a-file": blocker / "sub",  # NotADirectoryError
        "unwritable": Path("/sys/reishi-store"),  # PermissionError, even for root
        "missing": Path("/proc/self/reishi-store"),  # FileNotFoundError
    }[where]
    with pytest.raises(DataError, match="cannot write the card store"):
        save_store(_result(3), store)
    result = runner.invoke(
        app, ["cards", "import", "dbz", str(tmp_path / "none.xml"), "--store", str(store)]
    )
    assert result.exit_code != 0 and "Traceback" not in result.output


def test_a_store_of_another_version_without_data_to_import_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store written by an older importer is not read; with no shared data folder to
    import from, the error names the store and why it was not used."""
    path = save_store(_result(2), tmp_path)
    path.write_text(path.read_text().replace(f'"version":{library.STORE_VERSION}', '"version":3'))

    def no_data() -> Path:
        raise ReishiError("no shared data folder")

    monkeypatch.setattr(library, "data_dir", no_data)
    with pytest.raises(DataError, match="another version: import again; and no shared data"):
        library.load_pool(tmp_path)
