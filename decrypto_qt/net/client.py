"""A window's connection to a host: handshake, resume, heartbeat and automatic reconnect.

It connects on a plain socket, as the host accepts on its own (``net/connection.py``): a
window loads nothing of Qt's network module, which would cost it some 3 MiB."""

from __future__ import annotations

import itertools
import logging
import socket as sockets
import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from decrypto_qt import __version__
from decrypto_qt.engine import actions as act
from decrypto_qt.net.connection import SocketLines, dispose
from decrypto_qt.protocol import messages as msg
from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.limits import HEARTBEAT_SECONDS, PROTOCOL_VERSION, SILENT_BEATS
from decrypto_qt.protocol.wire import action_to_wire, parse_host, to_line

log = logging.getLogger(__name__)

BACKOFF_SECONDS = (0.2, 0.5, 1.0, 2.0, 4.0)
FIRST_CONNECT_SECONDS = 4.0
"""How long a first connection may take to be welcomed before it counts as failed."""


def failure_kind(error: OSError) -> str:
    """A first connection's failure to connect, in a person's terms: why nothing was
    joined. (Connected, then hung up on without a welcome: "not_a_game".)"""
    if isinstance(error, ConnectionRefusedError):
        return "refused"  # the computer is there, nothing listens on that port
    if isinstance(error, sockets.gaierror):
        return "unknown_host"
    if isinstance(error, TimeoutError):
        return "timeout"
    return "unreachable"


class Dialer(QObject):
    """One attempt to connect to ``host:port``, on a thread of its own: a name lookup and
    a connect may each take seconds (a LAN without a name server, a host that has gone),
    and the window stays live meanwhile. It has no parent: its thread holds it until the
    attempt ends, whatever becomes of the connection that asked.

    Signals:
        done(object, object): this dialer, and the connected socket or the OSError that
            ended the attempt.
    """

    done = Signal(object, object)

    def __init__(self, host: str, port: int) -> None:
        super().__init__()
        self.address = (host, port)

    def start(self) -> None:
        threading.Thread(target=self._dial, name="connect", daemon=True).start()

    def _dial(self) -> None:  # its own thread
        host, port = self.address
        # An address or an ASCII name goes as bytes, as IDNA would write it: given text,
        # Python loads its IDNA codec (some 0.3 MiB) for every name. (The stubs say text
        # only; create_connection hands the name to getaddrinfo, which takes either.)
        name: str | bytes = host.encode("ascii") if host.isascii() else host
        result: sockets.socket | OSError
        try:
            result = sockets.create_connection((name, port))  # type: ignore[arg-type]
        except OSError as exc:
            result = exc
        except UnicodeError:  # a name IDNA cannot write (an empty label, one too long)
            result = sockets.gaierror(sockets.EAI_NONAME, "Name or service not known")
        self.done.emit(self, result)


