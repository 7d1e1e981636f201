"""The host's web side over real sockets: files, headers, the WebSocket's guards."""

from __future__ import annotations

import http.client
import json
import socket
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from decrypto_qt.net.host import GameHost
from decrypto_qt.net.web_server import content_security_policy
from decrypto_qt.paths import resources_dir
from tests.helpers.net import LOOPBACK, make_host
from tests.helpers.web import InThread


@pytest.fixture
def host(qtbot: QtBot, tmp_path: Path) -> GameHost:
    h = make_host(tmp_path, start_at=None, pin="4821")
    h.listen_web(LOOPBACK, 0)
    yield h
    h.close()


def get(qtbot: QtBot, port: int, path: str, headers: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    def fetch() -> tuple[int, dict[str, str], bytes]:
        c = http.client.HTTPConnection(LOOPBACK, port, timeout=5)
        c.request("GET", path, headers=headers or {})
        r = c.getresponse()
        out = (r.status, {k.lower(): v for k, v in r.getheaders()}, r.read())
        c.close()
        return out

    job = InThread(fetch)
    qtbot.waitUntil(job.done, timeout=5000)
    return job.value()


def raw(qtbot: QtBot, port: int, data: bytes) -> bytes:
    """Send bytes as they are and read what comes back until the host closes."""

    def talk() -> bytes:
        with socket.create_connection((LOOPBACK, port), timeout=5) as s:
            s.sendall(data)
            out = b""
            while chunk := s.recv(65536):
                out += chunk
            return out

    job = InThread(talk)
    qtbot.waitUntil(job.done, timeout=5000)
    return job.value()


def test_the_page_and_its_files_are_served_with_their_types_and_a_strict_policy(
    qtbot: QtBot, host: GameHost
) -> None:
    port = host.web_port
    assert port is not None and port != host.port
    status, headers, body = get(qtbot, port, "/")
    assert status == 200
    assert body == (resources_dir() / "web" / "index.html").read_bytes()
    assert headers["content-type"] == "text/html; charset=utf-8"
    csp = headers["content-security-policy"]
    assert csp == content_security_policy(f"{LOOPBACK}:{port}")
    assert "default-src 'none'" in csp and "script-src 'self'" in csp
    assert "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
    assert headers["x-content-type-options"] == "nosniff"
    for path, kind in [("/app.js", "text/javascript"), ("/style.css", "text/css")]:
        status, headers, _ = get(qtbot, port, path)
        assert status == 200 and headers["content-type"].startswith(kind)


@pytest.mark.parametrize(
    "path",
    [
        "/../pyproject.toml",
        "/..%2f..%2fpyproject.toml",
        "/%2e%2e/%2e%2e/decrypto_qt/net/host.py",
        "/words/en.txt",
        "/../words/en.txt",
        "//etc/passwd",
        "/web/../../etc/passwd",
        "/index.html%00.js",
        "/strings/../../etc.json",
        "/strings/xx.json",
    ],
)
def test_no_path_reaches_outside_the_web_folder(qtbot: QtBot, host: GameHost, path: str) -> None:
    status, _, body = get(qtbot, host.web_port, path)
    assert status == 404, body
    assert b"Not found" in body


def test_the_strings_and_the_room_are_served_as_json(qtbot: QtBot, host: GameHost) -> None:
    status, headers, body = get(qtbot, host.web_port, "/strings/fr.json")
    assert status == 200 and headers["content-type"].startswith("application/json")
    data = json.loads(body)
    assert data["strings"]["phase/decoding"] == "Déchiffrement"
    status, _, body = get(qtbot, host.web_port, "/room.json")
    assert json.loads(body) == {"room": "Test room", "pin": True, "protocol": 1}
    status, headers, body = get(qtbot, host.web_port, "/fonts/sans-sc.otf")
    assert status == 200 and headers["content-type"] == "font/otf"
    assert body == (resources_dir() / "fonts" / "DecryptoSansSC-Subset.otf").read_bytes()


def test_only_get_is_served_and_anything_not_http_is_closed(qtbot: QtBot, host: GameHost) -> None:
    assert raw(qtbot, host.web_port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").startswith(
        b"HTTP/1.1 405"
    )
    with_body = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
    assert raw(qtbot, host.web_port, with_body) == b""
    assert raw(qtbot, host.web_port, b"\x16\x03\x01 not http at all\r\n\r\n") == b""


def test_an_oversized_request_header_is_refused(qtbot: QtBot, host: GameHost) -> None:
    huge = b"GET / HTTP/1.1\r\nHost: x\r\nX: " + b"a" * 9000 + b"\r\n\r\n"
    reply = raw(qtbot, host.web_port, huge)
    assert reply.startswith(b"HTTP/1.1 431")


@pytest.mark.parametrize(
    "name",
    [
        "evil.example; script-src *",
        "rebind.example",  # another site's name pointed at this host (DNS rebinding)
        "rebind.example:80",
        "",
    ],
)
def test_a_host_header_that_is_not_this_machine_is_refused(
    qtbot: QtBot, host: GameHost, name: str
) -> None:
    status, _, _ = get(qtbot, host.web_port, "/", {"Host": name})
    assert status == 400


@pytest.mark.parametrize("name", ["127.0.0.1", "localhost", "[::1]", "192.168.1.20:47124"])
def test_addresses_and_the_machine_s_names_are_served(
    qtbot: QtBot, host: GameHost, name: str
) -> None:
    status, _, _ = get(qtbot, host.web_port, "/", {"Host": name})
    assert status == 200


def test_a_rebound_name_cannot_open_the_socket_even_with_a_matching_origin(
    qtbot: QtBot, host: GameHost
) -> None:
    port = host.web_port

    def attempt() -> int:
        c = http.client.HTTPConnection(LOOPBACK, port, timeout=5)
        c.request(
            "GET",
            "/ws",
            headers={
                "Host": f"rebind.example:{port}",
                "Origin": f"http://rebind.example:{port}",
                "Upgrade": "websocket",
                "Connection": "Upgrade",
                "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
                "Sec-WebSocket-Version": "13",
            },
        )
        status = c.getresponse().status
        c.close()
        return status

    job = InThread(attempt)
    qtbot.waitUntil(job.done, timeout=5000)
    assert job.value() == 400
    assert host.connected_windows == 0


def ws_hello(port: int, origin: str | None, hello: dict[str, object]) -> list[dict]:  # type: ignore[type-arg]
    with connect(f"ws://{LOOPBACK}:{port}/ws", origin=origin, open_timeout=5) as ws:  # type: ignore[arg-type]
        ws.send(json.dumps(hello))
        out = [json.loads(ws.recv(timeout=5))]
        if out[0]["type"] == "welcome":
            out.append(json.loads(ws.recv(timeout=5)))
        return out


def test_a_page_from_another_site_cannot_open_the_socket(qtbot: QtBot, host: GameHost) -> None:
    port = host.web_port
    job = InThread(lambda: ws_hello(port, "http://evil.example", {"type": "hello", "protocol": 1}))
    qtbot.waitUntil(job.done, timeout=5000)
    with pytest.raises(InvalidStatus) as info:
        job.value()
    assert info.value.response.status_code == 403
    assert host.connected_windows == 0


def test_the_page_s_own_origin_joins_with_the_pin(qtbot: QtBot, host: GameHost) -> None:
    port = host.web_port
    hello = {"type": "hello", "protocol": 1, "app": "web", "names": ["Ann"], "pin": "4821"}
    job = InThread(lambda: ws_hello(port, f"http://{LOOPBACK}:{port}", hello))
    qtbot.waitUntil(job.done, timeout=5000)
    welcome, lobby = job.value()
    assert welcome["type"] == "welcome" and welcome["seats"][0]["name"] == "Ann"
    assert lobby["type"] == "lobby" and [p["name"] for p in lobby["players"]] == ["Ann"]


def test_a_wrong_pin_is_refused_over_the_socket_too(qtbot: QtBot, host: GameHost) -> None:
    port = host.web_port
    hello = {"type": "hello", "protocol": 1, "app": "web", "names": ["Ann"], "pin": "0000"}
    job = InThread(lambda: ws_hello(port, None, hello))
    qtbot.waitUntil(job.done, timeout=5000)
    (refused,) = job.value()
    assert refused == {
        "type": "refused",
        "code": "hello/pin",
        "message": "This room has a PIN; the one given is wrong or missing.",
        "room": "Test room",
    }
    assert host.book.windows == {}


def test_the_web_client_is_off_unless_asked_for(qtbot: QtBot, tmp_path: Path) -> None:
    h = make_host(tmp_path, start_at=None)
    try:
        assert h.web_port is None and h.web is None
    finally:
        h.close()
