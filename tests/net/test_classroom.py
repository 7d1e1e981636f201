"""The teacher's overview and controls over a class's tables, with real windows on 127.0.0.1."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import RuleError, Team, WordPack, bundled_pack
from decrypto_qt.net import classroom
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from tests.helpers.net import LOOPBACK
from tests.net.test_class_host import class_bots_in_turn, make_class


def pupils(qtbot: QtBot, host: GameHost, count: int) -> list[HostConnection]:
    """Pupils arriving one after another (each connects on its own thread: opened together,
    they would sit down in whichever order their connections were made)."""
    conns = []
    for i in range(count):
        c = HostConnection(LOOPBACK, host.port, names=(f"Pupil{i:02d}",))
        c.open()
        conns.append(c)
        qtbot.waitUntil(lambda c=c: c.last_lobby is not None, timeout=10_000)
    return conns


def test_dealing_the_class_balances_tables_and_teams_and_tells_every_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path, 3, start_at=None)
    conns = pupils(qtbot, host, 13)
    try:
        tokens = {c.welcome.window: c.resume_token for c in conns}  # type: ignore[union-attr]
        classroom.deal_class(host, random.Random(4))
        sizes = sorted(len(t.book.seats) for t in host.tables)
        assert sizes == [4, 4, 5]
        for table in host.tables:
            whites = sum(1 for s in table.book.players() if s.team is Team.WHITE)
            blacks = sum(1 for s in table.book.players() if s.team is Team.BLACK)
            assert abs(whites - blacks) <= 1
        # Each window was told its new table, keeps its token, and its lobby is that table's.
        for c in conns:
            wid = c.welcome.window  # type: ignore[union-attr]
            home = next(t for t in host.tables if wid in t.book.windows)
            qtbot.waitUntil(
                lambda c=c, home=home: (
                    c.welcome is not None
                    and c.welcome.table == home.number
                    and c.last_lobby is not None
                    and c.last_lobby.room == home.room
                    and len(c.last_lobby.players) == len(home.book.seats)
                ),
                timeout=5_000,
            )
            assert c.resume_token == tokens[wid]
        # The dealt tables can start; the overview shows them in lobby, ready to go.
        assert all(s.problem is None for s in classroom.overview(host))
        assert classroom.control_all(host, "start") == {}
        with pytest.raises(RuleError):
            classroom.deal_class(host)
    finally:
        for c in conns:
            c.close()
        host.close()


def test_the_teacher_moves_a_player_to_another_table_and_team(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_class(tmp_path, 2, start_at=None)
    conns = pupils(qtbot, host, 2)
    try:
        seat = conns[0].seats[0].id
        assert seat in host.tables[0].book.seats
        classroom.move_player(host, seat, 2, Team.BLACK)
        assert seat in host.tables[1].book.seats and seat not in host.tables[0].book.seats
        assert host.tables[1].book.seats[seat].team is Team.BLACK
        qtbot.waitUntil(
            lambda: conns[0].welcome is not None and conns[0].welcome.table == 2, timeout=5_000
        )
        with pytest.raises(RuleError):
            classroom.move_player(host, seat, 7)
        with pytest.raises(RuleError):
            classroom.move_player(host, "nobody", 1)
    finally:
        for c in conns:
            c.close()
        host.close()


def test_the_overview_follows_every_table_and_shows_no_secret(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_class(tmp_path, 2, start_at=4)
    host.tables[1].start_at = None
    bots = class_bots_in_turn(
        qtbot, host.port, [(f"T1P{i}", "white" if i % 2 == 0 else "black", 1, 0) for i in range(4)]
    )
    waiting = HostConnection(LOOPBACK, host.port, names=("Late",), table=2)
    waiting.open()
    try:
        qtbot.waitUntil(lambda: waiting.last_lobby is not None, timeout=10_000)
        qtbot.waitUntil(
            lambda: host.tables[0].state is not None and host.tables[0].state.round.number >= 2,
            timeout=20_000,
        )
        refused = classroom.control_all(host, "pause")
        assert set(refused) == {2}  # table 2 has not started: said, and nothing else stops
        first, second = classroom.overview(host)
        assert first.paused and first.phase != "lobby" and first.round >= 2
        assert [t.players for t in first.teams] == [("T1P0", "T1P2"), ("T1P1", "T1P3")]
        assert second.phase == "lobby" and second.problem is not None
        assert [t.players for t in second.teams if t.players] == [("Late",)]
        # Nothing secret: no keyword of either team, no code not yet revealed.
        state = host.tables[0].state
        assert state is not None
        text = repr(classroom.overview(host))
        for team in state.setup.teams:
            for word in team.keywords:
                assert word not in text
        waiting.drop()
        qtbot.waitUntil(lambda: classroom.overview(host)[1].away == ("Late",), timeout=5_000)
        assert classroom.control_all(host, "resume") == {2: "There is no game yet."}
        classroom.control(host.tables[0], "end")
        over = classroom.overview(host)[0]
        assert over.phase == "game_over" and over.reason is not None
        with pytest.raises(RuleError):
            classroom.control(host.tables[0], "dance")
    finally:
        for b in bots:
            b.conn.close()
        waiting.close()
        host.close()


def test_one_word_list_for_the_class_and_a_language_per_table(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_class(tmp_path, 3, start_at=None)
    conns = pupils(qtbot, host, 12)
    try:
        class_list = WordPack("unit 5", "", tuple(f"vocab{i:03d}" for i in range(60)))
        assert classroom.use_pack(host, class_list) == {}
        assert classroom.use_pack(host, bundled_pack("fr"), [2]) == {}
        fr = bundled_pack("fr").name
        assert [t.pack.name for t in host.tables] == ["unit 5", fr, "unit 5"]
        assert [s.pack for s in classroom.overview(host)] == ["unit 5", fr, "unit 5"]
        host.tables[0].start_game()
        host.tables[1].start_game()
        french = set(bundled_pack("fr").words)
        for number, source in ((1, set(class_list.words)), (2, french)):
            state = host.tables[number - 1].state
            assert state is not None
            assert {w for t in state.setup.teams for w in t.keywords} <= source
        # A started table keeps its words and says why; the others change.
        refused = classroom.use_pack(host, bundled_pack("nl"))
        assert set(refused) == {1, 2} and host.tables[2].pack.language == "nl"
    finally:
        for c in conns:
            c.close()
        host.close()