class HostConnection(QObject):
    """Connects a window to a host and keeps it connected.

    After a drop (host restart, Wi-Fi, sleep) it reconnects by itself with
    growing pauses and claims its window back with the resume token, so the
    seats and the full view come back. A refusal or :meth:`close` stops it.
    A first connection that is never welcomed (wrong address or port, no game
    there, no answer within :data:`FIRST_CONNECT_SECONDS`) does not retry: it
    reports ``failed`` and stops, so a person can correct the address.

    Signals:
        welcomed(object): msg.Welcome — seats and the resume token.
        refused(str, str): code and message; no further attempts.
        failed(str): the first connection failed ("refused", "unknown_host",
            "unreachable", "timeout" or "not_a_game"); no further attempts.
        lobby(object): msg.LobbyState.
        view(object): msg.ViewUpdate — the latest full view.
        error(object): msg.Error — an action or message was refused.
        status(str): "connecting", "connected", "lost" or "closed".
    """

    welcomed = Signal(object)
    refused = Signal(str, str)
    failed = Signal(str)
    lobby = Signal(object)
    view = Signal(object)
    error = Signal(object)
    status = Signal(str)

    def __init__(
        self,
        host: str,
        port: int,
        *,
        names: tuple[str, ...] = (),
        team: str | None = None,
        pin: str | None = None,
        resume: str | None = None,
        persistent: bool = False,
        table: int | None = None,
        computer: bool = False,
        level: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.persistent = persistent
        """Keep trying even before the first welcome (bots started before their host, or
        after it crashed); a window instead says at once why it could not join."""
        self.host, self.port = host, port
        self.names, self.team, self.pin = names, team, pin
        self.table = table
        self.computer, self.level = computer, level
        """A computer player says so in its hello (at ``level``), so every window badges it."""
        """At a class: the table asked for (``None``: the host chooses)."""
        self.resume_token = resume
        self.welcome: msg.Welcome | None = None
        self.last_view: msg.ViewUpdate | None = None
        self.last_lobby: msg.LobbyState | None = None
        self.received: list[bytes] | None = None
        """Set to a list to keep every line received from the host (tests, diagnostics)."""
        self._line: SocketLines | None = None
        self._dialer: Dialer | None = None
        """The attempt to connect under way, if any."""
        self._ids = itertools.count(1)
        self._attempt = 0
        self._stopped = False
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self.silence_seconds = HEARTBEAT_SECONDS * SILENT_BEATS
        self._beat = QTimer(self)
        self._beat.setInterval(int(HEARTBEAT_SECONDS * 1000))
        self._beat.timeout.connect(self._heartbeat)
        self.first_connect_seconds = FIRST_CONNECT_SECONDS
        self._first = QTimer(self)
        self._first.setSingleShot(True)
        self._first.timeout.connect(lambda: self._fail("timeout"))
        self.refused_room = ""
        """The room's name as given with a refusal (for the PIN dialog's title)."""
        self.state = "closed"

    # --- public ------------------------------------------------------------

    def open(self) -> None:
        self._stopped = False
        if self.welcome is None and not self.persistent:
            self._first.start(int(self.first_connect_seconds * 1000))
        self._connect()

    def close(self) -> None:
        """Leave on purpose (the host keeps the seats) and stop reconnecting."""
        self._stopped = True
        self._retry.stop()
        self._beat.stop()
        self._first.stop()
        self._dialer = None  # should it connect, its socket is closed as it arrives
        if self._line is not None:
            self._line.shutdown(to_line(msg.Leave()))
            self._line = None
        self._set("closed")

    def set_heartbeat(self, seconds: float) -> None:
        """Ping every ``seconds`` and give up on a host silent for three beats."""
        self._beat.setInterval(int(seconds * 1000))
        self.silence_seconds = seconds * SILENT_BEATS

    def drop(self) -> None:
        """Cut the connection without a goodbye, as a crash would (tests, sleep)."""
        if self._line is not None:
            self._line.abort()

    @property
    def seats(self) -> tuple[msg.Seat, ...]:
        return () if self.welcome is None else self.welcome.seats

    def send_action(
        self,
        action: act.Action | dict[str, Any],
        *,
        player: str | None = None,
        base: int | None = None,
    ) -> int:
        """Ask the host to apply an action; returns the request id echoed by an error.

        ``base``: the ``version`` of this window's view the action was decided on;
        the host refuses the action as ``action/stale`` if that view has changed since.
        """
        payload = action if isinstance(action, dict) else action_to_wire(action)
        if player is None and not isinstance(action, dict):
            player = getattr(action, "player", None)
        request_id = next(self._ids)
        self._send(msg.ActionRequest(request_id, payload, player, base))
        return request_id

    def choose(
        self, *, team: str | None = None, ready: bool | None = None, table: int | None = None
    ) -> int:
        """Before the game: a team, readiness, or (at a class) another table."""
        request_id = next(self._ids)
        self._send(msg.LobbyChoice(request_id, team, ready, table))
        return request_id

    def send_raw(self, data: bytes) -> None:
        """Send bytes as they are (fuzz tests)."""
        if self._line is not None:
            self._line.send_bytes(data)

    # --- internals ------------------------------------------------------------

    def _set(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.status.emit(state)

    def _send(self, message: msg.Message) -> None:
        if self._line is not None:
            self._line.send(message)

    def _connect(self) -> None:
        if self._stopped:
            return
        self._set("connecting")
        dialer = Dialer(self.host, self.port)
        self._dialer = dialer
        dialer.done.connect(self._dialed)
        dialer.start()

    def _dialed(self, dialer: Dialer, result: sockets.socket | OSError) -> None:
        if dialer is not self._dialer:  # closed, failed or given up since it was asked for
            if isinstance(result, sockets.socket):
                result.close()
            return
        self._dialer = None
        if isinstance(result, OSError):
            if self.welcome is None and not self.persistent:
                # Never joined: a wrong address or port, or no game there. Retrying
                # forever would only hide that from the person who typed it.
                self._fail(failure_kind(result))
            else:
                self._lost(str(result))
            return
        line = SocketLines(result.detach(), self, limit_flood=False)
        self._line = line
        line.line_received.connect(self._on_line)
        line.framing_error.connect(lambda _exc, ls=line: ls.abort())
        line.disconnected.connect(lambda ls=line: self._on_disconnected(ls))
        self._hello(line)

    def _hello(self, line: SocketLines) -> None:
        line.last_heard = time.monotonic()
        line.send(
            msg.Hello(
                PROTOCOL_VERSION,
                __version__,
                self.names,
                self.team,
                self.resume_token,
                self.pin,
                self.table,
                self.computer,
                self.level,
            )
        )
        self._beat.start()

    def _heartbeat(self) -> None:
        line = self._line
        if line is None:
            return
        if time.monotonic() - line.last_heard > self.silence_seconds:
            log.info("host silent: reconnecting")
            line.abort()
            return
        line.send(msg.Ping(time.time()))

    def _on_line(self, data: bytes) -> None:
        if self.received is not None:
            self.received.append(data)
        try:
            message = parse_host(data)
        except ProtocolError as exc:
            log.warning("ignoring a bad message from the host: %s", exc)
            return
        if isinstance(message, msg.Welcome):
            self.welcome = message
            self.table = message.table
            self.resume_token = message.resume
            self._first.stop()
            self._attempt = 0
            self._set("connected")
            self.welcomed.emit(message)
        elif isinstance(message, msg.Refused):
            self._stopped = True
            self._first.stop()
            self.refused_room = message.room
            self._beat.stop()
            self._set("closed")
            self.refused.emit(message.code, message.message)
        elif isinstance(message, msg.LobbyState):
            self.last_lobby = message
            self.lobby.emit(message)
        elif isinstance(message, msg.ViewUpdate):
            self.last_view = message
            self.view.emit(message)
        elif isinstance(message, msg.Error):
            self.error.emit(message)
        elif isinstance(message, msg.Bye):
            log.info("host said bye: %s", message.message)
            if message.code != "host/closing":
                # Kicked or replaced: coming back by itself would undo what happened.
                self._stopped = True
                self._beat.stop()
                self.refused.emit(message.code, message.message)

    def _on_disconnected(self, line: SocketLines) -> None:
        if line is not self._line:
            return
        self._line = None
        dispose(line)  # its handlers hold this client
        self._beat.stop()
        if self._stopped:
            self._set("closed")
            return
        if self.welcome is None and not self.persistent:
            self._fail("not_a_game")  # something listens, but hung up without a welcome
            return
        self._lost("the connection was closed")

    def _fail(self, kind: str) -> None:
        if self._stopped or self.welcome is not None:
            return
        log.info("could not join %s:%s: %s", self.host, self.port, kind)
        self._stopped = True
        self._first.stop()
        self._retry.stop()
        self._beat.stop()
        self._dialer = None
        line, self._line = self._line, None
        if line is not None:
            line.shutdown()
            dispose(line)
        self._set("closed")
        self.failed.emit(kind)

    def _lost(self, why: str) -> None:
        was = self.state
        self._set("lost")
        delay = BACKOFF_SECONDS[min(self._attempt, len(BACKOFF_SECONDS) - 1)]
        self._attempt += 1
        # Said once on the console; every further attempt goes to the log file only.
        where = f"{self.host}:{self.port}"
        if self._attempt == 1 and was == "connected":
            log.warning("lost the host at %s (%s); reconnecting", where, why)
        elif self._attempt == 1:
            log.warning("cannot reach the host at %s (%s); trying again", where, why)
        else:
            log.debug("still no host at %s (%s): retrying in %.1f s", where, why, delay)
        self._retry.start(int(delay * 1000))
