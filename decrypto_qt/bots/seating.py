"""Computer players seated by a host's own process: the host controls' "Add a computer
player" and ``host --computers N`` both go through :class:`ComputerSeating`.

Each computer seat is a client of the host through the protocol, like any window (it
sees only its seat's view). The word model loads on a background thread the first
time a computer is asked for; seats asked for meanwhile wait in a queue and sit down
as soon as it is ready. The language's candidate clues are worked out behind them, on
the same thread, seconds before a person-paced seat's first decision is due. Decisions
are made on a worker thread, so the host's event loop never waits for one, and every
seat plays at a person's pace (:mod:`decrypto_qt.bots.pace`) unless told otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QHostAddress

from decrypto_qt.bots.pace import PERSON, Pace

if TYPE_CHECKING:
    from decrypto_qt.net.host import GameHost

LOOK = 0.3
"""Seconds a computer lets a burst of views settle before it decides."""
LANGUAGES = ("en", "fr", "nl", "zh")


def local_address(host: GameHost) -> str:
    """Where a client in this process reaches ``host``: its listening address, else loopback."""
    server = getattr(host, "_server", None)  # the host's QTcpServer
    if server is not None:
        address = server.serverAddress()
        if not address.isNull() and address not in (
            QHostAddress(QHostAddress.SpecialAddress.Any),
            QHostAddress(QHostAddress.SpecialAddress.AnyIPv4),
            QHostAddress(QHostAddress.SpecialAddress.AnyIPv6),
        ):
            return str(address.toString())
    return "127.0.0.1"


@dataclass(frozen=True)
class Request:
    """One computer asked for: its team (``None``: the smaller one), level and table."""

    team: str | None
    level: str = "normal"
    table: int | None = None


class ComputerSeating(QObject):
    """Seats computer players at a host, over the protocol.

    Args:
        address, port, pin: where the host listens (its own process: loopback).
        language: the word pack's language (another language reads as English).
        words: the pack's words (the computers' candidate keywords).
        name_of: the name of the n-th computer (1-based), in the host's language.

    Signals:
        changed(): a seat sat down, the model started or finished loading, or failed.
        _loaded(object): the vocabulary (or the error), from the loading thread.
    """

    changed = Signal()
    _loaded = Signal(object)

    def __init__(
        self,
        address: str,
        port: int,
        *,
        pin: str | None,
        language: str,
        words: Sequence[str],
        name_of: Callable[[int], str] = lambda n: f"Computer {n}",
        pace: Pace = PERSON,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.address, self.port, self.pin = address, port, pin
        self.language = language if language in LANGUAGES else "en"
        self.words = tuple(words)
        self.name_of = name_of
        self.pace = pace
        self.bots: list[Any] = []
        self.queued: list[Request] = []
        self.error = ""
        self._vocabulary: Any = None
        self._loading = False
        self._seats: dict[str, Any] = {}
        # All computers of this host know each other: a team of computers locks in.
        self._everyone: set[str] = set()
        self._loaded.connect(self._model_ready)

    @property
    def loading(self) -> bool:
        """The model is being read (seats asked for meanwhile wait for it)."""
        return self._loading

    @property
    def ready(self) -> bool:
        """The model is read: a computer asked for now sits down at once."""
        return self._vocabulary is not None

    def prepare(self) -> None:
        """Read the model now, before any computer is asked for, so that the first one
        sits down at once (the host controls do this a moment after they are shown)."""
        if self._vocabulary is None and not self._loading:
            self._start_loading()
            self.changed.emit()

    def add(self, request: Request) -> None:
        """Seat a computer player (at once when the model is ready, else once it is)."""
        self.queued.append(request)
        if self._vocabulary is not None:
            self._seat_queued()
            return
        if not self._loading:
            self._start_loading()
        self.changed.emit()

    def _start_loading(self) -> None:
        from decrypto_qt.ai.model import shared_model
        from decrypto_qt.ai.vocabulary import vocabulary_for

        self._loading = True
        self.error = ""
        result: dict[str, Any] = {}

        def build() -> None:
            result["vocabulary"] = vocabulary_for(shared_model(), self.language, self.words)

        def done(error: BaseException | None) -> None:
            # On the loading thread: the queued signal takes the result to the Qt thread.
            self._loaded.emit(error if error is not None else result.get("vocabulary"))

        def prepare() -> None:
            # Behind the seats, before their first decision (a person's pace leaves seconds).
            result["vocabulary"].candidates.get()

        shared_model().start_loading(on_ready=done, then=build, later=prepare)

    def _model_ready(self, outcome: object) -> None:
        self._loading = False
        if isinstance(outcome, BaseException) or outcome is None:
            self.queued.clear()
            self.error = str(outcome)
            self.changed.emit()
            return
        self._vocabulary = outcome
        self._seat_queued()

    def _seat_queued(self) -> None:
        from decrypto_qt.ai.levels import level
        from decrypto_qt.ai.model import shared_model
        from decrypto_qt.ai.seats import ComputerSeats
        from decrypto_qt.bots.player import Bot
        from decrypto_qt.net.client import HostConnection

        while self.queued:
            request = self.queued.pop(0)
            seats = self._seats.get(request.level)
            if seats is None:
                seats = ComputerSeats(
                    shared_model(),
                    self._vocabulary,
                    level(request.level),
                    seed=request.level,
                    seats=self._everyone,
                )
                self._seats[request.level] = seats
            conn = HostConnection(
                self.address,
                self.port,
                names=(self.name_of(len(self.bots) + 1),),
                team=request.team,
                pin=self.pin,
                table=request.table,
                computer=True,
                level=request.level,
            )
            bot = Bot(
                conn,
                (),
                rng=random.Random(len(self.bots)),
                delay=LOOK,
                pace=self.pace,
                players=seats,
                threaded=True,
                parent=self,
            )
            self.bots.append(bot)
            conn.open()
        self.changed.emit()

    def close(self) -> None:
        """Disconnect every computer seat (the host is closing)."""
        for bot in self.bots:
            bot.shutdown()
            bot.conn.close()
