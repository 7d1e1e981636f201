"""Small pieces shared by the windows: a team badge and the token counters."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import TeamView
from decrypto_qt.ui import texts
from decrypto_qt.ui.style import card_css, scaled
from decrypto_qt.ui.token_chips import TokenChips

translate = QCoreApplication.translate


class TeamBadge(QLabel):
    """The team's mark and name on its colour, e.g. "○ White"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMargin(6)
        self.team: Team | None = None

    def show_team(self, team: Team | None, *, three_player: bool = False, extra: str = "") -> None:
        self.team = team
        if team is None:
            self.setText(translate("TeamBadge", "Table"))
            self.setStyleSheet("")
            return
        label = texts.team_label(team, three_player=three_player)
        self.setText(f"{label}{extra}")
        self.setStyleSheet(card_css(team, selector="QLabel"))
        self.setAccessibleName(label)


class TokenCounter(QWidget):
    """One team's tokens as chips with counts; two of either kind ends the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.team_label = QLabel(self)
        self.chips = TokenChips(self)
        scaled(self.chips, 1.2, bold=True)
        layout.addWidget(self.team_label)
        layout.addWidget(self.chips)
        layout.addStretch(1)

    def show_team(self, tv: TeamView, *, three_player: bool = False) -> None:
        team = Team(tv["team"])
        label = texts.team_label(team, three_player=three_player)
        self.team_label.setText(label)
        self.team_label.setStyleSheet(card_css(team, radius=4, selector="QLabel"))
        i, m = tv["interceptions"], tv["miscommunications"]
        self.chips.show_counts(i, m, label)
        self.setAccessibleName(
            translate("TokenCounter", "%1 — interceptions: %2, miscommunications: %3")
            .replace("%1", label)
            .replace("%2", str(i))
            .replace("%3", str(m))
        )
