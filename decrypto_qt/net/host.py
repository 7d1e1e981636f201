"""The authoritative host: owns the rules engine, seats the windows, sends each its view.

Every input is handled on the Qt event loop, one at a time, in arrival order.
A window receives nothing beyond its own view (V1-V7); a connection that has
not completed the handshake receives nothing about the game at all.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer

from decrypto_qt import __version__
from decrypto_qt.engine import (
    GameState,
    LogEntry,
    RuleError,
    Settings,
    Team,
    Window,
    WordPack,
    apply,
    check_roster,
    codec,
    deal,
    loads,
    start,
    view_for,
    view_version,
    visibility_key,
)
from decrypto_qt.engine import actions as act
from decrypto_qt.engine.events import Event
from decrypto_qt.engine.log import decode_entry, document, encode_entry
from decrypto_qt.net import autosave
from decrypto_qt.net.connection import LineSocket
from decrypto_qt.net.seats import Refusal, SeatBook, WindowRecord
from decrypto_qt.net.tokens import new_seed, same_secret
from decrypto_qt.net.web_socket import WebSocketLines
from decrypto_qt.protocol import messages as msg
from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.limits import (
    FLOOD_MESSAGES,
    HANDSHAKE_SECONDS,
    HEARTBEAT_SECONDS,
    MAX_PIN_LENGTH,
    MAX_WINDOWS,
    PROTOCOL_VERSION,
    SILENT_BEATS,
)
from decrypto_qt.protocol.wire import action_from_wire, parse_client, to_line

if TYPE_CHECKING:
    from decrypto_qt.net.web_server import WebServer

log = logging.getLogger(__name__)

Link = LineSocket | WebSocketLines
"""A window's connection: a TCP line socket (desktop) or a WebSocket (browser)."""

JOURNAL_TRIM_LINES = 500
SNAPSHOT_DELAY_MS = 1000


