"""The host's "Add a computer player": computer seats in the host's process play a whole game."""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from decrypto_qt.bots.pace import FAST
from decrypto_qt.bots.player import Bot
from decrypto_qt.bots.vocabulary import clue_vocabulary
from decrypto_qt.engine import Phase, Settings, Team, bundled_pack
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.app import App
from decrypto_qt.ui.computer_seats import ComputerSeatsPanel, local_address
from decrypto_qt.ui.team_window import TeamWindow
from tests.helpers.net import LOOPBACK
from tests.helpers.ui import (
    WAIT,
    controls_of,
    host_of,
    host_table,
    key_in_guess,
    seat_window,
    settle,
    write_clues,
    wrong_code,
)

os.environ.setdefault(
    "DECRYPTO_QT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "decrypto_qt-test-cache")
)


def test_two_computer_players_added_by_the_host_play_to_the_end(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = GameHost(
        "Practice",
        settings=Settings(timer_seconds=None, rounds_limit=3),
        pack=bundled_pack("nl"),
        data_dir=tmp_path,
        start_at=4,
        seed=2,
    )
    host.listen(LOOPBACK, 0)
    assert local_address(host) == LOOPBACK
    panel = ComputerSeatsPanel(host, pace=FAST)
    qtbot.addWidget(panel)
    panel.show()
    assert "White" in panel.add[Team.WHITE].toolTip() and panel.isEnabled()
    panel.level.setCurrentIndex(panel.level.findData("hard"))
    qtbot.mouseClick(panel.add[Team.BLACK], Qt.MouseButton.LeftButton)
    panel.add_computer(Team.BLACK)
    assert panel.title() == "Reading the word model…"
    others = [
        Bot(
            HostConnection(LOOPBACK, host.port, names=(n,), team="white"),
            clue_vocabulary("nl", bundled_pack("nl").words),
            rng=random.Random(n),
            secret="team",
        )
        for n in ("Ann", "Bob")
    ]
    try:
        for b in others:
            b.conn.open()
        qtbot.waitUntil(lambda: len(panel.bots) == 2, timeout=120_000)
        qtbot.waitUntil(lambda: host.started, timeout=20_000)
        qtbot.waitUntil(lambda: not panel.isEnabled(), timeout=5_000)
        qtbot.waitUntil(lambda: all(b.outcome for b in panel.bots), timeout=120_000)
        state = host.state
        assert state is not None and state.phase is Phase.GAME_OVER
        black = [p for p in state.players if p.team is Team.BLACK]
        # Both connect at once, each on its own thread: they sit in either order.
        assert sorted(p.name for p in black) == ["Computer 1", "Computer 2"]
        clues = [c for r in state.rounds for c in (r.codes[1].clues or ())]
        assert clues and all(clues)  # the computers wrote every clue of theirs
        assert panel.title() == "Computer players at the table: 2"
    finally:
        panel.close_seats()
        for b in others:
            b.conn.close()
        host.close()


def test_two_people_at_their_windows_play_a_computer_team_to_the_end(
    qtbot: QtBot, app: App
) -> None:
    table = host_table(app, "Practice", settings=Settings(timer_seconds=None, rounds_limit=3))
    host = host_of(app)
    panel = controls_of(table).computers
    panel.pace = FAST  # instant in tests; people get a person's pace by default
    panel.level.setCurrentIndex(panel.level.findData("easy"))
    qtbot.mouseClick(panel.add[Team.BLACK], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.add[Team.BLACK], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(panel.bots) == 2, timeout=120_000)
    windows = [app.join("127.0.0.1", host.port, names=(n,)) for n in ("Ann", "Bob")]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    controls_of(table).start_button.click()
    assert host.state is not None, host.lobby_problem()
    assert {p.name for p in host.state.players if p.team is Team.BLACK} == {
        "Computer 1",
        "Computer 2",
    }
    try:
        play_white(qtbot, host, windows)
    finally:
        panel.close_seats()  # as the host's window does when it closes
    state = host.state
    assert state is not None and state.phase is Phase.GAME_OVER
    settle(qtbot, host, windows, table)
    for w in [*windows, table]:
        # The table plays the last reveal before its game-over page.
        qtbot.waitUntil(lambda w=w: w.stack.currentWidget() is w.game_over, timeout=30_000)
    # The computers wrote all of Black's clues and decoded them themselves.
    black = [c for r in state.rounds for c in r.codes if c.team is Team.BLACK]
    assert black and all(c.clues and all(c.clues) for c in black)
    assert all(c.own_guess is not None for c in black)


def play_white(qtbot: QtBot, host: GameHost, windows: list[TeamWindow]) -> None:
    """Ann and Bob play White at their windows until the game is over."""

    def caught_up() -> bool:
        # Computers move on by themselves; wait until they wait for the people.
        # (a window's view version is its own: compare with what the host would send it)
        return all(
            w.session.view is not None
            and w.session.connection.welcome is not None
            and w.session.view["version"] == host.view_version(w.session.connection.welcome.window)
            for w in windows
        )

    for _ in range(80):
        state = host.state
        assert state is not None
        if state.phase is Phase.GAME_OVER:
            return
        qtbot.waitUntil(caught_up, timeout=60_000)
        state = host.state
        assert state is not None
        if state.phase is Phase.GAME_OVER:
            return
        version = state.version
        white = state.round.code_of(Team.WHITE)
        assert white is not None
        if state.phase is Phase.ENCRYPTING and white.clues is None:
            n = state.round.number
            write_clues(
                seat_window(windows, white.encryptor), (f"hint{n}a", f"hint{n}b", f"hint{n}c")
            )
        elif state.phase is Phase.DECODING:
            decoding = next(c for c in state.round.codes if not c.revealed and c.clues)
            if decoding.team is Team.WHITE and not decoding.own_locked:
                guesser = next(w for w in windows if white.encryptor not in w.session.seat_ids)
                key_in_guess(guesser, decoding.code)
            elif decoding.team is Team.BLACK and state.round.number > 1 and not decoding.opp_locked:
                key_in_guess(windows[0], wrong_code(decoding.code))
        elif state.phase is Phase.KEYWORD_GUESSING:
            for field, text in zip(windows[0].tiebreak.guess_fields, "abcd", strict=True):
                QTest.keyClicks(field, text)
            windows[0].tiebreak.submit_button.click()
        elif state.phase is Phase.KEYWORD_JUDGING:
            windows[0].tiebreak.finish_button.click()
        qtbot.waitUntil(
            lambda v=version: host.state is not None and host.state.version > v, timeout=60_000
        )
    raise AssertionError("the game did not end")


def test_the_model_is_read_before_the_first_click_so_a_computer_sits_down_at_once(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A moment after the host controls show, the word model loads in the background: the
    host's click on "Add a computer player" then seats one at once, with no wait line."""
    host = GameHost(
        "Practice",
        settings=Settings(timer_seconds=None),
        pack=bundled_pack("en"),
        data_dir=tmp_path,
        start_at=None,
    )
    host.listen(LOOPBACK, 0)
    panel = ComputerSeatsPanel(host, pace=FAST)
    panel.PRELOAD_MS = 0
    qtbot.addWidget(panel)
    try:
        panel.show()
        qtbot.waitUntil(lambda: panel._seating is not None and panel._seating.ready, timeout=60_000)
        assert panel.title() == "Computer players"  # loading ahead says nothing
        qtbot.mouseClick(panel.add[Team.WHITE], Qt.MouseButton.LeftButton)
        assert len(panel.bots) == 1  # seated by the click itself
        qtbot.waitUntil(lambda: len(host.book.seats) == 1, timeout=5_000)
        assert panel.title() == "Computer players at the table: 1"
    finally:
        panel.close_seats()
        host.close()
