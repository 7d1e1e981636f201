"""The top of a team window: the team's badge, the room and who plays at the window, the
round and its phase, the sand timer, and both teams' tokens with what they mean."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from decrypto_qt.engine.views import View
from decrypto_qt.ui import texts
from decrypto_qt.ui.badges import TeamBadge, TokenCounter
from decrypto_qt.ui.sand_timer import SandTimer
from decrypto_qt.ui.style import scaled
from decrypto_qt.ui.token_chips import TokenLegend

translate = QCoreApplication.translate


class TeamHeader(QWidget):
    """The header row; it shows what it is given and keeps nothing of a game.

    Its texts wrap and the tokens' legend stands beside the counters, one meaning under
    the other: in play the row is narrow enough for a team window beside the host
    controls on a 1366 px laptop, in every language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        header = QHBoxLayout(self)
        header.setContentsMargins(0, 0, 0, 0)
        self.badge = TeamBadge(self)
        scaled(self.badge, 1.3, bold=True)
        header.addWidget(self.badge)
        titles = QVBoxLayout()
        self.room_label = QLabel(self)
        self.room_label.setWordWrap(True)
        scaled(self.room_label, 1.2, bold=True)
        self.players_label = QLabel(self)
        self.players_label.setTextFormat(Qt.TextFormat.RichText)  # a computer's badge
        self.players_label.setWordWrap(True)
        # The room and who plays wrap rather than squeeze to a word a line beside the round.
        for label in (self.room_label, self.players_label):
            label.setMinimumWidth(label.fontMetrics().averageCharWidth() * 20)
        titles.addWidget(self.room_label)
        titles.addWidget(self.players_label)
        header.addLayout(titles, 1)
        self.round_label = QLabel(self)
        self.round_label.setWordWrap(True)
        scaled(self.round_label, 1.2, bold=True)
        header.addWidget(self.round_label)
        self.timer = SandTimer(self)
        self.timer.setWordWrap(True)  # "❚❚ paused  1:30" may take two lines
        scaled(self.timer, 1.6, bold=True)
        header.addWidget(self.timer)
        tokens = QVBoxLayout()
        self.tokens = [TokenCounter(self), TokenCounter(self)]
        for t in self.tokens:
            tokens.addWidget(t)
        tokens.addStretch(1)
        header.addLayout(tokens)
        # The chips' meaning in words, not in a tooltip only: the same icons as the counters.
        self.token_legend = TokenLegend(self, two_end=True, stacked=True)
        header.addWidget(self.token_legend, 0, Qt.AlignmentFlag.AlignTop)

    def retranslate(self) -> None:
        self.token_legend.retranslate()

    def show_no_game(self) -> None:
        """Before the first view (the lobby): no round, no timer, no tokens."""
        self.round_label.setText("")
        self.timer.follow(lambda: None, paused=False)
        for t in self.tokens:
            t.setVisible(False)
        self.token_legend.setVisible(False)

    def show_game(self, view: View, three: bool, time_left: Callable[[], float | None]) -> None:
        """The round, its phase, the timer (read from ``time_left``) and the tokens."""
        for t, tv in zip(self.tokens, view["teams"], strict=True):
            t.setVisible(True)
            t.show_team(tv, three_player=three)
        self.token_legend.setVisible(True)
        self.round_label.setText(
            translate("TeamWindow", "Round %1 of %2")
            .replace("%1", str(view["round"]))
            .replace("%2", str(view["rounds"]))
            + "\n"
            + texts.phase_name(view["phase"])
        )
        self.timer.follow(time_left, paused=view["paused"])
