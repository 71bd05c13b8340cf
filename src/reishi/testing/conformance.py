"""The conformance kit: what every game promises every consumer, checked by seeded random play.

``check_game(name)`` plays seeded random games of a registered game and checks, for each
check in :class:`Check`, what ARCHITECTURE ("The one interface", "State is data") promises:

- ``invariants``: after every action no card is created or lost and each card is in exactly
  the zone it records (for states built on ``CoreState``), the log only grows, the turn never
  goes back, a game that is not over offers distinct legal actions to a seat, one that is over
  offers none, and the rules' own ``invariant_violations`` (``SupportsInvariants``) hold;
- ``determinism``: the same decks, seed and actions give the same log;
- ``clone``: acting on a clone leaves the original alone, and the original given the same
  actions ends equal to the clone (acting on the original leaves an older clone alone too);
- ``redaction``: a seat's view is the same in every state it cannot tell apart from the true
  one, sampled by ``determinize`` and by re-dealing the rules' ``hidden_zones``;
- ``illegal-actions``: an action of another decision, a foreign action and an action naming
  an id out of range are refused with ``IllegalActionError`` and change nothing;
- ``replay``: (rules version, decks, seed, actions in text notation), through JSON, replays
  the same log, and each action's notation parses back to it;
- ``json``: every view (and the board's ``Table`` when the game has a board) survives a
  ``msgspec.json`` round trip.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import chain
from typing import Any, cast

import msgspec

from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError, ReishiError
from reishi.engine.events import LogNode, log_length
from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.engine.rules import SupportsHiddenZones, get_rules
from reishi.engine.state import CoreState
from reishi.testing.random_play import (
    GameFailedError,
    Playout,
    Subject,
    compare,
    crash,
    snapshot,
    views,
)

CLONE_STEPS = 12  # actions a clone plays ahead of its original at each probe
HISTORY = 64  # earlier actions kept as "legal at another decision" candidates
MAX_LINES = 3  # problems reported per position, so one broken rule does not flood the report


class Check(StrEnum):
    """The checks of the kit, in the order they run."""

    INVARIANTS = "invariants"
    DETERMINISM = "determinism"
    CLONE = "clone"
    REDACTION = "redaction"
    ILLEGAL_ACTIONS = "illegal-actions"
    REPLAY = "replay"
    JSON = "json"


class ConformanceError(ReishiError):
    """A game failed the conformance kit; the message lists every failure."""


class _ForeignAction(Action, frozen=True, tag="conformance-foreign-action"):
    """An action no game defines: every game must refuse it."""


@dataclass(slots=True)
class CheckResult:
    """How one check went: games played, positions examined, failures found."""

    check: Check
    games: int = 0
    probes: int = 0  # positions examined; for redaction, samples that changed a hidden card
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when nothing failed."""
        return not self.failures


@dataclass(slots=True)
class ConformanceReport:
    """The results of ``check_game`` for one game, check by check."""

    game: str
    results: list[CheckResult]

    @property
    def ok(self) -> bool:
        """True when every check passed."""
        return all(r.ok for r in self.results)

    def summary(self) -> str:
        """One line per check, then every failure."""
        lines = [
            f"{self.game} {r.check}: {'ok' if r.ok else 'FAILED'} "
            f"({r.games} games, {r.probes} positions)"
            for r in self.results
        ]
        lines += [f"  {r.check}: {f}" for r in self.results for f in r.failures]
        return "\n".join(lines)


def check_game(
    name: str,
    *,
    games: int = 24,
    first_seed: int = 0,
    checks: Iterable[Check | str] = tuple(Check),
    decks: Sequence[Any] | None = None,
    options: dict[str, Any] | None = None,
    max_decisions: int = 5_000,
    probe_every: int = 5,
    raise_on_failure: bool = True,
) -> ConformanceReport:
    """Run ``checks`` over ``games`` seeded random games of ``name`` (raising ConformanceError)."""
    rules = get_rules(name)
    subject = Subject(
        name=name,
        rules=rules,
        decks=tuple(decks) if decks is not None else tuple(rules.starter_decks()),
        options=dict(options or {}),
        max_decisions=max_decisions,
        probe_every=max(1, probe_every),
    )
    report = ConformanceReport(name, [])
    seeds = range(first_seed, first_seed + games)
    for check in (Check(c) for c in checks):
        result = CheckResult(check)
        for seed in seeds:
            result.games += 1
            try:
                _CHECKS[check](subject, seed, result)
            except GameFailedError as broken:
                result.failures.append(f"seed {seed}: {broken}")
            except Exception as exc:  # a crash of the rules is a failure to report, with its place
                result.failures.append(f"seed {seed}: {crash(exc)}")
        if result.ok:
            result.failures += _vacuous(check, subject, seeds, result)
        report.results.append(result)
    if raise_on_failure and not report.ok:
        raise ConformanceError(report.summary())
    return report


