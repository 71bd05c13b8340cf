"""The agent ``policy:PATH``: a trained masked policy (``examples/``) as a player.

PATH is a MaskablePPO file saved by sb3-contrib (the ``train`` extra); beside it,
``PATH.json`` says which game and encoding version it was trained on, so a policy is never
run on another game's numbers. The policy sees only the seat's view, through the game's
encoder, and picks among the legal actions alone (the mask). Listing agents imports this
module, so it needs numpy only; sb3-contrib is loaded with the first policy.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from reishi.engine.actions import Action
from reishi.engine.errors import ReishiError
from reishi.interfaces.rl.encoder import Encoder, LegalActions, get_encoder

META_SUFFIX = ".json"


class PolicyFileError(ReishiError):
    """A policy file is missing, unreadable, or was trained for another encoding."""


def policy_meta_path(path: Path) -> Path:
    """Where the game and encoding of the policy at ``path`` are written."""
    return path.with_name(path.name + META_SUFFIX)


def write_policy_meta(path: Path, encoder: Encoder, **extra: Any) -> None:
    """Record beside ``path`` the game and encoding a policy was trained with."""
    meta = {"game": encoder.game, "encoding": encoder.version, **extra}
    policy_meta_path(path).write_text(json.dumps(meta, indent=2) + "\n")


def read_policy_meta(path: Path) -> dict[str, Any]:
    """The game and encoding recorded beside ``path``; PolicyFileError when absent or bad."""
    meta_path = policy_meta_path(path)
    if not path.is_file():
        raise PolicyFileError(f"{path}: no such policy file")
    try:
        meta = json.loads(meta_path.read_text())
    except FileNotFoundError:
        raise PolicyFileError(f"{meta_path}: missing (game and encoding of {path})") from None
    except json.JSONDecodeError as exc:
        raise PolicyFileError(f"{meta_path}:{exc.lineno}: not JSON: {exc.msg}") from None
    if not isinstance(meta, dict) or not {"game", "encoding"} <= set(meta):
        raise PolicyFileError(f"{meta_path}: needs the fields 'game' and 'encoding'")
    return meta


class PolicyAgent:
    """Plays the most probable legal action of a trained masked policy (deterministic)."""

    name = "policy"

    def __init__(self, path: Path) -> None:
        meta = read_policy_meta(path)
        self.encoder = get_encoder(str(meta["game"]))
        if meta["encoding"] != self.encoder.version:
            raise PolicyFileError(
                f"{path}: trained on encoding {meta['encoding']!r}, this Reishi encodes "
                f"{self.encoder.game} as {self.encoder.version!r}; retrain it"
            )
        try:
            sb3_contrib = importlib.import_module("sb3_contrib")
            torch = importlib.import_module("torch")
        except ImportError as exc:
            raise PolicyFileError(
                f"{path}: playing a policy needs the train extra (pip install -e '.[train]'): {exc}"
            ) from None
        # One thread: tournaments already run one game per core.
        torch.set_num_threads(1)
        self.model = sb3_contrib.MaskablePPO.load(str(path), device="cpu")
        # The encoding's name is only as good as its bumps: the network's own sizes must
        # match too, or it would read another layout's numbers.
        shape = tuple(self.model.observation_space.shape or ())
        actions = int(getattr(self.model.action_space, "n", -1))
        wanted = (self.encoder.observation_size,)
        if shape != wanted or actions != self.encoder.action_size:
            raise PolicyFileError(
                f"{path}: its network reads {shape} numbers and picks among {actions} actions; "
                f"{self.encoder.game} encodes {wanted} and {self.encoder.action_size}; retrain it"
            )

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """The policy's choice among ``legal`` given the seat's view."""
        if _package(type(view)) != _package(type(self.encoder)):
            raise PolicyFileError(
                f"this policy plays {self.encoder.game} only, not the game of {type(view).__name__}"
            )
        table = LegalActions(self.encoder, view, legal)
        obs = self.encoder.observe(view)
        index, _ = self.model.predict(
            obs[np.newaxis], action_masks=table.mask()[np.newaxis], deterministic=True
        )
        return table.action(int(np.asarray(index).reshape(-1)[0]))


def _package(kind: type) -> str:
    """The package a class comes from (a game's view and encoder share their game's)."""
    return kind.__module__.rpartition(".")[0]


def new_policy_agent(seed: int = 0, **options: str) -> PolicyAgent:
    """``policy:PATH``: the policy saved at PATH (the seed is unused: play is deterministic)."""
    del seed
    arg = options.pop("arg", "")
    if options:
        raise ValueError(f"policy takes only a path, not {', '.join(sorted(options))}")
    if not arg:
        raise ValueError("policy needs the path of a trained policy: policy:PATH")
    return PolicyAgent(Path(arg))
