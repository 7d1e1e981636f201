"""Windows open within the screen a person really has, and beside what they must not cover.

The offscreen platform has one 800×800 screen whose available area is all of it; a
laptop's is smaller than its screen (taskbar, title bar). The placement sums take the
available area as a rectangle, so they are tested on the real laptop's; the windows
are shown at what the sums give them, and the app is handed that laptop's area
through :func:`decrypto_qt.ui.placement.available_geometry`, the one place that asks.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QListWidget, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings, Team
from decrypto_qt.ui import placement
from decrypto_qt.ui.app import App
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS
from decrypto_qt.ui.placement import FRAME, against_edge, beside, initial_geometry, on_screen
from decrypto_qt.ui.team_window import TeamWindow
from tests.helpers.fit import LONG_CLUES, fit_problems
from tests.helpers.moves import encrypt_all
from tests.helpers.ui import WAIT, controls_of, host_of, host_table, settle

LAPTOP = QRect(0, 0, 1366, 722)
"""A 1366×768 laptop less a 46 px taskbar: with a title bar, 1366×690 for a window."""
LAPTOP_WINDOW = QSize(1366, 690)


def test_a_window_opens_within_the_available_area_title_bar_and_all() -> None:
    # The team window would like 1200×760: the laptop leaves it 690 lines under its title bar.
    rect = initial_geometry(QSize(1200, 760), LAPTOP)
    assert rect.size() == QSize(1200, 690)
    assert LAPTOP.contains(rect.marginsAdded(FRAME))
    # A smaller wish is kept, centred; an area that does not start at 0,0 (a panel on
    # the left, a second screen) is kept to as well.
    assert initial_geometry(QSize(720, 680), LAPTOP).size() == QSize(720, 680)
    shifted = QRect(1920, 40, 1366, 690)
    rect = initial_geometry(QSize(2000, 2000), shifted, frame=QMargins())
    assert rect == shifted


def test_beside_takes_the_free_column_and_covers_as_little_as_it_must() -> None:
    controls = QRect(940, 32, 426, 690)  # the host controls docked on the right
    rect = beside(controls, LAPTOP, QSize(1200, 760), QSize(880, 570))
    assert rect.right() < controls.left() and LAPTOP.contains(rect.marginsAdded(FRAME))
    assert rect.width() == 936 and rect.height() == 690
    # Controls on the left: the window goes right of them.
    left = QRect(0, 32, 426, 690)
    rect = beside(left, LAPTOP, QSize(800, 600), QSize(600, 500))
    assert rect.left() > left.right() and rect.size() == QSize(800, 600)
    # Too wide for the column: at the far edge, within the screen, over as little as can be.
    rect = beside(controls, LAPTOP, QSize(1200, 760), QSize(1000, 600))
    assert rect.left() == 2 and rect.width() == 1000 and LAPTOP.contains(rect.marginsAdded(FRAME))


@pytest.fixture
def laptop(monkeypatch: pytest.MonkeyPatch) -> QRect:
    """The app's windows see the laptop's available area instead of the offscreen screen."""
    monkeypatch.setattr(placement, "available_geometry", lambda _widget=None: LAPTOP)
    return LAPTOP


def lobby_of_four(qtbot: QtBot, app: App) -> list[TeamWindow]:
    table = host_table(app, "Laptop", settings=Settings(timer_seconds=None))
    host = host_of(app)
    names = (("Benedikt-Alexander von Hohenzollern", "Ann"), ("Chloé-Marguerite",), ("Dan",))
    windows = [app.join("127.0.0.1", host.port, names=n) for n in names]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    qtbot.waitUntil(lambda: all(w.session.lobby for w in windows), timeout=WAIT)
    for w in windows:
        w.session.set_ready(True)
    qtbot.waitUntil(
        lambda: all(p.ready for p in windows[0].session.lobby.players),  # type: ignore[union-attr]
        timeout=WAIT,
    )
    assert table.isVisible()
    return windows


def test_the_team_window_opens_within_a_laptops_screen_and_fits(
    qtbot: QtBot, app: App, laptop: QRect
) -> None:
    window = lobby_of_four(qtbot, app)[0]
    # It used to open at 1200×760, its bottom under the taskbar.
    assert window.width() <= LAPTOP_WINDOW.width() and window.height() <= LAPTOP_WINDOW.height()
    assert laptop.contains(window.frameGeometry())
    assert fit_problems(window, (window.width(), window.height()), "team window, lobby") == []
    assert fit_problems(window, (1366, 690), "team window, lobby @ 1366x690") == []


def wrapped_height(roster: QListWidget, text: str) -> int:
    width = roster.viewport().width()
    box = QFontMetrics(roster.font()).boundingRect(QRect(0, 0, width, 10_000), 0x1000, text)
    return box.height()  # 0x1000: Qt.TextFlag.TextWordWrap


def test_lobby_names_wrap_whole_without_a_sideways_scroll_bar(qtbot: QtBot, app: App) -> None:
    window = lobby_of_four(qtbot, app)[0]
    window.resize(1366, 690)
    for _ in range(4):
        qtbot.wait(1)
    roster = window.lobby.rosters[Team.WHITE]
    texts = [roster.item(i).text() for i in range(roster.count())]
    assert any("you" in t and "✔" in t for t in texts), texts
    assert not roster.horizontalScrollBar().isVisible()
    assert roster.horizontalScrollBar().maximum() == 0
    line = QFontMetrics(roster.font()).height()
    for i in range(roster.count()):
        item, shown = roster.item(i), roster.visualItemRect(roster.item(i))
        assert shown.width() <= roster.viewport().width(), item.text()
        # Every line of the wrapped name is shown: the item is as tall as its text.
        assert shown.height() >= wrapped_height(roster, item.text()), item.text()
    # The long name needs more than one line in this column, and gets it.
    longest = max(texts, key=len)
    assert wrapped_height(roster, longest) > line


def test_a_team_window_on_the_hosts_computer_opens_beside_the_host_controls(
    qtbot: QtBot, app: App, laptop: QRect
) -> None:
    table = host_table(app, "Laptop", settings=Settings(timer_seconds=None))
    assert laptop.contains(table.frameGeometry())
    for _ in range(4):
        qtbot.wait(1)
    dock = table.controls_dock
    assert dock is not None
    window = app.open_local_team_window(("Ann",))
    assert window is not None
    qtbot.waitUntil(window.isVisible, timeout=WAIT)
    frame, controls = window.frameGeometry(), on_screen(dock)
    # It used to open where the table is, over the host controls.
    assert not frame.intersects(controls), (frame, controls)
    assert laptop.contains(frame)
    assert controls_of(table).isVisible()


def test_against_edge_leaves_the_most_room_beside_the_docked_controls() -> None:
    table = QRect(41, 0, 1284, 722)  # centred on the laptop, its controls on its right
    controls = QRect(896, 21, 427, 649)
    moved = against_edge(table, controls, LAPTOP)
    assert moved == QRect(82, 0, 1284, 722) and LAPTOP.contains(moved)
    # Controls on the left: to the left edge; a window wider than the screen stays.
    assert against_edge(table, QRect(41, 21, 300, 649), LAPTOP).left() == 0
    wide = QRect(-10, 0, 1400, 722)
    assert against_edge(wide, controls, LAPTOP) == wide


SIDES = [(lang, "right") for lang in LANGUAGES] + [("en", "left")]
"""The host controls where the table docks them, in every language; and docked on the
left by the host, in one."""


@pytest.mark.parametrize(("lang", "side"), SIDES)
def test_in_play_the_team_window_sits_beside_the_host_controls_on_a_laptop(
    qtbot: QtBot, app: App, laptop: QRect, lang: str, side: str
) -> None:
    """A team window opened from the host controls went beside them; in play it needed
    more width than the laptop leaves beside them (1014 px in English, 1091-1142 in
    French, 1149-1166 in Dutch) and covered them. In every language it now sits beside
    them, at 1366×690, while the clues are written and while long ones are decoded,
    with nothing cut."""
    TRANSLATIONS.set_language(lang)
    table = host_table(app, "Laptop", settings=Settings(timer_seconds=None))
    host = host_of(app)
    dock = table.controls_dock
    assert dock is not None
    if side == "left":
        table.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    for _ in range(4):
        qtbot.wait(1)
    window = app.open_local_team_window(("Ann", "Bob"))
    assert window is not None
    qtbot.waitUntil(window.isVisible, timeout=WAIT)
    others = [app.join("127.0.0.1", host.port, names=n) for n in (("Cleo",), ("Dan",))]
    windows = [window, *others]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    controls_of(table).start_button.click()
    assert host.state is not None, host.lobby_problem()
    settle(qtbot, host, windows, table)
    qtbot.waitUntil(lambda: window.encrypt.isVisible(), timeout=WAIT)
    beside_the_controls(qtbot, window, dock, laptop, side, f"{lang}, writing clues")
    encrypt_all(host, windows, LONG_CLUES[lang])
    qtbot.waitUntil(lambda: window.guess.isVisible(), timeout=WAIT)
    settle(qtbot, host, windows, table)
    beside_the_controls(qtbot, window, dock, laptop, side, f"{lang}, decoding")


def beside_the_controls(
    qtbot: QtBot, window: TeamWindow, dock: QWidget, laptop: QRect, side: str, where: str
) -> None:
    for _ in range(4):
        qtbot.wait(1)
    frame, controls = window.frameGeometry(), on_screen(dock)
    assert laptop.contains(frame) and laptop.contains(controls), (where, frame, controls)
    borders = frame.width() - window.width()
    left, right = controls.left() - laptop.left(), laptop.right() - controls.right()
    edge = right if side == "right" else left
    narrowest = window.minimumSizeHint().expandedTo(window.minimumSize()).width()
    room = laptop.width() - controls.width() - edge - borders
    assert narrowest <= room, f"{where}: needs {narrowest} px, {room} beside the controls"
    assert not frame.intersects(controls), (where, frame, controls)
    assert fit_problems(window, (window.width(), window.height()), where) == []
