"""Driving the real windows as a person would: keys and clicks, and reading what is shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings, Team, WordPack, contains_keyword
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui import reveal_board
from decrypto_qt.ui.app import App
from decrypto_qt.ui.host_controls import HostControls
from decrypto_qt.ui.table_window import TableWindow
from decrypto_qt.ui.team_window import TeamWindow

WORDS = (
    "Marzipan", "Kumquat", "Zeppelin", "Quasar", "Yodel", "Fjord", "Gazebo", "Walrus",
    "Nebula", "Origami", "Tundra", "Saffron", "Igloo", "Jackal", "Lantern", "Mosaic",
)  # fmt: skip
PACK = WordPack("test", "en", WORDS)
"""Unusual words, so that a keyword found in a window's text is a leak, not a coincidence."""
WAIT = 8000
"""Milliseconds to wait for the windows to catch up with the host (loopback)."""
PAIRS = (("Ann", "Bob"), ("Cleo", "Dan"))
"""Two shared laptops: Ann and Bob (White), Cleo and Dan (Black)."""
ROOM_PACE = (reveal_board.REVEAL_STEP_MS, reveal_board.FADE_MS)
"""The table's staged reveal in the product: a second a step, each step fading in."""
QUICK_PACE = (50, 20)
"""The staged reveal in the UI tests unless a test asks for the room's: the same steps in
the same order, each fade still over before the next step."""


def room_pace_reveals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reveals that start from now on step at the pace the room sees, so that a test can
    look at each step while it is up."""
    _reveal_pace(monkeypatch, ROOM_PACE)


def quick_pace_reveals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reveals that start from now on step every 50 ms (the UI tests' default)."""
    _reveal_pace(monkeypatch, QUICK_PACE)


def _reveal_pace(monkeypatch: pytest.MonkeyPatch, pace: tuple[int, int]) -> None:
    step, fade = pace
    monkeypatch.setattr(reveal_board, "REVEAL_STEP_MS", step)
    monkeypatch.setattr(reveal_board, "FADE_MS", fade)


def host_of(app: App) -> GameHost:
    assert app.service is not None
    return app.service.host


def controls_of(table: TableWindow) -> HostControls:
    controls = table.controls
    assert isinstance(controls, HostControls)
    return controls


def seat_window(windows: list[TeamWindow], pid: str) -> TeamWindow:
    return next(w for w in windows if pid in w.session.seat_ids)


def settle(qtbot: QtBot, host: GameHost, windows: list[TeamWindow], table: TableWindow) -> None:
    """Wait until every window is connected and holds the host's latest view (each window
    has its own version). A window that is still reconnecting may hold a view of the same
    version from before: it is not settled yet."""
    assert host.state is not None

    def current(w: TeamWindow | TableWindow) -> bool:
        welcome = w.session.connection.welcome
        return (
            w.session.state == "connected"
            and welcome is not None
            and w.session.view is not None
            and w.session.view["version"] == host.view_version(welcome.window)
        )

    qtbot.waitUntil(lambda: all(current(w) for w in [*windows, table]), timeout=WAIT)


def host_table(app: App, room: str, **kwargs: object) -> TableWindow:
    """Host from the app (word pack: :data:`PACK`) with the table and its controls."""
    kwargs.setdefault("pack", PACK)
    table = app.host_game(room, resume=False, **kwargs)  # type: ignore[arg-type]
    assert table is not None
    table.ask_before_closing = False
    return table


def game_of_pairs(
    qtbot: QtBot, app: App, room: str, settings: Settings
) -> tuple[TableWindow, GameHost, list[TeamWindow]]:
    """A started game of :data:`PAIRS`, the host pressing Start in its controls."""
    table = host_table(app, room, settings=settings)
    host = host_of(app)
    windows = [app.join("127.0.0.1", host.port, names=names) for names in PAIRS]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    controls_of(table).start_button.click()
    assert host.state is not None, host.lobby_problem()
    settle(qtbot, host, windows, table)
    return table, host, windows


def visible_texts(root: QWidget) -> list[str]:
    """Every text a person could read in ``root`` or a screen reader could announce,
    shown or hidden: labels, buttons, fields, lists, tables, tabs, titles, tooltips."""
    out = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.windowTitle(), w.statusTip()]
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        if isinstance(w, QListWidget):
            out += [item.text() for item in (w.item(i) for i in range(w.count())) if item]
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        out += [item.text(), item.toolTip()]
        if isinstance(w, QTreeWidget):
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                if item is not None:
                    out += [item.text(c) for c in range(w.columnCount())]
    return [t for t in out if t]


def leaked(root: QWidget, secrets: tuple[str, ...] | list[str]) -> list[tuple[str, str]]:
    """(secret, text) pairs where a window's text contains a word it must not show."""
    return [(s, t) for t in visible_texts(root) for s in secrets if contains_keyword(t, s)]


def write_clues(window: TeamWindow, clues: tuple[str, str, str]) -> None:
    """Type three clues, moving on with Enter, and hand them in with Enter in the last field."""
    panel = window.encrypt
    for i, (field, clue) in enumerate(zip(panel.fields, clues, strict=True)):
        field.clear()
        QTest.keyClicks(field, clue)
        if i < 2:
            QTest.keyClick(field, Qt.Key.Key_Return)
    QTest.keyClick(panel.fields[2], Qt.Key.Key_Return)


def key_in_guess(window: TeamWindow, digits: tuple[int, int, int], *, lock: bool = True) -> None:
    """Type a guess on the keypad (1-4) and lock it in with Enter."""
    picker = window.guess.picker
    while any(d is not None for d in picker.draft):
        QTest.keyClick(picker, Qt.Key.Key_Backspace)
    QTest.keyClicks(picker, "".join(map(str, digits)))
    if lock:
        QTest.keyClick(picker, Qt.Key.Key_Return)


def wrong_code(code: tuple[int, ...]) -> tuple[int, int, int]:
    """A guess that differs from ``code``."""
    a, b, c = code
    return (b, a, c)


def seat_and_start(
    qtbot: QtBot, app: App, table: TableWindow, groups: list[tuple[str, ...]]
) -> list[TeamWindow]:
    host = host_of(app)
    windows = [app.join("127.0.0.1", host.port, names=names) for names in groups]
    qtbot.waitUntil(
        lambda: (
            table.session.lobby is not None
            and len(table.session.lobby.players) == sum(map(len, groups))
        ),
        timeout=WAIT,
    )
    for team in Team:
        roster = table.lobby.rosters[team]
        seated = [s.name for s in host.book.players() if s.team is team]
        assert [roster.item(i).text() for i in range(roster.count())] == seated
    assert table.lobby.rosters[Team.WHITE].item(0).text() == groups[0][0]
    for w in windows:
        qtbot.waitUntil(lambda w=w: w.session.lobby is not None, timeout=WAIT)
        w.lobby.ready.click()
    controls = table.controls  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: all(s.ready for s in host.book.players()), timeout=WAIT)
    assert controls.start_button.isEnabled()
    controls.start_button.click()
    assert host.state is not None
    settle(qtbot, host, windows, table)
    return windows
