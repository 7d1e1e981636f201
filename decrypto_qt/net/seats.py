"""Windows and seats at a host: who is connected, for whom, on which team. No Qt.

A *window* is one connection's identity, kept across reconnects by its resume
token. It serves zero players (the table, a spectator) or one or more players
of one team. Seats are kept when a window goes away (R32).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from decrypto_qt.engine import Player, RuleError, Team, normalize
from decrypto_qt.engine.deal import check_name
from decrypto_qt.engine.views import PlayerView, TeamView, View
from decrypto_qt.net.tokens import new_token, same_secret
from decrypto_qt.protocol.limits import MAX_NAMES_PER_WINDOW, MAX_TABLE_PLAYERS


@dataclass
class SeatRecord:
    """A player seat: stable id, current name, team; ``free`` once the host opens it up."""

    id: str
    name: str
    team: Team | None
    window: str | None
    ready: bool = False
    free: bool = False
    computer: bool = False
    """Played by the computer (its window said so in its hello); every window shows a badge."""
    level: str | None = None


@dataclass
class WindowRecord:
    """A window known to the host; ``connected`` is maintained by the network layer."""

    id: str
    token: str
    seats: list[str] = field(default_factory=list)
    connected: bool = False


class Refusal(Exception):
    """A hello the host cannot accept; ``code`` is one of protocol.errors.REFUSALS."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class SeatBook:
    """Every window and seat of one room, in join order (the encryptor order, R5)."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix
        """Put before every window and seat id, so that ids stay unique across a class."""
        self.windows: dict[str, WindowRecord] = {}
        self.seats: dict[str, SeatRecord] = {}
        self._next_window = 0
        self._next_seat = 0

    # --- queries -----------------------------------------------------------

    def by_token(self, token: str) -> WindowRecord | None:
        for w in self.windows.values():
            if same_secret(w.token, token):
                return w
        return None

    def seats_of(self, window_id: str) -> list[SeatRecord]:
        return [self.seats[s] for s in self.windows[window_id].seats if s in self.seats]

    def team_of(self, window_id: str) -> Team | None:
        seats = self.seats_of(window_id)
        return seats[0].team if seats else None

    def players(self) -> Iterator[SeatRecord]:
        return iter(self.seats.values())

    def team_size(self, team: Team) -> int:
        return sum(1 for s in self.seats.values() if s.team is team)

    def away(self) -> tuple[str, ...]:
        """Seats whose window is not connected, for everyone to see (V6)."""
        return tuple(
            s.id
            for s in self.seats.values()
            if s.window is None or not self.windows[s.window].connected
        )

    def computers(self) -> tuple[tuple[str, str | None], ...]:
        """Seats the computer plays, with its level if known, for everyone to see (V6)."""
        return tuple((s.id, s.level) for s in self.seats.values() if s.computer)

    def mark_computer(self, window_id: str, computer: bool, level: str | None) -> None:
        """The window's seats are played by the computer (or, on ``False``, by people)."""
        for s in self.seats_of(window_id):
            s.computer, s.level = computer, (level if computer else None)

    def engine_players(self) -> list[Player]:
        """The seats as the rules see them, in join order within each team (R5)."""
        out = []
        for s in self.seats.values():
            if s.team is None:
                raise RuleError("table/no_team", f"{s.name} has not chosen a team.", name=s.name)
            out.append(Player(s.id, s.name, s.team))
        return out

    # --- changes -------------------------------------------------------------

    def _check_names(self, names: Iterable[str], *, ignore: Iterable[str] = ()) -> list[str]:
        clean: list[str] = []
        taken = {normalize(s.name) for s in self.seats.values() if s.id not in set(ignore)}
        for raw in names:
            try:
                name = check_name(raw)
            except RuleError as exc:
                raise Refusal("hello/name", exc.message) from None
            key = normalize(name)
            if key in taken:
                raise Refusal("hello/name", f"Someone at this table is already called “{name}”.")
            taken.add(key)
            clean.append(name)
        return clean

    def _window(self) -> WindowRecord:
        self._next_window += 1
        w = WindowRecord(f"{self.prefix}win{self._next_window}", new_token())
        self.windows[w.id] = w
        return w

    def join_lobby(self, names: list[str], team: Team | None) -> WindowRecord:
        """A new window before the game: its players take new seats on one team."""
        if len(names) > MAX_NAMES_PER_WINDOW:
            raise Refusal("hello/too_many_names", "A window serves at most 8 players.")
        if len(self.seats) + len(names) > MAX_TABLE_PLAYERS:
            raise Refusal(
                "hello/table_full", f"This table has room for {MAX_TABLE_PLAYERS} players at most."
            )
        clean = self._check_names(names)
        if clean and team is None:
            # Balance the teams: the smaller one, White on a tie.
            team = min(Team, key=lambda t: (self.team_size(t), t.index))
        w = self._window()
        for name in clean:
            self._next_seat += 1
            sid = f"{self.prefix}p{self._next_seat}"
            self.seats[sid] = SeatRecord(sid, name, team, w.id)
            w.seats.append(sid)
        return w

    def join_started(
        self, names: list[str], team: Team | None
    ) -> tuple[WindowRecord, list[SeatRecord]]:
        """A new window after the start: spectators are welcome; players need free seats."""
        if not names:
            return self._window(), []
        if len(names) > MAX_NAMES_PER_WINDOW:
            raise Refusal("hello/too_many_names", "A window serves at most 8 players.")
        free = [s for s in self.seats.values() if s.free and (team is None or s.team is team)]
        by_team: dict[Team | None, list[SeatRecord]] = {}
        for s in free:
            by_team.setdefault(s.team, []).append(s)
        fitting = [seats for seats in by_team.values() if len(seats) >= len(names)]
        if not fitting:
            raise Refusal(
                "hello/no_free_seat",
                "The game has started and there is no free seat for you; ask the host to open one.",
            )
        chosen = fitting[0][: len(names)]
        clean = self._check_names(names, ignore=[s.id for s in chosen])
        w = self._window()
        for seat, name in zip(chosen, clean, strict=True):
            if seat.window and seat.window in self.windows:
                old = self.windows[seat.window]
                old.seats = [x for x in old.seats if x != seat.id]
                if not old.seats and not old.connected:
                    del self.windows[old.id]  # nothing left to come back to
            seat.window, seat.free, seat.name = w.id, False, name
            w.seats.append(seat.id)
        return w, chosen

    def choose_team(self, window_id: str, team: Team) -> None:
        for s in self.seats_of(window_id):
            s.team = team

    def set_ready(self, window_id: str, ready: bool) -> None:
        for s in self.seats_of(window_id):
            s.ready = ready

    def free_seat(self, seat_id: str) -> None:
        """The host opens a seat for a newcomer (R32); its old window loses it."""
        seat = self.seats[seat_id]
        seat.free = True

    def rename(self, seat_id: str, name: str) -> str:
        """Give a seat a new player's name; returns the name as checked."""
        try:
            (clean,) = self._check_names([name], ignore=[seat_id])
        except Refusal as exc:
            raise RuleError("seat/name", exc.message) from None
        self.seats[seat_id].name = clean
        return clean

    def forget_if_seatless(self, window_id: str) -> bool:
        """A window with no seat (a table, a spectator) that has gone is not kept: it
        would hold a place in the room for nothing. Returns whether it was forgotten."""
        window = self.windows.get(window_id)
        if window is None or window.seats or window.connected:
            return False
        del self.windows[window_id]
        return True

    def remove_window(self, window_id: str) -> None:
        """Before the game: a window that leaves takes its seats with it."""
        for sid in self.windows[window_id].seats:
            self.seats.pop(sid, None)
        del self.windows[window_id]

    def take_window(self, window_id: str) -> tuple[WindowRecord, list[SeatRecord]]:
        """Before the game: a window and its seats leave this book (to sit at another table)."""
        window = self.windows.pop(window_id)
        seats = [self.seats.pop(sid) for sid in window.seats if sid in self.seats]
        return window, seats

    def put_window(
        self,
        window: WindowRecord,
        seats: list[SeatRecord],
        team: Team | None,
        *,
        force: bool = False,
    ) -> None:
        """Seat a window taken from another book, with its token and ids; ``team`` or the
        smaller team. Raises RuleError if a name is taken here or the table is full
        (nothing changes then), unless ``force``: then the names stay as they are."""
        if not force and len(self.seats) + len(seats) > MAX_TABLE_PLAYERS:
            raise RuleError(
                "class/table_full", f"This table has room for {MAX_TABLE_PLAYERS} players at most."
            )
        try:
            self._check_names([s.name for s in seats])
        except Refusal as exc:
            if not force:
                raise RuleError("seat/name", exc.message) from None
        if seats and team is None:
            team = min(Team, key=lambda t: (self.team_size(t), t.index))
        self.windows[window.id] = window
        for s in seats:
            s.team, s.ready = team, False
            self.seats[s.id] = s

    def all_ready(self) -> bool:
        seats = list(self.seats.values())
        return bool(seats) and all(s.ready for s in seats)

    # --- autosave ------------------------------------------------------------

    def to_json(self) -> dict[str, object]:
        return {
            # A window without a seat is not saved: a resumed game starts without them.
            "windows": [
                {"id": w.id, "token": w.token, "seats": list(w.seats)}
                for w in self.windows.values()
                if w.seats
            ],
            "seats": [
                {
                    "id": s.id,
                    "name": s.name,
                    "team": None if s.team is None else s.team.value,
                    "window": s.window,
                    "ready": s.ready,
                    "free": s.free,
                    "computer": s.computer,
                    "level": s.level,
                }
                for s in self.seats.values()
            ],
            "next_window": self._next_window,
            "next_seat": self._next_seat,
            "prefix": self.prefix,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> SeatBook:
        """Rebuild from :meth:`to_json`; every window starts disconnected."""
        book = cls(str(data.get("prefix") or ""))
        try:
            for w in data["windows"]:  # type: ignore[attr-defined]
                if w["seats"]:  # older saves kept seatless windows: not brought back
                    book.windows[w["id"]] = WindowRecord(w["id"], w["token"], list(w["seats"]))
            for s in data["seats"]:  # type: ignore[attr-defined]
                team = None if s["team"] is None else Team(s["team"])
                level = s.get("level")
                book.seats[s["id"]] = SeatRecord(
                    s["id"],
                    s["name"],
                    team,
                    s["window"],
                    bool(s["ready"]),
                    bool(s["free"]),
                    bool(s.get("computer", False)),
                    level if isinstance(level, str) else None,
                )
            book._next_window = int(data["next_window"])  # type: ignore[call-overload]
            book._next_seat = int(data["next_seat"])  # type: ignore[call-overload]
        except (KeyError, TypeError, ValueError) as exc:
            raise RuleError("save/invalid", f"The saved seats are damaged ({exc}).") from None
        return book


def with_computers(view: View, computers: tuple[tuple[str, str | None], ...]) -> View:
    """``view`` with ``computer`` (and ``level``) on the roster entries of computer seats.

    The engine knows nothing of who plays a seat; the host adds it, copying only
    what it changes (the engine's view may be shared).
    """
    if not computers:
        return view
    levels = dict(computers)
    teams: list[TeamView] = []
    for team in view["teams"]:
        players: list[PlayerView] = []
        for p in team["players"]:
            if p["id"] in levels:
                p = {**p, "computer": True}
                level = levels[p["id"]]
                if level is not None:
                    p["level"] = level
            players.append(p)
        teams.append({**team, "players": players})
    return {**view, "teams": teams}
