"""A class: one host, several tables, over 127.0.0.1 — routing, isolation and resume."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import EndGame, Phase, RuleError, Settings, WordPack, bundled_pack
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.discovery import Advertiser
from decrypto_qt.net.host import GameHost
from decrypto_qt.protocol import messages as msg
from tests.helpers.net import LOOPBACK, WORDS
from tests.helpers.processes import free_port
from tests.helpers.raw_peer import RawPeer

KEYWORDS = WordPack("secret words", "", tuple(f"secretword{i:03d}" for i in range(200)))
"""Keywords no bot writes as a clue, so that finding one in a window's bytes is a leak."""


def make_class(tmp_path: Path, tables: int, *, start_at: int | None = 4, port: int = 0) -> GameHost:
    host = GameHost(
        "Class 3B",
        settings=Settings(timer_seconds=None),
        pack=KEYWORDS,
        data_dir=tmp_path,
        start_at=start_at,
        seed=7,
        tables=tables,
    )
    host.listen(LOOPBACK, port)
    return host


def class_bot(
    port: int, name: str, team: str, table: int | None, seed: int = 0, **kw: object
) -> Bot:
    conn = HostConnection(LOOPBACK, port, names=(name,), team=team, table=table, **kw)  # type: ignore[arg-type]
    conn.received = []
    bot = Bot(conn, WORDS, rng=random.Random(f"{seed}-{name}"), secret=str(seed))
    conn.open()
    return bot


def class_bots_in_turn(
    qtbot: QtBot, port: int, specs: list[tuple[str, str, int, int]]
) -> list[Bot]:
    """Bots (name, team, table, seed) arriving one after another, each seated before the next
    connects: opened together, they would sit down in whichever order their connections were
    made, and a test reading the rosters' order would fail now and then."""
    bots = []
    for name, team, table, seed in specs:
        bot = class_bot(port, name, team, table, seed=seed)
        bots.append(bot)
        qtbot.waitUntil(lambda bot=bot: bot.conn.welcome is not None, timeout=10_000)
    return bots


@contextmanager
def seated(host: GameHost, per_table: int = 4) -> Iterator[dict[int, list[Bot]]]:
    """``per_table`` bots at each table, asking for it by number; named T<table>P<i>."""
    bots = {
        t.number: [
            class_bot(host.port, f"T{t.number}P{i}", "white" if i % 2 == 0 else "black", t.number)
            for i in range(per_table)
        ]
        for t in host.tables
    }
    try:
        yield bots
    finally:
        for table_bots in bots.values():
            for b in table_bots:
                b.conn.close()


def test_three_tables_play_to_the_end_at_once_and_no_byte_crosses_tables(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path, 3)
    try:
        with seated(host) as bots:
            everyone = [b for table_bots in bots.values() for b in table_bots]
            qtbot.waitUntil(lambda: all(b.outcome for b in everyone), timeout=60_000)
            for table in host.tables:
                assert table.state is not None and table.state.phase is Phase.GAME_OVER
                for b in bots[table.number]:
                    assert b.conn.welcome is not None and b.conn.welcome.table == table.number
                    assert {s.id for s in b.conn.seats} <= set(table.book.seats)
            # Each table dealt its own keywords from its own memory (R2): decks differ.
            decks = [
                {w for team in t.state.setup.teams for w in team.keywords}  # type: ignore[union-attr]
                for t in host.tables
            ]
            for table in host.tables:
                mine = decks[table.number - 1]
                others = set().union(*(d for i, d in enumerate(decks) if i != table.number - 1))
                foreign_words = others - mine
                foreign_names = {
                    s.name for t in host.tables if t is not table for s in t.book.seats.values()
                }
                foreign_rooms = {t.room for t in host.tables if t is not table}
                for b in bots[table.number]:
                    lines = b.conn.received or []
                    assert len(lines) > 20 and b'"type":"welcome"' in lines[0]
                    # Past the welcome (which lists the tables by name and counts), nothing
                    # names another table, its players or a keyword only it holds.
                    after = b"\n".join(lines[1:])
                    for text in foreign_words | foreign_names | foreign_rooms:
                        assert text.encode() not in after, (table.number, text)
    finally:
        host.close()


def test_a_window_asks_for_a_table_or_is_balanced_and_a_missing_one_is_refused(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path, 3, start_at=None)
    conns = []
    try:
        for i in range(3):
            c = HostConnection(LOOPBACK, host.port, names=(f"Kid{i}",))
            c.open()
            conns.append(c)
            qtbot.waitUntil(lambda c=c: c.welcome is not None, timeout=5_000)
        # Balanced: one to each table, lowest number first.
        assert [c.welcome.table for c in conns] == [1, 2, 3]  # type: ignore[union-attr]
        infos = conns[-1].welcome.tables  # type: ignore[union-attr]
        assert [(t.number, t.players) for t in infos] == [(1, 1), (2, 1), (3, 1)]
        peer = RawPeer(host.port)
        peer.hello("Lost", table=9)
        qtbot.waitUntil(lambda: peer.last("refused") is not None, timeout=5_000)
        refusal = peer.last("refused")
        assert refusal is not None and refusal["code"] == "hello/no_table"
        assert "1 to 3" in refusal["message"]
        qtbot.waitUntil(lambda: peer.closed, timeout=5_000)
        assert sum(len(t.book.seats) for t in host.tables) == 3
    finally:
        for c in conns:
            c.close()
        host.close()


