"""Our screen: the four keyword cards stand two by two where the window has the room."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings
from decrypto_qt.ui.app import App
from tests.helpers.ui import PAIRS, WAIT, controls_of, host_of, host_table, settle


def test_on_a_wide_screen_the_cards_stand_two_by_two(qtbot: QtBot, app: App) -> None:
    """A team window as wide as a 1920 px screen, opened in the lobby: when the game deals
    the keywords, the cards stand two by two (the note sheet has width to spare), not one
    under another as on a 1366 px laptop beside the host controls."""
    table = host_table(app, "Wide", settings=Settings(timer_seconds=None))
    host = host_of(app)
    windows = [app.join("127.0.0.1", host.port, names=names) for names in PAIRS]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    wide = windows[0]
    wide.resize(1900, 1000)
    qtbot.waitUntil(lambda: wide.width() == 1900, timeout=WAIT)
    controls_of(table).start_button.click()
    settle(qtbot, host, windows, table)
    cards = wide.screen_panel.cards
    qtbot.waitUntil(lambda: all(c.isVisible() for c in cards), timeout=WAIT)
    qtbot.waitUntil(
        lambda: cards[1].y() == cards[0].y() and cards[1].x() > cards[0].geometry().right(),
        timeout=WAIT,
    )
    assert wide.screen_panel.columns == 2
    # Nothing of the note sheet is given up below what it needs.
    notes = wide.split.widget(2)
    assert notes is not None and notes.width() >= notes.minimumSizeHint().width()
