"""A whole game from the start window to game over, played by one person with the keyboard
alone (key events only); the three other seats are bots on real loopback sockets."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import Settings, Team, flow
from decrypto_qt.net.client import HostConnection
from decrypto_qt.ui.app import App
from decrypto_qt.ui.team_window import TeamWindow
from tests.helpers.ui import PACK, WAIT, host_of, host_table

GAME_WAIT = 20_000


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def tab_to(qtbot: QtBot, target: QWidget, *, limit: int = 60) -> None:
    """Press Tab until ``target`` has the focus; fail if Tab never gets there (a trap)."""
    seen: list[str] = []
    for _ in range(limit):
        if QApplication.focusWidget() is target:
            return
        widget = focused()
        seen.append(type(widget).__name__)
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}; it went through {seen}")


def activate(qtbot: QtBot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)


@pytest.fixture
def bots(app: App) -> Iterator[list[Bot]]:
    made: list[Bot] = []
    yield made
    for bot in made:
        bot.conn.close()


def seat_bot(port: int, name: str, team: Team, secret: str | None, delay: float) -> Bot:
    conn = HostConnection("127.0.0.1", port, names=(name,), team=team.value)
    bot = Bot(conn, PACK.words, rng=random.Random(name), secret=secret, delay=delay)
    conn.open()
    return bot


@pytest.mark.parametrize("rounds", [4, 1], ids=["four-rounds", "one-round-and-tie-break"])
def test_a_whole_game_by_keyboard_alone(
    qtbot: QtBot, app: App, bots: list[Bot], rounds: int
) -> None:
    host_table(app, "Keys only", settings=Settings(timer_seconds=None, rounds_limit=rounds))
    host = host_of(app)
    host.start_at = 4  # the host starts once four players are seated and ready
    # Bob (White) takes his time, so that Ann gets to the keypad first.
    bots += [
        seat_bot(host.port, "Bob", Team.WHITE, None, 0.8),
        seat_bot(host.port, "Cleo", Team.BLACK, "black", 0.0),
        seat_bot(host.port, "Dan", Team.BLACK, "black", 0.0),
    ]
    # --- the start window: name, then the address, then Enter -------------------------
    start = app.start_window
    start.show()
    activate(qtbot, start)
    assert focused() is start.name
    QTest.keyClicks(focused(), "Ann")
    tab_to(qtbot, start.address)
    QTest.keyClicks(focused(), f"127.0.0.1:{host.port}")
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: bool(app.team_windows) and app.team_windows[0].isVisible(), timeout=WAIT
    )
    ann: TeamWindow = app.team_windows[0]
    activate(qtbot, ann)
    qtbot.waitUntil(lambda: ann.session.lobby is not None, timeout=WAIT)
    # --- the lobby: join White and say we are ready, by Tab and Enter ------------------
    # Ann tries Black, then settles on White: both by Tab and Enter.
    for team in (Team.BLACK, Team.WHITE):
        if ann.session.team is not team:
            tab_to(qtbot, ann.lobby.join[team])
            assert isinstance(focused(), QPushButton)
            QTest.keyClick(focused(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda t=team: ann.session.team is t, timeout=WAIT)
    ready: QCheckBox = ann.lobby.ready
    tab_to(qtbot, ready)
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: host.state is not None, timeout=WAIT)
    # --- the game -----------------------------------------------------------------------
    done = {"clues": 0, "guesses": 0, "tiebreak": 0}
    me = ann.session.seat_ids[0]

    def my_turn() -> str | None:
        view = ann.session.view
        if view is None:
            return None
        if view["phase"] == "game_over":
            return "over"
        if view["paused"]:
            return None
        secret = view["secret"] or {}
        stack = ann.stack.currentWidget()
        if (
            view["phase"] == "encrypting"
            and stack is ann.encrypt
            and secret.get("clues") is None
            and "code" in secret
        ):
            return "clues"
        guess = secret.get("guess")
        if (
            view["phase"] == "decoding"
            and stack is ann.guess
            and guess is not None
            and not guess["locked"]
            and ann.guess.picker.isVisible()
            and ann.guess.picker.keys[0].isEnabled()
        ):
            return "guess"
        tb = secret.get("keyword_guesses")
        if view["phase"] == "keyword_guessing" and not (tb and tb["submitted"]):
            return "tiebreak"
        if view["phase"] == "keyword_judging" and ann.tiebreak.finish_button.isEnabled():
            return "judge"
        return None

    for _ in range(60):
        qtbot.waitUntil(lambda: my_turn() is not None, timeout=GAME_WAIT)
        turn = my_turn()
        version = ann.session.view["version"]  # type: ignore[index]
        if turn == "over":
            break
        activate(qtbot, ann)
        if turn == "clues":
            rnd = ann.session.view["round"]  # type: ignore[index]
            assert focused() is ann.encrypt.fields[0]
            for i in range(3):
                QTest.keyClicks(focused(), f"zz{rnd}q{i}")
                QTest.keyClick(focused(), Qt.Key.Key_Return)
            done["clues"] += 1
        elif turn == "guess":
            if focused() is not ann.guess.picker:
                tab_to(qtbot, ann.guess.picker)
            # Ann reads her team's clues right (the test knows the code); she guesses at the
            # opponents'. Black's bots never misread theirs, so a short game ties.
            assert host.state is not None
            decoding = flow.decoding_code(host.state)
            digits = decoding.code if decoding.team is Team.WHITE else (1, 2, 3)
            QTest.keyClicks(focused(), "".join(map(str, digits)))
            QTest.keyClick(focused(), Qt.Key.Key_Return)
            done["guesses"] += 1
        elif turn == "tiebreak":
            tab_to(qtbot, ann.tiebreak.guess_fields[0])
            for i in range(4):
                QTest.keyClicks(focused(), f"word{i}")
                QTest.keyClick(focused(), Qt.Key.Key_Return)
            done["tiebreak"] += 1
        elif turn == "judge":
            tab_to(qtbot, ann.tiebreak.finish_button)
            QTest.keyClick(focused(), Qt.Key.Key_Return)
            done["tiebreak"] += 1
        # The host answers with a new view.
        qtbot.waitUntil(
            lambda v=version: ann.session.view is not None and ann.session.view["version"] > v,
            timeout=GAME_WAIT,
        )
    assert host.state is not None and host.state.outcome is not None
    assert ann.stack.currentWidget() is ann.game_over
    if rounds == 4:
        assert done["clues"] >= 1 and done["guesses"] >= 1, done
    else:
        # One round: mostly no tokens on either side, and the keyword tie-break follows,
        # played by keyboard too (a bot's rare misreading settles it on the score instead).
        assert host.state.outcome is not None
        by_keywords = host.state.outcome.reason.value in {"tiebreak_keywords", "shared_victory"}
        assert done["tiebreak"] == (2 if by_keywords else 0), done
    # Ann's clues reached the table exactly as typed.
    mine = [h for h in ann.session.view["history"] if h["encryptor"] == me]  # type: ignore[index]
    assert len(mine) == done["clues"] and all(h["clues"][0].startswith("zz") for h in mine)
