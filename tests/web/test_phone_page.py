"""The page on a phone: nothing runs off the side at 360 px in any language, Chinese is
drawn in a font that has it, the end of the game says who won and leads back to the
join screen, and a turn that needs this team is shown (and felt) at once.

Like test_page_views.py, the lobbies and views are built here (the views by the rules
engine) and handed to a page served by a real headless host, so every state is drawn
with long names, computer players and long clues in every language.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By

from decrypto_qt.engine import Player, Settings, Team, Window, view_for
from decrypto_qt.engine.actions import SubmitClues
from decrypto_qt.languages import LANGUAGES
from tests.helpers.groups import CHROMIUM
from tests.helpers.tables import Table, decode, make_setup
from tests.web.browser import chromium, need_chromium
from tests.web.player import BrowserPlayer
from tests.web.test_browser_game import start_host

pytestmark = [pytest.mark.usefixtures("chromium_present"), CHROMIUM]

ROOM = "Phone game night at the library"
SEATS = (
    Player("w1", "Maximiliaan-Alexander", Team.WHITE),
    Player("w2", "Wilhelmina", Team.WHITE),
    Player("w3", "Bartholomeus", Team.WHITE),
    Player("b1", "Anastasia Konstantinopel", Team.BLACK),
    Player("b2", "Ignatius", Team.BLACK),
)
COMPUTERS = {"w2": "normal", "w3": "hard", "b2": "easy"}
"""Three computer players, each with the badge "computer · level" after the name."""
LONG_CLUES = (
    "extraordinarily", "troubleshooting", "Mediterranean", "photosynthesis",
    "refrigerator", "kaleidoscope", "constellation", "hippopotamus",
)  # fmt: skip


@pytest.fixture
def chromium_present() -> None:
    need_chromium()


@pytest.fixture
def url(qtbot: QtBot, tmp_path: Path) -> Any:
    host, _, address = start_host(qtbot, tmp_path, "--name", ROOM)
    yield address
    host.kill()


def receive(driver: Any, message: dict[str, Any]) -> None:
    driver.execute_script("receive(arguments[0])", message)


def welcome(driver: Any, seat: str = "w1") -> None:
    player = next(p for p in SEATS if p.id == seat)
    seats = [{"id": seat, "name": player.name, "team": player.team.value}]
    message = {"type": "welcome", "protocol": 1, "app": "t", "room": ROOM, "window": "win1"}
    receive(driver, {**message, "seats": seats, "resume": "x", "started": False})


def lobby(driver: Any) -> None:
    players = [
        {"id": p.id, "name": p.name, "team": p.team.value, "ready": True, "away": False,
         "computer": p.id in COMPUTERS, "level": COMPUTERS.get(p.id)}
        for p in SEATS
    ]  # fmt: skip
    receive(driver, {"type": "lobby", "room": ROOM, "started": False, "pin_required": False,
                     "players": players, "windows": 2, "problem": None, "variant": "standard",
                     "problem_code": None, "problem_params": {}})  # fmt: skip


def show(driver: Any, t: Table, seat: str = "w1") -> None:
    """Hand the page this seat's view, as the host would, computers marked."""
    team = next(p.team for p in SEATS if p.id == seat)
    view = json.loads(json.dumps(view_for(t.state, Window(team, frozenset({seat})))))
    for tv in view["teams"]:
        for p in tv["players"]:
            if p["id"] in COMPUTERS:
                p.update(computer=True, level=COMPUTERS[p["id"]])
    receive(driver, {"type": "view", "version": t.state.version, "now": t.now, "away": [],
                     "view": view})  # fmt: skip


def clues(t: Table) -> None:
    """Both encryptors hand in long clues, new each round."""
    n = t.state.round.number
    for code in t.state.round.codes:
        start = 0 if code.team is Team.WHITE else 4
        words = tuple(f"{LONG_CLUES[(start + i + n) % 8]}{n}" for i in range(3))
        t.do(SubmitClues(code.encryptor, words))


