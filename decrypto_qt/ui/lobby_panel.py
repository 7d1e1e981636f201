"""Before the game: who sits on which team, choosing a team, ready."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.protocol import messages as msg
from decrypto_qt.ui import texts
from decrypto_qt.ui.computer_badge import accessible_name, badge_word, robot_icon
from decrypto_qt.ui.style import card_css, scaled, set_style_sheet

translate = QCoreApplication.translate


def lobby_problem_text(lobby: msg.LobbyState) -> str:
    """Why the game cannot start yet, in the reader's language (the projector's too)."""
    if not lobby.problem:
        return ""
    if lobby.problem_code is None:  # an older host: its English words
        return lobby.problem
    return texts.error_text(lobby.problem_code, lobby.problem, lobby.problem_params)


class LobbyPanel(QWidget):
    """Both rosters; this window's team buttons and ready box (hidden on the table).

    Signals:
        team_chosen(object): a Team.
        ready_changed(bool)
    """

    team_chosen = Signal(object)
    ready_changed = Signal(bool)

    def __init__(self, *, table: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        scaled(self.heading, 1.4 if not table else 2.0, bold=True)
        layout.addWidget(self.heading)
        grid = QGridLayout()
        self.titles: dict[Team, QLabel] = {}
        self.rosters: dict[Team, QListWidget] = {}
        self.join: dict[Team, QPushButton] = {}
        for col, team in enumerate(Team):
            title = QLabel(self)
            set_style_sheet(title, card_css(team, radius=4, selector="QLabel"))
            scaled(title, 1.2 if not table else 2.0, bold=True)
            roster = QListWidget(self)
            # A long name ("Computer 1 — computer · hard ✔ ← you") wraps in a narrow
            # column, whole, rather than hiding behind a sideways scroll bar.
            roster.setWordWrap(True)
            roster.setTextElideMode(Qt.TextElideMode.ElideNone)
            roster.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            roster.setResizeMode(QListWidget.ResizeMode.Adjust)
            if table:
                scaled(roster, 1.8)
            button = QPushButton(self)
            button.clicked.connect(lambda _c=False, t=team: self.team_chosen.emit(t))
            button.setVisible(not table)
            grid.addWidget(title, 0, col)
            grid.addWidget(roster, 1, col)
            grid.addWidget(button, 2, col)
            self.titles[team], self.rosters[team], self.join[team] = title, roster, button
        layout.addLayout(grid, 1)
        self.ready = QCheckBox(self)
        self.ready.toggled.connect(self.ready_changed.emit)
        self.ready.setVisible(not table)
        layout.addWidget(self.ready)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        if table:
            scaled(self.problem, 1.5)
        layout.addWidget(self.problem)
        self._lobby: msg.LobbyState | None = None
        self._mine: tuple[str, ...] = ()
        self._three = False
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(translate("LobbyPanel", "Teams"))
        self.ready.setText(translate("LobbyPanel", "We are ready"))
        self.ready.setToolTip(
            translate("LobbyPanel", "Tell the host this window is ready to start")
        )
        for team in Team:
            self.join[team].setText(_join_text(team, self._three))
        if self._lobby is not None:
            self.show_lobby(self._lobby, self._mine, three_player=self._three)

    def show_lobby(
        self, lobby: msg.LobbyState, mine: tuple[str, ...] = (), *, three_player: bool = False
    ) -> None:
        self._lobby, self._mine, self._three = lobby, mine, three_player
        for team in Team:
            self.join[team].setText(_join_text(team, three_player))
        for team in Team:
            players = [p for p in lobby.players if p.team == team.value]
            self.titles[team].setText(
                f"{texts.team_label(team, three_player=three_player)} ({len(players)})"
            )
            roster = self.rosters[team]
            roster.setAccessibleName(
                (
                    translate("LobbyPanel", "%1, one player")
                    if _interceptor(team, three_player)
                    else translate("LobbyPanel", "Players in %1")
                ).replace("%1", texts.team_label(team, three_player=three_player))
            )
            roster.clear()
            side = roster.fontMetrics().height()
            roster.setIconSize(QSize(side, side))
            for p in players:
                marks = []
                if p.computer:
                    marks.append(f"— {badge_word(p.level)}")
                if p.ready:
                    marks.append("✔")
                if p.away:
                    marks.append(translate("LobbyPanel", "away"))
                you = " ← " + translate("LobbyPanel", "you") if p.id in mine else ""
                item = QListWidgetItem(f"{p.name}  {' '.join(marks)}{you}".rstrip(), roster)
                if p.computer:
                    # The robot stands before a computer's name; its name says it in words.
                    item.setIcon(robot_icon())
                    item.setData(
                        Qt.ItemDataRole.AccessibleTextRole, accessible_name(p.name, p.level)
                    )
        my_players = [p for p in lobby.players if p.id in mine]
        if my_players:
            self.ready.blockSignals(True)
            self.ready.setChecked(all(p.ready for p in my_players))
            self.ready.blockSignals(False)
            my_team = my_players[0].team
            for team in Team:
                self.join[team].setEnabled(my_team != team.value)
        if lobby.started:
            self.problem.setText(translate("LobbyPanel", "The game is on."))
        elif lobby.problem:
            self.problem.setText(
                translate("LobbyPanel", "Not ready to start: %1").replace(
                    "%1", lobby_problem_text(lobby)
                )
            )
        else:
            self.problem.setText(
                translate("LobbyPanel", "Ready: waiting for the host to start the game.")
            )


def _interceptor(team: Team, three_player: bool) -> bool:
    """Is ``team`` the Interceptor's side (one player, named as a role, not a team)?"""
    return three_player and team is Team.BLACK


def _join_text(team: Team, three_player: bool) -> str:
    """The join button's text: "Join ○ White", but "Play as ■ Interceptor" (a role: the
    languages that say "the Whites" say no article before it)."""
    text = (
        translate("LobbyPanel", "Play as %1")
        if _interceptor(team, three_player)
        else translate("LobbyPanel", "Join %1")
    )
    return text.replace("%1", texts.team_label(team, three_player=three_player))
