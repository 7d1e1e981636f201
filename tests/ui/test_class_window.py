"""The teacher's window on a real class: live cards, controls, projector views, the archive."""

from __future__ import annotations

import csv
import io
import json
import os
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, WordPack, loads
from decrypto_qt.ui.app import App
from decrypto_qt.ui.class_hosting import ClassDesk
from decrypto_qt.ui.class_window import ClassWindow
from tests.helpers.fit import WORK_AREAS, fit_problems
from tests.helpers.net import LOOPBACK
from tests.helpers.ui import WAIT, host_of, host_table, visible_texts
from tests.net.test_class_host import KEYWORDS, class_bot

SHOTS = os.environ.get("DECRYPTO_QT_SHOTS")
"""A folder to save screenshots in (the guide's classroom chapter), or unset."""


def desk_of(app: App) -> ClassDesk:
    assert app.class_desk is not None
    return app.class_desk


def test_the_teacher_watches_three_tables_controls_them_and_exports_the_class(
    qtbot: QtBot, app: App, tmp_path: Path
) -> None:
    host_table(app, "Class 3B", tables=3, pack=KEYWORDS, settings=Settings(timer_seconds=90))
    host = host_of(app)
    desk = desk_of(app)
    window = desk.window
    assert isinstance(window, ClassWindow) and len(window.cards) == 3
    for table in host.tables:
        table.start_at = 4
    bots = [
        class_bot(
            host.port,
            f"T{n}P{i}",
            "white" if i % 2 == 0 else "black",
            n,
            seed=n,
            # One computer player, at table 2.
            **({"computer": True, "level": "easy"} if (n, i) == (2, 3) else {}),
        )
        for n in (1, 2, 3)
        for i in range(4)
    ]
    for bot in bots:
        # A fifth of a second per move, as a quick person: the tables are still playing when
        # the teacher pauses them (without it a table could finish its game in the moments
        # the others take to start, and no card would ever show all three playing).
        bot.delay = 0.2
    try:
        # Live: every card follows its table into play.
        qtbot.waitUntil(
            lambda: all("Round" in c.status.text() for c in window.cards), timeout=WAIT * 2
        )
        assert "T2P1" in window.cards[1].teams.text()
        # The computer's seat carries its badge (robot and word); the people's do not.
        assert "T2P3&nbsp;<img" in window.cards[1].teams.text()
        assert "computer&nbsp;·&nbsp;easy" in window.cards[1].teams.text()
        assert "computer" not in window.cards[0].teams.text()
        # Nothing secret on the teacher's screen: no keyword of any table.
        shown = "\n".join(visible_texts(window))
        for table in host.tables:
            assert table.state is not None
            for team in table.state.setup.teams:
                assert not any(word in shown for word in team.keywords)
        # Pause every table at once; each card says so.
        window.all_buttons["pause"].click()
        assert all(t.state is not None and t.state.paused for t in host.tables)
        qtbot.waitUntil(
            lambda: all(c.status.text().endswith(" · paused") for c in window.cards),
            timeout=WAIT,
        )
        if SHOTS:
            window.resize(1280, 720)
            window.grab().save(str(Path(SHOTS) / "class-overview.png"))
        window.cards[1].buttons["resume"].click()
        state2 = host.tables[1].state
        assert state2 is not None and not state2.paused
        assert host.tables[0].state.paused  # type: ignore[union-attr]
        # Table 2 on its own projector: a table window seated at table 2.
        projector = desk.open_projector(2)
        qtbot.waitUntil(lambda: projector.session.view is not None, timeout=WAIT)
        welcome = projector.session.connection.welcome
        assert welcome is not None and welcome.table == 2
        # Its join line tells a newcomer which table of the class this screen is.
        assert "from the list, then table 2" in projector.join_label.text()
        assert projector.session.lobby is not None
        assert projector.session.lobby.room == host.tables[1].room
        projector.close()
        assert not desk.projectors
        # End every table, then export the class.
        window.all_buttons["resume"].click()
        window.all_buttons["end"].click()
        assert all(t.state.phase is Phase.GAME_OVER for t in host.tables)  # type: ignore[union-attr]
        target = tmp_path / "class.zip"
        desk.ask_path = lambda: target
        assert desk.export() == target
        archive = zipfile.ZipFile(target)
        names = set(archive.namelist())
        for n in (1, 2, 3):
            assert {
                f"table-0{n}/game.json",
                f"table-0{n}/white.pdf",
                f"table-0{n}/black.pdf",
            } <= names
            state, _log = loads(archive.read(f"table-0{n}/game.json"))
            assert state == host.tables[n - 1].state
            assert archive.read(f"table-0{n}/white.pdf").startswith(b"%PDF")
        rows = list(csv.DictReader(io.StringIO(archive.read("summary.csv").decode("utf-8-sig"))))
        assert len(rows) == 6
        assert {r["table name"] for r in rows} == {t.room for t in host.tables}
        assert {r["table"] for r in rows} == {"1", "2", "3"}
        assert {r["result"] for r in rows} == {"no winner"}
        assert {r["how the game ended"] for r in rows} == {
            "Game ended, nobody wins: the host ended the game."
        }
        clues = list(csv.DictReader(io.StringIO(archive.read("clues.csv").decode("utf-8-sig"))))
        revealed = sum(
            len(c.clues)
            for t in host.tables
            for r in t.state.rounds  # type: ignore[union-attr]
            for c in r.codes
            if c.revealed
        )
        assert len(clues) == revealed
        for row in clues:
            assert row["keyword number"] in row["code"] and len(row["code"]) == 3
        json.dumps(rows)
    finally:
        for b in bots:
            b.conn.close()


