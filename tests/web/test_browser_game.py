"""Real Chromium at the host's page: whole games, PINs, reloads, a host restart, keyboard play.

The host and the bots are real processes (``decrypto-qt host --headless``,
``decrypto-qt bot``); the browsers are Debian's Chromium driven through
chromium-driver. Skipped, with the reason, only where Chromium is not installed
and CI is not set.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from selenium.common.exceptions import (
    ElementNotInteractableException,
    StaleElementReferenceException,
    TimeoutException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from decrypto_qt.engine.clues import check_clue
from decrypto_qt.engine.errors import RuleError
from tests.helpers.groups import CHROMIUM
from tests.helpers.net import LOOPBACK
from tests.helpers.processes import Proc, free_port
from tests.web.browser import chromium, need_chromium
from tests.web.player import BrowserPlayer

pytestmark = [pytest.mark.usefixtures("chromium_present"), CHROMIUM]


@pytest.fixture
def chromium_present() -> None:
    need_chromium()


def start_host(qtbot: QtBot, data: Path, *extra: str) -> tuple[Proc, int, str]:
    host = Proc(
        "host", "--headless", "--interface", LOOPBACK, "--no-discovery", "--timer", "off",
        *extra, data_dir=data,
    )  # fmt: skip
    port = int(host.wait_for(qtbot, r"port: (\d+)").group(1))
    url = host.wait_for(qtbot, r"browsers: (http://\S+)").group(1)
    return host, port, url


def play_until_over(players: list[BrowserPlayer], timeout: float = 120, also: Any = None) -> None:
    """Each player does what their page asks until every page shows the end of the game.

    ``also()`` runs between turns (something a person does besides their turn).
    """
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for p in players:
            p.step()
        if also is not None:
            also()
        if all(p.phase() == "game_over" for p in players):
            return
        try:
            players[0].wait(lambda: any(p.can_act() or p.phase() == "game_over" for p in players))
        except TimeoutException:
            break
    pages = [(p.phase(), p.driver.find_element(By.ID, "action").text) for p in players]
    raise AssertionError(f"the game did not end: {pages}")


def test_two_browser_players_and_two_bots_play_a_game_to_the_end(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host, port, url = start_host(qtbot, tmp_path / "host", "--start-at", "4", "--seed", "5")
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "2", "--seed", "5")
    try:
        with chromium(390, 844) as phone, chromium(1280, 800) as laptop:
            ann = BrowserPlayer(phone, url, "Ann", seed=5)
            bo = BrowserPlayer(laptop, url, "Bo", seed=5)
            for p, team in ((ann, "white"), (bo, "black")):
                p.open()
                p.join(team)
            flagged: list[str] = []

            def flag_a_clue() -> None:
                """Ann objects to Black's first revealed clue (R25), once."""
                forms = phone.find_elements(By.CSS_SELECTOR, "details.flag")
                if flagged or not forms or ann.phase() == "game_over":
                    return
                try:
                    forms[0].find_element(By.TAG_NAME, "summary").click()
                    which = phone.find_element(By.ID, "flag-clue")
                    flagged.append(which.get_attribute("value"))
                    phone.find_element(By.CSS_SELECTOR, "details.flag button").click()
                except (StaleElementReferenceException, ElementNotInteractableException):
                    flagged.clear()  # redrawn meanwhile: try again on the next turn

            play_until_over([ann, bo], also=flag_a_clue)
            # A game lasts at least two rounds, so Black's clues were revealed in time.
            assert flagged, "Ann flagged a clue"
            black_side = (By.CSS_SELECTOR, "section.side.black")
            ann.wait(lambda: "⚑" in phone.find_element(*black_side).text)
            outcome = bots.wait_for(qtbot, r"game over: (\{.*\})").group(1)
            reason = json.loads(outcome)["reason"]
            for p in (ann, bo):
                text = p.driver.find_element(By.ID, "outcome").text
                assert text, "the page says who won"
                assert p.turns >= 1, f"{p.name} played no turn"
                # Both screens are open at the end (V1): each page lists 8 keywords.
                shown = p.driver.find_element(By.ID, "action").text
                assert len(re.findall(r"\b[1-4] \S", shown)) >= 8, shown
                assert p.driver.get_log("browser") == [], "no script errors"
            assert reason != "aborted"
            # The whole page fits a 360 px phone: nothing runs off to the side.
            for width in (360, 390, 768):
                phone.execute_cdp_cmd(
                    "Emulation.setDeviceMetricsOverride",
                    {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": True},
                )
                assert phone.execute_script("return document.documentElement.scrollWidth") <= width
    finally:
        bots.kill()
        host.kill()


def test_a_wrong_pin_is_refused_in_the_page_and_the_right_one_joins(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host, _, url = start_host(qtbot, tmp_path, "--pin", "4821")
    try:
        with chromium() as d:
            p = BrowserPlayer(d, url, "Ann")
            p.open()
            pin_field = d.find_element(By.ID, "pin")
            p.wait(pin_field.is_displayed)  # the room says it has a PIN
            d.find_element(By.ID, "names").send_keys("Ann")
            pin_field.send_keys("0000")
            d.find_element(By.ID, "join-button").click()
            error = d.find_element(By.ID, "join-error")
            p.wait(lambda: "PIN" in error.text)
            assert p.phase() == "join"
            pin_field.clear()
            pin_field.send_keys("4821")
            d.find_element(By.ID, "join-button").click()
            p.wait(lambda: p.phase() == "lobby")
    finally:
        host.kill()


def test_a_reload_and_a_host_restart_give_the_page_its_seat_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    port = free_port()  # and the page's, the next one: both still free for the restart
    host, _, url = start_host(qtbot, tmp_path, "--port", str(port))
    try:
        with chromium() as d:
            p = BrowserPlayer(d, url, "Ann")
            p.open()
            p.join("black")
            token = d.execute_script(f"return localStorage.getItem('decrypto:{url[7:-1]}:token')")
            assert token
            mine = '.team-col[data-team="black"] li.me'
            p.wait(lambda: "Ann" in d.find_element(By.CSS_SELECTOR, mine).text)
            d.refresh()  # a reload, or a phone back from sleep with the page reopened
            p.wait(lambda: p.phase() == "lobby")
            p.wait(lambda: "Ann" in d.find_element(By.CSS_SELECTOR, mine).text)
            assert len(d.find_elements(By.CSS_SELECTOR, ".team-col li")) == 1
            host.kill()
            status = d.find_element(By.ID, "status")
            p.wait(lambda: "reconnecting" in status.text)
            host, _, url2 = start_host(qtbot, tmp_path, "--port", str(port), "--resume")
            assert url2 == url  # the same address, so the page's kept token is found
            p.wait(lambda: status.text == "Connected", timeout=30)
            p.wait(lambda: "Ann" in d.find_element(By.CSS_SELECTOR, mine).text)
            assert len(d.find_elements(By.CSS_SELECTOR, ".team-col li")) == 1
    finally:
        host.kill()


CLUE_CASES = [
    ("martini", ["black", "dragonfly"], []),
    ("Black cat", ["black", "dragonfly"], []),
    ("BLACK", ["black"], []),
    ("blackbird", ["black"], []),
    ("  ", ["black"], []),
    ("x" * 61, ["black"], []),
    ("x" * 60, ["black"], []),
    ("Insect", ["black"], ["insect"]),
    ("café", ["cafe"], []),
    ("ＢＬＡＣＫ", ["black"], []),
    ("bl\u200back", ["black"], []),
    ("ice cream van", ["ice cream"], []),
    ("ice-cream", ["ice cream"], []),
    ("黑猫", ["猫"], []),
    ("black猫", ["black"], []),
    ("tab\there", ["x"], []),
    ("Straße", ["strasse"], []),
    ("crème brûlée", ["creme"], []),
    ("ひらがな", ["がな"], []),
    ("bell\x07", ["x"], []),
]


def test_the_page_s_clue_checks_agree_with_the_rules_engine(qtbot: QtBot, tmp_path: Path) -> None:
    host, _, url = start_host(qtbot, tmp_path)
    try:
        with chromium() as d:
            d.get(url)
            got = d.execute_script(
                "return arguments[0].map(c => window.DecryptoClues.check(c[0], c[1], c[2]))",
                CLUE_CASES,
            )
        for (text, keywords, earlier), code in zip(CLUE_CASES, got, strict=True):
            try:
                check_clue(text, keywords, earlier)
                expected = None
            except RuleError as exc:
                expected = exc.code
            assert code == expected, (text, keywords)
    finally:
        host.kill()


def test_a_guess_is_made_with_the_keyboard_alone(qtbot: QtBot, tmp_path: Path) -> None:
    host, port, url = start_host(qtbot, tmp_path / "host", "--start-at", "4", "--seed", "2")
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "3", "--seed", "2")
    try:
        with chromium() as d:
            p = BrowserPlayer(d, url, "Kim", seed=2)
            p.open()
            p.join()
            # The three bots are marked as computers in the page's rosters; Kim is not.
            marked = (By.CSS_SELECTOR, ".team-col li .computer svg.robot")
            p.wait(lambda: len(d.find_elements(*marked)) == 3)
            # Read in one go: the page redraws its rosters whenever a view comes in.
            rows = d.execute_script(
                "return [...document.querySelectorAll('.team-col li')].map(li => "
                "[li.textContent, li.querySelector('.computer')?.textContent ?? null])"
            )
            kim = [badge for text, badge in rows if "Kim" in text]
            assert kim == [None]
            badges = [badge for _text, badge in rows if badge is not None]
            # Scripted bots (no --ai) say so: they do not read the words.
            assert len(badges) == 3 and all("scripted bot" in b for b in badges)
            # Round 1: Kim writes the clues or decodes them; either way by keys only.
            p.wait(lambda: p.can_act(), timeout=30)
            if d.find_elements(By.ID, "clue0"):
                active = d.switch_to.active_element
                assert active.get_attribute("id") == "clue0"
                active.send_keys("orbit", Keys.ENTER)
                d.switch_to.active_element.send_keys("harbour", Keys.ENTER)
                d.switch_to.active_element.send_keys("velvet", Keys.ENTER)
                p.wait(lambda: not d.find_elements(By.ID, "clue0"))
                return
            focused = d.switch_to.active_element
            assert focused.get_attribute("class") == "digit"
            focused.send_keys("3")
            focused.send_keys(Keys.ARROW_DOWN)
            d.switch_to.active_element.send_keys("1")
            d.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
            d.switch_to.active_element.send_keys("4")
            for _ in range(3):
                d.switch_to.active_element.send_keys(Keys.TAB)
                if d.switch_to.active_element.get_attribute("id") == "lock":
                    break
            d.switch_to.active_element.send_keys(Keys.ENTER)
            locked = d.find_elements(By.ID, "locked")
            p.wait(lambda: bool(d.find_elements(By.ID, "locked")) or p.phase() != "decoding")
            if locked:
                assert "3 1 4" in locked[0].text
    finally:
        bots.kill()
        host.kill()


def test_a_shared_device_shows_the_code_only_while_held(qtbot: QtBot, tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    host, port, url = start_host(qtbot, tmp_path / "host", "--start-at", "4", "--seed", "4")
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "2", "--team", "black")
    try:
        with chromium() as d:
            p = BrowserPlayer(d, url, "Ann, Cy")  # two players of White at one phone (V7)
            p.open()
            p.join()
            p.wait(lambda: bool(d.find_elements(By.ID, "clue0")), timeout=30)
            code = d.find_element(By.ID, "code")
            hold = d.find_element(By.CSS_SELECTOR, "button.hold")
            labels = d.find_elements(By.CSS_SELECTOR, "#action .field label")
            assert not re.search(r"\d", code.text), "hidden until held"
            assert [x.text for x in labels] == ["Clue 1", "Clue 2", "Clue 3"]  # no digit either
            ActionChains(d).click_and_hold(hold).perform()
            p.wait(lambda: re.search(r"[1-4] [1-4] [1-4]", code.text) is not None)
            digits = re.findall(r"[1-4]", code.text)
            assert [x.text for x in labels] == [f"Clue for keyword {n}" for n in digits]
            ActionChains(d).release(hold).perform()
            p.wait(lambda: not re.search(r"\d", code.text))
            assert [x.text for x in labels] == ["Clue 1", "Clue 2", "Clue 3"]
    finally:
        bots.kill()
        host.kill()


def test_the_interceptor_of_the_three_player_game_plays_in_the_browser(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host, port, url = start_host(
        qtbot, tmp_path / "host", "--three-player", "--start-at", "3", "--seed", "6"
    )
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "2", "--team", "white")
    try:
        with chromium() as d:
            spy = BrowserPlayer(d, url, "Spy", seed=6)
            spy.open()
            spy.join("black")
            play_until_over([spy])
            assert d.find_element(By.ID, "outcome").text
            assert not d.find_element(By.ID, "screen").is_displayed() or spy.phase() == "game_over"
            assert "Interceptor" in d.find_element(By.ID, "badge").text
            assert spy.turns >= 1  # intercepted at least once (not in round 1)
            assert d.get_log("browser") == []
    finally:
        bots.kill()
        host.kill()


def test_the_sand_timer_counts_down_on_the_page(qtbot: QtBot, tmp_path: Path) -> None:
    host = Proc(
        "host", "--headless", "--interface", LOOPBACK, "--no-discovery", "--timer", "25",
        "--start-at", "4", "--seed", "8", data_dir=tmp_path,
    )  # fmt: skip
    port = int(host.wait_for(qtbot, r"port: (\d+)").group(1))
    url = host.wait_for(qtbot, r"browsers: (http://\S+)").group(1)
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "2", "--team", "black")
    try:
        with chromium() as d:
            p = BrowserPlayer(d, url, "Tim, Tom")  # all of White: this page writes the clues
            p.open()
            p.join("white")
            timer = d.find_element(By.ID, "timer")
            # R8: once one encryptor hands in, the sand timer runs for the other.
            p.wait(lambda: timer.is_displayed() and re.search(r"0:[0-2]\d", timer.text), 30)
            first = int(re.search(r"0:(\d\d)", timer.text).group(1))  # type: ignore[union-attr]
            p.wait(lambda: int(re.search(r"0:(\d\d)", timer.text).group(1)) < first)  # type: ignore[union-attr]
            assert timer.get_attribute("role") == "timer"
    finally:
        bots.kill()
        host.kill()