def round_played(t: Table) -> None:
    clues(t)
    for target in t.state.round.order:
        decode(t, target, intercept=target is Team.BLACK)


def set_language(p: BrowserPlayer, language: str) -> None:
    from selenium.webdriver.support.ui import Select

    d = p.driver
    p.wait(lambda: d.execute_script("return Boolean(window.decryptoTimings.ready)"))
    Select(d.find_element(By.ID, "lang")).select_by_value(language)
    p.wait(
        lambda: (
            d.execute_script("return document.documentElement.lang") == language.replace("_", "-")
        )
    )


FITS = """
const sheet = [...document.querySelectorAll('#sides table')].map(
  (t) => [t.getBoundingClientRect().width, t.parentElement.clientWidth]);
const room = document.getElementById('room');
return {
  page: document.documentElement.scrollWidth, window: window.innerWidth,
  sheet, room: [room.scrollWidth, room.clientWidth],
};
"""


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_nothing_scrolls_sideways_on_a_360_px_phone(url: str, language: str) -> None:
    with chromium(360, 740, language) as d:
        p = BrowserPlayer(d, url, "Maximiliaan-Alexander")
        p.open()
        set_language(p, language)
        t = Table.of(make_setup(seats=SEATS, settings=Settings()))
        seen = []
        problems = []

        def measure(state: str) -> None:
            got = d.execute_script(FITS)
            seen.append(state)
            if got["page"] > got["window"]:
                problems.append((state, "page", got["page"]))
            # The note sheet fits its card: no scrolling inside it that nobody finds.
            for width, room in got["sheet"]:
                if width > room + 0.5:
                    problems.append((state, "note sheet", width, room))
            # The room's name is shown whole, not cut short with "…".
            if got["room"][0] > got["room"][1]:
                problems.append((state, "room name", *got["room"]))

        measure("join")
        welcome(d)
        lobby(d)  # long names and three computer players
        assert len(d.find_elements(By.CSS_SELECTOR, ".team-col li .computer")) == 3
        measure("lobby")
        show(d, t)
        measure("encrypting")
        clues(t)
        show(d, t)
        measure("decoding")
        for target in t.state.round.order:
            decode(t, target)
        round_played(t)  # White intercepts Black: once…
        show(d, t)
        assert "hippopotamus" in d.find_element(By.ID, "sides").get_attribute("textContent")
        measure("note sheet")
        round_played(t)  # …and twice: White wins
        show(d, t)
        assert p.phase() == "game_over"
        measure("game over")
        assert seen == ["join", "lobby", "encrypting", "decoding", "note sheet", "game over"]
        assert problems == [], language
        assert d.get_log("browser") == []


CJK = r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]"
MARK_CJK_TEXT = f"""
const cjk = /{CJK}/u;
let n = 0;
for (const e of document.querySelectorAll('body *')) {{
  if (!e.getClientRects().length) continue;
  const own = [...e.childNodes].filter((c) => c.nodeType === 3).map((c) => c.data).join('');
  if (cjk.test(own)) {{ e.dataset.cjk = String(n++); }}
}}
return n;
"""


def fonts_of_chinese_text(d: Any) -> list[tuple[str, str, list[str]]]:
    """Each visible element with Chinese in its own text: the text and the fonts that draw it."""
    import re

    count = d.execute_script(MARK_CJK_TEXT)
    d.execute_cdp_cmd("DOM.enable", {})
    d.execute_cdp_cmd("CSS.enable", {})
    root = d.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    out = []
    for i in range(count):
        node = d.execute_cdp_cmd(
            "DOM.querySelector", {"nodeId": root, "selector": f'[data-cjk="{i}"]'}
        )["nodeId"]
        text = d.execute_script(
            "const e = document.querySelector(arguments[0]); delete e.dataset.cjk;"
            " return [e.tagName + '#' + e.id, e.textContent]",
            f'[data-cjk="{i}"]',
        )
        fonts = d.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        cjk_count = len(re.findall(CJK, text[1]))
        # Glyphs drawn by fonts other than the bundled one: at most the text's other characters.
        others = sum(f["glyphCount"] for f in fonts if f["familyName"] != "Decrypto Sans SC")
        ok = any(f["familyName"] == "Decrypto Sans SC" for f in fonts) or not cjk_count
        out.append((text[0], text[1], [f["familyName"] for f in fonts], ok, others))
    return out


