"""The teacher's side of a class: the overview of every table, and acting on many at once.

The overview is one more view class: built only from each table's public view
(the one its projector shows, V6) and its lobby, so it holds nothing a projector
may not show. The controls are the host's own (R31, R32), applied table by table;
one table's refusal (not started, over already) never stops the others.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from decrypto_qt.engine import RuleError, Team, Window, WordPack, view_for
from decrypto_qt.engine import actions as act

if TYPE_CHECKING:
    from decrypto_qt.net.host import GameHost
    from decrypto_qt.net.seats import SeatRecord, WindowRecord
    from decrypto_qt.net.table import Table

CONTROLS = ("start", "pause", "resume", "advance", "end", "again", "again_shuffled")
"""What the teacher can do to one table or to all of them."""
AGAIN = {"again": False, "again_shuffled": True}
"""The controls that start another game at a finished table, and whether they shuffle the
teams. For all tables at once, they act at the finished tables only."""


@dataclass(frozen=True)
class TeamSummary:
    team: str
    name: str
    players: tuple[str, ...]
    interceptions: int
    miscommunications: int


@dataclass(frozen=True)
class TableSummary:
    """One table as the teacher's overview shows it: only what its projector shows."""

    number: int
    name: str
    phase: str
    """``lobby`` before the start, then the game's phase (``game_over`` at the end)."""
    round: int
    paused: bool
    deadline: float | None
    """When the sand timer runs out (host clock), or ``None``."""
    teams: tuple[TeamSummary, ...]
    away: tuple[str, ...]
    """Names of seated players whose window is not connected."""
    flags: int
    """Clues flagged by the opponents (R26), over the whole game."""
    problem: str | None
    """Before the start: why it cannot start yet (``None``: ready to start)."""
    pack: str = ""
    """The word pack's name (a bundled pack is named by its language: en, zh, fr, nl)."""
    winners: tuple[str, ...] = ()
    reason: str | None = None
    unseated: tuple[str, ...] = field(default=())
    """Before the start: players who have not chosen a team."""
    computers: tuple[tuple[str, str | None], ...] = ()
    """Names of the players the computer plays, each with its level (or ``None``)."""
    problem_error: RuleError | None = None
    """:attr:`problem` with its code and values, for a window to say it in its language."""


def table_summary(table: Table) -> TableSummary:
    book = table.book
    away_ids = set(book.away())
    away = tuple(s.name for s in book.players() if s.id in away_ids)
    computers = tuple((s.name, s.level) for s in book.players() if s.computer)
    if table.state is None:
        error = table.lobby_error()
        teams = tuple(
            TeamSummary(
                t.value,
                t.value.capitalize(),
                tuple(s.name for s in book.players() if s.team is t),
                0,
                0,
            )
            for t in Team
        )
        return TableSummary(
            table.number,
            table.room,
            "lobby",
            0,
            False,
            None,
            teams,
            away,
            0,
            None if error is None else error.message,
            table.pack.name,
            unseated=tuple(s.name for s in book.players() if s.team is None),
            computers=computers,
            problem_error=error,
        )
    view = view_for(table.state, Window.table())
    teams = tuple(
        TeamSummary(
            t["team"],
            t["name"],
            tuple(p["name"] for p in t["players"]),
            t["interceptions"],
            t["miscommunications"],
        )
        for t in view["teams"]
    )
    outcome = view["outcome"]
    return TableSummary(
        table.number,
        table.room,
        view["phase"],
        view["round"],
        view["paused"],
        view["deadline"],
        teams,
        away,
        sum(len(h["flags"]) for h in view["history"]),
        None,
        table.pack.name,
        tuple(outcome["winners"]) if outcome else (),
        outcome["reason"] if outcome else None,
        computers=computers,
    )


def overview(host: GameHost) -> tuple[TableSummary, ...]:
    """Every table's public state, in table order."""
    return tuple(table_summary(t) for t in host.tables)


def control(table: Table, what: str) -> None:
    """Apply one teacher control to one table.

    Raises:
        RuleError: the control does not fit the table now (the message says why).
    """
    if what == "start":
        table.start_game()
        return
    if what in AGAIN:
        table.play_again(shuffle=AGAIN[what])
        return
    actions: dict[str, act.Action] = {
        "pause": act.Pause(),
        "resume": act.Resume(),
        "advance": act.ForceAdvance(),
        "end": act.EndGame(),
    }
    if what not in actions:
        raise RuleError("class/control", f"Unknown control {what!r}.")
    table.host_action(actions[what])