def test_dealing_and_moving_from_the_teachers_window(qtbot: QtBot, app: App) -> None:
    host_table(app, "Class 4A", tables=2, pack=KEYWORDS)
    host = host_of(app)
    window = desk_of(app).window
    from decrypto_qt.net.client import HostConnection

    kids = [HostConnection(LOOPBACK, host.port, names=(f"Kid{i}",), table=1) for i in range(8)]
    for k in kids:
        k.open()
    try:
        qtbot.waitUntil(lambda: len(host.tables[0].book.seats) == 8, timeout=WAIT)
        window.deal_button.click()
        assert [len(t.book.seats) for t in host.tables] == [4, 4]
        assert "dealt" in window.message.text()
        window.refresh()
        assert window.move_player.count() == 8
        window.move_player.setCurrentIndex(0)
        seat = window.move_player.currentData()
        window.move_table.setCurrentIndex(1)
        window.move_button.click()
        assert seat in host.tables[1].book.seats
        # Table 2 in Dutch, chosen on its card; then one word list for the whole class.
        card = window.cards[1]
        card.pack.activated.emit(card.pack.findData("nl"))
        assert host.tables[1].pack.language == "nl" and host.tables[0].pack.name == KEYWORDS.name
        assert card.pack.currentText() == "Nederlands"
        window.use_word_list(WordPack("unit 5", "", tuple(f"vocab{i:03d}" for i in range(60))))
        assert {t.pack.name for t in host.tables} == {"unit 5"}
        assert window.cards[0].pack.currentText() == "unit 5"
        assert "unit 5" in window.message.text()
        window.cards[0].buttons["start"].setEnabled(True)
        window.cards[0].buttons["start"].click()  # 3 players: refused, said why
        assert host.tables[0].state is None
        assert "Table 1" in window.message.text()
        if SHOTS:
            window.resize(1280, 720)
            window.refresh()
            window.grab().save(str(Path(SHOTS) / "class-lobby.png"))
    finally:
        for k in kids:
            k.close()


