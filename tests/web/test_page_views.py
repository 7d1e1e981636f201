"""The page draws the engine's own views of the tie-break (R20) in Chromium, and of
decoding beside computer teammates.

A whole game rarely ends in a tie, so these views are built with the rules engine
(tests/helpers/tables.py) and handed to the page as a host would send them; the
page is served by a real headless host.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By

from decrypto_qt.engine import Settings, Team, Window, view_for
from decrypto_qt.engine.actions import FinishJudging, JudgeKeywordGuess, SubmitKeywordGuesses
from tests.helpers.groups import CHROMIUM
from tests.helpers.tables import Table, decode, make_setup, play_round, players, submit_both
from tests.web.browser import chromium, need_chromium
from tests.web.test_browser_game import start_host

pytestmark = [pytest.mark.usefixtures("chromium_present"), CHROMIUM]


@pytest.fixture
def chromium_present() -> None:
    need_chromium()


def show(
    driver: object, t: Table, seats: tuple[str, ...], computers: dict[str, str] | None = None
) -> None:
    """Hand the page White's view, as the host would after a change; ``computers``: the
    seats the computer plays, with their levels (the host marks them so)."""
    view = json.loads(json.dumps(view_for(t.state, Window(Team.WHITE, frozenset(seats)))))
    for tv in view["teams"]:
        for p in tv["players"]:
            if p["id"] in (computers or {}):
                p.update(computer=True, level=(computers or {})[p["id"]])
    message = {"type": "view", "version": t.state.version, "now": t.now, "away": [], "view": view}
    driver.execute_script("receive(arguments[0])", message)  # type: ignore[attr-defined]


def welcome(driver: object, seat: str, name: str) -> None:
    driver.execute_script(  # type: ignore[attr-defined]
        "receive({type: 'welcome', protocol: 1, app: 't', room: 'Tie', window: 'win1',"
        f" seats: [{{id: '{seat}', name: '{name}', team: 'white'}}], resume: 'x', started: true}})"
    )


def test_the_tie_break_is_guessed_judged_and_decided_in_the_page(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host, _, url = start_host(qtbot, tmp_path)
    t = Table.of(make_setup(settings=Settings(rounds_limit=1)))
    play_round(t)
    try:
        with chromium() as d:
            d.get(url)
            # First, decoding beside computers: Wendy1 (a computer) wrote White's clues,
            # Wendy2 decodes them with Wendy3 (another computer), whose guess is the draft.
            dec = Table.of(make_setup(seats=players(3, 2)))
            submit_both(dec)
            if dec.state.round.order[0] is Team.BLACK:
                decode(dec, Team.BLACK)
            assert dec.encryptor(Team.WHITE) == "w1"
            welcome(d, "w2", "Wendy2")
            show(d, dec, ("w2",), computers={"w1": "hard", "w3": "easy"})
            wrote = d.find_element(By.ID, "wrote-them")
            assert wrote.text == "Wendy1 computer · hard wrote them and stays silent."
            assert wrote.find_elements(By.CSS_SELECTOR, ".computer svg.robot")
            note = d.find_element(By.ID, "computers-decide").text
            assert note.startswith("Deciding with you: Wendy3 computer · easy. The computer's")
            assert "Wendy1" not in note and "Wendy2" not in note
            # The tie-break, at Wendy1's window.
            welcome(d, "w1", "Wendy1")
            show(d, t, ("w1",))
            labels = [e.text for e in d.find_elements(By.CSS_SELECTOR, "#action label")]
            assert labels == [f"Their keyword {k}" for k in range(1, 5)]
            assert d.find_element(By.CSS_SELECTOR, "#action button").text == "Hand in our guesses"
            # Both teams hand in; White judges Black's guesses at White's keywords.
            t.do(SubmitKeywordGuesses("w1", ("lighthouse", "fiddle", "", "")))
            t.do(SubmitKeywordGuesses("b1", ("dark", "insect", "", "")))
            show(d, t, ("w1",))
            boxes = d.find_elements(By.CSS_SELECTOR, "#action input[type=checkbox]")
            texts = [e.text for e in d.find_elements(By.CSS_SELECTOR, "#action label.check")]
            assert texts == ["Accept “dark” for keyword 1", "Accept “insect” for keyword 2"]
            assert len(boxes) == 2 and not any(b.is_selected() for b in boxes)
            t.do(JudgeKeywordGuess("w2", 2, True))  # a teammate accepts "insect"
            show(d, t, ("w1",))
            boxes = d.find_elements(By.CSS_SELECTOR, "#action input[type=checkbox]")
            assert [b.is_selected() for b in boxes] == [False, True]
            t.do(FinishJudging("w1"))
            t.do(FinishJudging("b1"))
            show(d, t, ("w1",))
            assert d.execute_script("return document.body.dataset.phase") == "game_over"
            assert "Both teams win" in d.find_element(By.ID, "outcome").text
    finally:
        host.kill()
