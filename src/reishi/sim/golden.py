"""Golden logs: fixed seeded games whose logs must not change unless the rules do.

Speed work must leave every game byte for byte as it was. A fixed set of seeded games per
registered game (random and heuristic agents) is played, each log is encoded as JSON and
hashed, and the digests are compared with the ones stored beside the tests, one file per
game. When the rules change on purpose the digests are regenerated and the diff reviewed:

    python -m reishi.sim.golden --write tests/golden      # or: make golden

With ``--check`` the command compares instead and names every game that differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import msgspec

from reishi.agents.registry import UnknownAgentError, UnsupportedAgentError, resolve_agent_spec
from reishi.engine.game import new_game
from reishi.engine.rules import game_names, get_rules
from reishi.sim.playout import new_agents, play_to_end

# (agents by seat, seeds): random play reaches odd corners, the heuristic plays real turns,
# and a short search clones and determinises at every one of its decisions.
PAIRINGS: tuple[tuple[tuple[str, ...], tuple[int, ...]], ...] = (
    (("random", "random"), tuple(range(1, 9))),
    (("heuristic", "heuristic"), tuple(range(1, 9))),
    (("mcts:iterations=12", "heuristic"), (1,)),
)
MAX_DECISIONS = 5_000  # a game that runs away is part of the digest, never a hang
_ENCODER = msgspec.json.Encoder()


def golden_key(agents: Sequence[str], seed: int) -> str:
    """The name of one golden game in a game's digest file."""
    return f"{'-v-'.join(agents)}/seed-{seed}"


def play_log_digest(game_name: str, agents: Sequence[str], seed: int) -> str:
    """The SHA-256 of the full log (and the result) of one seeded game between ``agents``."""
    game = new_game(game_name, None, seed)
    specs = [resolve_agent_spec(a, game_name) for a in agents]
    players = new_agents(specs, seed, game=game_name)
    decisions, capped = play_to_end(game, players, MAX_DECISIONS)
    digest = hashlib.sha256()
    for event in game.log:
        digest.update(_ENCODER.encode(event))
        digest.update(b"\n")
    digest.update(f"{decisions} {capped} {game.winner} {game.end_reason}".encode())
    return digest.hexdigest()


def pairings_for(game_name: str) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    """The pairings this game can play (one it has no agent for is left out)."""
    seats = get_rules(game_name).seats
    usable = []
    for agents, seeds in PAIRINGS:
        chosen = (agents * seats)[:seats]
        try:
            for agent in chosen:
                resolve_agent_spec(agent, game_name)
        except (UnknownAgentError, UnsupportedAgentError):
            continue
        usable.append((chosen, seeds))
    return usable


def digests(game_name: str) -> dict[str, str]:
    """Every golden game of ``game_name`` by key, with its log digest."""
    return {
        golden_key(agents, seed): play_log_digest(game_name, agents, seed)
        for agents, seeds in pairings_for(game_name)
        for seed in seeds
    }


def digest_file(folder: Path, game_name: str) -> Path:
    """Where the digests of ``game_name`` are stored."""
    return folder / f"{game_name}.json"


def differences(folder: Path, game_name: str) -> list[str]:
    """The golden games of ``game_name`` whose logs differ from the stored digests."""
    path = digest_file(folder, game_name)
    if not path.is_file():
        return [f"{path}: no stored digests (run: python -m reishi.sim.golden --write)"]
    stored = json.loads(path.read_text(encoding="utf-8"))
    now = digests(game_name)
    keys = sorted(set(stored) | set(now))
    return [f"{game_name} {k}" for k in keys if stored.get(k) != now.get(k)]


def write(folder: Path, names: Sequence[str]) -> None:
    """Store the digests of ``names`` in ``folder`` (one JSON file per game)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        text = json.dumps(digests(name), indent=1, sort_keys=True)
        digest_file(folder, name).write_text(text + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m reishi.sim.golden --write|--check FOLDER [--game NAME]``."""
    parser = argparse.ArgumentParser(prog="python -m reishi.sim.golden")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", type=Path, metavar="FOLDER", help="store fresh digests")
    mode.add_argument("--check", type=Path, metavar="FOLDER", help="compare with stored ones")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    names = args.game or game_names()
    if args.write is not None:
        write(args.write, names)
        print(f"wrote golden digests of {', '.join(names)} to {args.write}")
        return 0
    changed = [line for name in names for line in differences(args.check, name)]
    for line in changed:
        print(f"log changed: {line}")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
