"""The table window for the projector: only what everyone may see (V6), in large type.

Lobby: the room, how to join, both rosters. In play: round, phase, the big
timer, the clues being decoded, the reveal in order (interception guess → own
guess → code), both teams' tokens and both public clue histories under keywords
1-4. F11 toggles full screen; the type scales with the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import HistoryEntry, View
from decrypto_qt.ui import texts
from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.game_over_panel import GameOverPanel
from decrypto_qt.ui.help_menu import HelpMenu
from decrypto_qt.ui.join_qr import JoinQr
from decrypto_qt.ui.language_menu import LanguageMenu
from decrypto_qt.ui.lobby_panel import LobbyPanel
from decrypto_qt.ui.prefs import restore_geometry, save_geometry
from decrypto_qt.ui.sand_timer import SandTimer
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.sheet import clue_index, code_text, entries_of
from decrypto_qt.ui.style import REVEAL_COLOURS, card_css, set_point_size

translate = QCoreApplication.translate

REVEAL_STEP_MS = 1200
BASE_WIDTH, BASE_HEIGHT, BASE_POINTS = 1280.0, 800.0, 12.0


@dataclass(frozen=True)
class JoinInfo:
    """How people reach this table, shown in large type."""

    room: str
    addresses: tuple[str, ...]
    port: int
    pin: str | None


class HistoryBoard(QWidget):
    """One team's public clue history, grouped under keywords 1-4 (R15)."""

    def __init__(self, team: Team, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        self.title.setStyleSheet(card_css(team, radius=4, selector="QLabel"))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(self.title, 0, 0, 1, 4)
        self.heads: list[QLabel] = []
        self.lists: list[QListWidget] = []
        for k in range(4):
            head = QLabel(str(k + 1), self)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lst = QListWidget(self)
            lst.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            grid.addWidget(head, 1, k)
            grid.addWidget(lst, 2, k)
            self.heads.append(head)
            self.lists.append(lst)

    def show_history(self, history: list[HistoryEntry], label: str) -> None:
        self.title.setText(label)
        for lst in self.lists:
            lst.clear()
        for lst, clues in zip(
            self.lists, clue_index(entries_of(history, self.team.value)), strict=True
        ):
            for clue in clues:
                # R25: a flagged clue is shown to everyone; the table judges it.
                item = QListWidgetItem(clue.text if clue.flag is None else f"{clue.text} ⚑")
                if clue.flag is not None:
                    item.setToolTip(texts.flag_reason(clue.flag))
                lst.addItem(item)

    def scale(self, points: float) -> None:
        set_point_size(self.title, points * 1.4, bold=True)
        for head in self.heads:
            set_point_size(head, points * 1.3, bold=True)
        for lst in self.lists:
            set_point_size(lst, points * 1.25)


class RevealBoard(QWidget):
    """The latest reveal, step by step: interception guess → own guess → code."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        self.title = QLabel(self)
        layout.addWidget(self.title)
        self.steps = [QLabel(self) for _ in range(3)]
        for step in self.steps:
            step.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(step, 1)
        self._entry: HistoryEntry | None = None
        self._shown = 3
        self._three = False
        self._timer = QTimer(self)
        self._timer.setInterval(REVEAL_STEP_MS)
        self._timer.timeout.connect(self._step)

    def reveal(self, entry: HistoryEntry | None, *, animate: bool, three_player: bool) -> None:
        self._entry, self._three = entry, three_player
        self._shown = 1 if animate else 3
        if animate:
            self._timer.start()
        self._draw()

    def _step(self) -> None:
        self._shown += 1
        if self._shown >= 3:
            self._timer.stop()
        self._draw()

    def _draw(self) -> None:
        e = self._entry
        self.setVisible(e is not None)
        if e is None:
            return
        owner = Team(e["team"])
        self.title.setText(
            translate("TableWindow", "Round %1 — %2")
            .replace("%1", str(e["round"]))
            .replace("%2", texts.team_label(owner, three_player=self._three))
        )

        def code(d: list[int] | None) -> str:
            return code_text(d, " ") or "–"

        cells = [
            (
                translate("TableWindow", "Interception"),
                code(e["opp_guess"]),
                None if e["opp_guess"] is None else e["intercepted"],
            ),
            (
                translate("TableWindow", "Own guess"),
                code(e["own_guess"]),
                None if e["own_guess"] is None else not e["miscommunicated"],
            ),
            (translate("TableWindow", "Code"), code(e["code"]), None),
        ]
        for i, (step, (name, digits, good)) in enumerate(zip(self.steps, cells, strict=True)):
            if i >= self._shown:
                step.setText(f"{name}\n…")
                step.setStyleSheet("color:palette(mid);")
                continue
            mark = "" if good is None else (" ✔" if good else " ✖")
            step.setText(f"{name}\n{digits}{mark}")
            colour = REVEAL_COLOURS["neutral" if good is None else ("good" if good else "bad")]
            if i == 0 and good is not None:
                # An interception is good news for the interceptors, bad for the owners.
                colour = REVEAL_COLOURS["good" if good else "neutral"]
            if i == 1 and good is not None and good:
                colour = REVEAL_COLOURS["good"]
            step.setStyleSheet(f"color:{colour};font-weight:bold;")

    @property
    def revealing(self) -> bool:
        return self._timer.isActive()

    def scale(self, points: float) -> None:
        set_point_size(self.title, points * 1.3, bold=True)
        for step in self.steps:
            set_point_size(step, points * 2.0, bold=True)


class TableWindow(QMainWindow):
    """The projector's window. Host controls, when given, sit in a dock beside it.

    Signals:
        closed(): the window was closed; with host controls, hosting stops.
    """

    closed = Signal()

    def __init__(
        self,
        session: Session,
        *,
        join_info: JoinInfo | None = None,
        controls: QWidget | None = None,
        cues: Cues | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.join_info = join_info
        self.cues = cues or Cues(parent=self)
        self._history_seen = -1
        self.ask_before_closing = True
        central = QWidget(self)
        outer = QVBoxLayout(central)
        top = QHBoxLayout()
        self.room_label = QLabel(central)
        top.addWidget(self.room_label, 1)
        self.round_label = QLabel(central)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.round_label)
        self.timer = SandTimer(central)
        self.timer.hurry.connect(self._hurry)
        top.addWidget(self.timer)
        outer.addLayout(top)
        self.join_label = QLabel(central)
        self.join_label.setWordWrap(True)
        self.join_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.join_label)
        self.join_qr = JoinQr(large=True, parent=central)  # browsers: set_url() shows it
        outer.addWidget(self.join_qr)
        self.stack = QStackedWidget(central)
        # lobby page
        self.lobby = LobbyPanel(table=True, parent=self.stack)
        # play page
        play = QWidget(self.stack)
        play_layout = QVBoxLayout(play)
        tokens = QHBoxLayout()
        self.token_labels = {t: QLabel(play) for t in Team}
        for t in Team:
            self.token_labels[t].setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.token_labels[t].setStyleSheet(card_css(t, radius=6, selector="QLabel"))
            tokens.addWidget(self.token_labels[t], 1)
        play_layout.addLayout(tokens)
        self.phase_label = QLabel(play)
        self.phase_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.phase_label.setWordWrap(True)
        play_layout.addWidget(self.phase_label)
        self.clues_label = QLabel(play)
        self.clues_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clues_label.setWordWrap(True)
        play_layout.addWidget(self.clues_label)
        self.reveal = RevealBoard(play)
        play_layout.addWidget(self.reveal)
        boards = QHBoxLayout()
        self.boards = {t: HistoryBoard(t, play) for t in Team}
        for t in Team:
            boards.addWidget(self.boards[t], 1)
        play_layout.addLayout(boards, 1)
        self.play = play
        self.game_over = GameOverPanel(exports=False, large=True, parent=self.stack)
        for w in (self.lobby, play, self.game_over):
            self.stack.addWidget(w)
        outer.addWidget(self.stack, 1)
        self.away_label = QLabel(central)
        self.away_label.setStyleSheet("color:#c62828;")
        self.away_label.setWordWrap(True)
        outer.addWidget(self.away_label)
        self.setCentralWidget(central)
        self.controls_dock: QDockWidget | None = None
        if controls is not None:
            dock = QDockWidget(self)
            dock.setObjectName("host-controls")
            dock.setWidget(controls)
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.controls_dock = dock
        self._build_menus()
        session.changed.connect(self.redraw)
        session.status.connect(lambda st: self.statusBar().showMessage(texts.connection_text(st)))
        self.retranslate()
        self.redraw()
        self.resize(1280, 800)
        restore_geometry(self, "table")

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.view_menu = bar.addMenu("")
        self.full_action = QAction(self)
        self.full_action.setShortcut(QKeySequence("F11"))
        self.full_action.triggered.connect(self.toggle_full_screen)
        self.view_menu.addAction(self.full_action)
        self.controls_action = QAction(self)
        self.controls_action.setShortcut(QKeySequence("Ctrl+H"))
        self.controls_action.triggered.connect(self.toggle_controls)
        self.controls_action.setEnabled(self.controls_dock is not None)
        self.view_menu.addAction(self.controls_action)
        self.mute_action = QAction(self, checkable=True)
        self.mute_action.setShortcut(QKeySequence("Ctrl+M"))
        self.mute_action.setChecked(self.cues.muted)
        self.mute_action.toggled.connect(self.cues.set_muted)
        self.view_menu.addAction(self.mute_action)
        # On the window too, so the keys work in full screen with the menu bar hidden.
        self.addActions([self.full_action, self.controls_action, self.mute_action])
        self.language_menu = LanguageMenu(self)
        bar.addMenu(self.language_menu)
        self.help_menu = HelpMenu(self, lambda: self.join_info.port if self.join_info else None)
        bar.addMenu(self.help_menu)

    def toggle_full_screen(self) -> None:
        full = not self.isFullScreen()
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        if self.controls_dock is not None:
            # On the projector the controls stay out of sight; Ctrl+H brings them back.
            self.controls_dock.setVisible(not full)
        self.menuBar().setVisible(not full)

    def toggle_controls(self) -> None:
        if self.controls_dock is not None:
            self.controls_dock.setVisible(not self.controls_dock.isVisible())

    def retranslate(self) -> None:
        self.view_menu.setTitle(translate("TableWindow", "&View"))
        self.full_action.setText(translate("TableWindow", "&Full screen"))
        self.controls_action.setText(translate("TableWindow", "Show or hide the &host controls"))
        self.mute_action.setText(translate("TableWindow", "&Mute sounds"))
        if self.controls_dock is not None:
            self.controls_dock.setWindowTitle(translate("TableWindow", "Host controls"))
        self.language_menu.retranslate()
        self.help_menu.retranslate()
        self.lobby.retranslate()
        self.game_over.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale()

    def _scale(self) -> None:
        """Type grows with the window, so the back of the room can read it."""
        central = self.centralWidget()
        if central is None:
            return
        area = central.size()
        factor = max(0.7, min(area.width() / BASE_WIDTH, area.height() / BASE_HEIGHT))
        p = BASE_POINTS * factor
        set_point_size(self.room_label, p * 2.2, bold=True)
        set_point_size(self.round_label, p * 1.5, bold=True)
        set_point_size(self.timer, p * 3.0, bold=True)
        set_point_size(self.join_label, p * 1.3)
        set_point_size(self.phase_label, p * 1.6, bold=True)
        set_point_size(self.clues_label, p * 2.6, bold=True)
        set_point_size(self.away_label, p * 1.2)
        for t in Team:
            set_point_size(self.token_labels[t], p * 1.7, bold=True)
            self.boards[t].scale(p)
        self.reveal.scale(p)

    # --- drawing ----------------------------------------------------------------

    def redraw(self) -> None:
        s = self.session
        view = s.view
        info = self.join_info
        room = s.room or (info.room if info else "")
        self.room_label.setText(room)
        self.setWindowTitle(translate("TableWindow", "Decrypto — table — %1").replace("%1", room))
        self.join_label.setText(self._join_text())
        self.join_label.setVisible(view is None or view["phase"] != "game_over")
        self.join_qr.setVisible(view is None and self.join_qr.url is not None)
        three = bool(view and view["settings"]["variant"] == "three_player")
        if view is None:
            self.round_label.setText("")
            self.timer.follow(lambda: None, paused=False)
            if s.lobby is not None:
                self.lobby.show_lobby(s.lobby, three_player=s.lobby.variant == "three_player")
            self.stack.setCurrentWidget(self.lobby)
            self._show_away()
            return
        self.round_label.setText(
            translate("TableWindow", "Round %1 of %2")
            .replace("%1", str(view["round"]))
            .replace("%2", str(view["rounds"]))
        )
        self.timer.follow(s.time_left, paused=view["paused"])
        for tv in view["teams"]:
            t = Team(tv["team"])
            i, m = tv["interceptions"], tv["miscommunications"]
            self.token_labels[t].setText(
                f"{texts.team_label(t, three_player=three)}   "
                + translate("TableWindow", "◆ interceptions: %1   ✖ miscommunications: %2")
                .replace("%1", str(i))
                .replace("%2", str(m))
            )
        history = view["history"]
        for t in Team:
            self.boards[t].show_history(history, texts.team_label(t, three_player=three))
            self.boards[t].setVisible(not (three and t is Team.BLACK))
        new_reveal = self._history_seen >= 0 and len(history) > self._history_seen
        if self._history_seen < 0 or new_reveal:
            self.reveal.reveal(
                history[-1] if history else None, animate=new_reveal, three_player=three
            )
            if new_reveal:
                self.cues.beep()
        self._history_seen = len(history)
        self.phase_label.setText(self._phase_text(view, three))
        d = view["decoding"]
        if d is not None:
            self.clues_label.setText(
                "   ·   ".join(f"{i + 1}. {c or '—'}" for i, c in enumerate(d["clues"]))
            )
        else:
            self.clues_label.setText("")
        if view["phase"] == "game_over":
            self.game_over.show_view(view)
            self.stack.setCurrentWidget(self.game_over)
        else:
            self.stack.setCurrentWidget(self.play)
        self._show_away()

    def _phase_text(self, view: View, three: bool) -> str:
        if view["paused"]:
            return "❚❚ " + translate("TableWindow", "Paused by the host")
        phase = view["phase"]
        if phase == "encrypting":
            waiting = [
                texts.team_label(tv["team"], three_player=three)
                for tv in view["teams"]
                if tv["encryptor"] is not None and not tv["clues_in"]
            ]
            return translate("TableWindow", "Encryptors are writing clues: %1").replace(
                "%1", ", ".join(waiting)
            )
        if phase == "decoding" and view["decoding"] is not None:
            d = view["decoding"]
            team = Team(d["team"])
            who = texts.team_label(team, three_player=three)
            parts = [translate("TableWindow", "Decoding %1's clues").replace("%1", who)]
            sides = [(team, d["own_locked"])]
            if d["interception"]:
                sides.append((team.other, d["opp_locked"]))
            for side, locked in sides:
                label = texts.team_label(side, three_player=three)
                parts.append(
                    (
                        translate("TableWindow", "%1: locked in ✔")
                        if locked
                        else translate("TableWindow", "%1: deciding…")
                    ).replace("%1", label)
                )
            return "   ·   ".join(parts)
        return texts.phase_name(phase)

    def _join_text(self) -> str:
        info = self.join_info
        if info is None:
            return ""
        address = ", ".join(f"{a}:{info.port}" for a in info.addresses) or f"127.0.0.1:{info.port}"
        text = (
            translate(
                "TableWindow",
                "Join: open Decrypto and pick “%1” from the list — or join by address %2",
            )
            .replace("%1", info.room)
            .replace("%2", address)
        )
        if info.pin:
            text += "   ·   " + translate("TableWindow", "PIN: %1").replace("%1", info.pin)
        return text

    def _show_away(self) -> None:
        s = self.session
        names = []
        if s.lobby is not None:
            names = [p.name for p in s.lobby.players if p.away]
        if s.view is not None:
            names = [s.player_name(pid) for pid in s.away]
        self.away_label.setText(
            translate("TableWindow", "Away: %1").replace("%1", ", ".join(names)) if names else ""
        )

    def _hurry(self) -> None:
        self.cues.beep()
        self.cues.flash(self.timer)

    def closeEvent(self, event: QCloseEvent) -> None:
        view = self.session.view
        in_play = view is not None and view["phase"] != "game_over"
        if self.controls_dock is not None and in_play and self.ask_before_closing:
            answer = QMessageBox.question(
                self,
                translate("TableWindow", "Stop hosting"),
                translate(
                    "TableWindow",
                    "Closing the table stops the game for everyone. It is saved: "
                    "host again to resume it. Close?",
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        save_geometry(self, "table")
        self.session.close()
        super().closeEvent(event)
        self.closed.emit()
