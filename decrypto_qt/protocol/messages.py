"""Every protocol message, defined once: the JSON Schema and docs/protocol.md follow from here.

A message is one JSON object on one line with a ``type``. Fields with a default
may be left out; unknown fields are ignored so that a newer minor version can
talk to an older one.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar

from decrypto_qt.engine.types import Team, Variant
from decrypto_qt.engine.views import View

TeamName = Annotated[str, Team]


class ComputerLevel(enum.Enum):
    """How well a computer player plays, as it says in its ``hello``."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


LevelName = Annotated[str, ComputerLevel]

# --- client -> host -----------------------------------------------------------


@dataclass(frozen=True)
class Hello:
    """First message of every connection: who this window is and whom it serves.

    ``names`` lists the players this window serves (one for a personal window,
    several for a shared team laptop, none for the table or a spectator).
    ``team`` asks for a team in the lobby (``null``: the host balances). A
    ``resume`` token from an earlier ``welcome`` claims the same window and
    seats back, whatever the names. At a class (several tables), ``table``
    asks for a table by number; ``null`` lets the host choose (the table with
    the fewest players that has not started). ``computer`` says the window's
    players are played by the computer (at ``level``, if given): every window
    then shows their seats with a badge (minor 2).
    """

    type: ClassVar[str] = "hello"
    protocol: int
    app: str
    names: tuple[str, ...] = ()
    team: TeamName | None = None
    resume: str | None = None
    pin: str | None = None
    table: int | None = None
    computer: bool = False
    level: LevelName | None = None


@dataclass(frozen=True)
class LobbyChoice:
    """Before the game: choose a team and say whether this window is ready.

    At a class, ``table`` moves the window and its players to another table
    (before either has started); the host answers with a new ``welcome``.
    """

    type: ClassVar[str] = "lobby_choice"
    id: int | None = None
    team: TeamName | None = None
    ready: bool | None = None
    table: int | None = None


@dataclass(frozen=True)
class ActionRequest:
    """A game action for the rules to apply, on behalf of one player this window serves.

    ``action`` is one of the actions in docs/protocol.md with its ``type`` and
    fields, without the player (the host fills it in from ``player``, which may
    be left out when the window serves one player). With ``base`` set to the
    view version the action was decided on, the host refuses it as
    ``action/stale`` if the game has moved on since.
    """

    type: ClassVar[str] = "action"
    id: int
    action: dict[str, Any]
    player: str | None = None
    base: int | None = None


@dataclass(frozen=True)
class Ping:
    """Heartbeat; the host answers with ``pong`` echoing ``t``."""

    type: ClassVar[str] = "ping"
    t: float = 0.0


@dataclass(frozen=True)
class Leave:
    """The window is closing on purpose; its seats are kept (R32)."""

    type: ClassVar[str] = "leave"


# --- host -> client -------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """A player seat as a window knows it."""

    id: str
    name: str
    team: TeamName | None


@dataclass(frozen=True)
class TableInfo:
    """One table of a class, as every window may see it: no names, no game."""

    number: int
    name: str
    players: int
    free: int
    """Seats open to a newcomer once the game has started (R32)."""
    started: bool


@dataclass(frozen=True)
class Welcome:
    """The handshake succeeded: the window's seats and its secret resume token.

    ``table`` is the number of the window's table (1 at a host with one table);
    at a class, ``tables`` lists every table when the window was welcomed.
    """

    type: ClassVar[str] = "welcome"
    protocol: int
    app: str
    room: str
    window: str
    seats: tuple[Seat, ...]
    resume: str
    started: bool
    table: int = 1
    tables: tuple[TableInfo, ...] = ()
    minor: int = 0


@dataclass(frozen=True)
class Refused:
    """The handshake failed, saying why; the host closes the connection after it."""

    type: ClassVar[str] = "refused"
    code: str
    message: str
    room: str = ""
    """The room's name, so a window can say where it was refused (a PIN dialog's title)."""


@dataclass(frozen=True)
class LobbyPlayer:
    """One seat in the lobby; ``computer`` (and its ``level``) since minor 2."""

    id: str
    name: str
    team: TeamName | None
    ready: bool
    away: bool
    computer: bool = False
    level: LevelName | None = None


@dataclass(frozen=True)
class LobbyState:
    """Who is at the table before (and during) the game; sent to every window."""

    type: ClassVar[str] = "lobby"
    room: str
    started: bool
    pin_required: bool
    players: tuple[LobbyPlayer, ...]
    windows: int
    problem: str | None = None
    """Why the game cannot start yet (``null`` when it can)."""
    variant: Annotated[str, Variant] = Variant.STANDARD.value
    """The game the host has set up, so the lobby can name the Interceptor (R27)."""
    problem_code: str | None = None
    """The stable error code of ``problem``, so a window can say it in its own language."""
    problem_params: dict[str, Any] = field(default_factory=dict)
    """The values ``problem`` was built from (such as ``limit``)."""


@dataclass(frozen=True)
class ViewUpdate:
    """The window's complete view of the game (V1-V7) at state ``version``.

    ``now`` is the host's clock when sent, so ``view.deadline - now`` is the
    time left on the sand timer whatever the window's own clock says.
    """

    type: ClassVar[str] = "view"
    version: int
    now: float
    away: tuple[str, ...]
    view: View


@dataclass(frozen=True)
class Error:
    """A message was refused; nothing changed. ``id`` echoes the request's id."""

    type: ClassVar[str] = "error"
    code: str
    message: str
    id: int | None = None
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Pong:
    """Answer to ``ping``."""

    type: ClassVar[str] = "pong"
    t: float = 0.0


@dataclass(frozen=True)
class Bye:
    """The host is closing this connection on purpose, saying why."""

    type: ClassVar[str] = "bye"
    code: str
    message: str


ClientMessage = Hello | LobbyChoice | ActionRequest | Ping | Leave
HostMessage = Welcome | Refused | LobbyState | ViewUpdate | Error | Pong | Bye
Message = ClientMessage | HostMessage

CLIENT_MESSAGES: dict[str, type[ClientMessage]] = {
    m.type: m for m in (Hello, LobbyChoice, ActionRequest, Ping, Leave)
}
HOST_MESSAGES: dict[str, type[HostMessage]] = {
    m.type: m for m in (Welcome, Refused, LobbyState, ViewUpdate, Error, Pong, Bye)
}
