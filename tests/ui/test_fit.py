"""Every window fits every common screen, in every language and phase (issue: in the room).

One game per language is played through the real windows over loopback; at each
phase the table (with and without host controls, and as the projector shows it),
the team windows and the start window are laid out at each screen size. A window
whose minimum size exceeds the screen, a child outside the window, or a text
that does not fit its widget is a failure; so is projector text under 32 px on
a 1080-line screen.

The table scales its type with the screen while its menu and host controls keep
theirs, so each screen size is a layout of its own: the table is checked at every
size in every language. Team windows keep their type at every size, so a larger
screen only gives the same texts more room: they are checked at the smallest screen
in every language, and at every size in Dutch, whose texts need the widest team
windows (French comes close; Chinese and English are narrower, and every language
needs the same height).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QMainWindow,
    QScrollArea,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Variant, bundled_pack
from decrypto_qt.net import classroom
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui import placement
from decrypto_qt.ui.app import App
from decrypto_qt.ui.class_window import ClassWindow
from decrypto_qt.ui.fonts import install_fonts
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS
from decrypto_qt.ui.placement import FRAME
from decrypto_qt.ui.prefs import Prefs, RecentHost
from decrypto_qt.ui.start_window import StartWindow
from decrypto_qt.ui.table_window import TableWindow
from decrypto_qt.ui.team_window import TeamWindow
from tests.helpers.fit import (
    AVAILABLE,
    LONG_CLUES,
    NETBOOK,
    SCREENS,
    SMALLEST,
    START_SCREEN,
    TEAM_SCREENS,
    WORK_AREAS,
    check_window,
    fit_problems,
    grids_at_narrowest,
    projector,
    small_texts,
)
from tests.helpers.moves import encrypt_all, lock, revealed
from tests.helpers.raw_peer import RawPeer
from tests.helpers.ui import (
    WAIT,
    controls_of,
    host_of,
    host_table,
    quick_pace_reveals,
    room_pace_reveals,
    settle,
)

WIDEST = "nl"
"""The language whose team windows need the most width (measured at every phase)."""
ROOMS = {
    "en": "Friday game night in room 12",
    "zh_CN": "星期五桌游之夜",
    "fr": "Soirée jeux du vendredi, salle 12",
    "nl": "Spelavond op vrijdag in lokaal 12",
}


def check_all(table: TableWindow, windows: list[TeamWindow], phase: str) -> list[str]:
    problems = []
    team_screens = TEAM_SCREENS if TRANSLATIONS.language == WIDEST else (SMALLEST,)
    for name, size in SCREENS.items():
        problems += fit_problems(table, AVAILABLE[name], f"table ({phase}) @ {name}")
        with projector(table):  # full screen: the whole screen
            problems += fit_problems(table, size, f"projector ({phase}) @ {name}")
            if size == (1920, 1080):
                problems += small_texts(table, 32, f"projector ({phase}) @ {name}")
    for i, w in enumerate(windows):
        problems += check_window(w, team_screens, f"team window {i} ({phase})")
        problems += grids_at_narrowest(w, f"team window {i} ({phase})")
    return problems


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_window_fits_every_screen_in_every_phase(
    qtbot: QtBot, app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    TRANSLATIONS.set_language(lang)
    problems: list[str] = []
    app.start_window.show()
    problems += fit_problems(app.start_window, START_SCREEN, "start window @ 1024x600")
    problems += fit_problems(app.start_window, AVAILABLE[SMALLEST], "start window @ 1280x720")
    table = host_table(app, ROOMS[lang], settings=Settings(timer_seconds=90.0))
    host = host_of(app)
    host.seed = 3
    windows = [
        app.join("127.0.0.1", host.port, names=names)
        for names in (("Ann", "Bob"), ("Cleo",), ("Dan",))
    ]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    qtbot.waitUntil(lambda: all(w.session.lobby for w in windows), timeout=WAIT)
    controls_of(table).pin.setText("4711")
    controls_of(table).pin.editingFinished.emit()
    qtbot.waitUntil(lambda: "4711" in table.join_label.text(), timeout=WAIT)
    problems += check_all(table, windows, "lobby")
    controls_of(table).start_button.click()
    assert host.state is not None, host.lobby_problem()
    settle(qtbot, host, windows, table)
    problems += check_all(table, windows, "encrypting")
    while host.state.phase is not Phase.GAME_OVER:
        rnd = host.state.round.number
        encrypt_all(host, windows, LONG_CLUES[lang])
        qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
        settle(qtbot, host, windows, table)
        problems += check_all(table, windows, f"decoding, round {rnd}")
        while host.state.phase is Phase.DECODING:
            # Round 2's first reveal is looked at step by step, at the room's pace.
            step_by_step = rnd == 2 and revealed(host) == 2
            (room_pace_reveals if step_by_step else quick_pace_reveals)(monkeypatch)
            before = revealed(host)
            lock(host, windows)
            qtbot.waitUntil(lambda b=before: revealed(host) > b, timeout=WAIT)  # type: ignore[misc]
            settle(qtbot, host, windows, table)
            if step_by_step:
                # Each step of the staged reveal.
                for step in (1, 2, 3):
                    qtbot.waitUntil(lambda s=step: table.reveal.shown >= s, timeout=WAIT)  # type: ignore[misc]
                    problems += check_all(table, [], f"reveal step {step}")
            qtbot.waitUntil(lambda: not table.staging, timeout=WAIT)
    settle(qtbot, host, windows, table)
    qtbot.waitUntil(lambda: table.stack.currentWidget() is table.game_over, timeout=WAIT)
    problems += check_all(table, windows, "game over")
    # The three-player game: the Interceptor's window and the table.
    for w in list(app.team_windows):
        w.close()
    app.stop_hosting()
    trio = host_table(
        app, ROOMS[lang], settings=Settings(variant=Variant.THREE_PLAYER, timer_seconds=None)
    )
    host = host_of(app)
    windows = [app.join("127.0.0.1", host.port, names=n) for n in (("Ann", "Bob"), ("Cleo",))]
    qtbot.waitUntil(lambda: len(host.book.seats) == 3, timeout=WAIT)
    host.start_game()
    settle(qtbot, host, windows, trio)
    encrypt_all(host, windows, LONG_CLUES[lang])
    qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, trio)
    problems += check_all(trio, windows, "three players, decoding")
    assert not problems, "\n".join(problems)


NETBOOK_AREA = QRect(0, 0, *NETBOOK)
LONG_ERROR = "Cannot look for games on this network (%1). Join by address."
"""A message the start window shows in red under everything else (with an OS's words)."""
WELCOME = "Welcome! Type your name, then host a game or double-click one in the list."
translate = QCoreApplication.translate


def in_sight(area: QScrollArea, child: QWidget) -> bool:
    """``child`` of the scroll area's contents lies whole in the part that shows."""
    viewport = area.viewport()
    return viewport.rect().contains(QRect(child.mapTo(viewport, QPoint(0, 0)), child.size()))


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_start_window_fits_a_netbook_with_a_taskbar_in_every_language(
    qtbot: QtBot, app: App, prefs: Prefs, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 1024×600 netbook less a 48 px taskbar leaves the start window 522 lines under its
    title bar; it needed 536, so its bottom (the recent hosts, the message) lay under the
    taskbar."""
    monkeypatch.setattr(placement, "available_geometry", lambda _widget=None: NETBOOK_AREA)
    install_fonts()  # as the app does: Chinese in the bundled font, taller than most
    TRANSLATIONS.set_language(lang)
    window = StartWindow(prefs, browse_interfaces=["127.0.0.1"], discovery=False)
    qtbot.addWidget(window)
    window.remember(RecentHost("192.168.1.20", 47123, ROOMS[lang], names=("Ann", "Bob")))
    window.show()
    # It opens within the available area, with room for its title bar.
    assert NETBOOK_AREA.contains(window.frameGeometry()), window.frameGeometry()
    assert window.height() + FRAME.top() + FRAME.bottom() <= NETBOOK_AREA.height()
    opened = (window.width(), window.height())
    sizes = (
        (opened, f"start window ({lang}) as opened"),
        (START_SCREEN, f"start window ({lang}) maximised"),
    )
    for size, where in sizes:
        assert fit_problems(window, size, where, scrolled_texts=True) == []
        # All of it shows, the first run's welcome (in the language chosen) too.
        assert window.scroll_area.verticalScrollBar().maximum() == 0, where
        assert window.scroll_area.horizontalScrollBar().maximum() == 0, where
        assert window.message.text() and in_sight(window.scroll_area, window.message), where
    # The welcome follows a language chosen in the window (the app's opened in English).
    welcome = translate("StartWindow", WELCOME)
    assert window.message.text() == app.start_window.message.text() == welcome
    # The advice when no game is found, and a long error under it: what no longer fits
    # scrolls, nothing is cut, and the error is scrolled into sight.
    window.searching.setText(window.nothing_found_hint())
    error = translate("StartWindow", LONG_ERROR)
    for size, where in sizes:
        assert fit_problems(window, size, where + ", long texts", scrolled_texts=True) == []
        window.say(error.replace("%1", "[Errno 99] Cannot assign requested address"))
        assert in_sight(window.scroll_area, window.message), where
        assert (window.width(), window.height()) == size


def test_the_grid_check_reports_a_grid_that_scrolls_sideways_or_cuts_a_heading(
    qtbot: QtBot,
) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    grid = QTableWidget(8, 5)
    grid.setHorizontalHeaderLabels(["Indice 1", "Indice 2", "Indice 3", "Proposition", "Code"])
    grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    grid.horizontalHeader().setMinimumSectionSize(10)
    window.setCentralWidget(grid)
    window.show()
    # The headings cut, as the note sheet's were at the team window's narrowest.
    assert any("cut" in p for p in grids_at_narrowest(window, "stretched")), "cut"
    for col in range(5):
        grid.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
        grid.setColumnWidth(col, 200)
    assert any("sideways" in p for p in grids_at_narrowest(window, "wide")), "sideways"


def test_the_fit_check_reports_a_window_wider_than_the_screen(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    label = QLabel("a heading far too long to stand on one line of a small screen " * 4)
    window.setCentralWidget(label)
    window.show()
    problems = fit_problems(window, SCREENS["1280x720"], "wide")
    assert any("needs at least" in p for p in problems), problems
    label.setWordWrap(True)
    assert fit_problems(window, SCREENS["1280x720"], "wrapped") == []


CLASS_CHECKS = [("en", name) for name in WORK_AREAS] + [("fr", "1280x720"), ("fr", "1366x768")]
"""The teacher's window in one language on every work area, and the widest language
(French, with the longest button texts) on the smallest ones."""


def test_the_teachers_window_fits_every_screen_in_the_lobby_and_in_play(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = GameHost(
        "Classe de 3e B du collège Jean-Moulin",
        settings=Settings(timer_seconds=90.0),
        pack=bundled_pack("en"),
        data_dir=tmp_path,
        tables=12,
    )
    host.listen("127.0.0.1", 0)
    names = ("Amira", "Benedikt-Alexander", "Chloé", "Daan", "Emma-Louise", "Finn", "Gabriel")
    peers = [RawPeer(host.port) for _ in names]
    for i, (peer, name) in enumerate(zip(peers, names, strict=True)):
        peer.hello(name, table=1 + i // 4)
    problems: list[str] = []
    try:
        qtbot.waitUntil(lambda: all(p.last("welcome") for p in peers), timeout=WAIT)
        for stage in ("lobby", "play"):
            if stage == "play":
                extra = RawPeer(host.port)  # a second table of four, to play
                extra.hello("Hugo", table=2)
                peers.append(extra)
                qtbot.waitUntil(lambda: len(host.tables[1].book.seats) == 4, timeout=WAIT)
                refused = classroom.control_all(host, "start")  # tables 3-12 have nobody
                assert host.tables[0].started and host.tables[1].started, refused
                classroom.control(host.tables[1], "pause")
            for lang, screen in CLASS_CHECKS:
                TRANSLATIONS.set_language(lang)
                window = ClassWindow(host, addresses=("192.168.100.200", "10.0.0.2"))
                qtbot.addWidget(window)
                # At the size it opens at on the screen's work area (less its task bar).
                area = QRect(0, 0, *WORK_AREAS[screen])
                window.place_on(area)
                window.show()
                opened = window.geometry()
                assert area.contains(opened), (screen, opened)
                problems += fit_problems(
                    window,
                    (opened.width(), opened.height()),
                    f"teacher's window ({stage}, {lang}) @ {screen}",
                    scrolled_texts=True,  # the cards too: each whole, however many
                )
                window.close()
    finally:
        TRANSLATIONS.set_language("en")
        for p in peers:
            p.close()
        host.close()
    assert not problems, "\n".join(problems)
