"""A bot at the table: a HostConnection driven by a Strategy."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

from decrypto_qt.bots.strategy import Decider, Strategy
from decrypto_qt.engine import actions as act
from decrypto_qt.net.client import HostConnection
from decrypto_qt.protocol import messages as msg

log = logging.getLogger(__name__)


class Bot(QObject):
    """Plays legal moves from its own view only, in any role.

    By default each seat plays a scripted :class:`Strategy`; ``players`` makes
    another kind of player for each seat it is given (a computer player).
    ``threaded`` decides on a worker thread and sends from the Qt thread, so a
    slow player never blocks the event loop (computer seats inside the app).

    Signals:
        finished(object): the final view's outcome dict, when the game is over.
    """

    finished = Signal(object)
    _decided = Signal(object)

    def __init__(
        self,
        conn: HostConnection,
        words: Sequence[str],
        *,
        rng: random.Random,
        secret: str | None = None,
        skill: float = 1.0,
        delay: float = 0.0,
        players: Callable[[msg.Seat], Decider] | None = None,
        threaded: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.conn = conn
        self.words = words
        self.rng = rng
        self.secret = secret
        self.skill = skill
        self.delay = delay
        self.players = players
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="player") if threaded else None
        self._deciding: Future[list[act.Action]] | None = None
        self._decided.connect(self._send)
        self.strategies: list[Decider] = []
        self.outcome: dict[str, object] | None = None
        self.errors: list[msg.Error] = []
        self._stopped = False
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.timeout.connect(self._act)
        conn.welcomed.connect(self._welcomed)
        conn.lobby.connect(self._lobby)
        conn.view.connect(lambda _v: self._schedule())
        conn.error.connect(self._error)

    def _welcomed(self, welcome: msg.Welcome) -> None:
        if self.players is not None:
            self.strategies = [self.players(seat) for seat in welcome.seats]
            self._schedule()
            return
        # Teammates share ``secret``; the team's name keeps the two teams' codes apart.
        self.strategies = [
            Strategy(
                seat.id,
                self.words,
                self.rng,
                None if self.secret is None else f"{self.secret}:{seat.team}",
                self.skill,
            )
            for seat in welcome.seats
        ]
        self._schedule()

    def _lobby(self, lobby: msg.LobbyState) -> None:
        if lobby.started or not self.strategies:
            return
        me = next((p for p in lobby.players if p.id == self.strategies[0].me), None)
        if me is not None and not me.ready:
            self.conn.choose(ready=True)

    def _error(self, error: msg.Error) -> None:
        self.errors.append(error)
        log.debug("bot %s: %s", self.conn.names, error.message)
        self._schedule(0.05)  # look again: the table may have moved on

    def _schedule(self, delay: float | None = None) -> None:
        if self._stopped:
            return
        self._pending.start(int(1000 * (self.delay if delay is None else delay)))

    def _act(self) -> None:
        update = self.conn.last_view
        if update is None or self._stopped:
            return
        view = dict(update.view)
        outcome = view.get("outcome")
        if isinstance(outcome, dict):
            if self.outcome is None:
                self.outcome = outcome
                self.finished.emit(outcome)
            return
        if self._worker is None:
            self._send(self._decide(view))
            return
        if self._deciding is not None and not self._deciding.done():
            self._schedule(0.1)  # look again when the current decision is sent
            return
        self._deciding = self._worker.submit(self._decide, view)
        self._deciding.add_done_callback(self._done)

    def _decide(self, view: dict[str, object]) -> list[act.Action]:
        return [a for strategy in self.strategies for a in strategy.decide(view)]

    def _done(self, future: Future[list[act.Action]]) -> None:
        # On the worker thread: the signal carries the actions to the Qt thread.
        try:
            self._decided.emit(future.result())
        except Exception:
            log.exception("a player failed to decide")

    def _send(self, actions: list[act.Action]) -> None:
        if self._stopped:
            return  # decided before the shutdown: the seat is no longer this bot's
        for action in actions:
            self.conn.send_action(action)

    def shutdown(self) -> None:
        """Stop the worker thread (a threaded bot), after the decision under way.

        A bot that is shut down decides nothing more: a look already scheduled is dropped.
        """
        self._pending.stop()
        self._stopped = True
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
