"""docs/protocol.md is the contract: each statement it makes, checked over raw sockets.

A client written from the document alone, in another language, sees only bytes on a
TCP socket. So do these tests: ``socket`` and ``json`` from the standard library, no
class of this project on the window's side; a real host (``GameHost``) on 127.0.0.1
serves them. The event loop runs while a test waits (``qtbot.waitUntil``), so nothing
sleeps. A ``ping`` is the barrier the document promises: its ``pong`` comes after
everything the window's earlier messages caused for it.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings
from decrypto_qt.engine.actions import Pause
from decrypto_qt.net.host import GameHost
from tests.helpers.net import LOOPBACK, make_host

Msg = dict[str, Any]
ALL_TYPES = {"welcome", "refused", "lobby", "view", "error", "pong", "bye"}


class Wire:
    """One window: a bare TCP socket speaking JSON lines."""

    def __init__(self, qtbot: QtBot, port: int) -> None:
        self.qtbot = qtbot
        self.sock = socket.create_connection((LOOPBACK, port), timeout=5)
        self.sock.setblocking(False)
        self.buffer = b""
        self.inbox: list[Msg] = []
        self.seen: list[Msg] = []
        self.closed = False
        self.seat = ""
        self.welcome: Msg = {}
        self._t = itertools.count(1)

    # --- bytes ---------------------------------------------------------------------

    def _pump(self) -> None:
        while not self.closed:
            try:
                data = self.sock.recv(1 << 16)
            except BlockingIOError:
                return
            except OSError:
                data = b""
            if not data:
                self.closed = True
                return
            self.buffer += data
            *lines, self.buffer = self.buffer.split(b"\n")
            for line in lines:
                message = json.loads(line)
                assert isinstance(message, dict) and message["type"] in ALL_TYPES, message
                self.inbox.append(message)
                self.seen.append(message)

    def send_raw(self, data: bytes) -> None:
        left = memoryview(data)

        def sent() -> bool:
            nonlocal left
            with contextlib.suppress(BlockingIOError):
                left = left[self.sock.send(left) :]
            return not left

        self.qtbot.waitUntil(sent, timeout=5000)

    def send(self, **message: Any) -> None:
        self.send_raw(json.dumps(message, ensure_ascii=False).encode() + b"\n")

    # --- messages ------------------------------------------------------------------

    def next(self) -> Msg:
        def arrived() -> bool:
            self._pump()
            return bool(self.inbox)

        self.qtbot.waitUntil(arrived, timeout=5000)
        return self.inbox.pop(0)

    def expect(self, kind: str, **fields: Any) -> Msg:
        message = self.next()
        assert message["type"] == kind, message
        for key, value in fields.items():
            assert message[key] == value, message
        return message

    def barrier(self) -> list[Msg]:
        """Everything the host sent this window before answering a ping sent now."""
        t = float(next(self._t)) + 0.25
        self.send(type="ping", t=t)
        got: list[Msg] = []
        while True:
            message = self.next()
            if message["type"] == "pong" and message["t"] == t:
                return got
            got.append(message)

    def types(self) -> list[str]:
        return [m["type"] for m in self.barrier()]

    def error(self, code: str, message_id: int | None = None) -> Msg:
        got = self.barrier()
        assert [m["type"] for m in got] == ["error"], got
        assert got[0]["code"] == code, got
        assert isinstance(got[0]["message"], str) and got[0]["message"]
        assert got[0].get("id") == message_id, got
        return got[0]

    def wait_closed(self) -> list[Msg]:
        def gone() -> bool:
            self._pump()
            return self.closed

        self.qtbot.waitUntil(gone, timeout=8000)
        got, self.inbox = self.inbox, []
        return got

    @property
    def view(self) -> Msg:
        return [m for m in self.seen if m["type"] == "view"][-1]

    def hello(self, *names: str, **extra: Any) -> Msg:
        self.send(type="hello", protocol=1, app="conformance 1.0", names=list(names), **extra)
        first = self.next()
        if first["type"] == "welcome":
            self.welcome = first
            self.seat = first["seats"][0]["id"] if first["seats"] else ""
        return first

    def act(self, action: Msg, *, base: int | None = None, message_id: int = 1) -> None:
        request: Msg = {"type": "action", "id": message_id, "action": action}
        if base is not None:
            request["base"] = base
        self.send(**request)

    def close(self) -> None:
        self.sock.close()


@pytest.fixture
def host(tmp_path: Path) -> Iterator[GameHost]:
    made = make_host(tmp_path, start_at=4, settings=Settings(timer_seconds=None))
    yield made
    made.close()


@pytest.fixture
def wires() -> Iterator[list[Wire]]:
    made: list[Wire] = []
    yield made
    for w in made:
        w.close()


def connect(qtbot: QtBot, host: GameHost, wires: list[Wire]) -> Wire:
    wires.append(Wire(qtbot, host.port))
    return wires[-1]


class Game:
    """Four players (Ann, Bo: white; Cy, Dee: black) and a projector, on raw sockets."""

    def __init__(self, qtbot: QtBot, host: GameHost, wires: list[Wire]) -> None:
        self.table = connect(qtbot, host, wires)
        assert self.table.hello()["type"] == "welcome"
        self.players: list[Wire] = []
        for name, team in (("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Dee", "black")):
            w = connect(qtbot, host, wires)
            assert w.hello(name, team=team)["type"] == "welcome"
            self.players.append(w)
        for w in self.players:
            w.send(type="lobby_choice", id=1, ready=True)
        for w in [self.table, *self.players]:
            self.sync(w)
        assert all(w.view["view"]["phase"] == "encrypting" for w in self.players)

    @staticmethod
    def sync(w: Wire) -> list[Msg]:
        return w.barrier()

    def all(self) -> list[Wire]:
        return [self.table, *self.players]

    def team_of(self, w: Wire) -> str:
        seats = w.welcome["seats"]
        return str(seats[0]["team"]) if seats else ""

    def encryptor(self, team: str) -> Wire:
        view = self.table.view["view"]
        seat = next(t for t in view["teams"] if t["team"] == team)["encryptor"]
        return next(w for w in self.players if w.seat == seat)

    def guesser(self, team: str) -> Wire:
        enc = self.encryptor(team)
        return next(w for w in self.players if self.team_of(w) == team and w is not enc)

    def clues(self, team: str, round_number: int) -> list[str]:
        return [f"zq{team}{round_number}x{i}" for i in range(3)]

    def submit(self, team: str) -> None:
        enc = self.encryptor(team)
        enc.act({"type": "submit_clues", "clues": self.clues(team, enc.view["view"]["round"])})
        assert [m["type"] for m in enc.barrier() if m["type"] == "error"] == []

    def code(self, team: str) -> list[int]:
        code = self.encryptor(team).view["view"]["secret"]["code"]
        assert isinstance(code, list)
        return code

    def play_round(self) -> None:
        codes = {t: self.code(t) for t in ("white", "black")}
        for t in ("white", "black"):
            self.submit(t)
        for _ in range(2):
            for w in self.all():
                w.barrier()
            decoding = self.table.view["view"]["decoding"]
            team = decoding["team"]
            other = "black" if team == "white" else "white"
            self.guesser(team).act({"type": "lock_guess", "target": team, "code": codes[team]})
            assert self.guesser(team).types() == ["view"]
            if decoding["interception"]:
                wrong = [codes[team][1], codes[team][0], codes[team][2]]
                self.guesser(other).act({"type": "lock_guess", "target": team, "code": wrong})
                assert self.guesser(other).types() == ["view"]
        for w in self.all():
            w.barrier()


@pytest.fixture
def game(qtbot: QtBot, host: GameHost, wires: list[Wire]) -> Game:
    return Game(qtbot, host, wires)


# --- transport and framing ---------------------------------------------------------------


def test_hello_gets_welcome_then_every_window_gets_the_lobby(
    qtbot: QtBot, host: GameHost, wires: list[Wire]
) -> None:
    ann = connect(qtbot, host, wires)
    welcome = ann.hello("Ann", team="white")
    assert welcome["type"] == "welcome"
    assert welcome["protocol"] == 1 and welcome["minor"] == 3
    assert welcome["room"] == "Test room" and welcome["started"] is False
    assert welcome["seats"] == [{"id": welcome["seats"][0]["id"], "name": "Ann", "team": "white"}]
    assert isinstance(welcome["resume"], str) and len(welcome["resume"]) >= 32
    # One table: `table` is 1 and `tables` is an empty list (only a class lists its tables).
    assert welcome["table"] == 1 and welcome["tables"] == []
    lobby = ann.expect("lobby", started=False, pin_required=False, windows=1)
    assert lobby["players"] == [
        {
            "id": ann.seat,
            "name": "Ann",
            "team": "white",
            "ready": False,
            "away": False,
            "computer": False,
            "level": None,
        }
    ]
    # Why the game cannot start yet, sent to every window (not only the host's user).
    assert lobby["problem_code"] == "table/too_few" and lobby["problem"]
    spectator = connect(qtbot, host, wires)
    assert spectator.hello()["seats"] == []
    for w in (ann, spectator):
        lobby = [m for m in w.barrier() if m["type"] == "lobby"][-1]
        assert lobby["windows"] == 2 and lobby["problem_code"] == "table/too_few"


def test_before_welcome_only_hello_is_heard(
    qtbot: QtBot, host: GameHost, wires: list[Wire]
) -> None:
    w = connect(qtbot, host, wires)
    w.send(type="ping", t=1.5)
    assert w.expect("error", code="proto/not_welcomed")["id"] is None
    w.send(type="lobby_choice", id=4, ready=True)
    w.expect("error", code="proto/not_welcomed", id=4)
    # A hello with a field of the wrong type is refused as a field, not as a refusal:
    # the window stays provisional and may say hello again.
    w.send(type="hello", protocol="1", app="x")
    w.expect("error", code="proto/bad_field")
    assert w.hello("Ann")["type"] == "welcome"
    w.send(type="hello", protocol=1, app="x")
    assert "proto/already_welcomed" in [m.get("code") for m in w.barrier()]


def test_pong_echoes_t(game: Game) -> None:
    w = game.players[0]
    w.send(type="ping", t=12345.75)
    assert [m for m in w.barrier() if m["type"] == "pong"] == [{"type": "pong", "t": 12345.75}]


@pytest.mark.parametrize(
    ("line", "code"),
    [
        (b"not json\n", "proto/bad_json"),
        (b"[1, 2]\n", "proto/bad_json"),
        (b'{"type": "ping", "t": NaN}\n', "proto/bad_json"),
        (b'{"type": "ping", "t": Infinity}\n', "proto/bad_json"),
        (b'{"type": "ping", "x": ' + b"[" * 17 + b"]" * 17 + b"}\n", "proto/bad_json"),
        (b'{"type": "ping", "x": "\\ud800"}\n', "proto/bad_json"),
        (b'{"type": "ping", "x": "\xff"}\n', "proto/bad_utf8"),
        (b'{"type": "welcome"}\n', "proto/unknown_type"),
        (b'{"t": 1}\n', "proto/unknown_type"),
        (b'{"type": "action", "action": {"type": "finish_judging"}}\n', "proto/bad_field"),
    ],
)
def test_a_bad_line_gets_an_error_and_the_connection_stays(
    qtbot: QtBot, host: GameHost, wires: list[Wire], line: bytes, code: str
) -> None:
    w = connect(qtbot, host, wires)
    assert w.hello("Ann")["type"] == "welcome"
    w.barrier()
    w.send_raw(line)
    w.error(code)
    # A window's message may nest 16 levels; `\r` before the newline is ignored.
    w.send_raw(b'{"type": "ping", "t": 2, "x": ' + b"[" * 15 + b"]" * 15 + b"}\r\n")
    assert [m["type"] for m in w.barrier()] == ["pong"]
    assert not w.closed


def test_a_line_over_64_kib_closes_the_connection(
    qtbot: QtBot, host: GameHost, wires: list[Wire]
) -> None:
    w = connect(qtbot, host, wires)
    assert w.hello("Ann")["type"] == "welcome"
    w.barrier()
    w.send_raw(b'{"type": "ping", "x": "' + b"a" * 65_536 + b'"}\n')
    last = [m for m in w.wait_closed() if m["type"] == "error"]
    assert last[-1]["code"] == "proto/too_long"


def test_refusals_say_why_and_close(qtbot: QtBot, tmp_path: Path, wires: list[Wire]) -> None:
    host = make_host(tmp_path, pin="4821")
    try:
        cases: list[tuple[dict[str, Any], str]] = [
            ({"protocol": 2, "names": ["Ann"], "pin": "4821"}, "hello/version"),
            ({"protocol": 1, "names": ["Ann"]}, "hello/pin"),
            ({"protocol": 1, "names": ["Ann", "Ann"], "pin": "4821"}, "hello/name"),
            ({"protocol": 1, "names": [""], "pin": "4821"}, "hello/name"),
            (
                {"protocol": 1, "names": [f"P{i}" for i in range(9)], "pin": "4821"},
                "hello/too_many_names",
            ),
            ({"protocol": 1, "names": ["Ann"], "pin": "4821", "table": 2}, "hello/no_table"),
        ]
        for fields, code in cases:
            w = connect(qtbot, host, wires)
            w.send(type="hello", app="x", **fields)
            refused = w.expect("refused", code=code, room="Test room")
            assert refused["message"]
            assert w.wait_closed() == []
        w = connect(qtbot, host, wires)
        assert w.hello("Ann", pin="4821")["type"] == "welcome"
        assert w.expect("lobby")["pin_required"] is True
    finally:
        host.close()


# --- the lobby ----------------------------------------------------------------------------


def test_lobby_choice_moves_and_readies_and_errors_echo_the_id(
    qtbot: QtBot, host: GameHost, wires: list[Wire]
) -> None:
    ann = connect(qtbot, host, wires)
    ann.hello("Ann", team="white")
    ann.barrier()
    ann.send(type="lobby_choice", id=3, team="black", ready=True)
    lobby = [m for m in ann.barrier() if m["type"] == "lobby"][-1]
    assert lobby["players"][0]["team"] == "black" and lobby["players"][0]["ready"] is True
    projector = connect(qtbot, host, wires)
    projector.hello()
    projector.barrier()
    projector.send(type="lobby_choice", id=9, team="white")
    projector.error("lobby/no_team", 9)
    projector.send(type="action", id=10, action={"type": "finish_judging"})
    projector.error("lobby/not_started", 10)
    projector.send(type="lobby_choice", id=11, table=2)
    projector.error("class/no_table", 11)
    # `leave` before the start takes the window's seats with it.
    ann.send(type="leave")
    ann.wait_closed()
    lobby = [m for m in projector.barrier() if m["type"] == "lobby"][-1]
    assert lobby["players"] == []


def test_the_game_starts_by_itself_at_start_at_and_every_window_gets_a_view(
    game: Game, host: GameHost, wires: list[Wire]
) -> None:
    for w in game.all():
        update = w.view
        assert update["version"] == update["view"]["version"]
        assert isinstance(update["now"], float) and update["away"] == []
    assert game.table.view["view"]["secret"] is None
    assert game.table.view["view"]["window"]["team"] is None
    ann = game.players[0]
    assert ann.view["view"]["window"]["team"] == "white"
    assert ann.view["view"]["teams"][0]["keywords"] is not None
    assert ann.view["view"]["teams"][1]["keywords"] is None  # V1
    ann.send(type="lobby_choice", id=2, ready=False)
    ann.error("lobby/started", 2)
    # After the start, a newcomer needs a free seat the host opened (R32).
    late = connect(ann.qtbot, host, wires)
    assert late.hello("Eve")["code"] == "hello/no_free_seat"


# --- actions: who may send what -----------------------------------------------------------


def test_who_is_asking_comes_before_everything_else(game: Game) -> None:
    ann, _bo, cy, _dee = game.players
    game.table.act({"type": "finish_judging"}, message_id=5)
    game.table.error("seat/none", 5)
    ann.send(type="action", id=6, player=cy.seat, action={"type": "finish_judging"})
    ann.error("seat/not_yours", 6)
    ann.act({"type": "pause"}, message_id=7)
    ann.error("action/unknown", 7)
    ann.act({"type": "submit_keyword_guesses", "guesses": ["a", "b", "c", "d"]}, message_id=8)
    ann.error("phase/wrong_phase", 8)
    ann.act({"type": "lock_guess", "target": "grey", "code": [1, 2, 3]}, message_id=9)
    ann.error("proto/bad_field", 9)


def test_a_successful_action_gets_no_reply_only_a_view_where_something_changed(
    game: Game,
) -> None:
    enc = game.encryptor("white")
    mate = game.guesser("white")
    before = {id(w): w.view["version"] for w in game.all()}
    enc.act({"type": "draft_clues", "clues": ["zq", "", ""]})
    assert enc.types() == ["view"]  # no reply of its own: just the new view
    assert enc.view["version"] > before[id(enc)]
    assert enc.view["view"]["secret"]["drafts"] == ["zq", "", ""]
    # The encryptor's drafts are his alone (V3): no other window hears anything.
    for w in game.all():
        if w is not enc:
            assert w.barrier() == []
    # The same draft again changes nothing: no view, no reply at all.
    enc.act({"type": "draft_clues", "clues": ["zq", "", ""]})
    assert enc.barrier() == []
    # A note is the team's (V5): its windows get a view, the rest nothing.
    mate.act({"type": "set_note", "keyword": 2, "text": "music?\n\tstrings"})
    assert mate.types() == ["view"]
    assert mate.view["view"]["secret"]["notes"][1] == "music?\n\tstrings"
    for w in game.all():
        if w is not mate:
            assert w.types() == (["view"] if game.team_of(w) == "white" else [])


def test_clues_on_the_wire(game: Game) -> None:
    enc = game.encryptor("white")
    keywords = enc.view["view"]["teams"][0]["keywords"]
    k1 = keywords[0]

    def submit(*clues: str) -> Msg | None:
        enc.act({"type": "submit_clues", "clues": list(clues)}, message_id=21)
        got = enc.barrier()
        errors = [m for m in got if m["type"] == "error"]
        return errors[0] if errors else None

    cases: list[tuple[list[str], str, dict[str, Any]]] = [
        (["a", "b"], "proto/bad_field", {}),  # the form is read before the rules
        (["a", "  ", "b"], "clue/empty", {"position": 1}),
        (["a", "\u200b", "b"], "clue/empty", {"position": 1}),
        (["a", "b", "x" * 61], "clue/too_long", {"position": 2, "limit": 60, "length": 61}),
        (["a", "tab\there", "b"], "clue/invalid", {"position": 1}),
        (["a", "two\nlines", "b"], "clue/invalid", {"position": 1}),
        ([f"  {k1.upper()} ", "b", "c"], "clue/is_keyword", {"position": 0, "keyword": 1}),
        (["b", f"the {k1} again", "c"], "clue/contains_keyword", {"position": 1, "keyword": 1}),
        (["night", "NIGHT", "c"], "clue/repeated", {"position": 1}),
        (["night", "x", "  Night  "], "clue/repeated", {"position": 2}),
    ]
    for clues, code, params in cases:
        error = submit(*clues)
        assert error is not None and error["code"] == code, (clues, error)
        assert error["id"] == 21
        for key, value in params.items():
            assert error["params"][key] == value, (clues, error)
    # Legal: a keyword inside a longer word; 60 characters counted as code points, not
    # bytes or UTF-16 units; spaces trimmed and runs of them made one.
    assert submit(f"{k1}zz", "é" * 60, "  night    sky ") is None
    clues = enc.view["view"]["secret"]["clues"]
    assert clues == [f"{k1}zz", "é" * 60, "night sky"]
    assert submit("a", "b", "c")["code"] == "clue/already_submitted"  # type: ignore[index]
    # The other encryptor: astral characters count one each too.
    other = game.encryptor("black")
    other.act({"type": "submit_clues", "clues": ["\U0001f600" * 60, "b", "c"]})
    assert "error" not in other.types()


def test_locks_base_and_stale(game: Game) -> None:
    codes = {t: game.code(t) for t in ("white", "black")}
    game.submit("white")
    game.submit("black")
    for w in game.all():
        w.barrier()
    assert game.table.view["view"]["phase"] == "decoding"
    decoding = game.table.view["view"]["decoding"]
    assert decoding == {
        "team": "white",
        "clues": game.clues("white", 1),
        "timed_out": False,
        "own_locked": False,
        "opp_locked": False,
        "interception": False,
    }
    enc, mate = game.encryptor("white"), game.guesser("white")
    black = game.guesser("black")
    enc.act({"type": "lock_guess", "target": "white", "code": [1, 2, 3]}, message_id=2)
    enc.error("role/encryptor_guess", 2)
    enc.act({"type": "set_note", "keyword": 1, "text": "x"}, message_id=3)
    enc.error("role/encryptor_silent", 3)
    black.act({"type": "lock_guess", "target": "white", "code": [1, 2, 3]}, message_id=4)
    black.error("guess/no_interception_round_1", 4)
    black.act({"type": "lock_guess", "target": "black", "code": [1, 2, 3]}, message_id=5)
    black.error("guess/not_decoding", 5)
    mate.act({"type": "lock_guess", "target": "white", "code": [1, 1, 2]}, message_id=6)
    mate.error("code/invalid", 6)
    # A window's own draft moves its own version: a lock quoting the version before the
    # draft is stale, though nothing but the window itself changed the view.
    seen = mate.view["version"]
    mate.act({"type": "draft_guess", "target": "white", "digits": [codes["white"][0], None, None]})
    assert mate.types() == ["view"] and mate.view["version"] > seen
    mate.act(
        {"type": "lock_guess", "target": "white", "code": codes["white"]}, base=seen, message_id=7
    )
    mate.error("action/stale", 7)
    # Other team's windows heard nothing of the draft (V4).
    assert black.barrier() == []
    mate.act(
        {"type": "lock_guess", "target": "white", "code": codes["white"]},
        base=mate.view["version"],
        message_id=8,
    )
    assert mate.types() == ["view"]


def test_the_second_lock_is_stale_with_a_base_and_locked_without(game: Game) -> None:
    game.play_round()  # round 2: interceptions allowed
    game.submit("white")
    game.submit("black")
    for w in game.all():
        w.barrier()
    white_enc = game.encryptor("white")
    interceptors = [w for w in game.players if game.team_of(w) == "black"]
    first, second = interceptors
    base = second.view["version"]
    first.act(
        {"type": "lock_guess", "target": "white", "code": [1, 2, 3]}, base=first.view["version"]
    )
    assert first.types() == ["view"]
    assert second.types() == ["view"]  # the teammate's lock, shared (V4)
    second.act(
        {"type": "lock_guess", "target": "white", "code": [1, 2, 4]}, base=base, message_id=31
    )
    second.error("action/stale", 31)  # the base is checked before the rules
    second.act({"type": "lock_guess", "target": "white", "code": [1, 2, 4]}, message_id=32)
    second.error("guess/locked", 32)
    # own_locked/opp_locked are relative to decoding.team (white), in every window.
    for w in game.all():
        w.barrier()
        decoding = w.view["view"]["decoding"]
        assert decoding["team"] == "white" and decoding["interception"] is True
        assert decoding["opp_locked"] is True and decoding["own_locked"] is False
    assert white_enc.view["view"]["decoding"]["opp_locked"] is True


def test_flags_and_their_errors(game: Game) -> None:
    game.play_round()
    white, black = game.guesser("white"), game.guesser("black")
    black.act({"type": "flag_clue", "team": "white", "round": 1, "clue": 2, "reason": "sound"})
    assert black.types() == ["view"]
    entry = next(h for h in game.table.barrier()[-1]["view"]["history"] if h["team"] == "white")
    assert entry["flags"] == [{"by": "black", "clue": 2, "reason": "sound"}]
    for action, code in [
        ({"team": "grey", "round": 1, "clue": 1}, "proto/bad_field"),
        ({"team": "black", "round": 1, "clue": 1}, "flag/own_clue"),
        ({"team": "white", "round": 1, "clue": 2, "reason": "sound"}, "flag/already"),
        ({"team": "white", "round": 2, "clue": 1}, "flag/not_revealed"),
        ({"team": "white", "round": 1, "clue": 4}, "flag/no_clue"),
    ]:
        black.act({"type": "flag_clue", **action}, message_id=40)
        black.error(code, 40)
    white.barrier()  # the flag is public: a view
    white.act({"type": "set_note", "keyword": 5, "text": "x"}, message_id=41)
    white.error("note/keyword", 41)
    white.act({"type": "set_note", "keyword": 1, "text": "x" * 501}, message_id=42)
    white.error("note/too_long", 42)
    white.act({"type": "set_note", "keyword": 1, "text": "bell\x07"}, message_id=43)
    white.error("note/invalid", 43)


def test_versions_grow_and_may_skip(game: Game) -> None:
    enc = game.encryptor("white")
    mate = game.guesser("white")
    seen = mate.view["version"]
    enc.act({"type": "draft_clues", "clues": ["a", "", ""]})
    enc.act({"type": "draft_clues", "clues": ["ab", "", ""]})
    enc.barrier()
    assert mate.barrier() == []
    game.submit("white")  # public: every window's version moves past every count it had
    got = mate.barrier()
    assert [m["type"] for m in got] == ["view"]
    assert got[0]["version"] > seen + 1  # skipped: the drafts moved a count mate never saw


def test_pause_and_the_host_s_goodbye(game: Game, host: GameHost) -> None:
    ann = game.guesser("white")
    host.host_action(Pause())
    assert ann.types() == ["view"] and ann.view["view"]["paused"] is True
    enc = game.encryptor("white")
    assert enc.types() == ["view"]
    enc.act({"type": "draft_clues", "clues": ["a", "", ""]}, message_id=51)
    enc.error("game/paused", 51)
    ann.act({"type": "set_note", "keyword": 1, "text": "notes go on"})
    assert ann.types() == ["view"]
    host.close()
    for w in game.all():
        bye = [m for m in w.wait_closed() if m["type"] == "bye"]
        assert bye[-1]["code"] == "host/closing"


def test_a_resume_token_brings_back_the_seat_and_a_complete_view(
    game: Game, host: GameHost, wires: list[Wire]
) -> None:
    ann = game.players[0]
    token, seat = ann.welcome["resume"], ann.seat
    version = ann.view["version"]
    again = connect(ann.qtbot, host, wires)
    welcome = again.hello("Someone else", resume=token)
    assert welcome["type"] == "welcome" and welcome["seats"][0]["id"] == seat
    assert welcome["started"] is True
    got = again.barrier()
    assert got[-1]["type"] == "view" and got[-1]["version"] == version
    bye = [m for m in ann.wait_closed() if m["type"] == "bye"]
    assert bye[-1]["code"] == "host/replaced"


# --- the tie-break ---------------------------------------------------------------------------


def test_a_whole_tie_break_with_its_fields(qtbot: QtBot, tmp_path: Path, wires: list[Wire]) -> None:
    host = make_host(tmp_path, settings=Settings(timer_seconds=None, rounds_limit=1))
    try:
        game = Game(qtbot, host, wires)
        game.play_round()  # both right, nothing intercepted: a tie at 0-0 (R19, R20)
        view = game.table.view["view"]
        assert view["phase"] == "keyword_guessing"
        assert view["tiebreak"] == {"submitted": {"white": False, "black": False}}
        white, black = game.guesser("white"), game.guesser("black")
        black_words = black.view["view"]["teams"][1]["keywords"]
        white_words = white.view["view"]["teams"][0]["keywords"]
        white.act({"type": "draft_keyword_guesses", "guesses": [black_words[0], "", "", ""]})
        assert white.types() == ["view"]
        assert white.view["view"]["secret"]["keyword_guesses"]["draft"][0] == black_words[0]
        assert black.barrier() == []  # V4
        white.act({"type": "submit_keyword_guesses", "guesses": ["a", "b"]}, message_id=60)
        white.error("proto/bad_field", 60)  # a list of the wrong length: the form
        white.act(
            {"type": "submit_keyword_guesses", "guesses": ["a\tb", "", "", ""]}, message_id=61
        )
        white.error("keyword_guess/invalid", 61)
        guesses = [f" {black_words[0].upper()} ", "fiddle", "", "zz"]
        white.act({"type": "submit_keyword_guesses", "guesses": guesses})
        assert white.types() == ["view"]
        white.act({"type": "submit_keyword_guesses", "guesses": guesses}, message_id=62)
        white.error("keyword_guess/submitted", 62)
        black.act({"type": "submit_keyword_guesses", "guesses": ["", "", "", white_words[3]]})
        for w in game.all():
            w.barrier()
        tb = game.table.view["view"]["tiebreak"]
        assert game.table.view["view"]["phase"] == "keyword_judging"
        assert tb["guesses"] == {
            "white": [black_words[0].upper(), "fiddle", "", "zz"],
            "black": ["", "", "", white_words[3]],
        }
        assert tb["accepted"] == {"white": [], "black": []}
        assert tb["judged"] == {"white": False, "black": False}
        assert "right_at_mine" not in tb and "right" not in tb
        # right_at_mine: the numbers of *this* team's keywords the others got right.
        assert black.view["view"]["tiebreak"]["right_at_mine"] == [1]
        assert white.view["view"]["tiebreak"]["right_at_mine"] == [4]
        # Black owns the keywords white guessed: black judges them.
        for judge, code in [
            ({"keyword": 1, "accepted": True}, "judge/already_right"),
            ({"keyword": 3, "accepted": True}, "judge/empty"),
            ({"keyword": 5, "accepted": True}, "judge/keyword"),
        ]:
            black.act({"type": "judge_keyword_guess", **judge}, message_id=63)
            black.error(code, 63)
        black.act({"type": "judge_keyword_guess", "keyword": 2, "accepted": True})
        assert black.types() == ["view"]
        # accepted is keyed by the guessing team (white), numbering black's keywords.
        assert black.view["view"]["tiebreak"]["accepted"] == {"white": [2], "black": []}
        assert black.view["view"]["tiebreak"]["right_at_mine"] == [1, 2]
        black.act({"type": "finish_judging"})
        assert black.types() == ["view"]
        # judged is keyed by the owning team (black, who judged).
        assert black.view["view"]["tiebreak"]["judged"] == {"white": False, "black": True}
        black.act({"type": "finish_judging"}, message_id=64)
        black.error("judge/finished", 64)
        white.act({"type": "finish_judging"})
        for w in game.all():
            w.barrier()
        final = game.table.view["view"]
        assert final["phase"] == "game_over"
        assert final["tiebreak"]["right"] == {"white": [1, 2], "black": [4]}
        assert final["outcome"] == {"winners": ["white"], "reason": "tiebreak_keywords"}
        assert all(t["keywords"] is not None for t in final["teams"])  # V1 after the game
        white.act({"type": "set_note", "keyword": 1, "text": "x"}, message_id=65)
        white.error("game/over", 65)
    finally:
        host.close()
