"""Which tests and scenarios cover which rule section, found by reading files, not running them.

A pytest test covers a section when it is marked ``@pytest.mark.rule("ARD: Overlay", ...)``
(on the function, on its class, or through a module's ``pytestmark``); a scenario file covers
the sections listed in its top-level ``sources``. Reading the files statically keeps the map
cheap enough for the CLI and lets a test check every citation the project writes.
"""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from reishi.engine import plugins
from reishi.engine.errors import ReishiError
from reishi.engine.ruleindex import RuleIndex


def rule_index(game: str) -> RuleIndex:
    """The rule index of ``game``; ReishiError naming the indexed games if it has none."""
    build = plugins.find(plugins.Group.RULE_INDEXES, game)
    if build is None:
        known = ", ".join(plugins.names(plugins.Group.RULE_INDEXES))
        raise ReishiError(f"no rule index for game {game!r} (indexed: {known})")
    index: RuleIndex = build()
    return index


def rule_coverage(repo_root: Path, game: str) -> dict[str, list[str]]:
    """Each citation of ``game``'s documents mapped to the tests and scenarios citing it.

    Every section of the game is a key (in document order, possibly with no tests); a
    citation that is not a section also appears, after them, so a typo is visible.
    """
    index = rule_index(game)
    coverage: dict[str, list[str]] = {cite: [] for cite in index.cites}
    pattern = index.citation_pattern()
    for use in _exact_uses(repo_root, game):
        if pattern.match(use.cite):
            covering = coverage.setdefault(use.cite, [])
            if use.covered_by not in covering:
                covering.append(use.covered_by)
    return coverage


def unknown_citations(repo_root: Path, game: str) -> dict[str, list[str]]:
    """Citations of ``game``'s documents that name no section, each with where it is used.

    Rule markers and scenario ``sources`` must be citations exactly. Any other string
    literal in the game's package or the tests that starts like a citation must begin with
    a known one, followed by its end or by punctuation (a docstring may go on to explain).
    """
    index = rule_index(game)
    known = set(index.cites)
    by_length = sorted(known, key=len, reverse=True)
    pattern = index.citation_pattern()
    unknown: dict[str, list[str]] = {}

    def note(cite: str, where: str) -> None:
        places = unknown.setdefault(cite, [])
        if where not in places:
            places.append(where)

    for use in _exact_uses(repo_root, game):
        if pattern.match(use.cite) and use.cite not in known:
            note(use.cite, use.where)
    roots = [repo_root / "src" / "reishi" / "games" / game, repo_root / "tests"]
    for path in _python_files(roots):
        rel = _relative(path, repo_root)
        for value, line in _string_literals(path):
            if pattern.match(value) and _known_prefix(value, 0, by_length) is None:
                note(_candidate(value), f"{rel}:{line}")
    return unknown


def rule_implementations(repo_root: Path, game: str) -> dict[str, list[str]]:
    """Each section of ``game`` mapped to the modules of its package that cite it.

    Citations are looked for anywhere in the source (docstrings, comments, event records),
    since that is where the style asks rules code to name the rule it applies.
    """
    index = rule_index(game)
    by_length = sorted(index.cites, key=len, reverse=True)
    pattern = index.citation_pattern()
    package = repo_root / "src" / "reishi"
    found: dict[str, list[str]] = {cite: [] for cite in index.cites}
    for path in _python_files([package / "games" / game]):
        if _relative(path, repo_root) == index.index_module:
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        module = _relative(path, package)
        for match in pattern.finditer(text):
            cite = _known_prefix(text, match.start(), by_length)
            if cite is not None and module not in found[cite]:
                found[cite].append(module)
    return found


@dataclass(frozen=True, slots=True)
class _Use:
    """A citation written where it must be exact: a rule marker or a scenario's sources."""

    cite: str
    covered_by: str
    where: str


def _exact_uses(repo_root: Path, game: str) -> Iterator[_Use]:
    tests = repo_root / "tests"
    for path in _python_files([tests]):
        name = path.name
        if not (name.startswith("test_") or name.endswith("_test.py")):
            continue
        rel = _relative(path, repo_root)
        for test, cite, line in _marked_tests(path):
            yield _Use(cite, f"{rel}::{test}", f"{rel}:{line}")
    scenarios = repo_root / "scenarios"
    for path in sorted(scenarios.rglob("*.toml")) if scenarios.is_dir() else []:
        written_for, sources = _scenario_sources(path)
        if written_for == game:  # a scenario names its game (docs/scenarios.md)
            rel = _relative(path, repo_root)
            for cite in sources:
                yield _Use(cite, rel, rel)


