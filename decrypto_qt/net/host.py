"""The authoritative host: the listener, and the tables it routes each window to.

A host runs one table (a game night) or several (a class). The listener owns the
TCP server and the browser transport, checks each ``hello`` (version, PIN), and
routes the window to one :class:`~decrypto_qt.net.table.Table`, which owns the
game, its seats, timer, journal and views. Every input is handled on the Qt
event loop, one at a time, in arrival order. A window receives nothing beyond
its own view (V1-V7); a connection that has not completed the handshake receives
nothing about the game at all; a table's windows receive nothing of another table.

For one table, :class:`GameHost` reads like the game itself (``host.state``,
``host.start_game()``…): those names act on table 1.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress

from decrypto_qt.engine import GameState, LogEntry, RuleError, Settings, Window, WordPack
from decrypto_qt.engine import actions as act
from decrypto_qt.engine.events import Event
from decrypto_qt.net import autosave
from decrypto_qt.net.connection import dispose
from decrypto_qt.net.line_server import LineServer
from decrypto_qt.net.links import Link
from decrypto_qt.net.seats import SeatBook
from decrypto_qt.net.table import Table
from decrypto_qt.net.throttle import PinThrottle
from decrypto_qt.net.tokens import same_secret
from decrypto_qt.protocol import messages as msg
from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.limits import (
    FLOOD_MESSAGES,
    HANDSHAKE_SECONDS,
    HEARTBEAT_SECONDS,
    LINE_SECONDS,
    MAX_CONNECTIONS_PER_ADDRESS,
    MAX_LINE_BYTES,
    MAX_PIN_LENGTH,
    MAX_TABLES,
    MAX_WINDOWS,
    PROTOCOL_VERSION,
    SILENT_BEATS,
)
from decrypto_qt.protocol.wire import parse_client, to_line

if TYPE_CHECKING:
    from decrypto_qt.net.web_server import WebServer

log = logging.getLogger(__name__)


CLASS_NAME = "class.json"
"""The class's own file in the data folder: its name and how many tables it has."""
CLASS_FORMAT = "decrypto_qt/class"
TABLES_DIR = "tables"


def table_dir(data_dir: Path, number: int) -> Path:
    """Table 1 keeps the data folder itself (as a one-table host always has); the others
    each have their own subfolder."""
    return data_dir if number == 1 else data_dir / TABLES_DIR / f"table-{number:02d}"


