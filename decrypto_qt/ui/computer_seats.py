"""The host's "Add a computer player": computer seats in the host's own process.

The seats are a :class:`~decrypto_qt.bots.seating.ComputerSeating` (the same that
``host --computers N`` uses); this panel gives them a level, a button per team and
a status line (the model loading, how many sit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.bots.pace import PERSON, Pace
from decrypto_qt.bots.seating import local_address
from decrypto_qt.engine.types import Team, Variant
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui import texts

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from decrypto_qt.bots.seating import ComputerSeating

__all__ = ["ComputerSeatsPanel", "local_address"]


class ComputerSeatsPanel(QGroupBox):
    """A level and one "Add a computer player" button per team.

    The seats themselves are a :class:`~decrypto_qt.bots.seating.ComputerSeating`. A
    moment after the panel is first shown it starts reading the word model in the
    background, so that "Add a computer player" seats one at once.
    """

    PRELOAD_MS: int | None = 1000
    """How long after the panel is shown the model starts loading (None: on the first click)."""

    def __init__(self, host: GameHost, *, pace: Pace = PERSON, parent: QWidget | None = None):
        super().__init__(parent)
        self.host = host
        self.pace = pace
        """When the computers hand in (:mod:`decrypto_qt.bots.pace`); ``FAST`` in tests."""
        self._seating: ComputerSeating | None = None
        self._preloading = False
        self.status = ""
        # The level, then a button per team that says what it does in words: the
        # first thing in the host controls, so that a 720-line screen shows it.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        row = QHBoxLayout()
        self.level_label = QLabel(self)
        self.level = QComboBox(self)
        self.level_label.setBuddy(self.level)
        row.addWidget(self.level_label)
        row.addWidget(self.level, 1)
        layout.addLayout(row)
        self.add: dict[Team, QPushButton] = {}
        for team in Team:
            button = QPushButton(self)
            button.clicked.connect(lambda _c=False, t=team: self.add_computer(t))
            layout.addWidget(button)
            self.add[team] = button
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
            text = translate("ComputerSeats", "Add a computer player: %1").replace("%1", label)
            button.setText(text)
            button.setToolTip(text)
            button.setAccessibleName(text)

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
        seating = self._seating
        if seating is not None and seating.error:
            status = translate("ComputerSeats", "The word model could not be loaded: %1")
            status = status.replace("%1", seating.error)
        elif seating is not None and seating.loading and seating.queued:
            status = translate("ComputerSeats", "Reading the word model…")
        elif self.bots:
            status = translate("ComputerSeats", "Computer players at the table: %1")
            status = status.replace("%1", str(len(self.bots)))
        else:
            status = translate("ComputerSeats", "Computer players")
        self.setTitle(status)
        self.status = status

    # --- adding seats -------------------------------------------------------

    @property
    def bots(self) -> list[Any]:
        """The computer seats sat down so far."""
        return [] if self._seating is None else self._seating.bots

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._preloading and self.PRELOAD_MS is not None:
            self._preloading = True
            QTimer.singleShot(self.PRELOAD_MS, self._prepare)

    def _prepare(self) -> None:
        if self.isVisible() and not self.host.started:
            self._seats().prepare()

    def add_computer(self, team: Team) -> None:
        """Seat a computer player on ``team`` (once the model is ready)."""
        from decrypto_qt.bots.seating import Request

        level = str(self.level.currentData() or "normal")
        self._seats().add(Request(team.value, level))

    def _seats(self) -> ComputerSeating:
        if self._seating is None:
            from decrypto_qt.bots.seating import ComputerSeating

            pack = self.host.pack
            self._seating = ComputerSeating(
                local_address(self.host),
                self.host.port,
                pin=self.host.pin,
                language=pack.language,
                words=pack.words,
                name_of=lambda n: translate("ComputerSeats", "Computer %1").replace("%1", str(n)),
                pace=self.pace,
                parent=self,
            )
            self._seating.changed.connect(self._show_status)
        return self._seating

    def close_seats(self) -> None:
        """Disconnect every computer seat (the host is closing)."""
        if self._seating is not None:
            self._seating.close()
