"""The page at game over says the host may start another game, and follows into it by
itself when the host plays again: no rejoin, the new screen, a fresh note sheet.

As in test_phone_page.py, the views are the rules engine's own, handed to a page served
by a real headless host, as the host would send them.
"""

from __future__ import annotations

from typing import Any

import pytest
from selenium.webdriver.common.by import By

from decrypto_qt.engine import Settings, Team, bundled_pack, deal_again, start
from tests.helpers.groups import CHROMIUM
from tests.helpers.tables import Table, make_setup
from tests.web.browser import chromium, need_chromium
from tests.web.player import BrowserPlayer
from tests.web.test_phone_page import SEATS, lobby, round_played, show, url, welcome

pytestmark = [pytest.mark.usefixtures("chromium_present"), CHROMIUM]
__all__ = ["url"]  # the page's host, a fixture


@pytest.fixture
def chromium_present() -> None:
    need_chromium()


def test_the_page_follows_the_host_into_the_next_game_without_joining_again(url: Any) -> None:
    with chromium(360, 740) as d:
        p = BrowserPlayer(d, url, "Maximiliaan-Alexander")
        p.open()
        p.wait(lambda: d.execute_script("return Boolean(window.decryptoTimings.ready)"))
        d.execute_script("window.sent = []; window.send = (m) => window.sent.push(m);")
        welcome(d)
        lobby(d)
        t = Table.of(make_setup(seats=SEATS, settings=Settings()))
        for _ in range(3):
            round_played(t)  # White intercepts Black twice: White wins
        show(d, t, "w1")
        assert p.phase() == "game_over"
        note = d.find_element(By.ID, "again-note")
        assert note.is_displayed()
        assert note.text == (
            "The host can start another game at this table: this page follows by itself."
        )
        assert d.find_element(By.ID, "back-to-join").is_displayed()
        old = set(t.state.keywords(Team.WHITE))

        # The host plays again: the page gets the new game's view, and nothing else.
        setup, _ = deal_again(t.state, bundled_pack("en").words, seed=9)
        again = Table(start(setup), now=t.now)
        show(d, again, "w1")

        p.wait(lambda: p.phase() == "encrypting")
        assert d.find_element(By.ID, "game").is_displayed()
        assert not d.find_element(By.ID, "join").is_displayed()
        assert d.find_elements(By.ID, "again-note") == []
        assert "Round 1 of 8" in d.find_element(By.ID, "round").text
        screen = d.find_element(By.ID, "screen").text
        new = again.state.keywords(Team.WHITE)
        assert all(k in screen for k in new) and not any(k in screen for k in old)
        assert d.find_element(By.ID, "status").text == (
            "The host started a new game at this table."
        )
        # A fresh note sheet: no clue of the last game, no note.
        sides = d.find_element(By.ID, "sides").get_attribute("textContent")
        assert not any(c in sides for e in t.state.rounds for c in (e.codes[0].clues or ()))
        notes = d.find_elements(By.CSS_SELECTOR, "textarea.note")
        assert notes and all(n.get_attribute("value") == "" for n in notes)
        # The page asked for nothing: no hello, no leave.
        sent = d.execute_script("return window.sent.map((m) => m.type)")
        assert "hello" not in sent and "leave" not in sent
        assert d.get_log("browser") == []
