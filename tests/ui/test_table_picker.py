"""Joining a class from the start window: the class in the game list (real zeroconf on
127.0.0.1), the table picker by keyboard, and a refused table offered again in words."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings, Variant
from decrypto_qt.net.discovery import Advertiser
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.app import App
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.table_picker import TablePicker
from tests.helpers.groups import ZEROCONF
from tests.helpers.raw_peer import RawPeer
from tests.helpers.ui import PACK, WAIT

pytestmark = ZEROCONF


def picker_rows(picker: TablePicker) -> list[tuple[str, bool]]:
    rows = []
    for i in range(picker.list.count()):
        item = picker.list.item(i)
        rows.append((item.text(), bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)))
    return rows


def test_a_class_is_listed_as_a_class_and_a_student_picks_a_table_by_keyboard(
    qtbot: QtBot, prefs: Prefs, tmp_path: Path, english: None
) -> None:
    # The three-player game seats three: a table of three is full.
    host = GameHost(
        "Class 3B",
        settings=Settings(variant=Variant.THREE_PLAYER, timer_seconds=None),
        pack=PACK,
        data_dir=tmp_path / "host",
        tables=3,
    )
    host.listen("127.0.0.1", 0)
    advertiser = Advertiser(host, addresses=["127.0.0.1"])
    peers = [RawPeer(host.port) for _ in range(4)]
    for peer, (name, table) in zip(
        peers, [("Ann", 2), ("Bob", 2), ("Cy", 2), ("Dee", 3)], strict=True
    ):
        peer.hello(name, table=table)
    qtbot.waitUntil(lambda: all(p.last("welcome") for p in peers), timeout=WAIT)
    advertiser.start()
    player = App(prefs, discovery=True, interfaces=["127.0.0.1"], data_dir=tmp_path / "p")
    start = player.start_window
    start.show()
    try:

        def ours() -> QTreeWidgetItem | None:  # other games on this machine may be listed
            for i in range(start.games.topLevelItemCount()):
                it = start.games.topLevelItem(i)
                if it is not None and it.toolTip(0).endswith(f":{host.port}"):
                    return it
            return None

        qtbot.waitUntil(lambda: ours() is not None, timeout=15_000)
        item = ours()
        assert item is not None
        qtbot.waitUntil(lambda: item.text(0) == "Class 3B · 3 tables · 5 free seats", timeout=WAIT)
        qtbot.waitUntil(lambda: "checking" not in item.text(3), timeout=WAIT)
        # By keyboard: a name, the class in the list, Enter; then the picker.
        start.name.setFocus()
        QTest.keyClicks(start.name, "Zoe")
        start.games.setCurrentItem(item)
        start.games.setFocus()
        QTest.keyClick(start.games, Qt.Key.Key_Return)
        picker = start.table_picker
        assert picker is not None and picker.isVisible()
        assert picker_rows(picker) == [
            ("Any table — the host seats you where there is room", True),
            ("Table 1 · 0 seated · 3 free seats", True),
            ("Table 2 · 3 seated · full", False),  # shown, not choosable
            ("Table 3 · 1 seated · 2 free seats", True),
        ]
        assert picker.list.currentRow() == 0  # "any table" unless the student picks one
        QTest.keyClick(picker.list, Qt.Key.Key_End)
        QTest.keyClick(picker.list, Qt.Key.Key_Return)
        assert start.table_picker is None and len(player.team_windows) == 1
        zoe = player.team_windows[0].session.connection
        qtbot.waitUntil(lambda: zoe.welcome is not None, timeout=WAIT)
        assert zoe.welcome is not None and zoe.welcome.table == 3
        assert [s.name for s in host.tables[2].book.players()] == ["Dee", "Zoe"]
        qtbot.waitUntil(lambda: "4 free seats" in item.text(0), timeout=WAIT)

        # Table 2 is full by now: asked for, it is refused in words and the tables come back.
        player.join("127.0.0.1", host.port, None, None, 2, names=("Yan",))
        qtbot.waitUntil(lambda: start.table_picker is not None, timeout=WAIT)
        again = start.table_picker
        assert again is not None
        full = "That table is full: choose another table, or any table."
        assert again.reason.text() == full and again.reason.isVisible()
        assert full in start.message.text()
        assert picker_rows(again)[3] == ("Table 3 · 2 seated · 1 free seat", True)
        QTest.keyClick(again.list, Qt.Key.Key_Return)  # any table: the emptiest, table 1
        yan = player.team_windows[-1].session.connection
        qtbot.waitUntil(lambda: yan.welcome is not None, timeout=WAIT)
        assert yan.welcome is not None and yan.welcome.table == 1

        # A table the class does not have (the list was out of date): the same, in its words.
        player.join("127.0.0.1", host.port, None, None, 9, names=("Xi",))
        qtbot.waitUntil(lambda: start.table_picker is not None, timeout=WAIT)
        missing = start.table_picker
        assert missing is not None
        assert missing.reason.text() == "This class has no table with that number."
        QTest.keyClick(missing.list, Qt.Key.Key_Escape)  # the student changes their mind
        assert start.table_picker is None
        assert sum(len(t.book.seats) for t in host.tables) == 6  # Xi sits nowhere
    finally:
        for w in list(player.team_windows):
            w.close()
        player.close_all()
        advertiser.stop()
        for p in peers:
            p.close()
        host.close()
