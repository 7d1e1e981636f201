"""A window that loses the host says so, keeps the last view, and comes back by itself;
the table shows who is away. Cues for the timer's last seconds, with mute."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings, Team
from decrypto_qt.ui.app import App
from decrypto_qt.ui.theme import current
from tests.helpers.ui import WAIT, game_of_pairs, seat_window, write_clues


def test_a_lost_host_keeps_the_last_view_on_screen_until_it_is_back(qtbot: QtBot, app: App) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Wobbly", Settings(timer_seconds=None))
    white = windows[0]
    cards = [c.text() for c in white.screen_panel.cards]
    # The Wi-Fi drops for White's laptop; the host keeps the seats and the table says so.
    white.session.connection.set_heartbeat(0.2)
    # The other windows keep talking often enough that a busy machine does not make the
    # host take them for gone too.
    for w in [*windows[1:], table]:
        w.session.connection.set_heartbeat(0.2)
    host.silence_seconds = 1.0
    retry = white.session.connection._retry
    retry.blockSignals(True)  # stay away long enough to look (the back-off would be quick)
    white.session.connection.drop()
    qtbot.waitUntil(lambda: white.banner.isVisible(), timeout=WAIT)
    assert "Lost the host" in white.banner.text()
    assert "reconnecting" in white.statusBar().currentMessage()
    assert [c.text() for c in white.screen_panel.cards] == cards  # the last view stays
    qtbot.waitUntil(lambda: "Away: Ann, Bob" in table.away_label.text(), timeout=WAIT)
    # ... and it comes back by itself with the same seats.
    retry.blockSignals(False)
    retry.start(0)
    qtbot.waitUntil(lambda: not white.banner.isVisible(), timeout=WAIT)
    qtbot.waitUntil(lambda: table.away_label.text() == "", timeout=WAIT)
    assert white.session.seat_ids == ("p1", "p2")


def test_the_timers_last_seconds_beep_unless_muted(qtbot: QtBot, app: App) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Hurry", Settings(timer_seconds=8.0))
    black = windows[1]
    black.mute_action.trigger()  # one shared switch: the whole app is muted
    assert app.cues.muted and app.prefs.muted
    black.mute_action.trigger()
    assert not app.cues.muted
    writer = seat_window(windows, host.state.round.code_of(Team.WHITE).encryptor)  # type: ignore[union-attr]
    write_clues(writer, ("oak", "pine", "elm"))
    # R8: the sand timer runs for the other encryptor; at 8 s it is in its last seconds.
    qtbot.waitUntil(lambda: black.timer.text().startswith("0:0"), timeout=WAIT)
    qtbot.waitUntil(lambda: app.cues.beeps >= 1, timeout=WAIT)
    assert f"color:{current().urgent}" in black.timer.styleSheet()
    assert table.timer.text().startswith("0:0")