def finished(table: Table) -> bool:
    """Whether the table's game is over (the teacher can start another there)."""
    return table.state is not None and table.state.outcome is not None


def control_all(host: GameHost, what: str) -> dict[int, str]:
    """The control at every table; returns, per table number, why it was refused there."""
    return {n: exc.message for n, exc in control_all_refusals(host, what).items()}


def control_all_refusals(host: GameHost, what: str) -> dict[int, RuleError]:
    """:func:`control_all`, with each refusal's code and values."""
    refused: dict[int, RuleError] = {}
    for table in host.tables:
        if what in AGAIN and not finished(table):
            continue  # a table still playing (or not started) is left as it is
        try:
            control(table, what)
        except RuleError as exc:
            refused[table.number] = exc
    return refused


def use_pack(
    host: GameHost, pack: WordPack, numbers: Iterable[int] | None = None
) -> dict[int, str]:
    """One word list (or a bundled pack, so a language) for the tables ``numbers`` (all by
    default) that have not started; returns, per table number, why it kept its own."""
    return {n: exc.message for n, exc in use_pack_refusals(host, pack, numbers).items()}


def use_pack_refusals(
    host: GameHost, pack: WordPack, numbers: Iterable[int] | None = None
) -> dict[int, RuleError]:
    """:func:`use_pack`, with each refusal's code and values."""
    refused: dict[int, RuleError] = {}
    wanted = set(numbers) if numbers is not None else {t.number for t in host.tables}
    for table in host.tables:
        if table.number not in wanted:
            continue
        try:
            table.configure(pack=pack)
        except RuleError as exc:
            refused[table.number] = exc
    return refused


def move_player(host: GameHost, seat_id: str, to_table: int, team: Team | None = None) -> None:
    """Before the start: the window of ``seat_id`` (and its players) sits at another table.

    Raises:
        RuleError: no such seat or table, a game has started, or the name is taken there.
    """
    dest = host.table(to_table)
    if dest is None:
        raise RuleError("class/no_table", f"There is no table {to_table}.")
    for table in host.tables:
        seat = table.book.seats.get(seat_id)
        if seat is not None and seat.window is not None:
            table.move_window_to(seat.window, dest, team)
            return
    raise RuleError("seat/unknown", "There is no such player.")


def _seat_somewhere(
    host: GameHost,
    origin: Table,
    dest: Table,
    window: WindowRecord,
    seats: list[SeatRecord],
    team: Team,
) -> None:
    """At ``dest`` if the names are free there, else at the first table where they are;
    failing all, back at ``origin`` whatever the names (nobody is ever lost)."""
    for table in (dest, *host.tables):
        try:
            table.book.put_window(window, seats, team if table is dest else None)
            return
        except RuleError:
            continue
    origin.book.put_window(window, seats, None, force=True)


def deal_class(host: GameHost, rng: random.Random | None = None) -> None:
    """Balanced random tables and teams from the players present (windows with a seat).

    Windows are shuffled, then each goes to the table with the fewest players so
    far, and to the smaller team there: tables differ by at most one window's
    players, teams likewise.

    Raises:
        RuleError: a table has started already (nothing moves).
    """
    if any(t.started for t in host.tables):
        raise RuleError("class/started", "The class is dealt only before any table starts.")
    rng = rng or random.Random()
    windows = [
        (table, wid, len(w.seats))
        for table in host.tables
        for wid, w in table.book.windows.items()
        if w.seats
    ]
    rng.shuffle(windows)
    load = {t.number: 0 for t in host.tables}
    teams = {t.number: {Team.WHITE: 0, Team.BLACK: 0} for t in host.tables}
    plan: list[tuple[Table, str, Table, Team]] = []
    for table, wid, size in windows:
        dest = min(host.tables, key=lambda t: (load[t.number], t.number))
        team = min(Team, key=lambda t: (teams[dest.number][t], t.index))
        load[dest.number] += size
        teams[dest.number][team] += size
        plan.append((table, wid, dest, team))
    # Everyone leaves first, so that no name clash blocks a swap between two tables.
    parked = [(table, dest, *table.book.take_window(wid), team) for table, wid, dest, team in plan]
    for origin, dest, window, seats, team in parked:
        _seat_somewhere(host, origin, dest, window, seats, team)
    for table, wid, _dest, _team in plan:
        now = next(t for t in host.tables if wid in t.book.windows)
        table.rehome(wid, now)
    for table in host.tables:
        table._save()
        table._after_presence()
