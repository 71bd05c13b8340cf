"""Optional rules extensions for front ends: table commands, matches, deck files, card data.

A game implements any of these on its rules object, as it does ``SupportsDeterminize`` and
``SupportsEvaluate`` (``engine/rules.py``). A front end asks ``isinstance(rules,
SupportsX)`` (the protocols are runtime-checkable) and offers the feature only for the games
that have it, so no front end names a game. Deck and card tools answer with a neutral
:class:`Report` of lines and listings that any front end can print.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import msgspec

from reishi.engine.actions import Action
from reishi.engine.errors import ReishiError
from reishi.engine.game import Game


class Tone(StrEnum):
    """How a report line reads: a front end picks its colour."""

    PLAIN = "plain"
    GOOD = "good"  # a check passed ("legal")
    BAD = "bad"  # a problem ("3 violations", "did not compile")
    STRONG = "strong"  # a heading
    DIM = "dim"  # a footnote


class Line(msgspec.Struct, frozen=True, tag=True):
    """One line of a report."""

    text: str
    tone: Tone = Tone.PLAIN


class Listing(msgspec.Struct, frozen=True, tag=True):
    """Rows of text under named columns: a deck list, a card search, a coverage table."""

    title: str
    columns: list[str]
    rows: list[list[str]] = []


class Report(msgspec.Struct, frozen=True):
    """What a deck or card tool has to say, in order; ``ok`` False makes a command fail."""

    blocks: list[Line | Listing] = []
    ok: bool = True


# --- at the table ---------------------------------------------------------------------------

Apply = Callable[[Action], None]
"""Applies one action to the game being played (and records it for the replay)."""


@dataclass(frozen=True, slots=True)
class TableCommand:
    """A word a player may type at the table besides an action (a rules shortcut).

    ``run(game, seat, argument, apply)`` takes the command's actions through ``apply`` and
    returns what to tell the player; it raises ReishiError (IllegalActionError with the
    rules' reason) and applies nothing when the command cannot be carried out.
    """

    name: str
    usage: str  # "loop N"
    help: str  # one line for the help text, citing the rule
    run: Callable[[Game, int, str, Apply], str]


@runtime_checkable
class SupportsTableCommands(Protocol):
    """Optional rules extension: commands the game's rules give players at the table."""

    def table_commands(self) -> Sequence[TableCommand]:
        """The game's commands, each with its usage and help."""
        ...


class Match(Protocol):
    """A series of games decided together (for example best two out of three)."""

    @property
    def is_over(self) -> bool:
        """True once the match has a result."""
        ...

    @property
    def winner(self) -> int | None:
        """The seat that won the match (None while playing or if drawn)."""
        ...

    @property
    def wins(self) -> tuple[int, int]:
        """Games won by each seat so far."""
        ...

    @property
    def results(self) -> Sequence[int | None]:
        """The winner of each finished game (None: drawn)."""
        ...

    @property
    def game_seed(self) -> int:
        """The seed of the current game, for its replay file."""
        ...

    @property
    def game_options(self) -> Mapping[str, Any]:
        """The options the match gave the current game (who chose to go first), for replays."""
        ...

    def next_game(self) -> Game:
        """Start the next game of the match."""
        ...


@runtime_checkable
class SupportsMatch(Protocol):
    """Optional rules extension: the game's rules define a match of several games."""

    match_rule: str  # what a match is, in one line citing the rule

    def new_match(
        self, decks: Sequence[Any] | None, seed: int, options: Mapping[str, Any]
    ) -> Match:
        """A match between ``decks`` (None: the starter decks)."""
        ...


# --- deck files -----------------------------------------------------------------------------


@runtime_checkable
class SupportsDeckFiles(Protocol):
    """Optional rules extension: check and show deck files against the construction rules.

    ``cards`` replaces the game's own card data (files or a store, as the game reads them).
    Both raise DataError naming the file and line when the deck or card data cannot be read.
    """

    def check_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """Every construction rule the deck breaks (``ok`` False if any)."""
        ...

    def show_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """The deck's sections, each card with its type, cost and honesty marks."""
        ...


@runtime_checkable
class SupportsDeckImport(Protocol):
    """Optional rules extension: convert another program's deck file to the ``.deck`` text."""

    deck_import_suffixes: tuple[str, ...]  # the file endings it reads, e.g. (".xml",)

    def import_deck(self, path: Path, cards: Sequence[Path] = ()) -> str:
        """The deck in the ``.deck`` format; DataError naming the file if it cannot."""
        ...


# --- card data ------------------------------------------------------------------------------


@runtime_checkable
class SupportsCardData(Protocol):
    """Optional rules extension: search the game's cards and show one.

    ``source`` replaces the game's own card data (a card file or an import store).
    """

    def card_fields(self) -> Mapping[str, str]:
        """The fields a search may filter on, each with a one-line help."""
        ...

    def search_cards(
        self, query: str, where: Mapping[str, str], limit: int, source: Path | None = None
    ) -> Listing:
        """Cards whose title or text holds ``query`` and whose fields equal ``where``.

        At most ``limit`` rows; the title says how many matched in all.
        """
        ...

    def show_card(self, title: str, source: Path | None = None) -> Report:
        """Everything known about one card (and how the rules read it)."""
        ...


@runtime_checkable
class SupportsCardImport(Protocol):
    """Optional rules extension: import card data from files into a store outside the repo."""

    def import_cards(
        self, paths: Sequence[Path], store: Path | None = None, verbose: bool = False
    ) -> Report:
        """Read the files, write the store and report what was read, corrected or skipped."""
        ...


@runtime_checkable
class SupportsCardCoverage(Protocol):
    """Optional rules extension: how much of the card data the rules can run."""

    def card_coverage(
        self, source: Path | None = None, retail_only: bool = False, top: int = 20
    ) -> Report:
        """Per set: cards, how many the rules read and run; then the commonest blockers."""
        ...


def check_fields(where: Mapping[str, str], known: Mapping[str, str]) -> None:
    """Raise ReishiError naming the known fields if ``where`` filters on another one."""
    unknown = sorted(set(where) - set(known))
    if unknown:
        raise ReishiError(
            f"no card field {unknown[0]!r} to filter on (fields: {', '.join(known) or 'none'})"
        )


def check_report(path: Path, deck_name: str, violations: Sequence[str]) -> Report:
    """The report of a deck check: legal, or every violation on its own line."""
    if not violations:
        return Report(blocks=[Line(f"{path}: legal ({deck_name})", Tone.GOOD)])
    lines = [Line(f"{path}: {len(violations)} violation(s) ({deck_name})", Tone.BAD)]
    lines += [Line(f"  - {violation}") for violation in violations]
    return Report(blocks=list(lines), ok=False)


def field_matches(value: str | Sequence[str], wanted: str) -> bool:
    """A card's field against a search filter: equal, or one of its values, ignoring case."""
    values = [value] if isinstance(value, str) else list(value)
    return wanted.casefold() in (v.casefold() for v in values)


def holds_text(query: str, *texts: str) -> bool:
    """Whether any of ``texts`` contains ``query``, ignoring case."""
    needle = query.casefold()
    return any(needle in text.casefold() for text in texts)