def _vacuous(check: Check, subject: Subject, seeds: range, result: CheckResult) -> list[str]:
    """Why a check that passed proved nothing, if it did not (so it can fail)."""
    if check is Check.REDACTION and result.probes == 0:
        return ["no sample changed a hidden card: the check proved nothing"]
    if check is Check.DETERMINISM and len(seeds) > 1:
        # Same seed, same game is only worth checking if another seed deals another game.
        openings = {tuple(views(subject.new_game(seed))) for seed in seeds[:8]}
        if len(openings) == 1:
            return ["every seed deals the same opening: the seed is not used"]
    return []


def invariant_violations(game: Game, cards: int | None = None) -> list[str]:
    """What is wrong with ``game`` now (``cards``: how many it started with), one line each."""
    problems = _play_state_problems(game)
    state = game.state
    if isinstance(state, CoreState):
        problems += state.zone_problems(len(state.defs) if cards is None else cards)
    hook = getattr(game.rules, "invariant_violations", None)
    if callable(hook):
        problems += hook(state)
    return problems


# --- invariants ----------------------------------------------------------------------------


def _check_invariants(subject: Subject, seed: int, result: CheckResult) -> None:
    playout = Playout(subject, seed)
    game = playout.game
    cards = len(game.state.defs) if isinstance(game.state, CoreState) else None
    head, turn = game.state.log_head, game.turn
    for number in chain(playout.decisions(), ["end"]):
        result.probes += 1
        problems = invariant_violations(game, cards)
        problems += history_problems(game, head, turn)
        if problems:
            raise GameFailedError(f"decision {number}: " + "; ".join(problems[:MAX_LINES]))
        head, turn = game.state.log_head, game.turn


def _play_state_problems(game: Game) -> list[str]:
    seats = game.rules.seats
    if game.is_over:
        problems = []
        if game.state.current_player is not None:
            problems.append(f"the game is over but P{game.state.current_player + 1} is to act")
        if game.legal_actions():
            problems.append("the game is over but offers legal actions")
        if game.winner is not None and game.winner not in range(seats):
            problems.append(f"the winner is seat {game.winner}, which does not exist")
        if not game.end_reason:
            problems.append("the game is over without an end reason")
        return problems
    seat = game.current_player
    if seat not in range(seats):
        return [f"the game is not over but seat {seat} is to act"]
    legal = game.legal_actions()
    if not legal:
        return ["the game is not over but offers no legal action"]
    if len(set(legal)) != len(legal):
        return ["the legal actions repeat an action"]
    return []


def history_problems(game: Game, head: LogNode | None, turn: int) -> list[str]:
    """What went back since the log ended at ``head`` on turn ``turn``: the turn or the log."""
    problems = []
    if game.turn < turn:
        problems.append(f"the turn went back from {turn} to {game.turn}")
    node: LogNode | None = game.state.log_head
    stop = log_length(head)
    while node is not None and node.index >= stop:
        node = node.prev
    if node is not head:
        problems.append("events already logged were changed or removed")
    return problems


# --- determinism and replay ---------------------------------------------------------------


def _check_determinism(subject: Subject, seed: int, result: CheckResult) -> None:
    playout = Playout(subject, seed)
    for _ in playout.decisions():
        result.probes += 1
    again = subject.new_game(seed)
    _replay_into(again, playout.actions, lambda game, action: action)
    compare(playout.game, again, "the same seed and actions")


def _check_replay(subject: Subject, seed: int, result: CheckResult) -> None:
    playout = Playout(subject, seed)
    texts: list[str] = []
    for number in playout.decisions():
        result.probes += 1
        action = playout.random_action()
        texts.append(notation(playout.game, action, number))
        playout.apply(action)
    # The replay file's triple, through JSON as it is saved (decks are the ones given).
    saved = json.dumps(
        {
            "game": subject.name,
            "rules_version": subject.rules.version,
            "seed": seed,
            "options": subject.options,
            "actions": texts,
        }
    )
    record = json.loads(saved)
    rules = get_rules(record["game"])
    if rules.version != record["rules_version"]:
        raise GameFailedError(
            f"rules version {rules.version!r} read back as {record['rules_version']!r}"
        )
    again = Game(rules, rules.new_state(subject.decks, record["seed"], record["options"]))
    _replay_into(again, record["actions"], lambda game, text: game.parse(text))
    compare(playout.game, again, "the replay")


