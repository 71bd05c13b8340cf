"""A pseudo-terminal driver for ``reishi play``: the program runs as a person would run it.

The standard library's ``pty`` gives the process a real terminal (``isatty`` is true, rich
draws colours and reads the window size), so nothing of the piped-input path is used.
What the program writes is read back with its escape sequences removed.
"""

from __future__ import annotations

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

ESCAPES = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-B]|\r")
PROMPT = re.compile(r"\n(P[12][^\n>]*)> $")


class Terminal:
    """One ``reishi`` process on a pseudo-terminal of ``columns`` × ``rows``."""

    def __init__(self, args: list[str], columns: int = 100, rows: int = 50) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": str(columns)}
        env.pop("NO_COLOR", None)
        self.process = subprocess.Popen(
            [sys.executable, "-c", "from reishi.interfaces.cli.app import main; main()", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=Path(__file__).resolve().parents[2],
            close_fds=True,
        )
        os.close(slave)
        self.screen = ""  # everything written since the last answer, escapes removed
        self.transcript = ""  # everything written, escapes removed

    def read_until_prompt(self, timeout: float = 60.0) -> str | None:
        """Output up to the next ``P1…>`` prompt (its moment returned), or None at exit."""
        raw = b""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the other end closed: the process is gone
                    chunk = b""
                if not chunk:
                    self._take(raw)
                    return None
                raw += chunk
                text = ESCAPES.sub("", raw.decode("utf-8", "replace"))
                match = PROMPT.search(text)
                if match:
                    self._take(raw)
                    return match.group(1)
            elif self.process.poll() is not None:
                self._take(raw)
                return None
        raise TimeoutError(f"no prompt within {timeout} s; last output:\n{self.screen[-2000:]}")

    def _take(self, raw: bytes) -> None:
        self.screen = ESCAPES.sub("", raw.decode("utf-8", "replace"))
        self.transcript += self.screen

    def send(self, line: str) -> None:
        """Type ``line`` and Enter."""
        os.write(self.master, line.encode("utf-8") + b"\n")

    def close(self) -> int:
        """End the process (if it still runs) and return its exit code."""
        try:
            code = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        os.close(self.master)
        return code


def actions_on(screen: str) -> list[tuple[int, str]]:
    """The numbered actions listed on ``screen`` (the last list before the prompt)."""
    found: list[tuple[int, str]] = []
    for line in screen.splitlines():
        match = re.match(r"\s+(\d+)\. (.*)$", line)
        if match:
            number = int(match.group(1))
            if number == 1:
                found = []
            found.append((number, match.group(2)))
    return found
