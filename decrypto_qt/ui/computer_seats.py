"""The host's "Add a computer player": computer seats in the host's own process.

Each computer seat is a client of the host through the protocol, like any
window (it sees only its seat's view). The word model loads on a background
thread the first time a computer is added, with a progress line; decisions are
made on a worker thread too, so the windows never freeze.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import Team, Variant
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui import texts

translate = QCoreApplication.translate

PACE = 2.0
"""Seconds a computer waits before acting, so the table can follow on the projector."""


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


class ComputerSeatsPanel(QGroupBox):
    """A level and one "Add a computer player" button per team.

    Signals:
        _loaded(object): the model finished loading (an error or None), from its thread.
    """

    _loaded = Signal(object)

    def __init__(self, host: GameHost, *, pace: float = PACE, parent: QWidget | None = None):
        super().__init__(parent)
        self.host = host
        self.pace = pace
        self.bots: list[Any] = []
        self._queued: list[Team] = []
        self._seats: dict[str, Any] = {}
        # All computers of this table know each other: a team of computers locks in.
        self._everyone: set[str] = set()
        self._vocabulary: Any = None
        self._error = ""
        self.status = ""
        # One row (level, a button per team) keeps the host controls within 720 pixels.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        row = QHBoxLayout()
        self.level_label = QLabel(self)
        self.level = QComboBox(self)
        self.level_label.setBuddy(self.level)
        row.addWidget(self.level_label)
        row.addWidget(self.level)
        self.add: dict[Team, QPushButton] = {}
        for team in Team:
            button = QPushButton(self)
            button.clicked.connect(lambda _c=False, t=team: self.add_computer(t))
            row.addWidget(button, 1)
            self.add[team] = button
        layout.addLayout(row)
        self._loaded.connect(self._model_ready)
        host.lobby_changed.connect(self.refresh)
        host.game_changed.connect(lambda _s: self.refresh())
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.level_label.setText(translate("ComputerSeats", "&Level"))
        current = self.level.currentData() or "normal"
        self.level.clear()
        for code, name in (
            ("easy", translate("ComputerSeats", "Easy")),
            ("normal", translate("ComputerSeats", "Normal")),
            ("hard", translate("ComputerSeats", "Hard")),
        ):
            self.level.addItem(name, code)
        self.level.setCurrentIndex(max(0, self.level.findData(current)))
        self._label_buttons()
        self._show_status()

    def _label_buttons(self) -> None:
        three = self.host.settings.variant is Variant.THREE_PLAYER
        for team, button in self.add.items():
            label = texts.team_label(team, three_player=three)
            button.setText(translate("ComputerSeats", "+ %1").replace("%1", label))
            button.setToolTip(
                translate("ComputerSeats", "Add a computer player: %1").replace("%1", label)
            )
            button.setAccessibleName(button.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refresh(self) -> None:
        self.setEnabled(not self.host.started)
        self._label_buttons()
        self._show_status()

    def _show_status(self) -> None:
        """The group's title says how many computers sit, or that the model is loading."""
        if self._error:
            status = translate("ComputerSeats", "The word model could not be loaded: %1")
            status = status.replace("%1", self._error)
        elif self._queued and self._vocabulary is None:
            status = translate("ComputerSeats", "Reading the word model…")
        elif self.bots:
            status = translate("ComputerSeats", "Computer players at the table: %1")
            status = status.replace("%1", str(len(self.bots)))
        else:
            status = translate("ComputerSeats", "Computer players")
        self.setTitle(status)
        self.status = status

    # --- adding seats -------------------------------------------------------

    def add_computer(self, team: Team) -> None:
        """Seat a computer player on ``team`` (once the model is ready)."""
        self._queued.append(team)
        if self._vocabulary is not None:
            self._seat_queued()
            return
        self._show_status()
        if len(self._queued) > 1:
            return  # the model is loading already; the queue is seated when it is ready
        self._error = ""
        from decrypto_qt.ai.model import shared_model
        from decrypto_qt.ai.vocabulary import vocabulary_for

        pack = self.host.pack
        language = pack.language if pack.language in ("en", "fr", "nl", "zh") else "en"
        result: dict[str, Any] = {}

        def build() -> None:
            result["vocabulary"] = vocabulary_for(shared_model(), language, pack.words)

        def done(error: BaseException | None) -> None:
            # On the loading thread: the queued signal takes the result to the Qt thread.
            self._loaded.emit(error if error is not None else result.get("vocabulary"))

        shared_model().start_loading(on_ready=done, then=build)

    def _model_ready(self, outcome: object) -> None:
        if isinstance(outcome, BaseException) or outcome is None:
            self._queued.clear()
            self._error = str(outcome)
            self._show_status()
            return
        self._vocabulary = outcome
        self._seat_queued()

    def _seat_queued(self) -> None:
        from decrypto_qt.ai.levels import level
        from decrypto_qt.ai.model import shared_model
        from decrypto_qt.ai.seats import ComputerSeats
        from decrypto_qt.bots.player import Bot
        from decrypto_qt.net.client import HostConnection

        code = str(self.level.currentData() or "normal")
        seats = self._seats.get(code)
        if seats is None:
            seats = ComputerSeats(
                shared_model(), self._vocabulary, level(code), seed=code, seats=self._everyone
            )
            self._seats[code] = seats
        while self._queued:
            team = self._queued.pop(0)
            name = translate("ComputerSeats", "Computer %1").replace("%1", str(len(self.bots) + 1))
            conn = HostConnection(
                local_address(self.host),
                self.host.port,
                names=(name,),
                team=team.value,
                pin=self.host.pin,
                computer=True,
                level=code,
            )
            bot = Bot(
                conn,
                (),
                rng=random.Random(len(self.bots)),
                delay=self.pace,
                players=seats,
                threaded=True,
                parent=self,
            )
            self.bots.append(bot)
            conn.open()
        self._show_status()

    def close_seats(self) -> None:
        """Disconnect every computer seat (the host is closing)."""
        for bot in self.bots:
            bot.shutdown()
            bot.conn.close()
