"""Browser-test helpers: a real ``reishi serve`` process and Debian's Chromium via Playwright.

Playwright drives the system's Chromium (``/usr/bin/chromium``); it never downloads a
browser of its own. Screenshots go to ``screenshots/web/`` in the checkout (not committed).
"""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

CHROMIUM = Path(os.environ.get("REISHI_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SHOTS = Path(__file__).resolve().parents[3] / "screenshots" / "web"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
STEP_TIMEOUT = 20_000  # ms for the server and the computer to answer one click


def why_no_browser() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    if not CHROMIUM.exists():
        return f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install -e '.[dev]')"
    return None


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """``reishi serve`` in its own process, on loopback, over one database file."""

    def __init__(self, db: Path, port: int | None = None) -> None:
        self.db = db
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """The server's base URL."""
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Server:
        """Start the process and wait until it answers."""
        command = [
            str(Path(sys.executable).parent / "reishi"),
            "serve",
            "--port",
            str(self.port),
            "--db",
            str(self.db),
            "--computer-delay",
            "0",
        ]
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                error = self.process.stderr.read().decode() if self.process.stderr else ""
                raise RuntimeError(f"reishi serve exited: {error}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/games", timeout=1):
                    return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("reishi serve did not answer in 30 s")

    def kill(self) -> None:
        """SIGKILL: no shutdown, nothing flushed by the server itself."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        """Stop the process if it still runs."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


def shot(page: Any, name: str) -> Path:
    """Save a screenshot of ``page`` as ``screenshots/web/<name>.png``."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=page.viewport_size["width"] > 600)
    return path


def version(page: Any) -> str:
    """The game version the page shows (how many actions were applied)."""
    value: str = page.get_attribute("body", "data-version")
    return value


def wait_for_turn(page: Any) -> bool:
    """Wait until the page offers a decision (True) or shows the end (False)."""
    page.wait_for_selector(
        "body[data-deciding='true'], body[data-over='true']", timeout=STEP_TIMEOUT
    )
    return page.get_attribute("body", "data-over") != "true"


def click_a_decision(page: Any, rng: random.Random) -> str:
    """Make one decision by clicking, on a card when one is playable; the action's text."""
    before = version(page)
    playable = page.query_selector_all("#board .card.playable")
    if playable and rng.random() < 0.5:
        rng.choice(playable).click()
        buttons = page.query_selector_all("#card-detail button.card-action")
    else:
        buttons = page.query_selector_all("#actions button.action")
    # Passing less often than the other choices keeps a clicked game short.
    active = [b for b in buttons if not (b.inner_text().startswith("pass"))] or buttons
    button = rng.choice(active)
    text: str = button.inner_text()
    button.click()
    page.wait_for_selector(f"body:not([data-version='{before}'])", timeout=STEP_TIMEOUT)
    return text


def hand_cards(page: Any, seat: int) -> int:
    """Face-up cards the page shows in ``seat``'s hand (-1 when that hand is hidden)."""
    zone = page.query_selector(f"section.zone[data-zone='hand'][data-seat='{seat}']")
    assert zone is not None, f"no hand zone for seat {seat}"
    if "hidden-zone" in (zone.get_attribute("class") or ""):
        assert zone.query_selector(".card") is None
        return -1
    return len(zone.query_selector_all(".card"))
