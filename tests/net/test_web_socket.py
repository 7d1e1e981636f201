"""Windows over the host's WebSocket: the same seats, tokens, limits and views as over TCP."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import Phase, view_for
from decrypto_qt.net.host import GameHost
from decrypto_qt.protocol.limits import MAX_LINE_BYTES
from tests.helpers.net import LOOPBACK, WORDS, make_bot, make_host
from tests.helpers.web import InThread, WebSocketHostConnection


@pytest.fixture
def host(qtbot: QtBot, tmp_path: Path) -> GameHost:
    h = make_host(tmp_path, start_at=4)
    h.listen_web(LOOPBACK, 0)
    yield h
    h.close()


def web_bot(host: GameHost, name: str, team: str, seed: int = 0) -> Bot:
    assert host.web_port is not None
    conn = WebSocketHostConnection(LOOPBACK, host.web_port, names=(name,), team=team)
    bot = Bot(conn, WORDS, rng=random.Random(f"{seed}-{name}"), secret=str(seed))
    conn.open()
    return bot


def test_two_web_windows_and_two_desktop_windows_play_a_whole_game(
    qtbot: QtBot, host: GameHost
) -> None:
    bots = [
        web_bot(host, "Web1", "white"),
        make_bot(host.port, "Tcp1", "black"),
        web_bot(host, "Web2", "black"),
        make_bot(host.port, "Tcp2", "white"),
    ]
    try:
        qtbot.waitUntil(lambda: all(b.outcome for b in bots), timeout=30_000)
        assert host.state is not None and host.state.phase is Phase.GAME_OVER
        web = bots[0].conn
        assert web.welcome is not None
        final = host.view_version(web.welcome.window)
        qtbot.waitUntil(lambda: web.last_view is not None and web.last_view.version == final)
        assert web.last_view is not None
        window = host.engine_window(web.welcome.window)
        # The browser's view is the engine's view for its window, byte for byte in JSON.
        assert web.last_view.view == json.loads(json.dumps(view_for(host.state, window)))
        assert web.last_view.view["outcome"] == bots[1].outcome
    finally:
        for b in bots:
            b.conn.close()


def test_a_web_window_that_drops_comes_back_to_its_seat_with_its_token(
    qtbot: QtBot, host: GameHost
) -> None:
    bots = [web_bot(host, "Ann", "white")] + [
        make_bot(host.port, n, t) for n, t in [("B", "black"), ("C", "white"), ("D", "black")]
    ]
    ann = bots[0].conn
    try:
        qtbot.waitUntil(lambda: ann.last_view is not None, timeout=10_000)
        assert ann.welcome is not None
        seat, token = ann.welcome.seats[0].id, ann.resume_token
        window = ann.welcome.window
        with qtbot.waitSignal(ann.status, check_params_cb=lambda s: s == "lost", timeout=5000):
            ann.drop()
        qtbot.waitUntil(lambda: ann.state == "connected", timeout=10_000)
        assert ann.welcome.window == window and ann.welcome.seats[0].id == seat
        assert ann.resume_token == token
        assert host.book.windows[window].connected
        qtbot.waitUntil(lambda: all(b.outcome for b in bots), timeout=30_000)
    finally:
        for b in bots:
            b.conn.close()


def test_a_message_over_the_size_limit_closes_the_socket_and_changes_nothing(
    qtbot: QtBot, host: GameHost
) -> None:
    port = host.web_port

    def oversize() -> tuple[int | None, str]:
        with connect(f"ws://{LOOPBACK}:{port}/ws", open_timeout=5, max_size=None) as ws:
            ws.send(json.dumps({"type": "hello", "protocol": 1, "app": "t", "names": ["Zed"]}))
            ws.recv(timeout=5)  # welcome
            ws.send("x" * (MAX_LINE_BYTES + 1))
            try:
                while True:
                    ws.recv(timeout=5)
            except ConnectionClosed as exc:
                return (exc.rcvd.code, exc.rcvd.reason) if exc.rcvd else (None, "")

    job = InThread(oversize)
    qtbot.waitUntil(job.done, timeout=10_000)
    code, reason = job.value()
    assert code == 1009  # message too big
    assert str(MAX_LINE_BYTES) in reason
    qtbot.waitUntil(lambda: host.connected_windows == 0)
    assert host.state is None


def test_a_message_at_the_size_limit_is_read(qtbot: QtBot, host: GameHost) -> None:
    port = host.web_port
    padding = "n" * (MAX_LINE_BYTES - 100)

    def at_limit() -> dict:  # type: ignore[type-arg]
        with connect(f"ws://{LOOPBACK}:{port}/ws", open_timeout=5) as ws:
            hello = {"type": "hello", "protocol": 1, "app": "t", "x": "", "names": ["Zed"]}
            hello["x"] = padding
            ws.send(json.dumps(hello))
            return json.loads(ws.recv(timeout=5))

    job = InThread(at_limit)
    qtbot.waitUntil(job.done, timeout=10_000)
    assert job.value()["type"] == "welcome"


def test_a_flooding_browser_is_disconnected_and_others_are_unaffected(
    qtbot: QtBot, host: GameHost
) -> None:
    port = host.web_port
    host.flood_messages = 50
    calm = make_bot(host.port, "Calm", "white")

    def flood() -> list[dict]:  # type: ignore[type-arg]
        seen: list[dict] = []  # type: ignore[type-arg]
        # No receive queue limit: with one, this client's reader stops at 16 unread
        # messages while the loop below still sends, and if the host's close frame came
        # in that same read, the next send waits out the client's 10 s close timeout.
        with connect(f"ws://{LOOPBACK}:{port}/ws", open_timeout=5, max_queue=None) as ws:
            ws.send(json.dumps({"type": "hello", "protocol": 1, "app": "t", "names": ["Fl"]}))
            try:
                for i in range(500):
                    ws.send(json.dumps({"type": "ping", "t": i}))
            except ConnectionClosed:
                pass  # closed while still sending: what came before is still read below
            try:
                while True:
                    seen.append(json.loads(ws.recv(timeout=5)))
            except ConnectionClosed:
                return seen
        return seen

    try:
        job = InThread(flood)
        qtbot.waitUntil(job.done, timeout=10_000)
        seen = job.value()
        errors = [m["code"] for m in seen if m["type"] == "error"]
        # The host says why unless the closing socket dropped the words on the way.
        assert errors in ([], ["proto/flood"])
        assert host.book.windows  # the flooder was seated, then cut off
        qtbot.waitUntil(lambda: host.connected_windows == 1)
        assert calm.conn.state == "connected"
    finally:
        calm.conn.close()


def test_browser_windows_meet_the_same_pin_throttle_and_address_cap(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Wrong PINs over TCP count for a browser of the same address, and the other way
    round; a browser's connections count toward its address's cap."""
    from decrypto_qt.net.throttle import PinThrottle
    from tests.helpers.raw_peer import RawPeer

    h = make_host(tmp_path, start_at=None, pin="4321")
    h.listen_web(LOOPBACK, 0)
    assert h.web_port is not None
    h.pin_throttle = PinThrottle(lambda: 1000.0, free=1)
    refusals: list[str] = []
    conns: list[WebSocketHostConnection] = []
    peers: list[RawPeer] = []

    def browser(pin: str) -> WebSocketHostConnection:
        conn = WebSocketHostConnection(LOOPBACK, h.web_port or 0, names=(), pin=pin)
        conn.refused.connect(lambda code, _m: refusals.append(code))
        conns.append(conn)
        conn.open()
        return conn

    try:
        browser("0000")
        qtbot.waitUntil(lambda: refusals == ["hello/pin"], timeout=5000)
        peer = RawPeer(h.port)
        peers.append(peer)
        peer.hello(pin="1111")
        qtbot.waitUntil(lambda: bool(peer.of_type("refused")), timeout=5000)
        browser("4321")  # the right PIN, but the address must wait: not checked
        qtbot.waitUntil(lambda: refusals[-1:] == ["hello/pin_wait"], timeout=5000)
        h.pin_throttle = PinThrottle(lambda: 1000.0)
        h.max_per_address = 2
        welcomed = [browser("4321"), browser("4321")]
        qtbot.waitUntil(lambda: all(c.state == "connected" for c in welcomed), timeout=5000)
        browser("4321")
        qtbot.waitUntil(lambda: refusals[-1:] == ["hello/room_full"], timeout=5000)
    finally:
        for c in conns:
            c.close()
        for p in peers:
            p.close()
        h.close()