def _python_files(roots: Iterable[Path]) -> list[Path]:
    files: list[Path] = []
    for root in roots:
        if root.is_dir():
            files.extend(p for p in sorted(root.rglob("*.py")) if "__pycache__" not in p.parts)
    return files


def _relative(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix()


def _parse(path: Path) -> ast.Module | None:
    try:
        return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        # A file that does not parse fails its own test run loudly; the map skips it.
        return None


def _marked_tests(path: Path) -> Iterator[tuple[str, str, int]]:
    """(test id within the file, cited section, line of the citation) for every rule mark."""
    tree = _parse(path)
    if tree is None:
        return
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    yield from _tests_in(tree.body, "", _pytestmark(tree.body, constants), constants)


def _tests_in(
    body: list[ast.stmt], prefix: str, inherited: list[tuple[str, int]], constants: dict[str, str]
) -> Iterator[tuple[str, str, int]]:
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
            "test"
        ):
            marks = inherited + _rule_marks(node.decorator_list, constants)
            for cite, line in marks:
                yield f"{prefix}{node.name}", cite, line
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            marks = (
                inherited
                + _rule_marks(node.decorator_list, constants)
                + _pytestmark(node.body, constants)
            )
            yield from _tests_in(node.body, f"{prefix}{node.name}::", marks, constants)


def _pytestmark(body: list[ast.stmt], constants: dict[str, str]) -> list[tuple[str, int]]:
    marks: list[tuple[str, int]] = []
    for node in body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in targets):
            marks += _rule_marks([value], constants)
    return marks


def _rule_marks(exprs: list[ast.expr], constants: dict[str, str]) -> list[tuple[str, int]]:
    """Sections named by ``pytest.mark.rule(...)`` calls anywhere in ``exprs``.

    Walking the whole expression also finds marks given in lists and in
    ``pytest.param(..., marks=...)``; a name bound to a module-level string counts too.
    """
    marks: list[tuple[str, int]] = []
    for expr in exprs:
        for node in ast.walk(expr):
            if isinstance(node, ast.Call) and _is_rule_mark(node.func):
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        marks.append((arg.value, arg.lineno))
                    elif isinstance(arg, ast.Name) and arg.id in constants:
                        marks.append((constants[arg.id], arg.lineno))
    return marks


def _is_rule_mark(func: ast.expr) -> bool:
    if not (isinstance(func, ast.Attribute) and func.attr == "rule"):
        return False
    owner = func.value
    return (isinstance(owner, ast.Attribute) and owner.attr == "mark") or (
        isinstance(owner, ast.Name) and owner.id == "mark"
    )


def _scenario_sources(path: Path) -> tuple[str, list[str]]:
    """The game a scenario file is written for, and its sources."""
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        # The scenario runner reports a malformed file; the map only skips it.
        return "", []
    game = data.get("game")
    sources = data.get("sources", [])
    if isinstance(sources, str):
        sources = [sources]
    listed = [s for s in sources if isinstance(s, str)] if isinstance(sources, list) else []
    return (game if isinstance(game, str) else ""), listed


def _string_literals(path: Path) -> Iterator[tuple[str, int]]:
    tree = _parse(path)
    if tree is None:
        return
    # The pieces of an f-string are constants too, but "ARD: {name}" is not a citation.
    in_fstrings = {
        id(part)
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        for part in node.values
    }
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in in_fstrings
        ):
            yield node.value, node.lineno


# What may follow a citation inside longer text: its end, punctuation, or a spaced dash or
# bracket; never a word, so "ARD: Overlay Rule" is not taken for "ARD: Overlay".
_AFTER_CITATION = re.compile(r"$|[.,;:)\]'\"`\n]|\s+[—–(-]")


def _known_prefix(text: str, start: int, by_length: list[str]) -> str | None:
    """The longest known citation at ``text[start:]`` that is followed by a separator."""
    for cite in by_length:
        if text.startswith(cite, start) and _AFTER_CITATION.match(text, start + len(cite)):
            return cite
    return None


_CANDIDATE_END = re.compile(r"\s+[—–]\s|\n|\.\s|;|\s\(|\.$")


def _candidate(value: str) -> str:
    """The part of an unknown literal that was probably meant as the citation."""
    match = _CANDIDATE_END.search(value)
    candidate = value[: match.start()] if match else value
    return candidate[:80]
