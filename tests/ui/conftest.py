"""Windows under test: offscreen, settings and saves in the test's own folder, no LAN."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from decrypto_qt.ui.app import App
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.prefs import Prefs
from tests.helpers.processes import free_port
from tests.helpers.ui import quick_pace_reveals


@pytest.fixture
def prefs(qapp: QApplication, tmp_path: Path) -> Prefs:
    QCoreApplication.setOrganizationName("decrypto_qt-tests")
    QCoreApplication.setApplicationName("decrypto_qt-tests")
    return Prefs(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    TRANSLATIONS.set_language("en")
    yield
    TRANSLATIONS.set_language("en")


@pytest.fixture
def app(
    qtbot: QtBot, prefs: Prefs, tmp_path: Path, english: None, monkeypatch: pytest.MonkeyPatch
) -> Iterator[App]:
    """The app as a person starts it, on loopback only and with zeroconf off."""
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("decrypto_qt.ui.prefs.QSettings", lambda: prefs.qs)
    # The host controls read the word model a second after they show; most tests never
    # seat a computer, so they leave it unread (tests that do read it on their first click).
    monkeypatch.setattr("decrypto_qt.ui.computer_seats.ComputerSeatsPanel.PRELOAD_MS", None)
    the_app = App(prefs, discovery=False, interfaces=["127.0.0.1"], data_dir=tmp_path)
    the_app.ask_pin = lambda room, wrong: None  # the person cancels the PIN dialog
    yield the_app
    if the_app.table is not None:
        the_app.table.ask_before_closing = False
    sessions = [w.session for w in the_app.team_windows]
    for w in list(the_app.team_windows):
        w.close()
    host = the_app.service.host if the_app.service else None
    if host is not None:
        qtbot.waitUntil(lambda: host.connected_windows <= 1, timeout=5000)
    the_app.close_all()
    del sessions


@pytest.fixture(autouse=True)
def usual_port_of_this_test(monkeypatch: pytest.MonkeyPatch) -> int:
    """The port a host takes when none is given is this test's own, not 47123.

    The app hosts on the usual port if it is free and comes back to it when it resumes;
    tests running side by side would otherwise take it from each other between a host
    stopping and resuming, and the windows would not find their seats again.
    """
    port = free_port()
    monkeypatch.setattr("decrypto_qt.net.service.PREFERRED_PORT", port)
    return port


@pytest.fixture(autouse=True)
def quick_reveals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's reveals go through the same steps in the same order, without the second
    a step that lets a room read each one; tests that watch single steps go back to the
    room's pace (:func:`tests.helpers.ui.room_pace_reveals`)."""
    quick_pace_reveals(monkeypatch)


@pytest.fixture(autouse=True)
def light_theme_after(qapp: QApplication) -> Iterator[None]:
    """A test that switches the look leaves the next one the default light theme."""
    from decrypto_qt.ui import theme

    yield
    if theme.themes().theme.key != "light":
        theme.apply(None)
