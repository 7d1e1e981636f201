"""A window's side of one game: the host connection and the latest welcome, lobby and view.

Windows draw :attr:`Session.view` and call the action methods; nothing here
decides a rule — the host's engine does, and answers with a new view or an error.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal

from decrypto_qt.engine import actions as act
from decrypto_qt.engine.types import FlagReason, Team
from decrypto_qt.engine.views import View
from decrypto_qt.net.client import HostConnection
from decrypto_qt.protocol import messages as msg


class Session(QObject):
    """One window's connection to a game.

    Signals:
        changed(): the view, the lobby or the seats changed; redraw.
        status(str): "connecting", "connected", "lost" or "closed".
        problem(str, str): an action was refused: error code and the host's message.
        refused(str, str): the host would not let this window in: code and message.
    """

    changed = Signal()
    status = Signal(str)
    problem = Signal(str, str)
    refused = Signal(str, str)

    def __init__(
        self,
        host: str,
        port: int,
        *,
        names: tuple[str, ...] = (),
        team: str | None = None,
        pin: str | None = None,
        resume: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.connection = HostConnection(
            host, port, names=names, team=team, pin=pin, resume=resume, parent=self
        )
        self.view: View | None = None
        self.lobby: msg.LobbyState | None = None
        self.away: tuple[str, ...] = ()
        self._offset = 0.0  # host clock minus monotonic clock at the last view
        c = self.connection
        c.welcomed.connect(lambda _w: self.changed.emit())
        c.lobby.connect(self._on_lobby)
        c.view.connect(self._on_view)
        self.last_error: msg.Error | None = None
        """The last refused action, with the values its message was built from."""
        c.error.connect(self._on_error)
        c.status.connect(self.status.emit)
        c.refused.connect(self.refused.emit)

    # --- connection ---------------------------------------------------------

    def open(self) -> None:
        self.connection.open()

    def close(self) -> None:
        self.connection.close()

    @property
    def state(self) -> str:
        return self.connection.state

    @property
    def address(self) -> str:
        return f"{self.connection.host}:{self.connection.port}"

    @property
    def resume_token(self) -> str | None:
        return self.connection.resume_token

    @property
    def room(self) -> str:
        if self.lobby is not None:
            return self.lobby.room
        w = self.connection.welcome
        return "" if w is None else w.room

    @property
    def seats(self) -> tuple[msg.Seat, ...]:
        return self.connection.seats

    @property
    def seat_ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.seats)

    @property
    def team(self) -> Team | None:
        """The team this window belongs to, as the host last said."""
        if self.view is not None and self.view["window"]["team"] is not None:
            return Team(self.view["window"]["team"])
        if self.lobby is not None:
            mine = set(self.seat_ids)
            for p in self.lobby.players:
                if p.id in mine and p.team is not None:
                    return Team(p.team)
        return None

    def player_name(self, pid: str) -> str:
        if self.view is not None:
            for t in self.view["teams"]:
                for p in t["players"]:
                    if p["id"] == pid:
                        return p["name"]
        if self.lobby is not None:
            for lp in self.lobby.players:
                if lp.id == pid:
                    return lp.name
        return pid

    def computer_of(self, pid: str) -> tuple[bool, str | None]:
        """Whether the computer plays seat ``pid``, and at which level (if known)."""
        if self.view is not None:
            for t in self.view["teams"]:
                for p in t["players"]:
                    if p["id"] == pid:
                        return bool(p.get("computer", False)), p.get("level")
        if self.lobby is not None:
            for lp in self.lobby.players:
                if lp.id == pid:
                    return lp.computer, lp.level
        return False, None

    def name_html(self, pid: str, px: float) -> str:
        """Seat ``pid``'s name as rich text, with the computer badge if the computer plays it."""
        from decrypto_qt.ui.computer_badge import name_html

        return name_html(self.player_name(pid), *self.computer_of(pid), px)

    def time_left(self) -> float | None:
        """Seconds left on the sand timer by the host's clock, or ``None`` if it is not running."""
        v = self.view
        if v is None:
            return None
        if v["paused"]:
            return v["paused_remaining"]
        if v["deadline"] is None:
            return None
        return max(0.0, v["deadline"] - (time.monotonic() + self._offset))

    # --- lobby --------------------------------------------------------------------

    def choose_team(self, team: Team) -> None:
        self.connection.choose(team=team.value)

    def set_ready(self, ready: bool) -> None:
        self.connection.choose(ready=ready)

    # --- game actions ----------------------------------------------------------------

    def _encryptor(self) -> str | None:
        if self.view is None or self.team is None:
            return None
        mine = self.view["teams"][self.team.index]["encryptor"]
        return mine if mine in self.seat_ids else None

    def _actor(self, *, encryptor: bool = False) -> str:
        """The seat an action is sent for: the encryptor for clues, else the first seat
        that is not the encryptor (a team guesses without its encryptor, R10)."""
        enc = self._encryptor()
        if encryptor and enc is not None:
            return enc
        others = [s for s in self.seat_ids if s != enc]
        return (others or list(self.seat_ids) or [""])[0]

    def _send(self, action: act.Action) -> int:
        return self.connection.send_action(action)

    def draft_clues(self, clues: tuple[str, str, str]) -> None:
        self._send(act.DraftClues(self._actor(encryptor=True), clues))

    def submit_clues(self, clues: tuple[str, str, str]) -> None:
        self._send(act.SubmitClues(self._actor(encryptor=True), clues))

    def draft_guess(self, target: Team, digits: tuple[int | None, int | None, int | None]) -> None:
        self._send(act.DraftGuess(self._actor(), target, digits))

    def lock_guess(self, target: Team, code: tuple[int, int, int]) -> None:
        self._send(act.LockGuess(self._actor(), target, code))

    def flag_clue(self, team: Team, round_: int, clue: int, reason: FlagReason) -> None:
        self._send(act.FlagClue(self._actor(), team, round_, clue, reason))

    def set_note(self, keyword: int, text: str) -> None:
        self._send(act.SetNote(self._actor(), keyword, text))

    def draft_keyword_guesses(self, guesses: tuple[str, str, str, str]) -> None:
        self._send(act.DraftKeywordGuesses(self._actor(), guesses))

    def submit_keyword_guesses(self, guesses: tuple[str, str, str, str]) -> None:
        self._send(act.SubmitKeywordGuesses(self._actor(), guesses))

    def judge(self, keyword: int, accepted: bool) -> None:
        self._send(act.JudgeKeywordGuess(self._actor(), keyword, accepted))

    def finish_judging(self) -> None:
        self._send(act.FinishJudging(self._actor()))

    # --- incoming --------------------------------------------------------------------

    def _on_error(self, error: msg.Error) -> None:
        self.last_error = error
        self.problem.emit(error.code, error.message)

    def _on_lobby(self, lobby: msg.LobbyState) -> None:
        self.lobby = lobby
        self.changed.emit()

    def _on_view(self, update: msg.ViewUpdate) -> None:
        self.view = update.view
        self.away = update.away
        self._offset = update.now - time.monotonic()
        self.changed.emit()

    def raw_view(self) -> dict[str, Any] | None:
        """The latest view as plain data (exports)."""
        return None if self.view is None else dict(self.view)
