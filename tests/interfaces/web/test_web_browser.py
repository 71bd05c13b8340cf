"""The page in a real browser: whole games by clicking, two friends, a reload, a restart."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DESKTOP,
    PHONE,
    Server,
    click_a_decision,
    hand_cards,
    shot,
    version,
    wait_for_turn,
    why_no_browser,
)
from webtools import DECKS

from reishi.interfaces.replay_file import load_replay, replay

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(why_no_browser() is not None, reason=str(why_no_browser())),
]


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """Debian's Chromium, headless, driven by Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """``reishi serve`` on a free loopback port over a fresh database."""
    running = Server(tmp_path / "games.sqlite").start()
    yield running
    running.stop()


def open_page(chromium: Any, viewport: dict[str, int]) -> Any:
    """A fresh page that fails the test on any script error or dialog."""
    context = chromium.new_context(viewport=viewport, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(20_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("dialog", lambda d: errors.append(f"a dialog opened: {d.message}"))
    page.errors = errors
    return page


def lobby(page: Any, server: Server, game: str, p2: str, *, seed: int, agent: str = "") -> None:
    """Fill in the lobby: P1 is you, P2 ``computer`` or ``friend``; decks are the starters."""
    page.goto(server.url + "/")
    page.select_option("#game", game)
    page.select_option("fieldset[data-seat='1'] select.kind", p2)
    if agent:
        page.select_option("fieldset[data-seat='1'] select.agent", agent)
    page.fill("#seed", str(seed))


@pytest.mark.parametrize(
    ("game", "viewport"), [("bleach", DESKTOP), ("dbz", DESKTOP), ("soul-deck", PHONE)]
)
def test_a_full_game_against_the_computer_by_clicking(
    chromium: Any, server: Server, game: str, viewport: dict[str, int], tmp_path: Path
) -> None:
    page = open_page(chromium, viewport)
    lobby(page, server, game, "computer", seed=17, agent="random")
    page.click("#start")
    page.wait_for_url("**/play/**")
    began = time.monotonic()
    rng = random.Random(5)
    size = "phone" if viewport is PHONE else "desktop"
    decisions = 0
    while wait_for_turn(page):
        if decisions == 0:
            shot(page, f"{game}-{size}-1-start")
        click_a_decision(page, rng)
        decisions += 1
        if decisions == 12:
            shot(page, f"{game}-{size}-2-midgame")
        assert decisions < 1500, "the clicked game did not end"
    elapsed = time.monotonic() - began
    print(f"\n{game}: {decisions} clicked decisions in {elapsed:.1f} s")
    assert "Game over" in page.inner_text("#prompt")
    shot(page, f"{game}-{size}-3-end")
    # The log explains with citations; a citation opens its rule's text (or says why not).
    page.click("#log button.cite >> nth=-1")
    page.wait_for_selector("#modal .rule-text, #modal .not-indexed")
    page.click("#modal button.close")
    # After the end: step back through the replay, then download it.
    total = int(version(page))
    page.click("#replay-back")
    page.wait_for_selector(f"body[data-replay-at='{total - 1}']")
    page.click("#replay-first")
    page.wait_for_selector("body[data-replay-at='0']")
    shot(page, f"{game}-{size}-4-replay-start")
    with page.expect_download() as download:
        page.click("#download")
    saved = tmp_path / "replay.json"
    download.value.save_as(saved)
    replayed = replay(load_replay(saved))
    assert replayed.is_over and len(load_replay(saved).actions) == total
    assert page.errors == []
    page.context.close()


def test_two_friends_each_see_only_their_own_hand(chromium: Any, server: Server) -> None:
    mine = open_page(chromium, DESKTOP)
    lobby(mine, server, "bleach", "friend", seed=3)
    # P1 brings a deck whose name is markup: it must show as text and run nothing.
    starter = (DECKS / "bleach/data/decks/substitute-soul-reapers.deck").read_text()
    named = starter.replace("name: Substitute Soul Reapers", "name: <script>alert(1)</script>")
    mine.select_option("fieldset[data-seat='0'] select.deck-kind", "custom")
    mine.fill("fieldset[data-seat='0'] textarea.deck-text", named)
    mine.click("fieldset[data-seat='0'] button.check")
    mine.wait_for_selector("fieldset[data-seat='0'] .verdict.ok")
    mine.click("#start")
    mine.wait_for_selector("#links:not([hidden])")
    friend_link = mine.input_value("#link-list input.link[data-seat='1']")
    shot(mine, "friends-1-links")
    mine.click("#go")
    mine.wait_for_url("**/play/**")
    theirs = open_page(chromium, PHONE)
    theirs.goto(friend_link)
    pages = [mine, theirs]
    rng = random.Random(2)
    for step in range(16):
        for seat, page in enumerate(pages):
            page.wait_for_selector("body:not([data-version='-1'])")
            assert hand_cards(page, 1 - seat) == -1, f"P{seat + 1} saw the other hand"
            assert hand_cards(page, seat) >= 0
        deciding = [p for p in pages if p.get_attribute("body", "data-deciding") == "true"]
        if not deciding:
            time.sleep(0.2)
            continue
        click_a_decision(deciding[0], rng)
        other = pages[1 - pages.index(deciding[0])]
        other.wait_for_selector(f"body[data-version='{version(deciding[0])}']")
        if step == 8:
            shot(mine, "friends-2-p1-view")
            shot(theirs, "friends-3-p2-view-phone")
    assert mine.inner_text(".side.you .deck-name") == "<script>alert(1)</script>"
    assert mine.errors == [] and theirs.errors == []


def test_the_lobby_shows_every_deck_violation_with_its_rule(chromium: Any, server: Server) -> None:
    page = open_page(chromium, PHONE)
    lobby(page, server, "bleach", "computer", seed=1)
    page.select_option("fieldset[data-seat='0'] select.deck-kind", "custom")
    page.fill(
        "fieldset[data-seat='0'] textarea.deck-text",
        "[guardian]\n1 Zangetsu\n[main]\n4 Kon - Mod Soul\n",
    )
    page.click("fieldset[data-seat='0'] button.check")
    page.wait_for_selector("fieldset[data-seat='0'] .problems li")
    problems = page.query_selector_all("fieldset[data-seat='0'] .problems li")
    assert len(problems) >= 2
    assert any(p.query_selector(".cite") for p in problems)
    shot(page, "lobby-deck-problems-phone")
    page.click("#start")
    page.wait_for_selector("#start-error:not([hidden])")
    assert "P1's deck" in page.inner_text("#start-error")
    assert page.errors == []


def test_the_lobby_starts_a_game_with_its_options_and_refuses_unknown_ones(
    chromium: Any, server: Server
) -> None:
    page = open_page(chromium, DESKTOP)
    lobby(page, server, "soul-deck", "computer", seed=3)
    assert "variants" in page.inner_text("#options-help")  # the game's own options, listed
    page.fill("#game-options", "variants=no-such-rule")
    page.click("#start")
    page.wait_for_selector("#start-error:not([hidden])")
    assert "unknown Soul Deck variant" in page.inner_text("#start-error")
    page.fill("#game-options", 'variants=["summoning-sickness", "few-windows"]; auto_forced=true')
    page.click("#start")
    page.wait_for_url("**/play/**")
    assert wait_for_turn(page)  # the game runs under the chosen house rules
    assert page.errors == []


def test_a_reload_mid_game_shows_the_same_game(chromium: Any, server: Server) -> None:
    page = open_page(chromium, DESKTOP)
    lobby(page, server, "dbz", "computer", seed=4, agent="random")
    page.click("#start")
    page.wait_for_url("**/play/**")
    rng = random.Random(1)
    for _ in range(4):
        assert wait_for_turn(page)
        click_a_decision(page, rng)
    assert wait_for_turn(page)
    before = version(page)
    offered = [b.inner_text() for b in page.query_selector_all("#actions button.action")]
    page.reload()
    page.wait_for_selector(f"body[data-version='{before}']")
    assert wait_for_turn(page)
    assert [b.inner_text() for b in page.query_selector_all("#actions button.action")] == offered
    click_a_decision(page, rng)
    assert page.errors == []


def test_a_killed_server_comes_back_and_the_page_reconnects_by_itself(
    chromium: Any, tmp_path: Path
) -> None:
    db = tmp_path / "games.sqlite"
    server = Server(db).start()
    try:
        page = open_page(chromium, DESKTOP)
        lobby(page, server, "bleach", "computer", seed=8, agent="random")
        page.click("#start")
        page.wait_for_url("**/play/**")
        rng = random.Random(3)
        for _ in range(5):
            assert wait_for_turn(page)
            click_a_decision(page, rng)
        assert wait_for_turn(page)
        before = version(page)
        server.kill()
        page.wait_for_selector("#connection[data-state='bad']")
        shot(page, "restart-1-disconnected")
        server = Server(db, port=server.port).start()
        page.wait_for_selector("#connection[data-state='ok']", timeout=30_000)
        page.wait_for_selector(f"body[data-version='{before}']")
        assert wait_for_turn(page)
        click_a_decision(page, rng)
        shot(page, "restart-2-resumed")
        assert page.errors == []
    finally:
        server.stop()