def notation(game: Game, action: Action, number: int) -> str:
    """The action's text, as a replay stores it; its number only when two actions read alike.

    GameFailedError (naming decision ``number``) when the text does not parse back.
    """
    text = game.describe(action)
    try:
        parsed = game.parse(text)
    except IllegalActionError as exc:
        raise GameFailedError(
            f"decision {number}: the notation {text!r} does not parse: {exc.reason}"
        ) from exc
    if parsed == action:
        return text
    if game.describe(parsed) != text:
        raise GameFailedError(f"decision {number}: {text!r} parses to {game.describe(parsed)!r}")
    return str(game.legal_actions().index(action) + 1)


def _replay_into(
    game: Game, moves: Sequence[Any], to_action: Callable[[Game, Any], Action]
) -> None:
    for index, move in enumerate(moves):
        if game.is_over:
            raise GameFailedError(f"the replay ended before action {index} ({move!r})")
        try:
            game.apply(to_action(game, move))
        except IllegalActionError as exc:
            raise GameFailedError(
                f"action {index} ({move!r}) was refused on replay: {exc.reason}"
            ) from exc


# --- clones --------------------------------------------------------------------------------


def _check_clone(subject: Subject, seed: int, result: CheckResult) -> None:
    playout = Playout(subject, seed)
    game = playout.game
    ahead = Rng(seed * 2 + 2)
    for number in playout.probes():
        result.probes += 1
        problem = clone_problem(game, ahead, playout.apply)
        if problem is not None:
            raise GameFailedError(f"decision {number}: {problem}")
        if game.is_over:
            return


def clone_problem(
    game: Game, rng: Rng, apply: Callable[[Action], None], steps: int = CLONE_STEPS
) -> str | None:
    """What breaks when a clone of ``game`` plays ahead, then ``apply`` plays the same on it.

    Acting on a clone must leave the original alone, the original given the same actions
    must end equal to the clone, and acting on the original must leave an older clone alone.
    ``apply`` applies one action to ``game`` (and may record it). None when all hold.
    """
    before = snapshot(game)
    twin, spare = game.clone(), game.clone()
    spare_before = snapshot(spare)
    played: list[Action] = []
    while len(played) < steps and not twin.is_over:
        played.append(rng.choice(twin.legal_actions()))
        twin.apply(played[-1])
    if snapshot(game) != before:
        return "acting on a clone changed the original"
    for action in played:
        apply(action)
    try:
        compare(twin, game, "the clone and the original, after the same actions,")
    except GameFailedError as exc:
        return str(exc)
    if snapshot(spare) != spare_before:
        return "acting on the original changed an earlier clone"
    return None


# --- hidden information ---------------------------------------------------------------------


def _check_redaction(subject: Subject, seed: int, result: CheckResult) -> None:
    playout = Playout(subject, seed)
    game = playout.game
    rules = subject.rules
    sample = Rng(seed * 2 + 2)
    if not (game.can_determinize or can_redeal(game)):
        raise GameFailedError(
            "cannot sample hidden information: the rules have neither hidden_zones nor determinize"
        )
    for number in playout.probes():
        for seat in range(rules.seats):
            problem, changed = redaction_problem(game, seat, sample)
            if problem is not None:
                raise GameFailedError(f"decision {number}: {problem}")
            result.probes += changed


def redaction_problem(game: Game, seat: int, rng: Rng) -> tuple[str | None, int]:
    """Whether ``seat``'s view stays the same in states it cannot tell from the true one.

    The states are sampled by ``determinize`` and by re-dealing the rules' hidden zones,
    whichever the game has. Returns the problem found (None when the view held) and how
    many samples changed what another seat sees (a sample that changes nothing proves
    nothing).
    """
    truth = views(game)
    others = [s for s in range(game.rules.seats) if s != seat]
    changed = 0
    if game.can_determinize:
        guess = game.determinize(seat, rng.next64())
        problem = _view_problem(guess, seat, truth, "determinize")
        if problem is None and guess.log_for(seat) != game.log_for(seat):
            problem = f"P{seat + 1}'s log differs in a determinized copy"
        if problem is not None:
            return problem, changed
        changed += any(views(guess)[s] != truth[s] for s in others)
    if can_redeal(game):
        redealt, moved = _redealt(game, seat, rng)
        problem = _view_problem(redealt, seat, truth, "re-dealing its hidden zones")
        if problem is not None:
            return problem, changed
        changed += moved
    return None, changed


def can_redeal(game: Game) -> bool:
    """Whether the kit can re-deal the game's hidden zones (a CoreState with hidden_zones)."""
    return isinstance(game.state, CoreState) and callable(getattr(game.rules, "hidden_zones", None))


def _view_problem(game: Game, seat: int, truth: list[bytes], how: str) -> str | None:
    if msgspec.json.encode(game.view(seat)) != truth[seat]:
        return f"P{seat + 1}'s view changed after {how}: it shows hidden cards"
    return None