def test_the_teachers_window_says_the_hosts_refusals_in_its_own_language(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from decrypto_qt.net.host import GameHost
    from decrypto_qt.ui.i18n import TRANSLATIONS
    from tests.helpers.raw_peer import RawPeer

    host = GameHost("3B", pack=KEYWORDS, data_dir=tmp_path, tables=2)
    host.listen(LOOPBACK, 0)
    peer = RawPeer(host.port)
    peer.hello("Ann", table=1)
    TRANSLATIONS.set_language("fr")
    try:
        qtbot.waitUntil(lambda: peer.last("welcome") is not None, timeout=WAIT)
        window = ClassWindow(host)
        qtbot.addWidget(window)
        assert window.windowTitle() == "3B — fenêtre de l'enseignant"
        assert window.heading.text() == "3B · 2 tables"
        assert window.join_label.text() == (
            "Pour rejoindre, les élèves ouvrent Decrypto et choisissent «\u00a03B\u00a0» "
            f"dans la liste — ou rejoignent par l'adresse 127.0.0.1:{host.port}"
        )
        assert window.cards[1].status.text() == "Aucun joueur pour l'instant"
        assert window.cards[0].status.text() == "Pas prêt à démarrer · joueurs\u00a0: 1"
        # Why table 1 cannot start, and why nobody can pause yet: in French, not the host's words.
        assert "Chaque équipe doit compter au moins 2 joueurs." in window.cards[0].notes.text()
        window.control_all("pause")
        assert window.message.text() == (
            "Table 1\u00a0: Il n'y a pas encore de partie.\n"
            "Table 2\u00a0: Il n'y a pas encore de partie."
        )
    finally:
        TRANSLATIONS.set_language("en")
        peer.close()
        host.close()


def test_a_card_reads_round_phase_and_sand_timer_as_one_line(qtbot: QtBot) -> None:
    from decrypto_qt.net.classroom import TableSummary, TeamSummary
    from decrypto_qt.ui.class_window import TableCard

    card = TableCard(1)
    qtbot.addWidget(card)
    teams = (
        TeamSummary("white", "White", ("Ann", "Bo"), 0, 0),
        TeamSummary("black", "Black", ("Cy", "Di"), 1, 0),
    )
    playing = TableSummary(1, "3B – 1", "encrypting", 2, False, 145.4, teams, (), 0, None, "en")
    card.show_summary(playing, now=100.0)
    assert card.status.text() == "Round 2 · Encryptors write their clues · 45 s left"
    card.show_summary(replace(playing, paused=True), now=100.0)
    assert card.status.text() == "Round 2 · Encryptors write their clues · paused"
    card.show_summary(replace(playing, deadline=None), now=100.0)
    assert card.status.text() == "Round 2 · Encryptors write their clues"


def test_a_refused_start_is_said_until_the_table_can_start(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 23: "Table 1: Each team needs at least 2 players" stayed after the table filled."""
    from decrypto_qt.net.host import GameHost
    from tests.helpers.raw_peer import RawPeer

    host = GameHost("3B", pack=KEYWORDS, data_dir=tmp_path, tables=2)
    host.listen(LOOPBACK, 0)
    window = ClassWindow(host)
    qtbot.addWidget(window)
    peers: list[RawPeer] = []

    def arrive(*teams: str) -> None:
        for team in teams:
            peer = RawPeer(host.port)
            peer.hello(f"Kid{len(peers)}", table=1, team=team)
            peers.append(peer)
        qtbot.waitUntil(lambda: len(host.tables[0].book.seats) == len(peers), timeout=WAIT)

    try:
        assert window.cards[0].status.text() == "No players yet"
        arrive("white", "black")
        qtbot.waitUntil(
            lambda: window.cards[0].status.text() == "Not ready to start · players: 2",
            timeout=WAIT,
        )
        window.all_buttons["start"].click()
        refused = "Table %1: Each team needs at least 2 players."
        assert window.message.text().splitlines() == [
            refused.replace("%1", "1"),
            refused.replace("%1", "2"),
        ]
        arrive("white")  # three: still not enough, and still said
        assert refused.replace("%1", "1") in window.message.text()
        arrive("black")  # four: table 1 can start; its line goes, table 2's stays
        assert window.message.text() == refused.replace("%1", "2")
        qtbot.waitUntil(
            lambda: window.cards[0].status.text() == "Ready to start · 4 players", timeout=WAIT
        )
        assert not window.cards[0].notes.isVisibleTo(window.cards[0])
        assert window.cards[0].buttons["start"].isEnabled()
        # Another click says only what holds now.
        window.cards[0].buttons["start"].click()
        assert host.tables[0].started and window.message.text() == ""
    finally:
        for p in peers:
            p.close()
        host.close()


class LaptopScreen:
    """A 1366×768 laptop's screen, less its task bar."""

    @staticmethod
    def availableGeometry() -> QRect:
        return QRect(0, 0, *WORK_AREAS["1366x768"])


def test_the_teachers_window_opens_within_the_screens_work_area(
    qtbot: QtBot, app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 23: the window opened at its bare size hint, 320 px tall, cards cut off."""
    monkeypatch.setattr(ClassWindow, "screen", lambda _self: LaptopScreen)
    host_table(app, "Class 5C", tables=3, pack=KEYWORDS)
    window = desk_of(app).window
    laptop = LaptopScreen.availableGeometry()
    assert window.geometry() == window.opening_geometry(laptop)
    assert window.height() > 600
    for area in (laptop, QRect(0, 0, *WORK_AREAS["1920x1080"]), QRect(1920, 0, 2560, 1400)):
        rect = window.opening_geometry(area)
        # Within the work area, with room for the window's frame and title bar.
        assert area.contains(rect.marginsAdded(QMargins(4, 32, 4, 4))), (area, rect)
        assert rect.height() >= min(area.height() - 36, 900), (area, rect)
    # On the laptop, the three tables' cards show whole, and nothing is cut.
    window.place_on(laptop)
    problems = fit_problems(window, (window.width(), window.height()), "", scrolled_texts=True)
    assert problems == []
    viewport = window.grid_host.parentWidget()
    assert viewport is not None
    for card in window.cards:
        box = QRect(card.mapTo(viewport, QPoint(0, 0)), card.size())
        assert viewport.rect().contains(box), (card.number, box, viewport.size())


def test_the_teachers_window_says_where_students_join(qtbot: QtBot, app: App) -> None:
    """Issue 23: only the port was shown, not the address pupils join nor the browsers' page."""
    host_table(app, "Class 6D", tables=2, pack=KEYWORDS, pin="2468")
    host = host_of(app)
    window = desk_of(app).window
    service = app.service
    assert service is not None and service.web_url is not None
    text = window.join_label.text()
    assert f"127.0.0.1:{host.port}" in text  # the tests' only interface
    assert "“Class 6D” from the list" in text and "PIN: 2468" in text
    assert f"In a browser: {service.web_url}" in text
    # Several interfaces: each address, as the table window lists them.
    other = ClassWindow(host, addresses=("192.168.1.20", "10.0.0.5"))
    qtbot.addWidget(other)
    assert f"192.168.1.20:{host.port}, 10.0.0.5:{host.port}" in other.join_label.text()
    assert "browser" not in other.join_label.text()  # no web client, no page to open


def test_dealing_says_what_it_does_before_and_after(qtbot: QtBot, app: App) -> None:
    """Issue 23: "Deal the class" said nothing of what it does."""
    host_table(app, "Class 4B", tables=2, pack=KEYWORDS)
    host = host_of(app)
    window = desk_of(app).window
    explained = window.deal_button.toolTip()
    assert "every student present at a table, at random" in explained
    assert "two teams of equal size" in explained
    assert window.deal_button.whatsThis() == explained
    from decrypto_qt.net.client import HostConnection

    kids = [HostConnection(LOOPBACK, host.port, names=(f"Kid{i}",), table=1) for i in range(7)]
    for k in kids:
        k.open()
    try:
        qtbot.waitUntil(lambda: len(host.tables[0].book.seats) == 7, timeout=WAIT)
        window.deal_button.click()
        assert window.message.text() == (
            "The class is dealt: 7 students at 2 tables. Check the tables, then start."
        )
    finally:
        for k in kids:
            k.close()


def test_a_card_tells_a_scripted_bot_from_a_computer_player(qtbot: QtBot) -> None:
    """Issue 23: a scripted bot (its hello gives no level) was badged "computer" like a
    computer player that reads the words."""
    from decrypto_qt.net.classroom import TableSummary, TeamSummary
    from decrypto_qt.ui.class_window import TableCard

    card = TableCard(1)
    qtbot.addWidget(card)
    teams = (
        TeamSummary("white", "White", ("Ann", "Bot 1"), 0, 0),
        TeamSummary("black", "Black", ("Cy", "Computer 1"), 0, 0),
    )
    lobby = TableSummary(
        1, "3B – 1", "lobby", 0, False, None, teams, (), 0, None, "en",
        computers=(("Bot 1", None), ("Computer 1", "hard")),
    )  # fmt: skip
    card.show_summary(lobby, now=0.0)
    white, black = card.teams.text().split("<br>")
    assert "(<i>scripted&nbsp;bot</i>)" in white and "computer" not in white
    assert "(<i>computer&nbsp;·&nbsp;hard</i>)" in black and "scripted" not in black
    assert card.status.text() == "Ready to start · 4 players"