class GameHost(QObject):
    """One room on the LAN: a TCP server, its windows and seats, and the game.

    Args:
        room: the name shown in game lists and on the table.
        settings: the table options (R1, R8, R9, R19, R27).
        pack: the word pack keywords are drawn from (R2).
        pin: if set, a window must give it to join.
        data_dir: where autosave and used-word memory live.
        clock: the host's time source, in seconds; the engine gets it as ``now``.
        start_at: start by itself once this many players are seated, ready and
            the table is valid (headless hosts); ``None`` waits for :meth:`start_game`.

    Signals:
        lobby_changed(): seats, teams, readiness or presence changed.
        game_changed(object): the new GameState after any change.
        events(object): the engine's events of one applied action (a tuple).
    """

    lobby_changed = Signal()
    game_changed = Signal(object)
    events = Signal(object)

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
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.room = room
        self.settings = settings or Settings()
        self.pack = pack
        self.pin = pin or None
        if self.pin is not None and len(self.pin) > MAX_PIN_LENGTH:
            raise RuleError("host/pin", f"A PIN has at most {MAX_PIN_LENGTH} characters.")
        self.data_dir = data_dir if data_dir is not None else autosave.data_dir()
        self.clock = clock
        self.start_at = start_at
        self.seed = seed
        self.book = SeatBook()
        self.state: GameState | None = None
        self.log: list[LogEntry] = []
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._conns: dict[Link, str | None] = {}
        self._window_conn: dict[str, Link] = {}
        self._sent: dict[str, tuple[Link, Any]] = {}
        """Per window, the connection and the view (class, version, away) it was sent last."""
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._tick)
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(int(HEARTBEAT_SECONDS * 250))
        self._heartbeat.timeout.connect(self._check_silence)
        self._closed = False
        self.web: WebServer | None = None
        self._save_pending = False
        self._encoded_log: list[dict[str, Any]] = []
        self._journal: IO[str] | None = None
        self._journal_lines = 0
        self.saved_port: int | None = None
        """The port of the game taken up by :meth:`restore`; listening there again lets
        the windows reconnect by themselves."""
        self.handshake_seconds = HANDSHAKE_SECONDS
        self.max_windows = MAX_WINDOWS
        self.flood_messages = FLOOD_MESSAGES
        self.silence_seconds = HEARTBEAT_SECONDS * SILENT_BEATS

    # --- lifecycle ---------------------------------------------------------

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> int:
        """Start accepting windows; returns the port (a free one if ``port`` is 0)."""
        if not self._server.listen(QHostAddress(address), port):
            raise OSError(f"cannot listen on {address}:{port}: {self._server.errorString()}")
        self._heartbeat.start()
        log.info("room %r listening on %s:%d", self.room, address, self.port)
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
        return self.state is not None

    @property
    def connected_windows(self) -> int:
        return len(self._window_conn)

    def close(self) -> None:
        """Say goodbye to every window and stop listening; the autosave stays."""
        if self._closed:
            return
        self._closed = True
        if self._save_pending:
            self._save()
        if self._journal is not None:
            self._journal.close()
            self._journal = None
        self._heartbeat.stop()
        self._deadline.stop()
        bye = to_line(msg.Bye("host/closing", "The host is shutting down."))
        for conn in list(self._conns):
            conn.shutdown(bye)
        self._conns.clear()
        self._window_conn.clear()
        self._server.close()
        if self.web is not None:
            self.web.close()

    # --- the lobby -----------------------------------------------------------

    def lobby_problem(self) -> str | None:
        """Why the game cannot start now, in words, or ``None`` if it can."""
        error = self.lobby_error()
        return None if error is None else error.message

    def lobby_error(self) -> RuleError | None:
        """Why the game cannot start now, with its code and values, or ``None`` if it can."""
        if self.state is not None:
            return RuleError("lobby/started", "The game has started.")
        try:
            check_roster(self.settings, self.book.engine_players())
        except RuleError as exc:
            return exc
        return None

    def start_game(self) -> None:
        """Deal and start the game with the seated players (R1-R6)."""
        if self.state is not None:
            raise RuleError("lobby/started", "The game has started already.")
        players = self.book.engine_players()
        memory = autosave.load_used_words(self.data_dir)
        key = self.pack.name
        seed = self.seed if self.seed is not None else new_seed()
        setup, used = deal(
            self.settings, players, self.pack.words, seed=seed, used=memory.get(key, ())
        )
        memory[key] = sorted(used)
        autosave.save_used_words(self.data_dir, memory)
        self.state = start(setup)
        self.log = []
        self._encoded_log = []
        log.info("game started with %d players", len(players))
        self._journal_reset()  # a new game: the old journal is of no use
        self._save()
        self._after_change(())

    def host_action(self, action: act.Action) -> tuple[Event, ...]:
        """The host's own controls (R31, R32): pause, resume, force-advance, end."""
        if self.state is None:
            raise RuleError("lobby/not_started", "There is no game yet.")
        return self._apply(action)

    def free_seat(self, seat_id: str) -> None:
        """Open a seat for a newcomer (R32); the next window that asks for one gets it."""
        self.book.free_seat(seat_id)
        self._save()
        self.lobby_changed.emit()

    def configure(
        self,
        *,
        room: str | None = None,
        settings: Settings | None = None,
        pack: WordPack | None = None,
        pin: str | None = None,
    ) -> None:
        """Change the table before the game starts (host controls); ``pin=""`` removes it."""
        if self.state is not None:
            raise RuleError("lobby/started", "The game has started; its settings are fixed.")
        if pin is not None and len(pin) > MAX_PIN_LENGTH:
            raise RuleError("host/pin", f"A PIN has at most {MAX_PIN_LENGTH} characters.")
        if room is not None and room.strip():
            self.room = room.strip()
        if settings is not None:
            self.settings = settings
        if pack is not None:
            self.pack = pack
        if pin is not None:
            self.pin = pin or None
        self._after_presence()

    def kick(self, seat_id: str) -> None:
        """Take a player off the table: before the game the seat goes; in play it is
        opened for a newcomer (R32). A window left with no seat is disconnected."""
        seat = self.book.seats.get(seat_id)
        if seat is None:
            raise RuleError("seat/unknown", "There is no such seat.")
        wid = seat.window
        if self.state is None:
            self.book.seats.pop(seat_id)
        else:
            self.book.free_seat(seat_id)
            seat.window = None
        if wid is not None and wid in self.book.windows:
            window = self.book.windows[wid]
            window.seats = [s for s in window.seats if s != seat_id]
            if not window.seats:
                conn = self._window_conn.pop(wid, None)
                del self.book.windows[wid]
                if conn is not None:
                    self._conns[conn] = None
                    conn.close(to_line(msg.Bye("host/kicked", "The host took you off the table.")))
        self._save()
        self._after_presence()

    def hand_over(self, seat_id: str, new_name: str) -> None:
        """Someone else takes over a seat on the same window (R32)."""
        if self.state is None:
            raise RuleError("lobby/not_started", "There is no game yet.")
        seat = self.book.seats.get(seat_id)
        if seat is None:
            raise RuleError("seat/unknown", "There is no such seat.")
        name = self.book.rename(seat_id, new_name)
        self._apply(act.HandOverSeat(seat_id, name))
        self._after_presence()

    # --- autosave and resume ---------------------------------------------------

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / autosave.AUTOSAVE_NAME

    def _game_document(self) -> dict[str, Any]:
        assert self.state is not None
        # The log only grows: encode each entry once.
        while len(self._encoded_log) < len(self.log):
            self._encoded_log.append(encode_entry(self.log[len(self._encoded_log)]))
        return document(self.state, self._encoded_log)

    @property
    def journal_path(self) -> Path:
        return self.data_dir / autosave.JOURNAL_NAME

    def _journal_append(self, entry: LogEntry, version: int) -> None:
        """One small append per action; the full snapshot follows after the views."""
        try:
            if self._journal is None:
                self._journal = open(self.journal_path, "a", encoding="utf-8")  # noqa: SIM115
            self._journal.write(json.dumps({"version": version, **encode_entry(entry)}) + "\n")
            self._journal.flush()
            self._journal_lines += 1
        except OSError as exc:
            log.error("journal write failed: %s", exc)

    def _journal_trim(self) -> None:
        """After a snapshot the journal's lines are redundant (replay skips them); clear
        it only now and then, as removing a file on every action stalls some disks."""
        if self._journal_lines >= JOURNAL_TRIM_LINES:
            self._journal_reset()

    def _journal_reset(self) -> None:
        self._journal_lines = 0
        if self._journal is not None:
            self._journal.close()
            self._journal = None
        try:
            self.journal_path.unlink(missing_ok=True)
        except OSError as exc:
            log.error("journal reset failed: %s", exc)

    def _replay_journal(self) -> int:
        """Apply the actions journaled after the snapshot; a torn last line is ignored."""
        if self.state is None or not self.journal_path.exists():
            return 0
        replayed = 0
        for line in self.journal_path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                data = json.loads(line)
                version = data["version"]
                if version <= self.state.version:
                    continue
                entry = decode_entry(data)
                state, _ = apply(self.state, entry.action, entry.now)
            except (ValueError, KeyError, TypeError, RuleError, codec.CodecError):
                log.warning("journal ends with an unreadable line; ignoring it")
                break
            if state.version != version:
                log.warning("journal does not follow the snapshot; ignoring the rest")
                break
            self.state = state
            self.log.append(entry)
            replayed += 1
        return replayed

    def _save_soon(self) -> None:
        """Write a full snapshot within a second: every action is in the journal already,
        so snapshots only keep the journal short and are coalesced off the hot path."""
        if not self._save_pending:
            self._save_pending = True
            QTimer.singleShot(SNAPSHOT_DELAY_MS, self, self._save)

    def _save(self) -> None:
        self._save_pending = False
        data = {
            "format": autosave.HOST_FORMAT,
            "format_version": autosave.HOST_FORMAT_VERSION,
            "room": self.room,
            "pin": self.pin,
            "port": self.port,
            "settings": codec.encode(self.settings),
            "pack": {
                "name": self.pack.name,
                "language": self.pack.language,
                "words": list(self.pack.words),
            },
            "seats": self.book.to_json(),
            "game": None if self.state is None else self._game_document(),
        }
        try:
            autosave.write_atomic(self.autosave_path, json.dumps(data, ensure_ascii=False))
        except OSError as exc:  # a full disk must not stop the game
            log.error("autosave failed: %s", exc)
            return
        self._journal_trim()  # everything journaled is in the snapshot now

    def restore(self) -> bool:
        """Take up the autosaved room and game; returns False if there is none to resume.

        Raises:
            RuleError: ``save/invalid`` if the autosave exists but is damaged.
        """
        path = self.autosave_path
        if not path.exists():
            return False
        data = autosave.read_json(path)
        if not isinstance(data, dict) or data.get("format") != autosave.HOST_FORMAT:
            raise RuleError("save/invalid", "The autosave is not a decrypto_qt host file.")
        try:
            settings = codec.decode(Settings, data["settings"], "settings")
            pack = WordPack(
                data["pack"]["name"], data["pack"]["language"], tuple(data["pack"]["words"])
            )
        except (KeyError, TypeError, codec.CodecError) as exc:
            raise RuleError("save/invalid", f"The autosave is damaged ({exc}).") from None
        book = SeatBook.from_json(data.get("seats") or {})
        state, entries = (None, ()) if data.get("game") is None else loads(json.dumps(data["game"]))
        self.room = str(data.get("room") or self.room)
        port = data.get("port")
        self.saved_port = port if isinstance(port, int) and 0 < port < 65536 else None
        self.pin = data.get("pin") or self.pin
        self.settings, self.pack, self.book = settings, pack, book
        self.state, self.log = state, list(entries)
        self._encoded_log = []
        replayed = self._replay_journal()
        self._save()
        self._journal_reset()
        log.info(
            "resumed room %r (%s, %d journaled actions)",
            self.room,
            "in play" if state else "lobby",
            replayed,
        )
        self._schedule_deadline()
        return True

    # --- connections -------------------------------------------------------------

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            self._adopt(LineSocket(self._server.nextPendingConnection(), self))

    def _adopt(self, conn: Link) -> None:
        """A new connection, by either transport: the same handshake, limits and views."""
        if self._closed:
            conn.abort()
            return
        conn.flood_messages = self.flood_messages
        self._conns[conn] = None
        conn.line_received.connect(lambda line, c=conn: self._on_line(c, line))
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
        conn.deleteLater()
        if wid is None or self._window_conn.get(wid) is not conn:
            return
        del self._window_conn[wid]
        self.book.windows[wid].connected = False
        self._after_presence()

    def _check_silence(self) -> None:
        limit = self.silence_seconds
        now = time.monotonic()
        for conn, wid in list(self._conns.items()):
            if wid is not None and now - conn.last_heard > limit:
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
                self._lobby_choice(wid, message)
            elif isinstance(message, msg.ActionRequest):
                self._action(wid, message)
            elif isinstance(message, msg.Leave):
                self._leave(conn, wid)
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

    def _refuse(self, conn: Link, code: str, message: str) -> None:
        log.info("refused %s: %s", conn.peer, code)
        conn.close(to_line(msg.Refused(code, message, self.room)))

    def _hello(self, conn: Link, hello: msg.Hello) -> None:
        if hello.protocol != PROTOCOL_VERSION:
            self._refuse(
                conn,
                "hello/version",
                f"This host speaks protocol {PROTOCOL_VERSION}, the window {hello.protocol}; "
                "update the older app.",
            )
            return
        if self.pin is not None and not same_secret(hello.pin or "", self.pin):
            self._refuse(
                conn, "hello/pin", "This room has a PIN; the one given is wrong or missing."
            )
            return
        window = self.book.by_token(hello.resume) if hello.resume else None
        renamed: list[tuple[str, str]] = []
        if window is None:
            if len(self.book.windows) >= self.max_windows:
                self._refuse(conn, "hello/room_full", "This room is full.")
                return
            team = None if hello.team is None else Team(hello.team)
            try:
                if self.state is None:
                    window = self.book.join_lobby(list(hello.names), team)
                else:
                    window, seats = self.book.join_started(list(hello.names), team)
                    renamed = [(s.id, s.name) for s in seats]
            except Refusal as exc:
                self._refuse(conn, exc.code, exc.message)
                return
        old = self._window_conn.get(window.id)
        if old is not None and old is not conn:
            self._conns[old] = None
            old.close(
                to_line(msg.Bye("host/replaced", "This window connected again from elsewhere."))
            )
        self._conns[conn] = window.id
        self._window_conn[window.id] = conn
        window.connected = True
        if old is None:
            self._save()  # a new window's token is on disk before the window has it
        conn.send(self._welcome(window))
        log.info("welcomed %s as %s (%s)", conn.peer, window.id, ", ".join(hello.names) or "table")
        for seat_id, name in renamed:
            self._apply(act.HandOverSeat(seat_id, name))
        self._after_presence()
        if self.state is not None:
            self._send_view(window.id)

    def _welcome(self, window: WindowRecord) -> msg.Welcome:
        seats = tuple(
            msg.Seat(s.id, s.name, None if s.team is None else s.team.value)
            for s in self.book.seats_of(window.id)
        )
        return msg.Welcome(
            PROTOCOL_VERSION, __version__, self.room, window.id, seats, window.token, self.started
        )

    def _leave(self, conn: Link, wid: str) -> None:
        if self.state is None:
            self.book.remove_window(wid)
        self._conns[conn] = None
        self._window_conn.pop(wid, None)
        if wid in self.book.windows:
            self.book.windows[wid].connected = False
        conn.close()
        self._after_presence()

    # --- lobby and actions ---------------------------------------------------------------

    def _lobby_choice(self, wid: str, choice: msg.LobbyChoice) -> None:
        if self.state is not None:
            raise ProtocolError("lobby/started", "The game has started; teams are settled.")
        if choice.team is not None:
            if not self.book.seats_of(wid):
                raise ProtocolError("lobby/no_team", "A table window has no team to choose.")
            self.book.choose_team(wid, Team(choice.team))
        if choice.ready is not None:
            self.book.set_ready(wid, choice.ready)
        self._after_presence()

    def _action(self, wid: str, request: msg.ActionRequest) -> None:
        if self.state is None:
            raise ProtocolError("lobby/not_started", "There is no game yet.")
        seats = self.book.windows[wid].seats
        if not seats:
            raise ProtocolError("seat/none", "This window serves no player.")
        player = request.player
        if player is None:
            if len(seats) != 1:
                raise ProtocolError("seat/not_yours", "Say which of this window's players acts.")
            player = seats[0]
        if player not in seats:
            raise ProtocolError("seat/not_yours", "This window does not serve that player.")
        if request.base is not None and request.base != self.view_version(wid):
            raise ProtocolError(
                "action/stale", "The game has moved on since; look again and retry."
            )
        self._apply(action_from_wire(request.action, player))

    def _apply(self, action: act.Action) -> tuple[Event, ...]:
        assert self.state is not None
        now = self.clock()
        state, events = apply(self.state, action, now)
        if state is self.state:
            return events
        self.state = state
        entry = LogEntry(action, now)
        self.log.append(entry)
        self._journal_append(entry, state.version)  # durable before anyone sees it
        self._after_change(events)
        return events

    def _tick(self) -> None:
        if self.state is not None:
            try:
                self._apply(act.Tick())
            except RuleError:  # pragma: no cover - a tick is always legal
                log.exception("tick refused")
            self._schedule_deadline()

    def _schedule_deadline(self) -> None:
        self._deadline.stop()
        if self.state is not None and self.state.deadline is not None and not self.state.paused:
            ms = max(0, int((self.state.deadline - self.clock()) * 1000) + 5)
            self._deadline.start(ms)

    # --- sending -------------------------------------------------------------------------

    def _after_change(self, events: tuple[Event, ...]) -> None:
        self._broadcast_views()
        self._save_soon()
        self._schedule_deadline()
        assert self.state is not None
        self.game_changed.emit(self.state)
        if events:
            self.events.emit(events)

    def _after_presence(self) -> None:
        self._broadcast_lobby()
        if self.state is not None:
            self._broadcast_views()
        self._save_soon()
        self.lobby_changed.emit()
        self._maybe_autostart()

    def _maybe_autostart(self) -> None:
        if (
            self.state is None
            and self.start_at is not None
            and len(self.book.seats) >= self.start_at
            and self.book.all_ready()
            and self.lobby_problem() is None
        ):
            self.start_game()

    def lobby_message(self) -> msg.LobbyState:
        away = set(self.book.away())
        players = tuple(
            msg.LobbyPlayer(
                s.id, s.name, None if s.team is None else s.team.value, s.ready, s.id in away
            )
            for s in self.book.players()
        )
        error = self.lobby_error() if self.state is None else None
        return msg.LobbyState(
            self.room,
            self.started,
            self.pin is not None,
            players,
            len(self._window_conn),
            None if error is None else error.message,
            self.settings.variant.value,
            None if error is None else error.code,
            {} if error is None else error.params,
        )

    def _broadcast_lobby(self) -> None:
        line = to_line(self.lobby_message())
        for conn in list(self._window_conn.values()):
            conn.send_bytes(line)

    def engine_window(self, wid: str) -> Window:
        seats = self.book.seats_of(wid)
        if not seats or seats[0].team is None:
            return Window.table()
        return Window(seats[0].team, frozenset(s.id for s in seats))

    def _window_class(self, wid: str) -> tuple[Window, Any]:
        """The engine's window for ``wid`` and its visibility class (equal class, equal view)."""
        assert self.state is not None
        if not self.book.windows[wid].seats:
            return Window.table(), None  # tables and spectators: one class, no need to ask
        window = self.engine_window(wid)
        return window, visibility_key(self.state, window)

    def view_version(self, wid: str) -> int:
        """The version of window ``wid``'s current view; it moves only when that view changes."""
        assert self.state is not None
        return view_version(self.state, self._window_class(wid)[0])

    def view_line(
        self, wid: str, now: float, away: tuple[str, ...], cache: dict[Any, bytes]
    ) -> bytes:
        """The window's view as a wire line; windows of one visibility class share one encoding."""
        assert self.state is not None
        window, key = self._window_class(wid)
        line = cache.get(key)
        if line is None:
            view = view_for(self.state, window)
            line = to_line(msg.ViewUpdate(view["version"], now, away, view))
            cache[key] = line
        return line

    def _broadcast_views(self) -> None:
        """Send each window its view, if anything it can see changed since it was sent last.

        A window whose view is unchanged gets nothing: one team's private change
        (a note, a draft) sends no message to the other team's windows or the
        table, so they cannot tell from the wire when the other side is typing.
        """
        if self.state is None:
            return
        now, away, cache = self.clock(), self.book.away(), {}  # type: ignore[var-annotated]
        for wid in list(self._window_conn):
            self._send_view(wid, now, away, cache)

    def _send_view(
        self,
        wid: str,
        now: float | None = None,
        away: tuple[str, ...] | None = None,
        cache: dict[Any, bytes] | None = None,
    ) -> None:
        """Send window ``wid`` its view unless it holds this very view already."""
        conn = self._window_conn.get(wid)
        if conn is None or self.state is None:
            return
        away = self.book.away() if away is None else away
        window, key = self._window_class(wid)
        stamp = (key, view_version(self.state, window), away)
        if self._sent.get(wid) == (conn, stamp):
            return
        self._sent[wid] = (conn, stamp)
        now = self.clock() if now is None else now
        conn.send_bytes(self.view_line(wid, now, away, {} if cache is None else cache))
