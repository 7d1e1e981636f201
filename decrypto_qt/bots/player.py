"""A bot at the table: a HostConnection driven by a Strategy."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

from decrypto_qt.bots.pace import Pace, situation, timer_against
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

    ``delay`` is how long it waits after a view before deciding. With a ``pace``
    (:mod:`decrypto_qt.bots.pace`), it also holds each decided action until a person
    could have reached it; an action held for a situation that has passed (the
    timer took the drafts, the host forced the table on) is dropped.

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
        pace: Pace | None = None,
        clock: Callable[[], float] = time.monotonic,
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
        self.pace = pace
        self.clock = clock
        self._since: dict[tuple[object, ...], float] = {}
        self._game: object = None
        """The number of the game at the table (``view.game``): the host may play again."""
        self._timer_ends: float | None = None
        self._held: list[tuple[float, tuple[object, ...], act.Action]] = []
        self._release = QTimer(self)
        self._release.setSingleShot(True)
        self._release.timeout.connect(self._send_due)
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
        conn.view.connect(self._viewed)
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

    def _viewed(self, update: msg.ViewUpdate) -> None:
        """Note when the seat's situation began and when its sand timer ends; look again."""
        view = update.view
        now = self.clock()
        game = view.get("game")
        if game != self._game:
            if self._game is not None:
                # The host started another game at the table: its round 1 is a new
                # situation, and nothing held for the last game goes into this one.
                self._since.clear()
                self._held.clear()
                self.outcome = None
            self._game = game
        self._since.setdefault(situation(view), now)
        me = self.strategies[0].me if self.strategies else None
        deadline = view.get("deadline")
        if me is not None and isinstance(deadline, int | float) and timer_against(view, me):
            self._timer_ends = now + (deadline - update.now)
            if self._held and self.pace is not None:
                # The other team has handed in: held clues go in before the timer runs out.
                latest = self._timer_ends - self.pace.margin
                self._held = [(min(d, latest), k, a) for d, k, a in self._held]
                self._send_due()
        else:
            self._timer_ends = None
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
        update = self.conn.last_view
        if self.pace is None or update is None:
            for action in actions:
                self.conn.send_action(action)
            return
        view = update.view
        key = situation(view)
        now = self.clock()
        since = self._since.get(key, now)
        for action in actions:
            wait = self.pace.hold(view, action, since, now, self.rng, self._timer_ends)
            # Held actions keep their order: one never overtakes an earlier one.
            due = max([now + wait, *(d for d, _k, _a in self._held)])
            self._held.append((due, key, action))
        self._send_due()

    def _send_due(self) -> None:
        """Send the held actions that are due; drop those whose situation has passed."""
        update = self.conn.last_view
        current = situation(update.view) if update is not None else None
        now = self.clock()
        while self._held and not self._stopped:
            due, key, action = self._held[0]
            if key != current:
                self._held.pop(0)
                continue
            if due > now:
                self._release.start(max(1, int(1000 * (due - now))))
                return
            self._held.pop(0)
            self.conn.send_action(action)

    @property
    def holding(self) -> list[act.Action]:
        """The decided actions waiting for their time, oldest first."""
        return [a for _d, _k, a in self._held]

    def shutdown(self) -> None:
        """Stop the worker thread (a threaded bot), after the decision under way.

        A bot that is shut down decides nothing more: a look already scheduled is dropped.
        """
        self._pending.stop()
        self._release.stop()
        self._held.clear()
        self._stopped = True
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