class GameHost(QObject):
    """One room on the LAN: a TCP server, its windows, and one or more tables.

    Args:
        room: the name shown in game lists (the class's name when it has several tables).
        settings: the table options (R1, R8, R9, R19, R27), for every table.
        pack: the word pack keywords are drawn from (R2), for every table.
        pin: if set, a window must give it to join.
        data_dir: where autosave and used-word memory live.
        clock: the host's time source, in seconds; the engine gets it as ``now``.
        start_at: start by itself once this many players are seated, ready and
            the table is valid (headless hosts); ``None`` waits for :meth:`start_game`.
        tables: how many tables (1-16); more can be added with :meth:`add_table`.

    Signals:
        lobby_changed(): seats, teams, readiness or presence changed at any table.
        game_changed(object): table 1's new GameState after any change.
        events(object): the engine's events of one action applied at table 1 (a tuple).
        class_changed(int): something changed at the table with this number.
    """

    lobby_changed = Signal()
    game_changed = Signal(object)
    events = Signal(object)
    class_changed = Signal(int)

    def __init__(
        self,
        room: str,
        *,
        settings: Settings | None = None,
        pack: WordPack,
        pin: str | None = None,
        data_dir: Path | None = None,
        clock: Callable[[], float] = time.time,
        start_at: int | None = None,
        seed: int | None = None,
        tables: int = 1,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if not 1 <= tables <= MAX_TABLES:
            raise RuleError("class/tables", f"A host runs 1 to {MAX_TABLES} tables.")
        self.pin = pin or None
        if self.pin is not None and len(self.pin) > MAX_PIN_LENGTH:
            raise RuleError("host/pin", f"A PIN has at most {MAX_PIN_LENGTH} characters.")
        self.data_dir = data_dir if data_dir is not None else autosave.data_dir()
        self._room = room
        self.is_class = tables > 1
        self.tables: list[Table] = []
        self._server = LineServer(self)
        self._server.accepted.connect(self._adopt)
        self._conns: dict[Link, str | None] = {}
        self._route: dict[Link, Table] = {}
        """Per welcomed connection, the table it sits at."""
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(int(HEARTBEAT_SECONDS * 250))
        self._heartbeat.timeout.connect(self._check_silence)
        self._closed = False
        self._restored = False
        self.web: WebServer | None = None
        self.handshake_seconds = HANDSHAKE_SECONDS
        self.max_windows = MAX_WINDOWS
        self.max_per_address = MAX_CONNECTIONS_PER_ADDRESS
        self.flood_messages = FLOOD_MESSAGES
        self.silence_seconds = HEARTBEAT_SECONDS * SILENT_BEATS
        self.line_seconds = LINE_SECONDS
        self.pin_throttle = PinThrottle()
        """Wrong PINs per address and per room (the same for both transports)."""
        for _ in range(tables):
            self._new_table(settings or Settings(), pack, clock, start_at, seed)

    # --- tables ---------------------------------------------------------------

    def _new_table(
        self,
        settings: Settings,
        pack: WordPack,
        clock: Callable[[], float],
        start_at: int | None,
        seed: int | None,
    ) -> Table:
        number = len(self.tables) + 1
        name = f"{self._room} – {number}" if self.is_class else self._room
        table = Table(
            self,
            number,
            name,
            settings=settings,
            pack=pack,
            data_dir=table_dir(self.data_dir, number),
            clock=clock,
            start_at=start_at,
            seed=None if seed is None else seed + number - 1,
            parent=self,
        )
        table.lobby_changed.connect(self.lobby_changed)
        table.lobby_changed.connect(lambda n=number: self.class_changed.emit(n))
        table.game_changed.connect(lambda _s, n=number: self.class_changed.emit(n))
        if number == 1:
            table.game_changed.connect(self.game_changed)
            table.events.connect(self.events)
        self.tables.append(table)
        return table

    def add_table(self) -> Table:
        """One more table, with table 1's settings and word pack; the host becomes a class."""
        if len(self.tables) >= MAX_TABLES:
            raise RuleError("class/tables", f"A host runs at most {MAX_TABLES} tables.")
        first = self.tables[0]
        if not self.is_class:
            self._room = first.room
            self.is_class = True
        table = self._new_table(first.settings, first.pack, first.clock, first.start_at, None)
        table.seed = None if first.seed is None else first.seed + table.number - 1
        table._save()
        self._save_class()
        self.lobby_changed.emit()
        return table

    def route(self, conn: Link, wid: str | None, table: Table | None) -> None:
        """``conn`` now serves window ``wid`` of ``table`` (None, None: no window yet)."""
        self._conns[conn] = wid
        if table is None:
            self._route.pop(conn, None)
        else:
            self._route[conn] = table

    def table(self, number: int) -> Table | None:
        """The table with this number (1, 2…), or ``None``."""
        return self.tables[number - 1] if 1 <= number <= len(self.tables) else None

    def table_infos(self) -> tuple[msg.TableInfo, ...]:
        """Every table as any window may see it: name, players, open seats, started."""
        return tuple(
            msg.TableInfo(
                t.number,
                t.room,
                len(t.book.seats),
                t.open_seats(),
                t.started,
            )
            for t in self.tables
        )

    def window_count(self) -> int:
        return sum(len(t.book.windows) for t in self.tables)

    def _choose_table(self, hello: msg.Hello) -> Table | None:
        """The table a new window sits at: the one asked for, else the emptiest not started."""
        if hello.table is not None:
            return self.table(hello.table)
        waiting = [t for t in self.tables if not t.started] or self.tables
        return min(waiting, key=lambda t: (len(t.book.seats), t.number))

    def _save_class(self) -> None:
        data = {"format": CLASS_FORMAT, "room": self._room, "tables": len(self.tables)}
        try:
            autosave.write_atomic(self.data_dir / CLASS_NAME, json.dumps(data, ensure_ascii=False))
        except OSError as exc:
            log.error("class file not written: %s", exc)

    @property
    def room(self) -> str:
        """The name on the LAN: the class's name, or the one table's."""
        return self._room if self.is_class else self.tables[0].room

    @room.setter
    def room(self, value: str) -> None:
        self._room = value
        if not self.is_class:
            self.tables[0].room = value

    # --- lifecycle ---------------------------------------------------------

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> int:
        """Start accepting windows; returns the port (a free one if ``port`` is 0)."""
        if not self._server.listen(QHostAddress(address), port):
            raise OSError(f"cannot listen on {address}:{port}: {self._server.errorString()}")
        self._heartbeat.start()
        self._save_class()
        if not self._restored:
            # A new class: tables 2+ replace whatever an older class left in their folders,
            # so that a crash before their first change never resumes an old game.
            for table in self.tables[1:]:
                table._save()
        log.info(
            "room %r (%d tables) listening on %s:%d",
            self.room,
            len(self.tables),
            address,
            self.port,
        )
        return self.port

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    def listen_web(self, address: str = "0.0.0.0", port: int | None = None) -> int:
        """Also serve the browser client and its WebSocket (docs/protocol.md); returns the port.

        Without ``port``, the one after the game's port if it is free (a page bookmarked
        or a resume token kept by a browser stays valid), else any free one.
        """
        from decrypto_qt.net.web_server import WebServer
        from decrypto_qt.web.catalogue import web_answers

        if self.web is None:
            self.web = WebServer(web_answers(self), parent=self)
            self.web.socket_opened.connect(self._adopt)
        if port is None and 0 < self.port < 65535:
            try:
                return self.web.listen(address, self.port + 1)
            except OSError:
                pass
        return self.web.listen(address, port or 0)

    @property
    def web_port(self) -> int | None:
        """The browser client's port, or ``None`` when it is not served."""
        return self.web.port if self.web is not None and self.web.listening else None

    @property
    def started(self) -> bool:
        return self.tables[0].started

    @property
    def connected_windows(self) -> int:
        return sum(t.connected_windows for t in self.tables)

    def close(self) -> None:
        """Say goodbye to every window and stop listening; the autosaves stay."""
        if self._closed:
            return
        self._closed = True
        for table in self.tables:
            table.close()
        self._heartbeat.stop()
        bye = to_line(msg.Bye("host/closing", "The host is shutting down."))
        for conn in list(self._conns):
            conn.shutdown(bye)
        self._conns.clear()
        self._route.clear()
        self._server.close()
        if self.web is not None:
            self.web.close()

    def restore(self, *, ended: bool = False) -> bool:
        """Take up the autosaved room and every table; False if there is none to resume.

        Tables whose game has ended start anew, unless ``ended`` (to read them back).

        Raises:
            RuleError: ``save/invalid`` if an autosave exists but is damaged.
        """
        self._restored = True
        found = self.tables[0].restore(ended=ended)
        path = self.data_dir / CLASS_NAME
        if not path.exists():
            return found
        data = autosave.read_json(path)
        if not isinstance(data, dict) or data.get("format") != CLASS_FORMAT:
            raise RuleError("save/invalid", "The class file is not a decrypto_qt class file.")
        count = data.get("tables")
        if not isinstance(count, int) or not 1 <= count <= MAX_TABLES:
            raise RuleError("save/invalid", "The class file's number of tables is damaged.")
        if count > 1:
            self._room = str(data.get("room") or self._room)
            self.is_class = True
        while len(self.tables) < count:
            first = self.tables[0]
            self._new_table(first.settings, first.pack, first.clock, first.start_at, None)
        for table in self.tables[1:]:
            found = table.restore(ended=ended) or found
        return found

    # --- table 1, for a host of one table ----------------------------------------

    @property
    def state(self) -> GameState | None:
        return self.tables[0].state

    @property
    def log(self) -> list[LogEntry]:
        return self.tables[0].log

    @property
    def book(self) -> SeatBook:
        return self.tables[0].book

    @property
    def settings(self) -> Settings:
        return self.tables[0].settings

    @property
    def pack(self) -> WordPack:
        return self.tables[0].pack

    @property
    def seed(self) -> int | None:
        return self.tables[0].seed

    @seed.setter
    def seed(self, value: int | None) -> None:
        self.tables[0].seed = value

    @property
    def start_at(self) -> int | None:
        return self.tables[0].start_at

    @start_at.setter
    def start_at(self, value: int | None) -> None:
        self.tables[0].start_at = value

    @property
    def clock(self) -> Callable[[], float]:
        return self.tables[0].clock

    @property
    def saved_port(self) -> int | None:
        """The port of the game taken up by :meth:`restore`; listening there again lets
        the windows reconnect by themselves."""
        return self.tables[0].saved_port

    @property
    def autosave_path(self) -> Path:
        return self.tables[0].autosave_path

    @property
    def journal_path(self) -> Path:
        return self.tables[0].journal_path

    def lobby_problem(self) -> str | None:
        return self.tables[0].lobby_problem()

    def lobby_error(self) -> RuleError | None:
        return self.tables[0].lobby_error()

    def start_game(self) -> None:
        self.tables[0].start_game()

    def play_again(self, *, shuffle: bool = False) -> bool:
        return self.tables[0].play_again(shuffle=shuffle)

    def host_action(self, action: act.Action) -> tuple[Event, ...]:
        return self.tables[0].host_action(action)

    def free_seat(self, seat_id: str) -> None:
        self.tables[0].free_seat(seat_id)

    def configure(self, **changes: Any) -> None:
        self.tables[0].configure(**changes)

    def kick(self, seat_id: str) -> None:
        self.tables[0].kick(seat_id)

    def hand_over(self, seat_id: str, new_name: str) -> None:
        self.tables[0].hand_over(seat_id, new_name)

    def lobby_message(self) -> msg.LobbyState:
        return self.tables[0].lobby_message()

    def engine_window(self, wid: str) -> Window:
        return self.tables[0].engine_window(wid)

    def view_version(self, wid: str) -> int:
        return self.tables[0].view_version(wid)

    def _apply(self, action: act.Action) -> tuple[Event, ...]:
        return self.tables[0]._apply(action)

    def _save(self) -> None:
        self.tables[0]._save()

    # --- connections -------------------------------------------------------------

    def _adopt(self, conn: Link) -> None:
        """A new connection, by either transport: the same handshake, limits and views."""
        if self._closed:
            conn.abort()
            return
        address = conn.address
        open_here = sum(1 for c in self._conns if c.address == address)
        if open_here >= self.max_per_address:
            # Each connection of an address would otherwise hold a window (and a file
            # descriptor) of the room: one computer could fill it for everyone.
            log.warning("refused %s: %d connections from that address", conn.peer, open_here)
            conn.disconnected.connect(lambda c=conn: dispose(c))
            conn.close(
                to_line(
                    msg.Refused(
                        "hello/room_full",
                        f"This computer has {self.max_per_address} windows open here already.",
                        self.room,
                    )
                )
            )
            return
        conn.flood_messages = self.flood_messages
        conn.max_line = MAX_LINE_BYTES
        self._conns[conn] = None
        conn.on_line = lambda line, c=conn: self._on_line(c, line)
        conn.framing_error.connect(lambda exc, c=conn: self._fatal(c, exc))
        conn.disconnected.connect(lambda c=conn: self._on_disconnect(c))
        QTimer.singleShot(
            int(self.handshake_seconds * 1000), conn, lambda c=conn: self._handshake_due(c)
        )

    def _handshake_due(self, conn: Link) -> None:
        if conn in self._conns and self._conns[conn] is None:
            self._fatal(
                conn, ProtocolError("proto/handshake_timeout", "No hello in time.", fatal=True)
            )

    def _fatal(self, conn: Link, exc: ProtocolError) -> None:
        log.warning("closing %s: %s", conn.peer, exc)
        conn.close(to_line(msg.Error(exc.code, exc.message)))

    def _on_disconnect(self, conn: Link) -> None:
        wid = self._conns.pop(conn, None)
        table = self._route.pop(conn, None)
        dispose(conn)  # its handlers hold this host
        if wid is None or table is None:
            return
        table.window_gone(conn, wid)

    def _check_silence(self) -> None:
        limit = self.silence_seconds
        now = time.monotonic()
        for conn, wid in list(self._conns.items()):
            started = conn.line_started
            if started is not None and now - started > self.line_seconds:
                # Bytes that trickle in keep a connection "heard" but never make a line.
                self._fatal(
                    conn,
                    ProtocolError(
                        "proto/slow_line",
                        f"A line took longer than {self.line_seconds:g} s to arrive.",
                        fatal=True,
                    ),
                )
            elif wid is not None and now - conn.last_heard > limit:
                log.info(
                    "window %s silent for %.1f s: treating it as gone", wid, now - conn.last_heard
                )
                conn.abort()

    def _on_line(self, conn: Link, line: bytes) -> None:
        request_id: int | None = None
        try:
            message = parse_client(line)
            request_id = getattr(message, "id", None)
            wid = self._conns.get(conn)
            if isinstance(message, msg.Hello):
                if wid is not None:
                    raise ProtocolError(
                        "proto/already_welcomed", "This window has said hello already."
                    )
                self._hello(conn, message)
            elif wid is None:
                raise ProtocolError("proto/not_welcomed", "Say hello first.")
            elif isinstance(message, msg.Ping):
                conn.send(msg.Pong(message.t))
            elif isinstance(message, msg.LobbyChoice):
                self._route[conn]._lobby_choice(wid, message)
            elif isinstance(message, msg.ActionRequest):
                self._route[conn]._action(wid, message)
            elif isinstance(message, msg.Leave):
                self._route[conn]._leave(conn, wid)
        except ProtocolError as exc:
            if exc.fatal:
                self._fatal(conn, exc)
            else:
                conn.send(msg.Error(exc.code, exc.message, request_id))
        except RuleError as exc:
            params = {
                k: v for k, v in exc.params.items() if isinstance(v, (str, int, float, type(None)))
            }
            conn.send(msg.Error(exc.code, exc.message, request_id, params))
        except Exception:  # the host never crashes on input
            log.exception("unexpected error handling a message from %s", conn.peer)
            conn.send(
                msg.Error("host/internal", "The host could not handle this message.", request_id)
            )

    # --- handshake -----------------------------------------------------------------

    def refuse(self, conn: Link, code: str, message: str) -> None:
        """Close ``conn`` with a ``refused`` message saying why."""
        log.info("refused %s: %s", conn.peer, code)
        conn.close(to_line(msg.Refused(code, message, self.room)))

    def _pin_ok(self, conn: Link, pin: str) -> bool:
        """Check a PIN unless its address or the room must wait; refuse it if wrong."""
        assert self.pin is not None
        address = conn.address
        wait = self.pin_throttle.wait(address)
        if wait > 0:
            # Refused without a look at the PIN: waiting out the answer tells nothing.
            self.refuse(
                conn,
                "hello/pin_wait",
                f"Too many wrong PINs; try again in {max(1, round(wait))} s.",
            )
            return False
        right = same_secret(pin, self.pin)
        self.pin_throttle.checked(address, right)
        if not right:
            self.refuse(
                conn, "hello/pin", "This room has a PIN; the one given is wrong or missing."
            )
        return right

    def _hello(self, conn: Link, hello: msg.Hello) -> None:
        if hello.protocol != PROTOCOL_VERSION:
            self.refuse(
                conn,
                "hello/version",
                f"This host speaks protocol {PROTOCOL_VERSION}, the window {hello.protocol}; "
                "update the older app.",
            )
            return
        if hello.resume:
            # A resume token is a stronger secret than the PIN, and was only ever given
            # to a window that knew the PIN: its window comes back at once, throttled or not.
            for known in self.tables:
                if known.book.by_token(hello.resume) is not None:
                    known.admit(conn, hello)
                    return
        if self.pin is not None and not self._pin_ok(conn, hello.pin or ""):
            return
        table = self._choose_table(hello)
        if table is None:
            self.refuse(
                conn,
                "hello/no_table",
                f"This class has tables 1 to {len(self.tables)}; there is no table {hello.table}.",
            )
            return
        if (
            hello.table is not None
            and hello.names
            and not table.started
            and table.open_seats() < len(hello.names)
        ):
            self.refuse(
                conn,
                "hello/table_full",
                f"Table {table.number} is full; choose another table or any table.",
            )
            return
        table.admit(conn, hello)
