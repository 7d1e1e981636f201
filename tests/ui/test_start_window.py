"""The start window: games found on the LAN (real zeroconf on 127.0.0.1), join by address,
recent hosts, and clear words for what went wrong."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings
from decrypto_qt.ui.app import App
from decrypto_qt.ui.i18n import parse_names
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.start_window import parse_address
from tests.helpers.groups import ZEROCONF
from tests.helpers.ui import PACK, WAIT, host_of, host_table


@ZEROCONF
def test_a_hosted_game_appears_in_the_list_and_joins_with_a_click(
    qtbot: QtBot, prefs: Prefs, tmp_path: Path, english: None
) -> None:
    host_app = App(prefs, discovery=True, interfaces=["127.0.0.1"], data_dir=tmp_path / "h")
    player_app = App(prefs, discovery=True, interfaces=["127.0.0.1"], data_dir=tmp_path / "p")
    start = player_app.start_window
    start.show()
    qtbot.waitUntil(lambda: start.browser is not None, timeout=WAIT)  # browsing after the paint
    try:
        table = host_app.host_game(
            "Office night",
            resume=False,
            pin="4321",
            settings=Settings(timer_seconds=None),
            pack=PACK,
        )
        assert table is not None
        table.ask_before_closing = False
        port = host_of(host_app).port

        def ours() -> QTreeWidgetItem | None:  # other games on this machine may be listed
            for i in range(start.games.topLevelItemCount()):
                it = start.games.topLevelItem(i)
                if it is not None and it.toolTip(0).endswith(f":{port}"):
                    return it
            return None

        qtbot.waitUntil(lambda: ours() is not None, timeout=15_000)
        item = ours()
        assert item is not None
        qtbot.waitUntil(lambda: "checking" not in item.text(3), timeout=WAIT)
        assert [item.text(c) for c in (0, 2, 3, 4)] == ["Office night", "0", "lobby", "✔"]
        start.games.setCurrentItem(item)
        assert start.join_button.isEnabled()
        # No name yet: the window says so instead of joining.
        start.join_button.click()
        assert "name" in start.message.text() and not player_app.team_windows
        QTest.keyClicks(start.name, "Ann")
        start.ask_pin = lambda room: "4321"  # type: ignore[method-assign]  # the PIN dialog
        start.join_button.click()
        assert len(player_app.team_windows) == 1
        window = player_app.team_windows[0]
        qtbot.waitUntil(lambda: window.session.lobby is not None, timeout=WAIT)
        assert [p.name for p in window.session.lobby.players] == ["Ann"]  # type: ignore[union-attr]
        qtbot.waitUntil(lambda: item.text(2) == "1", timeout=15_000)  # the record follows
        # Joined hosts are remembered, with the seat's resume token.
        recent = prefs.recent_hosts()[0]
        assert (recent.host, recent.port, recent.room) == (
            "127.0.0.1",
            host_of(host_app).port,
            "Office night",
        )
        assert recent.resume == window.session.resume_token
    finally:
        for w in list(player_app.team_windows):
            w.close()
        player_app.close_all()
        host_app.close_all()


def test_joining_by_address_and_coming_back_through_recent_hosts(qtbot: QtBot, app: App) -> None:
    table = app.host_game("By address", resume=False, pack=PACK)
    assert table is not None
    table.ask_before_closing = False
    host = host_of(app)
    start = app.start_window
    start.show()
    QTest.keyClicks(start.name, "Ann, Bob")
    QTest.keyClicks(start.address, "127.0.0.1")
    QTest.keyClick(start.address, Qt.Key.Key_Return)
    assert "such as 192.168.1.20:47123" in start.message.text() and not app.team_windows
    QTest.keyClicks(start.address, f":{host.port}")
    QTest.keyClick(start.address, Qt.Key.Key_Return)
    window = app.team_windows[0]
    others = [app.join("127.0.0.1", host.port, names=(n,)) for n in ("Cleo", "Dan")]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    qtbot.waitUntil(lambda: window.session.connection.welcome is not None, timeout=WAIT)
    assert [s.name for s in window.session.seats] == ["Ann", "Bob"]
    host.start_game()
    qtbot.waitUntil(lambda: window.session.view is not None, timeout=WAIT)
    keywords = [c.text() for c in window.screen_panel.cards]
    first_seats = window.session.seat_ids
    # The laptop's app is closed mid-game; its seats wait for it (R32).
    window.close()
    qtbot.waitUntil(lambda: set(first_seats) <= set(host.book.away()), timeout=WAIT)
    assert start.recent.count() == 3
    mine = next(
        start.recent.item(i)
        for i in range(3)
        if start.recent.item(i).text().endswith(f"127.0.0.1:{host.port}  (Ann, Bob)")
    )
    start.recent.itemActivated.emit(mine)
    again = app.team_windows[-1]
    qtbot.waitUntil(lambda: again.session.view is not None, timeout=WAIT)
    assert again.session.seat_ids == first_seats
    assert [c.text() for c in again.screen_panel.cards] == keywords
    assert not set(first_seats) & set(host.book.away())
    del others


def test_a_room_with_a_pin_asks_for_it_when_joined_by_address(qtbot: QtBot, app: App) -> None:
    host_table(app, "Locked", pin="1234")
    asked: list[str] = []
    app.ask_pin = lambda room, wrong: asked.append(room) or "1234"  # type: ignore[func-returns-value]
    window = app.join("127.0.0.1", host_of(app).port, names=("Eve",))
    qtbot.waitUntil(
        lambda: len(app.team_windows) == 1 and app.team_windows[0] is not window, timeout=WAIT
    )
    again = app.team_windows[0]
    qtbot.waitUntil(lambda: again.session.connection.welcome is not None, timeout=WAIT)
    assert asked and [s.name for s in host_of(app).book.players()] == ["Eve"]
    # The recent hosts remember the PIN with the seat.
    assert app.prefs.recent_hosts()[0].pin == "1234"


def test_a_wrong_pin_is_refused_with_the_reason(qtbot: QtBot, app: App) -> None:
    table = app.host_game("Locked", resume=False, pin="1234", pack=PACK)
    assert table is not None
    table.ask_before_closing = False
    window = app.join("127.0.0.1", host_of(app).port, None, "9999", names=("Eve",))
    qtbot.waitUntil(lambda: "PIN" in app.start_window.message.text(), timeout=WAIT)
    assert window not in app.team_windows and not host_of(app).book.seats


def test_addresses_and_names_as_people_type_them() -> None:
    assert parse_address(" 192.168.1.20:47123 ") == ("192.168.1.20", 47123)
    assert parse_address("[fe80::1]:5000") == ("fe80::1", 5000)
    for bad in ("192.168.1.20", "host:", ":80", "host:99999", "host:port"):
        assert parse_address(bad) is None
    assert parse_names("Ann, Bob") == ("Ann", "Bob")
    assert parse_names("小明，小红") == ("小明", "小红")  # a Chinese keyboard's comma
    assert parse_names(" , ") == ()
