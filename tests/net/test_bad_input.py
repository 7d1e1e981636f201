"""Bad input from a peer against a live host: a clear error, no state change, no crash."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Team
from decrypto_qt.net.host import GameHost
from decrypto_qt.protocol.limits import MAX_LINE_BYTES
from tests.helpers.net import make_host
from tests.helpers.raw_peer import RawPeer


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[GameHost, dict[str, RawPeer]]]:
    """A started game: raw peers Ann, Bo (White) and Cy, Di (Black)."""
    host = make_host(tmp_path, start_at=None)
    peers: dict[str, RawPeer] = {}
    for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]:
        peer = RawPeer(host.port)
        peer.hello(name, team=team)
        peers[name] = peer
        qtbot.waitUntil(lambda p=peer: bool(p.of_type("welcome")), timeout=5000)
    host.start_game()
    for peer in peers.values():
        qtbot.waitUntil(lambda p=peer: bool(p.of_type("view")), timeout=5000)
    try:
        yield host, peers
    finally:
        for peer in peers.values():
            peer.close()
        host.close()


def seat(peer: RawPeer) -> str:
    return str(peer.of_type("welcome")[0]["seats"][0]["id"])


def encryptor(host: GameHost, peers: dict[str, RawPeer], team: Team) -> RawPeer:
    assert host.state is not None
    code = host.state.round.code_of(team)
    assert code is not None
    return next(p for p in peers.values() if seat(p) == code.encryptor)


def request(action: dict[str, object], **extra: object) -> bytes:
    """An action request line as a peer might send it."""
    return json.dumps({"type": "action", "id": 7, **extra, "action": action}).encode() + b"\n"


NOTE = {"type": "set_note", "keyword": 1, "text": "x"}
BAD_LINES = [
    (b"{nope\n", "proto/bad_json"),
    (b"[1, 2, 3]\n", "proto/bad_json"),
    (b'{"type": "ping", "t": NaN}\n', "proto/bad_json"),
    (b"\xff\xfe\xfa\n", "proto/bad_utf8"),
    (b'{"type": "teleport"}\n', "proto/unknown_type"),
    (b'{"no_type": 1}\n', "proto/unknown_type"),
    (b'{"type": "welcome", "protocol": 1}\n', "proto/unknown_type"),  # host-only message
    (b'{"type": "action", "action": {"type": "tick"}}\n', "proto/bad_field"),  # no id
    (b'{"type": "action", "id": "seven", "action": {}}\n', "proto/bad_field"),
    (request({"type": "pause"}), "action/unknown"),
    (request({"type": "tick"}), "action/unknown"),
    (request({"type": "lock_guess", "target": "grey", "code": [1, 2, 3]}), "proto/bad_field"),
    (request({"type": "submit_clues", "clues": "abc"}), "proto/bad_field"),
    (request(NOTE, player="p99"), "seat/not_yours"),
    (request({"type": "lock_guess", "target": "white", "code": [1, 2, 3]}), "phase/wrong_phase"),
    (request({**NOTE, "keyword": 9}), "note/keyword"),
    (request(NOTE, base=0), None),
    (b'{"type": "lobby_choice", "id": 3, "team": "black"}\n', "lobby/started"),
    (b'{"type": "hello", "protocol": 1, "app": "x"}\n', "proto/already_welcomed"),
    # A lone surrogate is not text: refused as the line is read (the engine refuses it too).
    (request({**NOTE, "text": "\ud800"}), "proto/bad_json"),
    (request({**NOTE, "text": "a\u0000b"}), "note/invalid"),
    (b"[" * 60_000 + b"\n", "proto/bad_json"),
]


@pytest.mark.parametrize(("line", "code"), BAD_LINES, ids=[c or "ok" for _, c in BAD_LINES])
def test_a_bad_message_gets_an_error_and_changes_nothing(
    qtbot: QtBot, table: tuple[GameHost, dict[str, RawPeer]], line: bytes, code: str | None
) -> None:
    host, peers = table
    peer = peers["Di"]  # not an encryptor: notes are refused to those (R25)
    before = host.state
    errors = len(peer.of_type("error"))
    peer.send(line)
    peer.send_json(type="ping", t=42)  # the connection still answers afterwards
    qtbot.waitUntil(lambda: any(m.get("t") == 42 for m in peer.of_type("pong")), timeout=5000)
    new_errors = peer.of_type("error")[errors:]
    if code is None:
        # base 0 is the view this window saw at the start, still current: accepted.
        assert new_errors == [] and host.state is not before
        return
    assert [e["code"] for e in new_errors] == [code]
    assert new_errors[0]["message"]
    assert host.state is before
    assert peer.connected


def test_an_action_on_an_old_view_is_refused_as_stale(
    qtbot: QtBot, table: tuple[GameHost, dict[str, RawPeer]]
) -> None:
    host, peers = table
    peer = peers["Bo"]
    peer.send_json(type="action", id=1, action={"type": "set_note", "keyword": 1, "text": "a"})
    qtbot.waitUntil(lambda: host.state is not None and host.state.version == 1, timeout=5000)
    peer.send_json(
        type="action", id=2, base=0, action={"type": "set_note", "keyword": 1, "text": "b"}
    )
    qtbot.waitUntil(lambda: bool(peer.of_type("error")), timeout=5000)
    assert peer.of_type("error")[0] == {
        "type": "error",
        "code": "action/stale",
        "id": 2,
        "params": {},
        "message": "The game has moved on since; look again and retry.",
    }
    assert host.state is not None and host.state.notes[0][0] == "a"


def test_rule_errors_reach_the_player_with_their_code_and_request_id(
    qtbot: QtBot, table: tuple[GameHost, dict[str, RawPeer]]
) -> None:
    host, peers = table
    peer = encryptor(host, peers, Team.WHITE)
    assert host.state is not None
    keyword = host.state.keywords(Team.WHITE)[0]
    peer.send_json(
        type="action", id=5, action={"type": "submit_clues", "clues": [keyword, "b", "c"]}
    )
    qtbot.waitUntil(lambda: bool(peer.of_type("error")), timeout=5000)
    error = peer.of_type("error")[0]
    assert (error["code"], error["id"], error["params"]) == (
        "clue/is_keyword",
        5,
        {"position": 0, "keyword": 1},
    )
    assert "is your keyword 1" in error["message"]


@pytest.mark.parametrize(
    "data",
    [b"x" * (MAX_LINE_BYTES + 10), b"{" + b" " * MAX_LINE_BYTES + b"}\n"],
    ids=["no newline", "long line"],
)
def test_an_oversized_line_closes_that_connection_only(
    qtbot: QtBot, table: tuple[GameHost, dict[str, RawPeer]], data: bytes
) -> None:
    host, peers = table
    peers["Di"].send(data)
    qtbot.waitUntil(lambda: peers["Di"].closed, timeout=5000)
    assert peers["Di"].last("error")["code"] == "proto/too_long"  # type: ignore[index]
    # Everyone else carries on, and the seat is kept for Di (R32).
    peers["Ann"].send_json(type="ping", t=1)
    qtbot.waitUntil(lambda: bool(peers["Ann"].of_type("pong")), timeout=5000)
    assert seat(peers["Di"]) in host.book.away()


def test_a_flooding_window_is_disconnected_and_others_are_unaffected(
    qtbot: QtBot, table: tuple[GameHost, dict[str, RawPeer]]
) -> None:
    _, peers = table
    peers["Bo"].send(b'{"type": "ping"}\n' * 2000)
    qtbot.waitUntil(lambda: peers["Bo"].closed, timeout=5000)
    assert peers["Bo"].last("error")["code"] == "proto/flood"  # type: ignore[index]
    peers["Cy"].send_json(type="ping", t=1)
    qtbot.waitUntil(lambda: bool(peers["Cy"].of_type("pong")), timeout=5000)


def test_a_provisional_connection_receives_nothing_about_the_game(
    qtbot: QtBot, table: tuple[GameHost, dict[str, RawPeer]]
) -> None:
    host, peers = table
    host.handshake_seconds = 0.3
    stranger = RawPeer(host.port)
    qtbot.waitUntil(lambda: stranger.connected, timeout=5000)
    stranger.send_json(type="action", id=1, action={"type": "set_note", "keyword": 1, "text": "x"})
    stranger.send_json(type="ping", t=1)
    # Something happens in the game meanwhile.
    peers["Ann"].send_json(
        type="action", id=1, action={"type": "set_note", "keyword": 1, "text": "y"}
    )
    qtbot.waitUntil(lambda: stranger.closed, timeout=5000)
    assert [m["type"] for m in stranger.lines] == ["error", "error", "error"]
    assert [m["code"] for m in stranger.lines] == [
        "proto/not_welcomed",
        "proto/not_welcomed",
        "proto/handshake_timeout",
    ]


# --- refusals at the handshake ---------------------------------------------------


def refused(qtbot: QtBot, peer: RawPeer) -> dict[str, object]:
    qtbot.waitUntil(lambda: peer.closed and bool(peer.of_type("refused")), timeout=5000)
    return peer.of_type("refused")[0]


def test_refusals_say_why(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_host(tmp_path, start_at=None, pin="4321")
    host.max_windows = 2
    try:
        wrong_version = RawPeer(host.port)
        wrong_version.send_json(type="hello", protocol=99, app="9.9", names=["Zed"], pin="4321")
        assert refused(qtbot, wrong_version)["code"] == "hello/version"
        no_pin = RawPeer(host.port)
        no_pin.hello("Zed")
        assert refused(qtbot, no_pin)["code"] == "hello/pin"
        wrong_pin = RawPeer(host.port)
        wrong_pin.hello("Zed", pin="1234")
        assert refused(qtbot, wrong_pin)["code"] == "hello/pin"
        first = RawPeer(host.port)
        first.hello("Ann", pin="4321")
        qtbot.waitUntil(lambda: bool(first.of_type("welcome")), timeout=5000)
        same_name = RawPeer(host.port)
        same_name.hello(" ANN ", pin="4321")
        message = refused(qtbot, same_name)
        assert message["code"] == "hello/name" and "already called" in str(message["message"])
        too_many = RawPeer(host.port)
        too_many.hello(*[f"P{i}" for i in range(9)], pin="4321")
        assert refused(qtbot, too_many)["code"] == "hello/too_many_names"
        second = RawPeer(host.port)
        second.hello("Bo", pin="4321")
        qtbot.waitUntil(lambda: bool(second.of_type("welcome")), timeout=5000)
        full = RawPeer(host.port)
        full.hello("Cy", pin="4321")
        assert refused(qtbot, full)["code"] == "hello/room_full"
        # Nobody refused ever got a lobby or a seat.
        for peer in (wrong_version, no_pin, wrong_pin, same_name, too_many, full):
            assert [m["type"] for m in peer.lines] == ["refused"]
        assert [s.name for s in host.book.players()] == ["Ann", "Bo"]
    finally:
        host.close()


def test_after_the_start_a_newcomer_needs_a_free_seat(
    qtbot: QtBot, table: tuple[GameHost, dict[str, RawPeer]]
) -> None:
    host, peers = table
    late = RawPeer(host.port)
    late.hello("Eve")
    assert refused(qtbot, late)["code"] == "hello/no_free_seat"
    spectator = RawPeer(host.port)
    spectator.hello()
    qtbot.waitUntil(lambda: bool(spectator.of_type("view")), timeout=5000)
    assert spectator.of_type("view")[0]["view"]["secret"] is None
    # The host opens Di's seat (R32): Eve takes it and sees what the seat saw.
    di = seat(peers["Di"])
    host.free_seat(di)
    eve = RawPeer(host.port)
    eve.hello("Eve")
    qtbot.waitUntil(lambda: bool(eve.of_type("view")), timeout=5000)
    assert eve.of_type("welcome")[0]["seats"] == [{"id": di, "name": "Eve", "team": "black"}]
    view = eve.of_type("view")[-1]["view"]
    assert view["teams"][1]["keywords"] is not None
    assert any(p == {"id": di, "name": "Eve"} for p in view["teams"][1]["players"])