def test_a_window_moves_to_another_table_before_the_start(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_class(tmp_path, 2, start_at=None)
    ann = HostConnection(LOOPBACK, host.port, names=("Ann",), table=1)
    ann.open()
    try:
        qtbot.waitUntil(lambda: ann.last_lobby is not None, timeout=5_000)
        token = ann.resume_token
        welcomes: list[msg.Welcome] = []
        ann.welcomed.connect(welcomes.append)
        ann.choose(table=2)
        qtbot.waitUntil(lambda: bool(welcomes), timeout=5_000)
        assert welcomes[0].table == 2 and welcomes[0].resume == token
        qtbot.waitUntil(
            lambda: ann.last_lobby is not None and ann.last_lobby.room == host.tables[1].room,
            timeout=5_000,
        )
        assert [p.name for p in ann.last_lobby.players] == ["Ann"]  # type: ignore[union-attr]
        assert not host.tables[0].book.seats
        # No table 5: an error, nothing moves.
        errors: list[msg.Error] = []
        ann.error.connect(errors.append)
        ann.choose(table=5)
        qtbot.waitUntil(lambda: bool(errors), timeout=5_000)
        assert errors[0].code == "class/no_table"
        assert [s.name for s in host.tables[1].book.seats.values()] == ["Ann"]
    finally:
        ann.close()
        host.close()


def test_bad_input_a_kick_and_an_end_at_one_table_leave_the_others_untouched(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path, 3, start_at=4)
    host.tables[0].start_at = host.tables[2].start_at = None  # tables 1 and 3 wait
    quiet = {
        n: [HostConnection(LOOPBACK, host.port, names=(f"Q{n}{i}",), table=n) for i in range(4)]
        for n in (1, 3)
    }
    for conns in quiet.values():
        for c in conns:
            c.received = []
            c.open()
    playing = [
        class_bot(host.port, f"T2P{i}", "white" if i % 2 == 0 else "black", 2) for i in range(4)
    ]
    try:
        qtbot.waitUntil(lambda: host.tables[1].state is not None, timeout=10_000)
        qtbot.waitUntil(
            lambda: all(
                c.last_lobby is not None and len(c.last_lobby.players) == 4
                for conns in quiet.values()
                for c in conns
            ),
            timeout=10_000,
        )

        def heard(n: int) -> list[int]:
            return [
                sum(1 for line in c.received or [] if b'"type":"pong"' not in line)
                for c in quiet[n]
            ]

        before = {n: heard(n) for n in (1, 3)}
        books = {n: json.dumps(host.tables[n - 1].book.to_json()) for n in (1, 3)}
        errors: list[msg.Error] = []
        playing[0].conn.error.connect(errors.append)
        playing[0].conn.send_raw(b"{not json\n")
        # The bot plays on meanwhile, so an error about its own moves may come first.
        qtbot.waitUntil(lambda: any(e.code == "proto/bad_json" for e in errors), timeout=5_000)
        host.tables[1].kick(playing[1].conn.seats[0].id)
        host.tables[1].host_action(EndGame())
        state = host.tables[1].state
        assert state is not None and state.phase is Phase.GAME_OVER
        qtbot.waitUntil(lambda: playing[2].outcome is not None, timeout=5_000)
        # The other tables: no byte, no change.
        for n in (1, 3):
            assert heard(n) == before[n]
            assert json.dumps(host.tables[n - 1].book.to_json()) == books[n]
            assert host.tables[n - 1].state is None
        host.tables[0].start_game()
        assert host.tables[0].state is not None and host.tables[2].state is None
        assert heard(3) == before[3]
    finally:
        for b in playing:
            b.conn.close()
        for conns in quiet.values():
            for c in conns:
                c.close()
        host.close()


def test_every_table_resumes_after_the_host_stops(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_class(tmp_path, 2, start_at=4, port=free_port())  # still free for the restart
    with seated(host) as bots:
        qtbot.waitUntil(
            lambda: all(t.state is not None and t.state.version > 5 for t in host.tables),
            timeout=20_000,
        )
        tokens = {n: [b.conn.resume_token for b in bots[n]] for n in bots}
        for tb in bots.values():
            for b in tb:
                b.conn.drop()
        saved = {t.number: t.state for t in host.tables}
        port = host.port
        host.close()
    again = GameHost(
        "anything", pack=bundled_pack("en"), data_dir=tmp_path, settings=Settings(), tables=1
    )
    try:
        assert again.restore()
        assert again.is_class and again.room == "Class 3B" and len(again.tables) == 2
        for table in again.tables:
            assert table.state == saved[table.number]
        again.listen(LOOPBACK, port)
        back = HostConnection(LOOPBACK, port, resume=tokens[2][0], table=1)
        back.open()
        qtbot.waitUntil(lambda: back.last_view is not None, timeout=5_000)
        assert back.welcome is not None and back.welcome.table == 2  # the token's own table
    finally:
        back.close()
        again.close()


def test_the_lan_record_says_it_is_a_class_and_how_many_tables(tmp_path: Path) -> None:
    host = make_class(tmp_path, 4, start_at=None)
    try:
        adv = Advertiser(host, addresses=["127.0.0.1"])
        txt = adv.txt()
        assert txt["tables"] == "4" and txt["class"] == "1" and txt["room"] == "Class 3B"
        assert txt["phase"] == "lobby"
        adv._pool.shutdown()
    finally:
        host.close()


def test_tables_are_added_one_by_one_up_to_sixteen(tmp_path: Path) -> None:
    host = make_class(tmp_path, 1, start_at=None)
    try:
        assert not host.is_class and host.room == "Class 3B"
        while len(host.tables) < 16:
            host.add_table()
        assert host.is_class and host.tables[15].room == "Class 3B – 16"
        assert host.tables[15].data_dir == tmp_path / "tables" / "table-16"
        with pytest.raises(RuleError):
            host.add_table()
        with pytest.raises(RuleError):
            GameHost("x", pack=bundled_pack("en"), data_dir=tmp_path, tables=17)
    finally:
        host.close()


def test_a_new_class_never_resumes_an_older_class_s_tables(tmp_path: Path) -> None:
    old = make_class(tmp_path, 2, start_at=None)
    old.tables[1].room = "Old table"
    old.tables[1]._save()
    old.close()
    fresh = make_class(tmp_path, 2, start_at=None)  # not resumed: a new class
    fresh.close()
    again = GameHost("x", pack=bundled_pack("en"), data_dir=tmp_path)
    try:
        again.restore()
        assert again.tables[1].room == "Class 3B – 2"
    finally:
        again.close()


def test_an_older_window_that_names_no_table_is_seated_and_plays(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path, 2, start_at=None)
    peer = RawPeer(host.port)
    try:
        # A hello of protocol 1, minor 0: no "table" field at all.
        peer.hello("Oldie")
        qtbot.waitUntil(lambda: peer.last("lobby") is not None, timeout=5_000)
        welcome = peer.last("welcome")
        assert welcome is not None and welcome["table"] == 1 and welcome["minor"] >= 1
        assert [t["number"] for t in welcome["tables"]] == [1, 2]
        assert [s.name for s in host.tables[0].book.seats.values()] == ["Oldie"]
        peer.send_json(type="lobby_choice", id=1, ready=True)
        qtbot.waitUntil(
            lambda: host.tables[0].book.seats[welcome["seats"][0]["id"]].ready, timeout=5_000
        )
    finally:
        peer.close()
        host.close()


def test_a_full_table_is_refused_by_number_and_counted_as_full(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path, 2, start_at=None)
    peers: list[RawPeer] = []
    try:
        for i in range(8):  # the standard game takes eight players: table 1 is full
            peer = RawPeer(host.port)
            peer.hello(f"Kid{i}", table=1)
            peers.append(peer)
        qtbot.waitUntil(lambda: all(p.last("welcome") for p in peers), timeout=5_000)
        assert [(t.players, t.free) for t in host.table_infos()] == [(8, 0), (0, 8)]
        late = RawPeer(host.port)
        late.hello("Late", table=1)
        qtbot.waitUntil(lambda: late.last("refused") is not None, timeout=5_000)
        refusal = late.last("refused")
        assert refusal is not None and refusal["code"] == "hello/table_full"
        assert "Table 1 is full" in refusal["message"]
        assert len(host.tables[0].book.seats) == 8  # nobody squeezed in
        # A projector of the full table is still welcome; "any table" finds room.
        projector = RawPeer(host.port)
        projector.hello(table=1)
        anyone = RawPeer(host.port)
        anyone.hello("Late")
        qtbot.waitUntil(
            lambda: bool(projector.last("welcome") and anyone.last("welcome")), timeout=5_000
        )
        assert anyone.last("welcome")["table"] == 2  # type: ignore[index]
        # The LAN record counts the same: table 1 full, seven places at table 2.
        adv = Advertiser(host, addresses=["127.0.0.1"])
        txt = adv.txt()
        adv._pool.shutdown()
        assert txt["free"] == "7" and txt["seats"] == "8:0:l,1:7:l"
    finally:
        for p in peers:
            p.close()
        host.close()
