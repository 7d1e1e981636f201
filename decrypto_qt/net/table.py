"""One table of a host: a whole game with its seats, settings and timer, and the windows
that arrive, act, leave and move.

A host (:class:`decrypto_qt.net.host.GameHost`) runs one table, or several for a
class; it owns the listener and routes each window to one table. A table only
ever sends to its own windows: nothing of one table reaches another's.

The table decides what happens and when; what each window is sent is
:mod:`decrypto_qt.net.table_views`'s, and what is kept on disk (the journal, the
snapshot, reading them back) :mod:`decrypto_qt.net.table_saves`'s.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

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
    deal,
    deal_again,
    pairing_changed,
    start,
)
from decrypto_qt.engine import actions as act
from decrypto_qt.engine.deal import table_capacity
from decrypto_qt.engine.events import Event
from decrypto_qt.net import autosave, table_views
from decrypto_qt.net.edits import EditGate, is_edit
from decrypto_qt.net.seats import Refusal, SeatBook, WindowRecord
from decrypto_qt.net.table_saves import Journal, Snapshot
from decrypto_qt.net.table_views import Outbox
from decrypto_qt.net.tokens import new_seed
from decrypto_qt.protocol import messages as msg
from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.limits import MAX_PIN_LENGTH, PROTOCOL_MINOR, PROTOCOL_VERSION
from decrypto_qt.protocol.wire import action_from_wire, to_line

if TYPE_CHECKING:
    from decrypto_qt.net.links import Link


class Lobby(Protocol):
    """What a table needs of the host it sits in (:class:`decrypto_qt.net.host.GameHost`):
    the room's address and PIN, the class's other tables, and the routing of connections."""

    pin: str | None
    max_windows: int

    @property
    def port(self) -> int: ...

    @property
    def is_class(self) -> bool: ...

    def window_count(self) -> int: ...

    def table_infos(self) -> tuple[msg.TableInfo, ...]: ...

    def table(self, number: int) -> Table | None: ...

    def route(self, conn: Link, wid: str | None, table: Table | None) -> None: ...

    def refuse(self, conn: Link, code: str, message: str) -> None: ...


log = logging.getLogger(__name__)

SNAPSHOT_DELAY_MS = 1000
"""A change that is only in the snapshot (seats, teams, readiness) is on disk within this."""
PLAY_SNAPSHOT_DELAY_MS = 15_000
"""A game action is in the journal before anyone sees it, so its snapshot can wait: with
a class of twelve tables, a snapshot a second per table held up the views of the others."""


class Table(QObject):
    """One game at a host: seats, settings, word pack and timer; its windows' views go out
    through its :class:`~decrypto_qt.net.table_views.Outbox`, its journal and snapshot are
    a :class:`~decrypto_qt.net.table_saves.Journal` and a
    :class:`~decrypto_qt.net.table_saves.Snapshot`.

    Args:
        host: the host whose listener routes this table's windows here.
        number: 1 for the first table, 2, 3… for the next ones of a class.
        room: the table's name, shown in its lobby and on its projector.
        data_dir: this table's own folder (autosave, journal, used-word memory).

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
        host: Lobby,
        number: int,
        room: str,
        *,
        settings: Settings,
        pack: WordPack,
        data_dir: Path,
        clock: Callable[[], float],
        start_at: int | None = None,
        seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.number = number
        self.room = room
        self.settings = settings
        self.pack = pack
        self.data_dir = data_dir
        self.clock = clock
        self.start_at = start_at
        self.seed = seed
        self.book = SeatBook("" if number == 1 else f"t{number}-")
        self.state: GameState | None = None
        self.log: list[LogEntry] = []
        self.outbox = Outbox()
        """Each window's connection, and the view it was sent last."""
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._tick)
        self._closed = False
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.timeout.connect(self._save)
        self.snapshot = Snapshot(data_dir / autosave.AUTOSAVE_NAME)
        self.journal = Journal(data_dir / autosave.JOURNAL_NAME)
        self.edits = EditGate()
        """Keeps a flood of notes and drafts out of the journal (held, never lost)."""
        self.saved_port: int | None = None
        """The port of the game taken up by :meth:`restore`."""

    @property
    def started(self) -> bool:
        return self.state is not None

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def pin(self) -> str | None:
        return self.host.pin

    @pin.setter
    def pin(self, value: str | None) -> None:
        self.host.pin = value

    @property
    def connected_windows(self) -> int:
        return len(self.outbox.conns)

    def capacity(self) -> int:
        """The most players this table's game takes (R1, R27)."""
        return table_capacity(self.settings)

    def open_seats(self) -> int:
        """Seats a newcomer can take now: before the start, the places left up to
        :meth:`capacity`; after it, the seats the host opened (R32)."""
        if self.state is None:
            return max(0, self.capacity() - len(self.book.seats))
        return sum(1 for s in self.book.seats.values() if s.free)

    def close(self) -> None:
        """Write what is pending and stop the timer; the listener says goodbye."""
        if self._closed:
            return
        if self.state is not None and self.edits.held:
            self._apply_held()  # in the last snapshot: nothing anyone wrote is lost
        self._closed = True
        if self._save_timer.isActive():
            self._save_timer.stop()
            self._save()
        self.journal.close()
        self._deadline.stop()
        self.outbox.conns.clear()

    def _release(self, conn: Link) -> None:
        """The connection stays open but serves no window of this table any more."""
        self.host.route(conn, None, None)

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
        self.snapshot.new_log()
        log.info("game started with %d players", len(players))
        self.journal.reset()  # a new game: the old journal is of no use
        self._save()
        self._after_change(())

    def play_again(self, *, shuffle: bool = False) -> bool:
        """Deal a new game at this table once its game is over: the same people in the
        same seats (computers too), on the same teams or shuffled ones, with keywords
        not used here before (R2) and fresh note sheets. Every window follows with a new
        view (its ``game`` one higher, round 1), without joining again.

        Returns whether the teams pair the players otherwise than before (a shuffle
        keeps the players of one window together, so it may not be able to).

        Raises:
            RuleError: ``lobby/not_started`` or ``game/not_over``.
        """
        previous = self.state
        if previous is None:
            raise RuleError("lobby/not_started", "There is no game yet.")
        memory = autosave.load_used_words(self.data_dir)
        key = self.pack.name
        seed = new_seed() if self.seed is None else self.seed + previous.setup.game
        together = [
            [s for s in w.seats if s in self.book.seats]
            for w in self.book.windows.values()
            if len(w.seats) > 1
        ]
        setup, used = deal_again(
            previous,
            self.pack.words,
            seed=seed,
            used=memory.get(key, ()),
            shuffle=shuffle,
            together=together,
            names={sid: seat.name for sid, seat in self.book.seats.items()},
        )
        memory[key] = sorted(used)
        autosave.save_used_words(self.data_dir, memory)
        for player in setup.players:
            seat = self.book.seats.get(player.id)
            if seat is not None:
                seat.team = player.team
        self.edits = EditGate()
        self.state = start(setup)
        self.log = []
        self.snapshot.new_log()
        log.info("table %d plays again: game %d", self.number, setup.game)
        self.journal.reset()  # a new game: the old journal is of no use
        self._save()
        self._broadcast_lobby()  # the teams, if shuffled
        self._after_change(())
        self.lobby_changed.emit()
        return pairing_changed(previous.setup, setup)

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
                conn = self.outbox.conns.pop(wid, None)
                del self.book.windows[wid]
                if conn is not None:
                    self._release(conn)
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
        before = seat.name
        name = self.book.rename(seat_id, new_name)
        try:
            self._seat_renamed(seat_id, name)
        except RuleError:
            seat.name = before  # refused: the seat keeps its player
            raise
        self._save()
        self._after_presence()

    def _seat_renamed(self, seat_id: str, name: str) -> None:
        """Tell the game a seat changed hands (R32). A finished game keeps who played it:
        the seat's new name comes into the next one (:meth:`play_again`)."""
        assert self.state is not None
        if self.state.outcome is None:
            self._apply(act.HandOverSeat(seat_id, name))

    # --- autosave and resume ---------------------------------------------------

    @property
    def autosave_path(self) -> Path:
        return self.snapshot.path

    @property
    def journal_path(self) -> Path:
        return self.journal.path

    def _save_soon(self, delay_ms: int = SNAPSHOT_DELAY_MS) -> None:
        """Write a full snapshot within ``delay_ms``, coalescing the changes until then.

        Every game action is in the journal already, so its snapshot only keeps the
        journal short and waits longer (:data:`PLAY_SNAPSHOT_DELAY_MS`); seats and
        readiness are only in the snapshot and are written within a second."""
        timer = self._save_timer
        if not timer.isActive() or timer.remainingTime() > delay_ms:
            timer.start(delay_ms)

    def _save(self) -> None:
        self._save_timer.stop()
        written = self.snapshot.write(
            room=self.room,
            pin=self.pin,
            port=self.port,
            settings=self.settings,
            pack=self.pack,
            book=self.book,
            state=self.state,
            entries=self.log,
        )
        if written:
            self.journal.trim()  # everything journaled is in the snapshot now

    def restore(self, *, ended: bool = False) -> bool:
        """Take up the autosaved room and game; returns False if there is none to resume.

        A game that has ended is none to resume, unless ``ended`` (to read it back).

        Raises:
            RuleError: ``save/invalid`` if the autosave exists but is damaged.
        """
        saved = self.snapshot.read()
        if saved is None:
            return False
        self.room = saved.room or self.room
        self.saved_port = saved.port
        self.pin = saved.pin or self.pin
        self.settings, self.pack, self.book = saved.settings, saved.pack, saved.book
        self.log = list(saved.entries)
        self.snapshot.new_log()
        self.state, replayed = self.journal.replay(saved.state, self.log)
        if not ended and self.state is not None and self.state.outcome is not None:
            # An ended game is nothing to resume: a new game, with the same room and
            # options. Its file stays as it is (the next game replaces it).
            log.info("the saved game at table %d has ended: nothing to resume", self.number)
            self.state, self.log, self.saved_port = None, [], None
            self.book = SeatBook(saved.book.prefix)
            return False
        self._save()
        self.journal.reset()
        log.info(
            "resumed room %r (%s, %d journaled actions)",
            self.room,
            "in play" if saved.state else "lobby",
            replayed,
        )
        self._schedule_deadline()
        return True

    # --- windows arriving, leaving, moving -------------------------------------------

    def admit(self, conn: Link, hello: msg.Hello) -> None:
        """Seat a window that passed the host's checks (version, PIN) at this table."""
        window = self.book.by_token(hello.resume) if hello.resume else None
        renamed: list[tuple[str, str]] = []
        if window is None:
            if self.host.window_count() >= self.host.max_windows:
                self.host.refuse(conn, "hello/room_full", "This room is full.")
                return
            team = None if hello.team is None else Team(hello.team)
            try:
                if self.state is None:
                    window = self.book.join_lobby(list(hello.names), team)
                else:
                    window, seats = self.book.join_started(list(hello.names), team)
                    renamed = [(s.id, s.name) for s in seats]
            except Refusal as exc:
                self.host.refuse(conn, exc.code, exc.message)
                return
        # Whoever plays these seats now says whether it is the computer (a person may
        # take over a computer's seat, or the other way round).
        self.book.mark_computer(window.id, hello.computer, hello.level)
        old = self.outbox.conns.get(window.id)
        if old is not None and old is not conn:
            self._release(old)
            old.close(
                to_line(msg.Bye("host/replaced", "This window connected again from elsewhere."))
            )
        self.host.route(conn, window.id, self)
        self.outbox.conns[window.id] = conn
        window.connected = True
        if old is None:
            self._save()  # a new window's token is on disk before the window has it
        conn.send(self._welcome(window))
        log.info(
            "welcomed %s as %s at table %d (%s)",
            conn.peer,
            window.id,
            self.number,
            ", ".join(hello.names) or "table",
        )
        for seat_id, name in renamed:
            self._seat_renamed(seat_id, name)
        self._after_presence()
        if self.state is not None:
            self._send_view(window.id)

    def _welcome(self, window: WindowRecord) -> msg.Welcome:
        seats = tuple(
            msg.Seat(s.id, s.name, None if s.team is None else s.team.value)
            for s in self.book.seats_of(window.id)
        )
        return msg.Welcome(
            PROTOCOL_VERSION,
            __version__,
            self.room,
            window.id,
            seats,
            window.token,
            self.started,
            self.number,
            self.host.table_infos() if self.host.is_class else (),
            PROTOCOL_MINOR,
        )

    def window_gone(self, conn: Link, wid: str) -> None:
        """The window's connection closed (its seats are kept, R32)."""
        if self.outbox.conns.get(wid) is not conn:
            return
        del self.outbox.conns[wid]
        self.book.windows[wid].connected = False
        if self.book.forget_if_seatless(wid):
            self.outbox.forget(wid)
        self._after_presence()

    def _leave(self, conn: Link, wid: str) -> None:
        if self.state is None:
            self.book.remove_window(wid)
        self._release(conn)
        self.outbox.conns.pop(wid, None)
        if wid in self.book.windows:
            self.book.windows[wid].connected = False
            if self.book.forget_if_seatless(wid):
                self.outbox.forget(wid)
        conn.close()
        self._after_presence()

    def move_window_to(self, wid: str, other: Table, team: Team | None = None) -> None:
        """Before the start: window ``wid`` and its players sit at ``other`` from now on.

        Raises:
            RuleError: a game has started at either table, or a name is taken there.
        """
        if other is self:
            if team is not None:
                self.book.choose_team(wid, team)
                self._after_presence()
            return
        if self.state is not None or other.state is not None:
            raise RuleError("class/started", "Players move between tables only before the start.")
        if wid not in self.book.windows:
            raise RuleError("seat/unknown", "There is no such window at this table.")
        window, seats = self.book.take_window(wid)
        before = seats[0].team if seats else None
        try:
            other.book.put_window(window, seats, team)
        except RuleError:
            self.book.put_window(window, seats, before)
            raise
        self.rehome(wid, other)
        self._save()
        other._save()
        self._after_presence()
        other._after_presence()

    def rehome(self, wid: str, other: Table) -> None:
        """Window ``wid``, now in ``other``'s book, is served by ``other`` from now on;
        its connection is told with a new ``welcome`` (same token, new table)."""
        conn = self.outbox.conns.pop(wid, None)
        self.outbox.forget(wid)
        if conn is not None:
            other.outbox.conns[wid] = conn
            self.host.route(conn, wid, other)
            conn.send(other._welcome(other.book.windows[wid]))

    # --- lobby and actions ---------------------------------------------------------------

    def _lobby_choice(self, wid: str, choice: msg.LobbyChoice) -> None:
        if self.state is not None:
            raise ProtocolError("lobby/started", "The game has started; teams are settled.")
        if choice.table is not None:
            other = self.host.table(choice.table)
            if other is None:
                raise ProtocolError("class/no_table", "There is no table with that number.")
            try:
                self.move_window_to(wid, other)
            except RuleError as exc:
                raise ProtocolError(exc.code, exc.message) from None
            return
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
        action = action_from_wire(request.action, player)
        if is_edit(action):
            now = self.clock()
            if not self.edits.fits(self.state, action, now):
                apply(self.state, action, now)  # refused now if it would be: the window hears
                self.edits.hold(action, now)
                return
        self._apply(action)

    def _apply(self, action: act.Action, now: float | None = None) -> tuple[Event, ...]:
        assert self.state is not None
        if not is_edit(action) and self.edits.held:
            self._apply_held()
        if now is None:
            now = self.clock()
        state, events = apply(self.state, action, now)
        if state is self.state:
            return events
        self.state = state
        entry = LogEntry(action, now)
        self.log.append(entry)
        self.journal.append(entry, state.version)  # durable before anyone sees it
        self._after_change(events)
        return events

    def _apply_held(self) -> None:
        """Apply the held edits at the times they arrived, before anything else happens."""
        for action, at in self.edits.take_held():
            try:
                self._apply(action, at)
            except RuleError as exc:  # pragma: no cover - each was checked as it arrived
                log.info("a held edit no longer applies: %s", exc.message)

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
        assert self.state is not None
        over = self.state.outcome is not None
        self._save_soon(SNAPSHOT_DELAY_MS if over else PLAY_SNAPSHOT_DELAY_MS)
        self._schedule_deadline()
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
        """The lobby as every window at this table is sent it."""
        return table_views.lobby_state(
            self.room,
            self.book,
            started=self.started,
            has_pin=self.pin is not None,
            windows=len(self.outbox.conns),
            variant=self.settings.variant,
            error=self.lobby_error() if self.state is None else None,
        )

    def _broadcast_lobby(self) -> None:
        self.outbox.send_all(to_line(self.lobby_message()))

    def engine_window(self, wid: str) -> Window:
        return table_views.engine_window(self.book, wid)

    def view_version(self, wid: str) -> int:
        """The version of window ``wid``'s current view; it moves only when that view changes."""
        assert self.state is not None
        return table_views.view_version(self.state, self.book, wid)

    def _broadcast_views(self) -> None:
        """Send each window its view, if anything it can see changed since it was sent last."""
        if self.state is not None:
            self.outbox.send_views(self.state, self.book, self.clock)

    def _send_view(self, wid: str) -> None:
        """Send window ``wid`` its view unless it holds this very view already."""
        if self.state is not None:
            self.outbox.send_view(wid, self.state, self.book, self.clock)