def _redealt(game: Game, seat: int, rng: Rng) -> tuple[Game, bool]:
    """A clone with the cards of each of ``seat``'s hidden-zone groups dealt again at random."""
    rules = cast(SupportsHiddenZones, game.rules)
    state = cast(CoreState, game.state.clone())
    before = [zone[:] for zone in state.zones]
    for group in rules.hidden_zones(state, seat):
        zones = [state.zones[code] for code in group]
        pool = [card for zone in zones for card in zone]
        rng.shuffle(pool)
        start = 0
        for code, zone in zip(group, zones, strict=True):
            zone[:] = pool[start : start + len(zone)]
            start += len(zone)
            for card in zone:
                state.zone[card] = code
    if game.current_player != seat:
        state.legal_cache = None  # the other seat's options are rebuilt from what it now holds
    return Game(game.rules, state), state.zones != before


# --- illegal actions ------------------------------------------------------------------------


def _check_illegal_actions(subject: Subject, seed: int, result: CheckResult) -> None:
    playout = Playout(subject, seed)
    game = playout.game
    seen: list[Action] = []
    pick = Rng(seed * 2 + 2)
    for number in playout.decisions():
        legal = game.legal_actions()
        if number % subject.probe_every == 0:
            result.probes += 1
            problem = refusal_problem(game, seen, pick)
            if problem is not None:
                raise GameFailedError(f"decision {number}: {problem}")
        seen = remember_actions(seen, legal)
    result.probes += 1
    problem = _refused_all(game, [_ForeignAction(), *seen[-3:]])
    if problem is not None:
        raise GameFailedError(f"after the end: {problem}")


def remember_actions(seen: list[Action], legal: list[Action]) -> list[Action]:
    """``seen`` with this decision's actions added, as candidates for a later decision."""
    return [a for a in seen if a not in legal][-HISTORY:] + legal[:HISTORY]


def refusal_problem(game: Game, seen: list[Action], rng: Rng) -> str | None:
    """Whether actions that are not legal now are refused and leave the game unchanged.

    The candidates are a foreign action, actions of earlier decisions (``seen``) and legal
    actions with an id out of range; each must raise IllegalActionError and change nothing.
    """
    return _refused_all(game, _illegal_candidates(game.legal_actions(), seen, rng))


def _illegal_candidates(legal: list[Action], seen: list[Action], pick: Rng) -> list[Action]:
    """A foreign action, actions of earlier decisions and legal ones with an id out of range."""
    now = set(legal)
    earlier = [a for a in seen if a not in now]
    candidates: list[Action] = [_ForeignAction()]
    candidates += [pick.choice(earlier) for _ in range(min(2, len(earlier)))]
    for action in legal[:4]:
        for info in msgspec.structs.fields(action):
            if type(getattr(action, info.name)) is int:
                for bad in (10**6, -7):
                    changed = msgspec.structs.replace(action, **{info.name: bad})
                    if changed not in now:
                        candidates.append(changed)
    return candidates


def _refused_all(game: Game, candidates: list[Action]) -> str | None:
    before = snapshot(game)
    for action in candidates:
        try:
            game.apply(action)
        except IllegalActionError:
            pass
        except Exception as exc:
            return f"{action!r} raised {crash(exc)}, not IllegalActionError"
        else:
            return f"the illegal action {action!r} was accepted"
        if snapshot(game) != before:
            return f"refusing {action!r} changed the game"
    return None


# --- JSON -----------------------------------------------------------------------------------


def _check_json(subject: Subject, seed: int, result: CheckResult) -> None:
    playout = Playout(subject, seed)
    game = playout.game
    board = plugins.find(plugins.Group.BOARDS, subject.name)
    for number in chain(playout.decisions(), ["end"]):
        for seat in range(subject.rules.seats):
            result.probes += 1
            view = game.view(seat)
            _round_trip(view, f"decision {number}: P{seat + 1}'s view")
            if board is not None:
                _round_trip(board(view), f"decision {number}: P{seat + 1}'s table")


def _round_trip(value: Any, what: str) -> None:
    raw = msgspec.json.encode(value)
    back = msgspec.json.decode(raw, type=type(value))
    if back != value or msgspec.json.encode(back) != raw:
        raise GameFailedError(f"{what} is not the same after a JSON round trip")


_CHECKS: dict[Check, Callable[[Subject, int, CheckResult], None]] = {
    Check.INVARIANTS: _check_invariants,
    Check.DETERMINISM: _check_determinism,
    Check.CLONE: _check_clone,
    Check.REDACTION: _check_redaction,
    Check.ILLEGAL_ACTIONS: _check_illegal_actions,
    Check.REPLAY: _check_replay,
    Check.JSON: _check_json,
}