def test_chinese_headings_are_drawn_in_the_bundled_chinese_font(url: str) -> None:
    """No Chinese font on this machine (Debian's Chromium with DejaVu only): every Chinese
    text, the bold join heading first of all, is drawn by the app's own font, from the
    moment the page is ready in Chinese (not once the font has come by chance)."""
    with chromium(360, 740, "zh_CN") as d:
        p = BrowserPlayer(d, url, "小林")
        p.open()
        # The page keeps the language it opened in once its strings are loaded: choose only
        # after that, or the page's own choice would overwrite this one.
        p.wait(lambda: d.execute_script("return Boolean(window.decryptoTimings.ready)"))
        # Chosen before (or the browser's language): the page opens in Chinese, and is
        # checked the moment it is ready.
        d.execute_script(
            "localStorage.setItem(arguments[0], 'zh_CN')", f"decrypto:{url[7:-1]}:lang"
        )
        d.refresh()
        p.wait(lambda: d.execute_script("return Boolean(window.decryptoTimings.ready)"))
        heading = d.find_element(By.ID, "join-heading").text
        assert heading.startswith("加入") and ROOM in heading
        checked = []
        for state in ("join", "lobby", "game over"):
            if state == "lobby":
                welcome(d)
                lobby(d)
            if state == "game over":
                t = Table.of(make_setup(seats=SEATS, settings=Settings()))
                round_played(t)
                round_played(t)
                round_played(t)
                show(d, t)
            found = fonts_of_chinese_text(d)
            assert found, state
            for tag, text, fonts, ok, _ in found:
                assert ok, (state, tag, text, fonts)
                checked.append(tag)
        assert "H2#join-heading" in checked and "H1#room" not in checked
        assert any(tag.startswith("H3") for tag in checked)  # the lobby's team headings


def test_the_end_of_the_game_says_who_won_and_leads_back_to_the_join_screen(
    url: str,
) -> None:
    with chromium(360, 740) as d:
        p = BrowserPlayer(d, url, "Maximiliaan-Alexander")
        p.open()
        p.wait(lambda: d.execute_script("return Boolean(window.decryptoTimings.ready)"))
        d.find_element(By.ID, "names").send_keys("Maximiliaan-Alexander")
        d.execute_script("window.sent = []; window.send = (m) => window.sent.push(m);")
        welcome(d)
        lobby(d)
        t = Table.of(make_setup(seats=SEATS, settings=Settings()))
        for _ in range(3):
            round_played(t)  # White intercepts Black twice: White wins
        show(d, t, "w1")
        result = d.find_element(By.ID, "result")
        assert result.get_attribute("data-result") == "won"
        assert result.find_element(By.TAG_NAME, "h2").text == "Your team wins!"
        assert d.find_element(By.ID, "outcome").text == "○ White wins: two interceptions."
        tokens = [e.text for e in d.find_elements(By.CSS_SELECTOR, "#final-tokens li")]
        assert tokens == [
            "○ White — interceptions: 2, miscommunications: 0",
            "■ Black — interceptions: 0, miscommunications: 0",
        ]
        # On a phone the result comes first, above the screen: seen without scrolling.
        top = d.execute_script("return document.getElementById('result').getBoundingClientRect()")
        assert top["bottom"] <= 740
        show(d, t, "b1")  # the same end, from Black's side
        assert d.find_element(By.ID, "result").get_attribute("data-result") == "lost"
        assert d.find_element(By.CSS_SELECTOR, "#result h2").text == "Your team loses."
        d.execute_script(
            "localStorage.setItem(arguments[0], 'x')", "decrypto:" + url[7:-1] + ":token"
        )
        d.find_element(By.ID, "back-to-join").click()
        assert p.phase() == "join"
        assert d.find_element(By.ID, "join").is_displayed()
        assert not d.find_element(By.ID, "game").is_displayed()
        assert d.find_element(By.ID, "names").get_attribute("value") == "Maximiliaan-Alexander"
        assert d.execute_script("return window.sent") == [{"type": "leave"}]
        # The finished game's seat is not taken back by a reload.
        key = "decrypto:" + url[7:-1] + ":token"
        assert d.execute_script("return localStorage.getItem(arguments[0])", key) is None
        assert d.get_log("browser") == []


