"""Hostile clients on 127.0.0.1: what one pupil with a script must not be able to spoil.

Each attack is bounded in count and time; "another computer" is another loopback
address (127.0.0.2…), which the host tells apart as it would two laptops.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import actions as act
from decrypto_qt.engine import bundled_pack
from decrypto_qt.net import autosave
from decrypto_qt.net.host import GameHost
from decrypto_qt.net.throttle import PinThrottle
from decrypto_qt.protocol.limits import MAX_LINE_BYTES, MAX_TABLE_PLAYERS
from tests.helpers.net import make_host, table_of
from tests.helpers.raw_peer import RawPeer

PIN = "4321"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def peers() -> Iterator[list[RawPeer]]:
    made: list[RawPeer] = []
    yield made
    for peer in made:
        peer.close()


def answer(qtbot: QtBot, peer: RawPeer) -> dict[str, object]:
    """The host's answer to the peer's hello: its welcome or its refusal."""
    qtbot.waitUntil(lambda: bool(peer.of_type("welcome") or peer.of_type("refused")), timeout=5000)
    return (peer.of_type("welcome") or peer.of_type("refused"))[0]


def hello(
    qtbot: QtBot,
    host: GameHost,
    peers: list[RawPeer],
    *names: str,
    source: str | None = None,
    **extra: object,
) -> dict[str, object]:
    peer = RawPeer(host.port, source=source)
    peers.append(peer)
    peer.hello(*names, **extra)
    return answer(qtbot, peer)


# --- PIN guessing ---------------------------------------------------------------------


def test_pin_guesses_from_one_address_wait_longer_and_longer_unchecked(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None, pin=PIN)
    clock = Clock()
    host.pin_throttle = PinThrottle(clock)
    try:
        codes = [hello(qtbot, host, peers, pin=f"{n:04d}")["code"] for n in range(4)]
        assert codes == ["hello/pin"] * 4  # three free tries, then the fourth sets a wait
        # While it waits, even the right PIN is not looked at: the answer tells nothing.
        waiting = hello(qtbot, host, peers, pin=PIN)
        assert waiting["code"] == "hello/pin_wait" and "1 s" in str(waiting["message"])
        clock.t += 1.0
        assert hello(qtbot, host, peers, pin="0004")["code"] == "hello/pin"
        assert hello(qtbot, host, peers, pin=PIN)["code"] == "hello/pin_wait"  # now 2 s
        clock.t += 2.0
        assert hello(qtbot, host, peers, "Ann", pin=PIN)["type"] == "welcome"
    finally:
        host.close()


def test_a_right_pin_from_another_computer_gets_in_at_once(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None, pin=PIN)
    host.pin_throttle = PinThrottle(Clock())
    try:
        for n in range(6):
            hello(qtbot, host, peers, pin=f"{n:04d}", source="127.0.0.2")
        assert hello(qtbot, host, peers, pin=PIN, source="127.0.0.2")["code"] == "hello/pin_wait"
        assert hello(qtbot, host, peers, "Ann", pin=PIN)["type"] == "welcome"
    finally:
        host.close()


def test_many_addresses_together_are_paced_by_the_room(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None, pin=PIN)
    clock = Clock()
    host.pin_throttle = PinThrottle(clock, room_free=5, room_gap=3.0)
    try:
        # A player's computer gets in before the attack starts.
        assert hello(qtbot, host, peers, "Ann", pin=PIN, source="127.0.0.9")["type"] == "welcome"
        for n in range(5):  # one wrong PIN each from five addresses
            assert hello(qtbot, host, peers, pin="0000", source=f"127.0.1.{n + 1}")["code"] == (
                "hello/pin"
            )
        # The room is paced now: a fresh address waits, unchecked; a known one does not.
        assert hello(qtbot, host, peers, pin="1111", source="127.0.1.50")["code"] == (
            "hello/pin_wait"
        )
        assert hello(qtbot, host, peers, "Bo", pin=PIN, source="127.0.0.9")["type"] == "welcome"
        clock.t += 3.0
        assert hello(qtbot, host, peers, "Cy", pin=PIN, source="127.0.1.50")["type"] == "welcome"
    finally:
        host.close()


def test_a_resume_token_gets_its_own_seat_back_however_many_wrong_pins(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None, pin=PIN)
    host.pin_throttle = PinThrottle(Clock(), room_free=2)
    try:
        welcome = hello(qtbot, host, peers, "Ann", pin=PIN)
        for n in range(8):
            hello(qtbot, host, peers, pin=f"{n:04d}")
        peers[0].close()
        qtbot.waitUntil(lambda: host.connected_windows == 0, timeout=5000)
        back = hello(qtbot, host, peers, "Whoever", pin="9999", resume=welcome["resume"])
        assert back["type"] == "welcome" and back["seats"] == welcome["seats"]
    finally:
        host.close()


# --- windows that would lock the room ------------------------------------------------


def test_windows_without_a_seat_go_when_they_disconnect(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=4)
    try:
        with table_of(host) as bots:
            qtbot.waitUntil(lambda: host.started, timeout=10_000)
            for n in range(20):  # random tokens: each a new spectator window
                hello(qtbot, host, peers, resume=f"made-up-{n}")
            assert host.window_count() == 24
            for peer in peers:
                peer.close()
            qtbot.waitUntil(lambda: host.window_count() == 4, timeout=5000)
            host._save()
            saved = json.loads(host.autosave_path.read_text(encoding="utf-8"))
            assert len(saved["seats"]["windows"]) == 4
            assert all(bot.conn.state == "connected" for bot in bots)
    finally:
        host.close()


def test_seatless_windows_of_an_old_save_are_not_brought_back(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None)
    hello(qtbot, host, peers, "Ann")
    spectator = hello(qtbot, host, peers)
    host.close()
    # An autosave written before seatless windows were left out of it.
    data = json.loads(host.autosave_path.read_text(encoding="utf-8"))
    data["seats"]["windows"].append({"id": "win9", "token": "old-spectator", "seats": []})
    autosave.write_atomic(host.autosave_path, json.dumps(data))
    again = make_host(tmp_path, start_at=None)
    try:
        again.restore()
        assert [w.seats for w in again.book.windows.values()] == [["p1"]]
        assert again.book.by_token(str(spectator["resume"])) is None
    finally:
        again.close()


def test_connections_from_one_address_are_capped(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None)
    host.max_per_address = 5
    try:
        answers = [hello(qtbot, host, peers) for _ in range(7)]
        assert [a["type"] for a in answers] == ["welcome"] * 5 + ["refused"] * 2
        assert answers[-1]["code"] == "hello/room_full"
        assert hello(qtbot, host, peers, "Ann", source="127.0.0.2")["type"] == "welcome"
        assert host.window_count() == 6
    finally:
        host.close()


def test_a_stuffed_lobby_sends_no_line_over_the_limit_and_players_stay(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None)
    host.max_per_address = 100
    watcher = RawPeer(host.port)
    peers.append(watcher)
    watcher.hello()
    try:
        with table_of(host) as bots:
            qtbot.waitUntil(lambda: all(b.conn.state == "connected" for b in bots), timeout=10_000)
            welcomes = [0] * len(bots)
            for i, bot in enumerate(bots):
                bot.conn.welcomed.connect(lambda _w, i=i: welcomes.__setitem__(i, welcomes[i] + 1))
            # 40 windows of 8 players with the longest names, 4 bytes a character.
            refusals = []
            for w in range(40):
                names = [f"{w:02d}{k}" + "\U0001f600" * 37 for k in range(8)]
                got = hello(qtbot, host, peers, *names)
                if got["type"] == "refused":
                    refusals.append(got["code"])
            watcher.send_json(type="ping", t=1)
            qtbot.waitUntil(lambda: bool(watcher.of_type("pong")), timeout=5000)
            assert watcher.longest <= MAX_LINE_BYTES + 1
            # The players were never cut off, and still see the whole lobby.
            assert welcomes == [0] * len(bots)
            assert all(bot.conn.state == "connected" for bot in bots)
            assert len(host.book.seats) <= MAX_TABLE_PLAYERS
            assert set(refusals) == {"hello/table_full"}
            assert watcher.of_type("lobby")[-1]["windows"] == len(host._conns)
            qtbot.waitUntil(
                lambda: all(
                    b.conn.last_lobby is not None
                    and len(b.conn.last_lobby.players) == len(host.book.seats)
                    for b in bots
                ),
                timeout=5000,
            )
            # One drops and comes back with its token: its own name and seat.
            bot = bots[1]
            seat = bot.conn.seats[0]
            bot.conn.drop()
            qtbot.waitUntil(lambda: welcomes[1] == 1, timeout=10_000)
            assert bot.conn.seats[0] == seat
    finally:
        host.close()


# --- malformed and slow input -----------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        {"type": "[" * 990 + "]" * 990},
        {"type": "action", "id": 1, "action": {"type": "set_note", "keyword": 1, "text": None}},
    ],
    ids=["type", "action"],
)
def test_deep_nesting_gets_a_clean_protocol_error(
    qtbot: QtBot,
    tmp_path: Path,
    peers: list[RawPeer],
    caplog: pytest.LogCaptureFixture,
    message: dict[str, object],
) -> None:
    deep = "[" * 990 + "]" * 990
    line = json.dumps(message).replace('"' + deep + '"', deep).replace("null", deep)
    host = make_host(tmp_path, start_at=None)
    try:
        assert hello(qtbot, host, peers, "Ann")["type"] == "welcome"
        peer = peers[0]
        with caplog.at_level(logging.DEBUG):
            peer.send(line.encode() + b"\n")
            peer.send_json(type="ping", t=5)
            qtbot.waitUntil(lambda: bool(peer.of_type("pong")), timeout=5000)
        errors = peer.of_type("error")
        assert [e["code"] for e in errors] == ["proto/bad_json"]
        assert "16 levels" in errors[0]["message"]
        assert not any(r.exc_info for r in caplog.records)
        assert peer.connected
    finally:
        host.close()


def test_a_line_dripped_a_byte_at_a_time_is_cut(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None)
    host.line_seconds = 0.5
    drip = QTimer()
    try:
        assert hello(qtbot, host, peers, "Ann")["type"] == "welcome"
        peer = peers[0]
        drip.timeout.connect(lambda: peer.send(b" "))  # heard all the time, never a line
        peer.send(b'{"type": "ping", "t":')
        drip.start(100)
        qtbot.waitUntil(lambda: peer.closed, timeout=4000)
        assert peer.last("error") is not None
        assert peer.last("error")["code"] == "proto/slow_line"  # type: ignore[index]
    finally:
        drip.stop()
        host.close()


# --- an unbounded save --------------------------------------------------------------------


def test_a_flood_of_notes_keeps_the_save_small_and_loses_nothing(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer]
) -> None:
    host = make_host(tmp_path, start_at=None)
    host.flood_messages = 10_000
    try:
        for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]:
            hello(qtbot, host, peers, name, team=team)
        host.start_game()
        ann, bo = peers[0], peers[1]
        qtbot.waitUntil(lambda: bool(bo.of_type("view")), timeout=5000)
        flood = 1500
        text = "x" * 480
        batch = b"".join(
            json.dumps(
                {
                    "type": "action",
                    "id": n,
                    "action": {"type": "set_note", "keyword": n % 4 + 1, "text": f"{text}{n}"},
                }
            ).encode()
            + b"\n"
            for n in range(flood)
        )
        bo.send(batch)
        bo.send_json(type="ping", t=9)
        qtbot.waitUntil(lambda: bool(bo.of_type("pong")), timeout=20_000)
        assert bo.of_type("error") == []
        host._save()
        size = host.autosave_path.stat().st_size
        journal = host.journal_path.stat().st_size if host.journal_path.exists() else 0
        assert size + journal < 100_000
        # The last of each note reaches the team with the next move of the game.
        assert host.state is not None
        encryptor = host.state.round.code_of(host.state.players[0].team)
        assert encryptor is not None and encryptor.encryptor == "p1"
        ann.send_json(
            type="action", id=1, action={"type": "submit_clues", "clues": ["a", "b", "c"]}
        )
        last = tuple(f"{text}{n}" for n in range(flood - 4, flood))
        qtbot.waitUntil(
            lambda: host.state is not None and host.state.notes[0] == last, timeout=5000
        )
    finally:
        host.close()


# --- resuming --------------------------------------------------------------------------------


def test_an_ended_game_is_not_resumed(
    qtbot: QtBot, tmp_path: Path, peers: list[RawPeer], caplog: pytest.LogCaptureFixture
) -> None:
    host = make_host(tmp_path, start_at=None)
    for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]:
        hello(qtbot, host, peers, name, team=team)
    host.start_game()
    host.host_action(act.EndGame())
    assert host.state is not None and host.state.outcome is not None
    host.close()
    again = make_host(tmp_path, start_at=None)
    try:
        with caplog.at_level(logging.INFO):
            assert again.restore() is False
        assert again.state is None and not again.book.seats
        assert "nothing to resume" in caplog.text and "in play" not in caplog.text
        assert autosave.unfinished_game(tmp_path) is None
        # The ended game is still there to read back (export, tests).
        reader = GameHost("reader", pack=bundled_pack("en"), data_dir=tmp_path)
        assert reader.restore(ended=True) and reader.state is not None
        reader.close()
    finally:
        again.close()
