"""The project's DBZ card store: a normalised JSON file written by ``reishi cards import``.

The store lives outside the repository: ``--store DIR``, else ``$XDG_CACHE_HOME/reishi/dbz``,
else ``~/.cache/reishi/dbz``. When it is missing, ``load_pool`` can import on the fly from
``REISHI_DATA`` (the shared data folder).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Hashable, Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar, cast

import msgspec

from reishi.engine.datapaths import data_dir
from reishi.engine.errors import DataError, ReishiError
from reishi.engine.limits import MAX_STORE_BYTES, read_bytes
from reishi.games.dbz.cards import Card, CardType, Style
from reishi.games.dbz.octgn import ImportResult, import_sets, loose_key

STORE_FILE = "cards.json"
STORE_VERSION = 4  # 2: provisional readings of defective data; 3: lost effects left out;
# 4: quotes escaped in the data read as quotes
T = TypeVar("T")
SHRINK_REFUSED = 0.5  # an import under half the store's cards needs --force


class Store(msgspec.Struct, frozen=True):
    """What the store file holds: a version, the source files and the import result."""

    version: int
    source: tuple[str, ...]
    result: ImportResult


def default_store_dir() -> Path:
    """``$XDG_CACHE_HOME/reishi/dbz``, else ``~/.cache/reishi/dbz``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "reishi" / "dbz"


def save_store(
    result: ImportResult, directory: Path, source: Iterable[Path] = (), force: bool = False
) -> Path:
    """Write the import result as the store in ``directory``; returns the file written.

    An import without cards, or with far fewer than the store holds, is refused unless
    ``force``: a wrong path must not replace a good store. The file is written to a
    temporary name and renamed over the old one, so an interrupted import leaves the old
    store whole. Every refusal is a DataError naming the file.
    """
    sources = tuple(str(p) for p in source)
    path = directory / STORE_FILE
    if not result.cards:
        where = ", ".join(sources) or str(path)
        raise DataError(where, "the import found no cards; the card store is left as it was")
    held = _stored_cards(path)
    if not force and len(result.cards) < held * SHRINK_REFUSED:
        raise DataError(
            str(path),
            f"the import holds {len(result.cards):,} cards but the store {held:,}; "
            "pass --force to replace it",
        )
    store = Store(STORE_VERSION, sources, result)
    tmp = directory / f".{STORE_FILE}.{os.getpid()}.tmp"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(msgspec.json.encode(store))
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise DataError(str(path), f"cannot write the card store: {exc.strerror or exc}") from None
    return path


def _stored_cards(path: Path) -> int:
    """How many cards the store at ``path`` holds (0 when there is none or it is unreadable)."""
    try:
        return len(load_store(path.parent).cards)
    except DataError:
        return 0


def load_store(directory: Path | None = None) -> ImportResult:
    """Read the store; DataError telling the user to run the import if it is missing."""
    folder = directory or default_store_dir()
    path = folder / STORE_FILE
    if not path.is_file():
        raise DataError(str(path), "no DBZ card store: run `reishi cards import dbz PATH` first")
    try:
        store = msgspec.json.decode(read_bytes(path, MAX_STORE_BYTES, "card store"), type=Store)
    except (msgspec.DecodeError, DataError) as exc:
        raise DataError(str(path), f"unreadable card store ({exc}): import again") from None
    if store.version != STORE_VERSION:
        raise DataError(str(path), "card store from another version: import again")
    return store.result


def load_pool(store: Path | None = None, data: Path | None = None) -> CardPool:
    """The store as a pool; if it is missing, import from ``data`` or ``REISHI_DATA``."""
    try:
        return CardPool(load_store(store).cards)
    except DataError as unusable:
        try:
            # REISHI_DATA, else the shared data folder beside a checkout.
            source = data or data_dir()
        except ReishiError:
            # Say why the store was not used (missing, unreadable, another version).
            raise DataError(
                unusable.path,
                f"{unusable.message}; and no shared data folder to import from: run "
                "`reishi cards import dbz PATH` or set REISHI_DATA",
            ) from None
        return CardPool(import_sets([source]).cards)


class CardPool:
    """Every imported card, looked up by id or (spelling-tolerant) title."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self.cards: tuple[Card, ...] = tuple(cards)
        self._by_id = {card.id: card for card in self.cards}
        self._by_title: dict[str, list[Card]] = {}
        for card in self.cards:
            self._by_title.setdefault(loose_key(card.title), []).append(card)
        self._found: dict[str, Card | None] = {}  # find's answers: the pool never changes
        self._remembered: dict[Hashable, Any] = {}

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def by_id(self, card_id: str) -> Card | None:
        """The card with this OCTGN id, if any."""
        return self._by_id.get(card_id)

    def printings(self, title: str) -> list[Card]:
        """Every printing of a title, retail printings first."""
        found = self._by_title.get(loose_key(title), [])
        return sorted(found, key=lambda c: (c.title != title, not c.retail, c.set_name))

    def find(self, title: str) -> Card | None:
        """The preferred printing of a title (retail first), or None."""
        if title in self._found:
            return self._found[title]
        printings = self.printings(title)
        found = self._found[title] = printings[0] if printings else None
        return found

    def remembered(self, key: Hashable, work: Callable[[], T]) -> T:
        """``work()``, worked out once per ``key`` for this pool and kept as long as it is.

        The pool never changes, so a fact drawn from it (the nameable titles, the cards a
        random deck may hold) holds for its life; keeping it here ties the answer to the pool,
        so a new pool never reads an old one's and an old one's go with it.
        """
        if key not in self._remembered:
            self._remembered[key] = work()
        return cast(T, self._remembered[key])

    def search(
        self,
        query: str = "",
        card_type: CardType | None = None,
        style: Style | None = None,
        set_name: str | None = None,
    ) -> list[Card]:
        """Cards whose title or text contains ``query`` (case-insensitive), filtered."""
        needle = query.lower()
        return [
            card
            for card in self.cards
            if (needle in card.title.lower() or needle in card.text.lower())
            and (card_type is None or card.type is card_type)
            and (style is None or card.style is style)
            and (set_name is None or card.set_name.lower() == set_name.lower())
        ]
