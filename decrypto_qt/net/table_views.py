"""What each window at a table is sent: its view of the game, once per change (V1-V7),
and the lobby.

Windows that may see the same (one visibility class: a team's players, its encryptor,
the projector and spectators…) share one view and one encoding of it. A window whose
view has not changed is sent nothing, so nobody can tell from the wire when the other
team is typing. The table (:class:`decrypto_qt.net.table.Table`) says when its game or
its seats changed; an :class:`Outbox` sends each window what is new to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from decrypto_qt.engine import (
    TABLE_KEY,
    GameState,
    RuleError,
    Variant,
    VisibilityKey,
    Window,
    class_version,
    class_view,
    visibility_key,
)
from decrypto_qt.net.seats import SeatBook, with_computers
from decrypto_qt.protocol import messages as msg
from decrypto_qt.protocol.wire import to_line

if TYPE_CHECKING:
    from decrypto_qt.net.links import Link

TABLE_WINDOW = Window.table()
"""The projector's (and a spectator's) window: what everyone sees."""


def engine_window(book: SeatBook, wid: str) -> Window:
    """Window ``wid`` as the engine's views know it: its team and its players."""
    seats = book.seats_of(wid)
    if not seats or seats[0].team is None:
        return TABLE_WINDOW
    return Window(seats[0].team, frozenset([s.id for s in seats]))


def window_class(state: GameState, book: SeatBook, wid: str) -> VisibilityKey:
    """Window ``wid``'s visibility class: windows of one class get one view."""
    if not book.windows[wid].seats:
        return TABLE_KEY  # tables and spectators: one class, no need to ask
    return visibility_key(state, engine_window(book, wid))


def view_version(state: GameState, book: SeatBook, wid: str) -> int:
    """The version of window ``wid``'s current view; it moves only when that view changes."""
    return class_version(state, window_class(state, book, wid))


def view_line(
    state: GameState,
    book: SeatBook,
    wid: str,
    now: float,
    away: tuple[str, ...],
    cache: dict[VisibilityKey, bytes],
    key: VisibilityKey | None = None,
    computers: tuple[tuple[str, str | None], ...] | None = None,
) -> bytes:
    """The window's view as a wire line; windows of one visibility class share one encoding."""
    if key is None:
        key = window_class(state, book, wid)
    line = cache.get(key)
    if line is None:
        if computers is None:
            computers = book.computers()
        view = with_computers(class_view(state, key), computers)
        line = to_line(msg.ViewUpdate(view["version"], now, away, view))
        cache[key] = line
    return line


def lobby_state(
    room: str,
    book: SeatBook,
    *,
    started: bool,
    has_pin: bool,
    windows: int,
    variant: Variant,
    error: RuleError | None,
) -> msg.LobbyState:
    """The lobby as every window at a table is sent it: the seats, who is away, and why
    the game cannot start yet (``error``), if it cannot."""
    away = set(book.away())
    players = tuple(
        msg.LobbyPlayer(
            s.id,
            s.name,
            None if s.team is None else s.team.value,
            s.ready,
            s.id in away,
            s.computer,
            s.level if s.computer else None,
        )
        for s in book.players()
    )
    return msg.LobbyState(
        room,
        started,
        has_pin,
        players,
        windows,
        None if error is None else error.message,
        variant.value,
        None if error is None else error.code,
        {} if error is None else error.params,
    )


class Outbox:
    """A table's windows on the wire: the connection serving each, and what each was sent
    last, so that a window gets its view only when something it can see changed."""

    def __init__(self) -> None:
        self.conns: dict[str, Link] = {}
        """Per window id, the connection serving it now."""
        self._sent: dict[str, tuple[Link, Any]] = {}
        """Per window, the connection and the view (class, version, away) it was sent last."""

    def forget(self, wid: str) -> None:
        """Window ``wid`` is gone for good, or served elsewhere: it was sent nothing here."""
        self._sent.pop(wid, None)

    def send_all(self, line: bytes) -> None:
        """The same line to every window (the lobby)."""
        for conn in list(self.conns.values()):
            conn.send_bytes(line)

    def send_views(self, state: GameState, book: SeatBook, clock: Callable[[], float]) -> None:
        """Send each window its view, if anything it can see changed since it was sent last.

        A window whose view is unchanged gets nothing: one team's private change
        (a note, a draft) sends no message to the other team's windows or the
        table, so they cannot tell from the wire when the other side is typing.
        Every line is built before the first is sent, so the windows of a table
        get their views as close together as the sockets allow.
        """
        now, away, computers = clock(), book.away(), book.computers()
        cache: dict[VisibilityKey, bytes] = {}
        versions: dict[VisibilityKey, int] = {}
        out: list[tuple[str, Link, Any, bytes]] = []
        for wid, conn in list(self.conns.items()):
            key = window_class(state, book, wid)
            version = versions.get(key)
            if version is None:
                version = versions[key] = class_version(state, key)
            stamp = (key, version, away, computers)
            if self._sent.get(wid) == (conn, stamp):
                continue
            line = view_line(state, book, wid, now, away, cache, key, computers)
            out.append((wid, conn, stamp, line))
        for wid, conn, stamp, line in out:  # a window is marked up to date as it is sent
            self._sent[wid] = (conn, stamp)
            conn.send_bytes(line)

    def send_view(
        self, wid: str, state: GameState, book: SeatBook, clock: Callable[[], float]
    ) -> None:
        """Send window ``wid`` its view unless it holds this very view already."""
        conn = self.conns.get(wid)
        if conn is None:
            return
        away = book.away()
        key = window_class(state, book, wid)
        stamp = (key, class_version(state, key), away, book.computers())
        if self._sent.get(wid) == (conn, stamp):
            return
        self._sent[wid] = (conn, stamp)
        conn.send_bytes(view_line(state, book, wid, clock(), away, {}, key))