BUZZES = """
window.buzzes = [];
Object.defineProperty(navigator, 'vibrate', {
  configurable: true, value: (pattern) => { window.buzzes.push(pattern); return true; },
});
"""


def test_a_turn_for_this_team_is_shown_and_felt(url: str) -> None:
    with chromium(360, 740) as d:
        p = BrowserPlayer(d, url, "Maximiliaan-Alexander")
        p.open()
        p.wait(lambda: d.execute_script("return Boolean(window.decryptoTimings.ready)"))
        d.execute_script(BUZZES)
        d.find_element(By.ID, "names").click()  # a touch: browsers let a page vibrate after one
        welcome(d)
        lobby(d)
        t = Table.of(make_setup(seats=SEATS, settings=Settings(timer_seconds=30)))
        turn = d.find_element(By.ID, "turn")
        show(d, t, "w1")  # w1 writes White's clues
        assert t.encryptor(Team.WHITE) == "w1"
        assert turn.is_displayed() and turn.text == "Your turn: write three clues."
        assert d.execute_script("return window.buzzes") == [[150]]
        assert d.title.startswith("● ")
        show(d, t, "w1")  # the same turn again: no second buzz
        assert d.execute_script("return window.buzzes") == [[150]]
        # Black hands in first: the sand timer runs against White (R8).
        black = t.encryptor(Team.BLACK)
        t.do(SubmitClues(black, ("anchor", "fiddle case", "ice")))
        assert t.state.deadline is not None
        show(d, t, "w1")
        assert turn.text == "The sand timer is running: hand in your team's clues!"
        assert d.execute_script("return window.buzzes") == [[150], [200, 100, 200]]
        # White hands in: nothing asked of this team any more.
        t.do(SubmitClues("w1", ("coal", "wing", "olive")))
        show(d, t, "w1")
        assert not turn.is_displayed()
        assert not d.title.startswith("● ")
        # Asking for less motion: the turn is shown, the phone keeps still.
        d.execute_cdp_cmd(
            "Emulation.setEmulatedMedia",
            {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]},
        )
        for target in t.state.round.order:
            decode(t, target)
        show(d, t, "w1")  # round 2: w2 encrypts for White, so w2's window is asked
        assert t.encryptor(Team.WHITE) == "w2"
        assert not turn.is_displayed()  # w1 does not write this round
        show(d, t, "w2")
        assert turn.is_displayed() and turn.text == "Your turn: write three clues."
        assert d.execute_script("return window.buzzes") == [[150], [200, 100, 200]]
        assert d.get_log("browser") == []


def test_no_buzz_before_the_person_has_touched_the_page(url: str) -> None:
    with chromium(360, 740) as d:
        p = BrowserPlayer(d, url, "Maximiliaan-Alexander")
        p.open()
        p.wait(lambda: d.execute_script("return Boolean(window.decryptoTimings.ready)"))
        d.execute_script(BUZZES)
        welcome(d)  # as after a reload: the kept token takes the seat back, untouched
        t = Table.of(make_setup(seats=SEATS, settings=Settings()))
        show(d, t, "w1")
        assert d.find_element(By.ID, "turn").is_displayed()
        assert d.execute_script("return window.buzzes") == []
        assert d.get_log("browser") == []
