"""Whole games of every game played by a person at a real (pseudo-)terminal.

A human seat is driven through ``reishi play`` on a pseudo-terminal, as a person would: it
reads the board and the numbered actions, looks cards up, sets a stop, yields, and plays
until the game ends. The screens must show each card's text, never a Python identifier or
a card's number where a player's name or a card's title belongs, and the seat must be asked
far fewer times than it decides: its stops pass for it where nothing it holds fits.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest
from terminal import Terminal, actions_on

from reishi.engine.events import ActionTaken
from reishi.engine.game import Game
from reishi.engine.table import board_for
from reishi.interfaces.replay_file import load_replay
from reishi.interfaces.replay_file import replay as replay_game

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")

MAX_PROMPTS = 500
COMMANDS = ("help", "stops", "stops add End", "board", "log 5")
IDENTIFIER = re.compile(
    r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b"  # a class name: RaiseAnger
    r"|\b[a-z]+_[a-z_]+\b"  # a Python name: gain_target
    r"|\w+\(\w+=|object at 0x|Traceback"  # a record's repr, an object, a crash
)
PLAYER = re.compile(r"\b[Pp](\d+)\b")  # P1, P2: anything else is a card number as a player
CARD_AS_TITLE = re.compile(r"\b(?:blocks|replaced|with|on|to) #\d+")


def _card_texts(game: Game, transcript: str) -> tuple[int, list[str]]:
    """Cards drawn as rows of the board, and those of them whose text never showed.

    Every face-up card of the finished game is checked: if the board ever drew it as a row
    ("│  Title #12 …"), the beginning of its text must be on the screen too.
    """
    board = board_for(game.rules.name)
    assert board is not None
    table = board(game.view(0))
    cards = [
        card
        for side in table.sides
        for zone in side.zones
        for face in zone.cards or []
        for card in (face, *face.attachments)
        if card.text
    ]
    drawn = [
        card
        for card in cards
        if re.search(rf"^│\s+(?:└ )?(?:↷ )?{re.escape(card.title)} #{card.id}\b", transcript, re.M)
    ]
    missing = [
        f"{card.title} #{card.id}"
        for card in drawn
        if " ".join(card.text.split())[:30] not in transcript
    ]
    return len(drawn), missing


def _answer(rng: random.Random, actions: list[tuple[int, str]]) -> str:
    """Mostly the last action listed (a card, an effect, energy), sometimes any."""
    assert actions, "a decision with no actions listed"
    return str(actions[-1][0] if rng.random() < 0.7 else rng.choice(actions)[0])


@pytest.mark.parametrize(("game_name", "seed"), [("bleach", 2), ("dbz", 3), ("soul-deck", 3)])
def test_a_person_plays_a_whole_game_at_a_terminal(
    game_name: str, seed: int, tmp_path: Path
) -> None:
    replay = tmp_path / "game.json"
    args = ["play", game_name, "--p2", "random", "--seed", str(seed), "--log", str(replay)]
    terminal = Terminal(args)
    rng = random.Random(seed)
    commands = list(COMMANDS)
    prompts = 0
    looked = ""  # the number of the card looked up, until its answer is checked
    passes = ["yield", "pass until my turn"]  # each once, where a pass is offered
    typed = 0  # actions answered by number
    fresh_turn = False
    listed: list[tuple[int, str]] = []
    try:
        while prompts < MAX_PROMPTS:
            moment = terminal.read_until_prompt()
            if moment is None:
                break
            prompts += 1
            listed = actions_on(terminal.screen) or listed  # commands list none
            if "P1 is the active player" in terminal.screen:
                fresh_turn = True  # the seat's own turn began: its first decision is next
            if looked and looked != "done":
                # The card in full in its own panel, then its card data.
                assert f"#{looked}" in terminal.screen and "type: " in terminal.screen
                looked = "done"
            if commands:
                terminal.send(commands.pop(0))
                continue
            number = re.search(r"#(\d+)", " ".join(text for _, text in listed))
            if not looked and number:
                looked = number.group(1)
                terminal.send(f"look {looked}")
                continue
            offers_pass = any(t.startswith(("pass", "end ")) for _, t in listed)
            if passes and prompts > 8 * (3 - len(passes)) and offers_pass and fresh_turn:
                # Early in its own turn, so the rest of the turn is passed for it.
                terminal.send(passes.pop(0))
                continue
            fresh_turn = False
            typed += 1
            terminal.send(_answer(rng, listed))
    finally:
        code = terminal.close()
    transcript = terminal.transcript
    assert code == 0, transcript[-3000:]
    assert "Result: P" in transcript or "Result: draw" in transcript, transcript[-3000:]
    assert looked == "done"

    # Every card drawn as a row of the board showed its text.
    game = replay_game(load_replay(replay))
    drawn, missing = _card_texts(game, transcript)
    assert drawn >= 3 and missing == [], (drawn, missing)

    # Stops: the seat decided more often than it typed an action, and was told where it passed.
    mine = [e for e in game.log if isinstance(e, ActionTaken) and e.seat == 0]
    decided = sum(1 for e in mine if not e.automatic)
    assert "You will always be asked at 'End'." in transcript
    assert not passes, "the game ended before yield and pass until were tried"
    assert "You are passing until something new happens." in transcript
    assert "You are passing until your next turn." in transcript
    assert decided > typed + 2, (decided, typed)  # the yield and pass until, and more
    assert "You passed" in transcript
    assert "While you were not asked: " in transcript  # what happened meanwhile, summed up

    # Names: players are P1 and P2, cards are titles, and no Python name reaches the screen.
    players = {m.group(1) for m in PLAYER.finditer(transcript)}
    assert players <= {"1", "2"}, players
    # Lower case "p1" is notation, typed in actions ("first p1"); the screen names P1 and P2.
    lower = [
        line
        for line in transcript.splitlines()
        if re.search(r"\bp[12]\b", line) and not re.match(r"\s+\d+\. ", line)
    ]
    assert lower == [], lower[:5]
    assert not CARD_AS_TITLE.search(transcript), CARD_AS_TITLE.search(transcript)
    leaks = sorted({m.group(0) for m in IDENTIFIER.finditer(transcript)})
    assert leaks == [], leaks
