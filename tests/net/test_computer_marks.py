"""Computer seats are marked for every window: in the lobby, in every view, and after a restart."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.net.seats import SeatBook
from tests.helpers.net import LOOPBACK, make_bot, make_host
from tests.helpers.raw_peer import RawPeer


def marks_in_lobby(conn: HostConnection) -> dict[str, tuple[bool, str | None]]:
    assert conn.last_lobby is not None
    return {p.name: (p.computer, p.level) for p in conn.last_lobby.players}


def marks_in_view(conn: HostConnection) -> dict[str, tuple[bool, str | None]]:
    assert conn.last_view is not None
    return {
        p["name"]: (bool(p.get("computer", False)), p.get("level"))
        for t in conn.last_view.view["teams"]
        for p in t["players"]
    }


def test_a_computer_player_is_marked_in_every_windows_lobby_and_view(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path)
    table = HostConnection(LOOPBACK, host.port)
    table.open()
    people = [make_bot(host.port, n, t) for n, t in (("Ann", "white"), ("Bob", "white"))]
    people.append(make_bot(host.port, "Cy", "black"))
    computer = make_bot(host.port, "Computer 1", "black", computer=True, level="hard")
    windows = [table, *(b.conn for b in [*people, computer])]
    expected = {
        "Ann": (False, None),
        "Bob": (False, None),
        "Cy": (False, None),
        "Computer 1": (True, "hard"),
    }
    try:
        qtbot.waitUntil(lambda: host.started, timeout=10_000)
        qtbot.waitUntil(
            lambda: all(c.last_view is not None and c.last_lobby is not None for c in windows),
            timeout=10_000,
        )
        for conn in windows:
            assert marks_in_lobby(conn) == expected
            assert marks_in_view(conn) == expected
        # People's roster entries carry no mark at all, as from an older host.
        view = table.last_view
        assert view is not None
        humans = [p for t in view.view["teams"] for p in t["players"] if p["name"] != "Computer 1"]
        assert all(set(p) == {"id", "name"} for p in humans)
        # The host keeps the mark across a restart (it is saved with the seats).
        book = SeatBook.from_json(host.book.to_json())
        assert [(s.name, s.level) for s in book.players() if s.computer] == [("Computer 1", "hard")]
        # A person who takes over the computer's seat (R32) is not marked.
        seat_id = next(s.id for s in host.book.players() if s.computer)
        computer.conn.close()
        host.free_seat(seat_id)
        dee = HostConnection(LOOPBACK, host.port, names=("Dee",))
        windows.append(dee)
        dee.open()
        qtbot.waitUntil(lambda: dee.last_view is not None, timeout=10_000)
        qtbot.waitUntil(lambda: marks_in_view(table).get("Dee") == (False, None), timeout=10_000)
        assert marks_in_lobby(table)["Dee"] == (False, None)
        assert not any(computer for computer, _ in marks_in_view(dee).values())
    finally:
        for conn in windows:
            conn.close()
        host.close()


def test_a_computer_flag_that_is_not_true_or_false_is_refused_and_seats_nobody(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host: GameHost = make_host(tmp_path)
    peer = RawPeer(host.port)
    try:
        qtbot.waitUntil(lambda: peer.connected, timeout=5_000)
        peer.hello("Robo", computer="yes")
        qtbot.waitUntil(lambda: bool(peer.of_type("error")), timeout=5_000)
        error = peer.of_type("error")[0]
        assert error["code"] == "proto/bad_field"
        assert "hello.computer" in error["message"] and "true or false" in error["message"]
        peer.hello("Robo", computer=True, level="genius")
        qtbot.waitUntil(lambda: len(peer.of_type("error")) == 2, timeout=5_000)
        assert "hello.level" in peer.of_type("error")[1]["message"]
        assert not host.book.seats and not peer.of_type("welcome")
        # The same window may then say hello properly.
        peer.hello("Robo", computer=True, level="easy")
        qtbot.waitUntil(lambda: bool(peer.of_type("lobby")), timeout=5_000)
        lobby = peer.last("lobby")
        assert lobby is not None
        assert [(p["name"], p["computer"], p["level"]) for p in lobby["players"]] == [
            ("Robo", True, "easy")
        ]
    finally:
        peer.close()
        host.close()
